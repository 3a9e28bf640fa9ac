package game

import (
	"math/rand/v2"
	"testing"

	"aladdin/engine"
)

// BenchmarkRandomGameThroughSession plays a whole random 4-player game
// through Session.Submit, autosave included, to show what saving costs a
// game; BenchmarkRandomGameThroughEngine plays the same games through the
// engine alone. Figures go to the docs, never into a test that asserts.
func BenchmarkRandomGameThroughSession(b *testing.B) { benchSession(b, nil) }

// BenchmarkRandomGameThroughSessionNoSaver is the session's own cost: the
// same games with a saver that keeps nothing.
func BenchmarkRandomGameThroughSessionNoSaver(b *testing.B) { benchSession(b, NoSaver{}) }

func benchSession(b *testing.B, sv Saver) {
	b.Setenv("ALADDIN_DATA_DIR", b.TempDir())
	for i := 0; i < b.N; i++ {
		s, err := NewSession(benchSetup(i))
		if err != nil {
			b.Fatal(err)
		}
		if sv != nil {
			s.UseSaver(sv)
		}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for !s.Over() {
			legal := s.st.Legal()
			if err := s.Submit(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			s.TakeEvents()
		}
	}
}

func BenchmarkRandomGameThroughEngine(b *testing.B) {
	for i := 0; i < b.N; i++ {
		st, err := engine.New(engine.Config{Players: 4, Seed: uint64(i), FirstPlayer: -1})
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for !st.Over() {
			legal := st.Legal()
			if _, err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// benchSetup is game i's set-up: four people at one screen, so no bot
// thinks and every move is the benchmark's.
func benchSetup(i int) Setup {
	s := Setup{Players: 4, Seed: Itoa(i + 1), ChooseStart: true}
	for p := 0; p < 4; p++ {
		s.Seats = append(s.Seats, SeatSetup{Name: "P" + Itoa(p+1), Color: p, Human: true})
	}
	return s
}
