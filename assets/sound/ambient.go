package sound

import "math"

// AmbientSeconds is the length of the ambient loop.
const AmbientSeconds = 16

// ambient: a quiet night-market loop in D Hijaz: a soft drone on D and A,
// an oud-like plucked melody, and a hushed frame drum. Everything is
// written modulo the loop length (tails wrap to the start, drone and LFO
// frequencies fit a whole number of cycles), so it loops without a seam.
func ambient() buffer {
	b := newBuf(AmbientSeconds)
	n := b.n()
	fit := func(f float64) float64 { return math.Round(f*AmbientSeconds) / AmbientSeconds }
	// Drone: D2 and A2 with a few soft harmonics, breathing slowly.
	for _, d := range []struct{ f, a, pan float64 }{{noteHz(0, -1), 0.5, -0.3}, {noteHz(7, -1), 0.32, 0.3}, {noteHz(0, -2), 0.35, 0}} {
		f := fit(d.f)
		for i := 0; i < n; i++ {
			if i%8192 == 0 {
				yield()
			}
			t := float64(i) / SampleRate
			ph := 2 * math.Pi * f * t
			v := math.Sin(ph) + 0.3*math.Sin(2*ph) + 0.12*math.Sin(3*ph)
			lfo := 0.75 + 0.25*math.Sin(2*math.Pi*t/(AmbientSeconds/2)+d.pan*3)
			b.add(i, v*d.a*lfo*0.5, d.pan)
		}
	}
	// Oud melody: (beat, scale degree, octave); one beat is 0.5 s.
	phrase := []struct {
		beat float64
		deg  int
		oct  int
	}{
		{0, 0, 1}, {1, 1, 1}, {1.5, 2, 1}, {2, 3, 1}, {3, 4, 1}, {4.5, 3, 1}, {5, 2, 1}, {6, 1, 1},
		{8, 4, 1}, {9, 5, 1}, {9.5, 4, 1}, {10, 3, 1}, {11, 2, 1}, {12, 1, 1}, {12.5, 2, 1}, {13, 0, 1},
		{16, 0, 0}, {17, 2, 1}, {18, 4, 1}, {19, 7, 1}, {20, 6, 1}, {21, 5, 1}, {22, 4, 1},
		{24, 3, 1}, {25, 2, 1}, {25.5, 1, 1}, {26, 2, 1}, {27, 1, 1}, {28, 0, 1},
	}
	for k, p := range phrase {
		f := noteHz(hijaz[p.deg], p.oct)
		pan := -0.2 + 0.4*float64(k%3)/2
		pluck(b, int(p.beat*0.5*SampleRate), f, 0.55, pan, uint32(1000+k))
		yield()
	}
	// Frame drum: a low doum on beats 0 and 3 of each 4-beat bar, a light tek
	// between. Rendered with wrap-around like everything else.
	r := rng(2024)
	for bar := 0; bar < AmbientSeconds/2; bar++ {
		t0 := float64(bar) * 2
		for _, h := range []struct {
			at   float64
			doum bool
		}{{0, true}, {0.75, false}, {1.5, true}, {1.75, false}} {
			yield()
			i0 := int((t0 + h.at) * SampleRate)
			lp := lowpass(2500, 0.9)
			for k := 0; k < SampleRate/3; k++ {
				t := float64(k) / SampleRate
				var v float64
				if h.doum {
					v = math.Sin(2*math.Pi*(70+40*math.Exp(-t/0.02))*t) * env(t, 0.002, 0.12) * 0.9
				} else {
					v = lp.run(r.float()) * env(t, 0.001, 0.03) * 0.5
				}
				b.add((i0+k)%n, v*0.5, 0.15)
			}
		}
	}
	return b
}

// pluck renders a Karplus-Strong string (an oud-ish pluck) starting at
// sample i0, wrapping past the end of the buffer.
func pluck(b buffer, i0 int, f, amp, pan float64, seed uint32) {
	n := b.n()
	period := int(math.Round(SampleRate / f))
	line := make([]float64, period)
	r := rng(seed)
	for i := range line {
		line[i] = r.float()
	}
	// Soften the excitation: a plectrum, not a hammer.
	for k := 0; k < 2; k++ {
		for i := 1; i < len(line); i++ {
			line[i] = 0.5 * (line[i] + line[i-1])
		}
	}
	length := int(2.5 * SampleRate)
	idx := 0
	for k := 0; k < length; k++ {
		v := line[idx]
		nxt := line[(idx+1)%period]
		line[idx] = 0.5 * (v + nxt) * 0.996
		idx = (idx + 1) % period
		t := float64(k) / SampleRate
		a := amp * math.Min(t/0.002, 1)
		b.add((i0+k)%n, v*a, pan)
	}
}
