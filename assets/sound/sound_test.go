package sound

import (
	"bytes"
	"math"
	"testing"
)

// TestLoudness measures every sound and checks the balance the mixer relies
// on: no clipping, peaks at or below -1 dBFS, one-shots within 3 dB of each
// other (short-term RMS), the ambient loop clearly quieter.
func TestLoudness(t *testing.T) {
	var oneShots []float64
	t.Logf("%-8s %9s %9s %9s %8s", "sound", "peak dB", "RMS dB", "50ms dB", "seconds")
	for id := ID(0); id < NumIDs; id++ {
		p := Sound(id)
		if len(p) == 0 || len(p)%4 != 0 {
			t.Fatalf("%s: bad PCM length %d", Names[id], len(p))
		}
		peak, rms, win := Measure(p)
		t.Logf("%-8s %9.1f %9.1f %9.1f %8.2f", Names[id], peak, rms, win, float64(len(p)/4)/SampleRate)
		if peak > CeilingDB+0.05 {
			t.Errorf("%s: peak %.2f dBFS above ceiling", Names[id], peak)
		}
		if id == Ambient {
			if win > OneShotDB-8 {
				t.Errorf("ambient too loud: %.1f dB", win)
			}
			if s := float64(len(p)/4) / SampleRate; s < 8 || s > 20 {
				t.Errorf("ambient loop is %.1f s", s)
			}
			continue
		}
		oneShots = append(oneShots, win)
		if s := float64(len(p)/4) / SampleRate; s > 4 {
			t.Errorf("%s: one-shot too long (%.1f s)", Names[id], s)
		}
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range oneShots {
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	if hi-lo > 3 {
		t.Errorf("one-shots spread %.1f dB apart (short-term RMS)", hi-lo)
	}
}

func TestDeterministicAndCached(t *testing.T) {
	a := render(Clink).pcm()
	b := render(Clink).pcm()
	if !bytes.Equal(a, b) {
		t.Error("synthesis is not deterministic")
	}
	if Sound(NumIDs) != nil || Sound(-1) != nil {
		t.Error("unknown ids must give nil")
	}
}

// TestAmbientLoopsSeamlessly checks the jump from the last sample to the
// first is no bigger than ordinary sample-to-sample steps.
func TestAmbientLoopsSeamlessly(t *testing.T) {
	bf := decode(Sound(Ambient))
	n := bf.n()
	maxStep := 0.0
	for i := 1; i < n; i++ {
		maxStep = math.Max(maxStep, math.Abs(bf.l[i]-bf.l[i-1]))
	}
	seam := math.Abs(bf.l[0] - bf.l[n-1])
	if seam > maxStep*1.01+1e-4 {
		t.Errorf("loop seam step %.4f exceeds largest in-loop step %.4f", seam, maxStep)
	}
}
