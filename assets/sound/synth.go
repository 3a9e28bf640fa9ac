// Package sound synthesises every game sound in pure Go, deterministically,
// as 16-bit little-endian stereo PCM at 48 kHz, ready for ebiten/audio. It
// never opens an audio device: playback belongs to the UI.
package sound

import "math"

// SampleRate is the rate of all PCM returned by Sound.
const SampleRate = 48000

// buffer is a mono or stereo float signal in [-1, 1] before encoding.
type buffer struct{ l, r []float64 }

func newBuf(seconds float64) buffer {
	n := int(seconds * SampleRate)
	return buffer{make([]float64, n), make([]float64, n)}
}

func (b buffer) n() int { return len(b.l) }

// add mixes a mono sample at index i with pan -1 (left) .. 1 (right).
func (b buffer) add(i int, v, pan float64) {
	if i < 0 || i >= len(b.l) {
		return
	}
	if i&2047 == 0 {
		yield()
	}
	// Constant-power pan.
	a := (pan + 1) * math.Pi / 4
	b.l[i] += v * math.Cos(a)
	b.r[i] += v * math.Sin(a)
}

// rng is a xorshift generator: the same noise every run.
type rng uint32

func (r *rng) float() float64 {
	x := uint32(*r)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*r = rng(x)
	return float64(x)/float64(math.MaxUint32)*2 - 1
}

// biquad is an RBJ-cookbook filter.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

func bandpass(f, q float64) *biquad {
	w := 2 * math.Pi * f / SampleRate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	return &biquad{b0: alpha / a0, b1: 0, b2: -alpha / a0, a1: -2 * math.Cos(w) / a0, a2: (1 - alpha) / a0}
}

func lowpass(f, q float64) *biquad {
	w := 2 * math.Pi * f / SampleRate
	alpha := math.Sin(w) / (2 * q)
	c := math.Cos(w)
	a0 := 1 + alpha
	return &biquad{b0: (1 - c) / 2 / a0, b1: (1 - c) / a0, b2: (1 - c) / 2 / a0, a1: -2 * c / a0, a2: (1 - alpha) / a0}
}

func (f *biquad) run(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// env is an attack/exponential-decay envelope at time t (seconds).
func env(t, attack, decay float64) float64 {
	if t < 0 {
		return 0
	}
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / decay)
}

// fadeOut applies a short cosine fade to the tail so no clip ends in a click.
func (b buffer) fadeOut(seconds float64) {
	n := int(seconds * SampleRate)
	for k := 0; k < n && k < b.n(); k++ {
		i := b.n() - 1 - k
		g := 0.5 - 0.5*math.Cos(math.Pi*float64(k)/float64(n))
		b.l[i] *= g
		b.r[i] *= g
	}
}

// Loudness measures, in dBFS.

func db(x float64) float64 {
	if x <= 1e-12 {
		return -240
	}
	return 20 * math.Log10(x)
}

// stats returns peak and whole-clip RMS, and the loudest 50 ms window RMS
// (short-term loudness: what the ear compares between short sounds).
func (b buffer) stats() (peak, rms, win float64) {
	var sum float64
	for i := range b.l {
		if i&8191 == 0 {
			yield()
		}
		for _, v := range []float64{b.l[i], b.r[i]} {
			peak = math.Max(peak, math.Abs(v))
			sum += v * v
		}
	}
	rms = math.Sqrt(sum / float64(2*b.n()))
	w := SampleRate / 20
	var acc float64
	for i := range b.l {
		if i&8191 == 0 {
			yield()
		}
		acc += b.l[i]*b.l[i] + b.r[i]*b.r[i]
		if j := i - w; j >= 0 {
			acc -= b.l[j]*b.l[j] + b.r[j]*b.r[j]
		}
		if i >= w-1 || i == b.n()-1 {
			n := math.Min(float64(w), float64(i+1))
			win = math.Max(win, math.Sqrt(math.Max(acc, 0)/(2*n)))
		}
	}
	return
}

// normalize scales the clip so its loudest 50 ms window sits at targetDB,
// then, if the peak would pass ceilingDB, soft-limits the peaks (a gentle
// tanh knee) so transients are tamed without dulling the body.
func (b buffer) normalize(targetDB, ceilingDB float64) {
	_, _, win := b.stats()
	g := math.Pow(10, targetDB/20) / win
	ceil := math.Pow(10, ceilingDB/20)
	knee := ceil * 0.7
	lim := func(v float64) float64 {
		v *= g
		a := math.Abs(v)
		if a <= knee {
			return v
		}
		s := knee + (ceil-knee)*math.Tanh((a-knee)/(ceil-knee))
		return math.Copysign(s, v)
	}
	for i := range b.l {
		if i&8191 == 0 {
			yield()
		}
		b.l[i] = lim(b.l[i])
		b.r[i] = lim(b.r[i])
	}
}

// pcm encodes to 16-bit little-endian interleaved stereo.
func (b buffer) pcm() []byte {
	out := make([]byte, b.n()*4)
	q := func(v float64) int16 {
		v = math.Max(-1, math.Min(1, v))
		return int16(math.Round(v * 32767))
	}
	for i := range b.l {
		if i&8191 == 0 {
			yield()
		}
		l, r := q(b.l[i]), q(b.r[i])
		out[4*i], out[4*i+1] = byte(l), byte(uint16(l)>>8)
		out[4*i+2], out[4*i+3] = byte(r), byte(uint16(r)>>8)
	}
	return out
}

// decode reads PCM back into floats (for measuring what we ship).
func decode(p []byte) buffer {
	n := len(p) / 4
	b := buffer{make([]float64, n), make([]float64, n)}
	for i := 0; i < n; i++ {
		b.l[i] = float64(int16(uint16(p[4*i])|uint16(p[4*i+1])<<8)) / 32768
		b.r[i] = float64(int16(uint16(p[4*i+2])|uint16(p[4*i+3])<<8)) / 32768
	}
	return b
}

// Measure returns the peak, whole-clip RMS and loudest-50ms RMS of 16-bit
// stereo PCM, in dBFS.
func Measure(p []byte) (peakDB, rmsDB, windowDB float64) {
	pk, rms, win := decode(p).stats()
	return db(pk), db(rms), db(win)
}
