package game

import (
	"math"
)

// synthesize builds a short effect as 16-bit stereo PCM. The art team's
// asset package has no sound yet, so the effects are made here from sine
// partials and filtered noise: small, deterministic, no files.
func synthesize(id SoundID) []byte {
	var b pcmBuf
	switch id {
	case SoundClick:
		b.tone(0, 0.035, 1800, 0.25, 90)
	case SoundPlace:
		b.noise(0, 0.06, 0.5, 70, 7)
		b.tone(0, 0.12, 140, 0.5, 35)
		b.tone(0, 0.05, 620, 0.2, 60)
	case SoundFlip:
		b.sweep(0, 0.08, 500, 1400, 0.25)
		b.noise(0, 0.03, 0.2, 120, 3)
	case SoundCoins:
		for i, f := range []float64{2400, 3100, 2700, 3600} {
			b.tone(float64(i)*0.05, 0.18, f, 0.18, 22)
		}
	case SoundGuard:
		b.tone(0, 0.5, 110, 0.45, 6)
		b.tone(0, 0.5, 165, 0.25, 7)
		b.noise(0, 0.1, 0.3, 40, 2)
	case SoundBuy:
		for i, f := range []float64{523, 659, 784, 1047} {
			b.tone(float64(i)*0.07, 0.5, f, 0.2, 6)
		}
	case SoundStep:
		b.noise(0, 0.05, 0.25, 50, 12)
	case SoundFanfare:
		notes := []float64{523, 659, 784, 1047, 784, 1047}
		for i, f := range notes {
			b.tone(float64(i)*0.14, 0.45, f, 0.22, 4)
			b.tone(float64(i)*0.14, 0.45, f*1.5, 0.08, 5)
		}
	case SoundChime:
		b.tone(0, 0.6, 880, 0.22, 5)
		b.tone(0.12, 0.6, 1320, 0.18, 5)
	}
	return b.bytes()
}

type pcmBuf struct{ s []float64 }

func (b *pcmBuf) ensure(n int) {
	for len(b.s) < n {
		b.s = append(b.s, 0)
	}
}

// tone adds a decaying sine: start and length in seconds, decay per second.
func (b *pcmBuf) tone(start, length, freq, amp, decay float64) {
	i0 := int(start * SampleRate)
	n := int(length * SampleRate)
	b.ensure(i0 + n)
	for i := 0; i < n; i++ {
		t := float64(i) / SampleRate
		env := math.Exp(-decay*t) * math.Min(1, t*800)
		b.s[i0+i] += amp * env * math.Sin(2*math.Pi*freq*t)
	}
}

// sweep adds a sine gliding from f0 to f1.
func (b *pcmBuf) sweep(start, length, f0, f1, amp float64) {
	i0 := int(start * SampleRate)
	n := int(length * SampleRate)
	b.ensure(i0 + n)
	ph := 0.0
	for i := 0; i < n; i++ {
		u := float64(i) / float64(n)
		ph += 2 * math.Pi * (f0 + (f1-f0)*u) / SampleRate
		b.s[i0+i] += amp * math.Sin(ph) * (1 - u)
	}
}

// noise adds low-passed noise from a fixed LCG (deterministic output).
func (b *pcmBuf) noise(start, length, amp, decay float64, smooth int) {
	i0 := int(start * SampleRate)
	n := int(length * SampleRate)
	b.ensure(i0 + n)
	x := uint32(12345)
	prev := 0.0
	for i := 0; i < n; i++ {
		x = x*1664525 + 1013904223
		r := float64(x>>8)/float64(1<<24)*2 - 1
		prev += (r - prev) / float64(smooth)
		t := float64(i) / SampleRate
		b.s[i0+i] += amp * prev * math.Exp(-decay*t)
	}
}

func (b *pcmBuf) bytes() []byte {
	out := make([]byte, len(b.s)*4)
	for i, v := range b.s {
		v = math.Max(-1, math.Min(1, v))
		s := int16(v * 30000)
		out[4*i], out[4*i+1] = byte(s), byte(s>>8)
		out[4*i+2], out[4*i+3] = byte(s), byte(s>>8)
	}
	return out
}
