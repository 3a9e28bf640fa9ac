package sound

import (
	"math"
	"sync"
	"time"
)

// ID names a sound.
type ID int

const (
	Clack   ID = iota // a token set down on the board
	Flip              // a token or card turned over
	Clink             // treasures changing hands
	Gong              // a new round or turn begins
	Fanfare           // an artifact bought
	Click             // a UI button
	Guard             // the palace guard turned over: a drum boom under a deep gong
	Ambient           // the background loop (loop it seamlessly)
	NumIDs
)

// Names are the sound names by ID.
var Names = [NumIDs]string{"clack", "flip", "clink", "gong", "fanfare", "click", "guard", "ambient"}

// Loudness targets (loudest 50 ms window RMS, dBFS) and the peak ceiling.
// One-shots share one target so none jumps out; the ambient loop sits well
// below them so it never competes with game sounds.
const (
	OneShotDB = -16.0
	AmbientDB = -29.0
	CeilingDB = -1.0
)

var (
	once  [NumIDs]sync.Once
	cache [NumIDs][]byte
)

// Yield, when set, is called every few milliseconds of synthesis. In the
// browser the game renders sounds on a goroutine that shares the page's one
// thread, and a Yield that gives the page a turn lets frames through
// instead of freezing the page for the seconds the sounds take.
var Yield func()

// yieldEvery is the synthesis time between two Yields.
const yieldEvery = 4 * time.Millisecond

var lastYield time.Time

// yield calls Yield when yieldEvery has passed since the last one; the
// synthesis loops call it every few thousand samples.
func yield() {
	if Yield == nil || time.Since(lastYield) < yieldEvery {
		return
	}
	Yield()
	lastYield = time.Now()
}

// Sound returns the PCM for id (16-bit LE stereo, SampleRate). It is
// synthesised on first request and cached; callers must not modify it.
// An unknown id returns nil.
func Sound(id ID) []byte {
	if id < 0 || id >= NumIDs {
		return nil
	}
	once[id].Do(func() { cache[id] = render(id).pcm() })
	return cache[id]
}

func render(id ID) buffer {
	var b buffer
	switch id {
	case Clack:
		b = clack()
	case Flip:
		b = flip()
	case Clink:
		b = clink()
	case Gong:
		b = gong()
	case Fanfare:
		b = fanfare()
	case Click:
		b = click()
	case Guard:
		b = guardStrike()
	default:
		b = ambient()
		b.normalize(AmbientDB, CeilingDB)
		return b
	}
	b.fadeOut(0.01)
	b.normalize(OneShotDB, CeilingDB)
	return b
}

// clack: wood on wood. A band-passed noise tick over a short low "thock".
func clack() buffer {
	b := newBuf(0.16)
	r := rng(12345)
	bp := bandpass(2400, 1.4)
	lp := lowpass(900, 0.8)
	for i := 0; i < b.n(); i++ {
		t := float64(i) / SampleRate
		n := r.float()
		v := bp.run(n)*env(t, 0.0005, 0.012)*1.2 + lp.run(n)*env(t, 0.001, 0.02)*0.8
		v += math.Sin(2*math.Pi*190*t) * env(t, 0.001, 0.03) * 0.6
		v += math.Sin(2*math.Pi*520*t) * env(t, 0.0005, 0.015) * 0.3
		b.add(i, v, -0.05)
	}
	return b
}

// flip: a quick swish (noise swept upward) ending in a light tap.
func flip() buffer {
	b := newBuf(0.2)
	r := rng(777)
	for i := 0; i < b.n(); i++ {
		t := float64(i) / SampleRate
		n := r.float()
		sw := n * math.Sin(math.Pi*math.Min(t/0.09, 1)) * 0.5
		if t > 0.09 {
			sw = 0
		}
		b.add(i, sw, 0.1)
	}
	// Colour the swish with a sweeping band-pass run over the buffer, then
	// add the tap.
	bp := bandpass(1800, 1.2)
	for i := 0; i < b.n(); i++ {
		b.l[i] = bp.run(b.l[i])
	}
	bp = bandpass(1800, 1.2)
	for i := 0; i < b.n(); i++ {
		b.r[i] = bp.run(b.r[i])
	}
	tap := bandpass(3000, 2)
	r2 := rng(99)
	for i := 0; i < b.n(); i++ {
		t := float64(i)/SampleRate - 0.095
		if t < 0 {
			continue
		}
		v := tap.run(r2.float())*env(t, 0.0005, 0.01)*1.5 + math.Sin(2*math.Pi*330*t)*env(t, 0.001, 0.02)*0.4
		b.add(i, v, 0.1)
	}
	return b
}

// clink: small metal pieces touching: inharmonic partials, three hits.
func clink() buffer {
	b := newBuf(0.6)
	hits := []struct{ t, f, pan, amp float64 }{{0, 2637, -0.3, 1}, {0.07, 3136, 0.25, 0.8}, {0.16, 2794, 0, 0.6}}
	ratios := []float64{1, 1.52, 2.34, 3.11}
	for _, h := range hits {
		for i := 0; i < b.n(); i++ {
			t := float64(i)/SampleRate - h.t
			if t < 0 {
				continue
			}
			v := 0.0
			for k, q := range ratios {
				v += math.Sin(2*math.Pi*h.f*q*t) * env(t, 0.0008, 0.12/float64(k+1)) / float64(k+1)
			}
			b.add(i, v*h.amp, h.pan)
		}
	}
	return b
}

// gong: a big struck plate: low inharmonic partials with slow, beating
// decays and a soft mallet attack; the pitch sags slightly as it rings.
func gong() buffer {
	b := newBuf(3.2)
	f0 := 98.0
	parts := []partial{
		{1, 1, 1.6, 0}, {1.003, 0.5, 1.5, 0.3}, {1.52, 0.55, 1.1, -0.3}, {2.03, 0.45, 0.9, 0.2},
		{2.61, 0.35, 0.7, -0.2}, {3.27, 0.25, 0.5, 0.35}, {4.1, 0.18, 0.35, -0.35}, {5.43, 0.1, 0.25, 0},
	}
	ringPartials(&b, f0, parts, 0.012, 0.01, 0.8)
	// Mallet thump.
	lp := lowpass(200, 0.7)
	r := rng(4242)
	for i := 0; i < SampleRate/10; i++ {
		t := float64(i) / SampleRate
		b.add(i, lp.run(r.float())*env(t, 0.002, 0.03)*2, 0)
	}
	return b
}

// Hijaz on D: D Eb F# G A Bb C D, the scale of the fanfare and the ambient
// loop (the augmented second Eb-F# gives it its colour).
var hijaz = []float64{0, 1, 4, 5, 7, 8, 10, 12}

func noteHz(semisFromD float64, octave int) float64 {
	return 146.83 * math.Pow(2, semisFromD/12+float64(octave))
}

// brass is a bright additive tone with a swelling attack and vibrato.
func brass(b buffer, start, dur, f, amp, pan float64) {
	i0 := int(start * SampleRate)
	n := int((dur + 0.25) * SampleRate)
	ph := 0.0
	for k := 0; k < n; k++ {
		t := float64(k) / SampleRate
		vib := 1 + 0.004*math.Sin(2*math.Pi*5.5*t)*math.Min(t/0.2, 1)
		ph += 2 * math.Pi * f * vib / SampleRate
		bright := 0.4 + 0.6*math.Min(t/0.05, 1)
		v := 0.0
		for h := 1; h <= 8; h++ {
			v += math.Sin(float64(h)*ph) * math.Pow(bright, float64(h-1)) / float64(h)
		}
		e := math.Min(t/0.03, 1)
		if t > dur {
			e *= math.Exp(-(t - dur) / 0.07)
		}
		b.add(i0+k, v*e*amp, pan)
	}
}

// fanfare: a rising Hijaz call on two horns, ending on a held octave.
func fanfare() buffer {
	b := newBuf(1.6)
	notes := []struct {
		t, d float64
		s    float64
		o    int
	}{{0, 0.12, 0, 1}, {0.13, 0.12, 4, 1}, {0.26, 0.12, 7, 1}, {0.39, 0.9, 12, 1}}
	for _, n := range notes {
		brass(b, n.t, n.d, noteHz(n.s, n.o), 0.5, -0.25)
		brass(b, n.t+0.01, n.d, noteHz(n.s-5, n.o), 0.3, 0.25) // a fourth below
	}
	// A cymbal shimmer on the last note.
	r := rng(31337)
	bp := bandpass(7000, 0.8)
	for i := int(0.39 * SampleRate); i < b.n(); i++ {
		t := float64(i)/SampleRate - 0.39
		b.add(i, bp.run(r.float())*env(t, 0.002, 0.35)*0.5, 0.4)
	}
	return b
}

// click: a soft, short UI tick.
func click() buffer {
	b := newBuf(0.05)
	for i := 0; i < b.n(); i++ {
		t := float64(i) / SampleRate
		v := math.Sin(2*math.Pi*1800*t)*env(t, 0.0004, 0.006) + math.Sin(2*math.Pi*900*t)*env(t, 0.0004, 0.01)*0.5
		b.add(i, v, 0)
	}
	return b
}

// partial is one ringing overtone of a struck metal: its ratio to the
// fundamental, amplitude, decay time and pan.
type partial struct{ r, a, d, pan float64 }

// ringPartials adds the overtones of a struck metal at fundamental f0, each
// with the given attack, the pitch sagging by sag (a fraction) with time
// constant tau as it rings.
func ringPartials(b *buffer, f0 float64, parts []partial, attack, sag, tau float64) {
	for _, p := range parts {
		ph := 0.0
		for i := 0; i < b.n(); i++ {
			t := float64(i) / SampleRate
			f := f0 * p.r * (1 - sag*(1-math.Exp(-t/tau)))
			ph += 2 * math.Pi * f / SampleRate
			b.add(i, math.Sin(ph)*p.a*env(t, attack, p.d), p.pan)
		}
	}
}

// guardStrike: the palace guard is turned over. Heavier than the turn
// gong: a drum boom that sweeps down under a low gong struck hard, and a
// short metallic clash as the number comes round.
func guardStrike() buffer {
	b := newBuf(3.4)
	ph := 0.0
	for i := 0; i < b.n(); i++ {
		t := float64(i) / SampleRate
		f := 41 + 44*math.Exp(-t/0.07)
		ph += 2 * math.Pi * f / SampleRate
		b.add(i, math.Sin(ph)*env(t, 0.004, 0.5)*1.3, 0)
	}
	f0 := 73.4 // a low D, under the Hijaz of the fanfare
	parts := []partial{
		{1, 0.9, 2.2, 0}, {1.004, 0.45, 2.0, 0.3}, {1.49, 0.5, 1.4, -0.3}, {2.02, 0.45, 1.1, 0.2},
		{2.74, 0.3, 0.8, -0.25}, {3.41, 0.22, 0.6, 0.35}, {4.3, 0.15, 0.4, -0.35},
	}
	ringPartials(&b, f0, parts, 0.006, 0.015, 0.6)
	// The clash: a bright noise burst, band-passed high, gone in a blink.
	r := rng(9009)
	bp := bandpass(4200, 0.9)
	for i := 0; i < SampleRate/3; i++ {
		t := float64(i) / SampleRate
		b.add(i, bp.run(r.float())*env(t, 0.001, 0.09)*0.9, 0.15)
	}
	return b
}
