package engine

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkActions measures applied actions per second, legal-move
// generation included, over random 4-player games.
func BenchmarkActions(b *testing.B) { benchActions(b, false) }

// BenchmarkMagicActions is the same over random 4-player magic games.
func BenchmarkMagicActions(b *testing.B) {
	benchActions(b, true)
}

func benchActions(b *testing.B, magic bool) {
	r := rand.New(rand.NewPCG(1, 2))
	legal := make([]Action, 0, 2048)
	ev := make([]Event, 0, 512)
	var s *State
	newGame := func(seed uint64) {
		s, _ = New(Config{Players: 4, Seed: seed, FirstPlayer: -1, Magic: magic})
	}
	newGame(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Over() {
			b.StopTimer()
			newGame(uint64(i))
			b.StartTimer()
		}
		legal = s.LegalInto(legal[:0])
		var err error
		if ev, err = s.Step(legal[r.IntN(len(legal))], ev[:0]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}

// benchGames plays complete 4-player games with the given policy.
func benchGames(b *testing.B, pick func(s *State, legal []Action, r *rand.Rand) Action) {
	r := rand.New(rand.NewPCG(1, 2))
	legal := make([]Action, 0, 2048)
	ev := make([]Event, 0, 512)
	actions := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, _ := New(Config{Players: 4, Seed: uint64(i), FirstPlayer: -1})
		for !s.Over() {
			legal = s.LegalInto(legal[:0])
			var err error
			if ev, err = s.Step(pick(s, legal, r), ev[:0]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

func BenchmarkGamesRandom(b *testing.B) {
	benchGames(b, func(_ *State, legal []Action, r *rand.Rand) Action { return legal[r.IntN(len(legal))] })
}

// BenchmarkGamesGreedy uses a greedy seat working on the state directly
// (the View-based bot lives in engine/bot and is benchmarked there): buy
// and bribe whenever possible, place on the richest open cave shelf.
func BenchmarkGamesGreedy(b *testing.B) {
	benchGames(b, func(s *State, legal []Action, r *rand.Rand) Action {
		best, score := legal[0], -1
		for _, a := range legal {
			sc := r.IntN(2)
			switch a.Type {
			case ActBuy, ActBribe:
				sc += 100
			case ActMarket:
				sc += 50
			case ActPlace:
				if a.Space.IsCave() {
					sc += 10 * s.c.Shelves[a.Space][0].Value() / (1 + int(a.Token))
				}
				if a.Space.IsRoom() && a.Token < 2 {
					sc += 30
				}
				if a.Space == Guard && a.Token >= 5 {
					sc += 20
				}
			}
			if sc > score {
				best, score = a, sc
			}
		}
		return best
	})
}
