//go:build !js

package tools

import (
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// tournamentOptions configures the headless strength test (-tournament).
type tournamentOptions struct {
	Games   int
	Players int
	Seats   []string // a level per seat: random, easy, normal or hard
	Seed    uint64
	Budget  int // Hard's iterations per decision; 0 keeps the default
	Intro   bool
	Magic   bool
	Workers int
	// Explain prints one game move by move, with Hard's reasoning.
	Explain bool
}

// tournamentResult is one game's outcome per level slot.
type gameResult struct {
	share  []float64 // win share per slot (index into Seats)
	rounds int
}

// runTournament plays games with the seat order rotated each game, so each
// level sits in every seat equally often, and prints each level's win share
// with a 95% Wilson interval. Shared wins count fractionally.
func runTournament(w io.Writer, o tournamentOptions) error {
	levels, err := tournamentLevels(&o)
	if err != nil {
		return err
	}
	if o.Explain {
		return explainGame(w, o, levels)
	}
	if o.Workers < 1 {
		o.Workers = 1
	}
	start := time.Now()
	results := make([]gameResult, o.Games)
	errs := make([]error, o.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				results[g], errs[g] = playRotated(o, levels, g, nil)
			}
		}()
	}
	for g := 0; g < o.Games; g++ {
		next <- g
	}
	close(next)
	wg.Wait()
	for g, e := range errs {
		if e != nil {
			return fmt.Errorf("game %d: %w", g, e)
		}
	}
	// Aggregate per level over its slots.
	type agg struct {
		wins  float64
		slots int
	}
	byLevel := map[bot.Level]*agg{}
	var order []bot.Level
	rounds := 0
	for _, r := range results {
		rounds += r.rounds
		for i, l := range levels {
			a := byLevel[l]
			if a == nil {
				a = &agg{}
				byLevel[l] = a
				order = append(order, l)
			}
			a.wins += r.share[i]
			a.slots++
		}
	}
	budget := "default"
	if o.Budget > 0 {
		budget = fmt.Sprint(o.Budget)
	}
	fmt.Fprintf(w, "%d games, %d players, seats %s (rotated), hard budget %s, %.1f rounds/game, %v\n",
		o.Games, o.Players, strings.Join(o.Seats, ","), budget, float64(rounds)/float64(o.Games),
		time.Since(start).Round(time.Second))
	for _, l := range order {
		a := byLevel[l]
		p := a.wins / float64(a.slots)
		lo, hi := wilson(p, float64(a.slots))
		fmt.Fprintf(w, "%s win share %.1f%% (95%% CI %.1f-%.1f%%) over %d seat-games (baseline %.1f%%)\n",
			strings.ToUpper(l.String()), 100*p, 100*lo, 100*hi, a.slots, 100/float64(o.Players))
	}
	return nil
}

func tournamentLevels(o *tournamentOptions) ([]bot.Level, error) {
	if len(o.Seats) == 1 {
		for len(o.Seats) < o.Players {
			o.Seats = append(o.Seats, o.Seats[0])
		}
	}
	if len(o.Seats) != o.Players {
		return nil, fmt.Errorf("%d seats given for %d players", len(o.Seats), o.Players)
	}
	levels := make([]bot.Level, len(o.Seats))
	for i, s := range o.Seats {
		l, err := bot.ParseLevel(s)
		if err != nil {
			return nil, err
		}
		levels[i] = l
	}
	return levels, nil
}

// wilson is the 95% Wilson score interval for a proportion p over n trials.
func wilson(p, n float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}

// makeBot builds a level's bot for a seat, with the tournament's budget.
func makeBot(l bot.Level, seed uint64, budget int, explain func(string)) bot.Bot {
	b := bot.New(l, seed)
	if h, ok := b.(*bot.HardBot); ok {
		if budget > 0 {
			h.Iterations = budget
		}
		h.Explain = explain
	}
	return b
}

// playRotated plays game g: slot i (levels[i]) sits at seat (i+g) mod P.
func playRotated(o tournamentOptions, levels []bot.Level, g int, trace func(s *engine.State, seatSlot []int, a engine.Action)) (gameResult, error) {
	n := o.Players
	cfg := engine.Config{Players: n, Seed: o.Seed*1_000_003 + uint64(g), Intro: o.Intro, Magic: o.Magic, FirstPlayer: -1}
	s, err := engine.New(cfg)
	if err != nil {
		return gameResult{}, err
	}
	seatSlot := make([]int, n)
	bots := make([]bot.Bot, n)
	for i := range levels {
		seat := (i + g) % n
		seatSlot[seat] = i
		bots[seat] = makeBot(levels[i], cfg.Seed*31+uint64(i), o.Budget, nil)
	}
	var view engine.View
	buf := make([]engine.Event, 0, 256)
	for !s.Over() {
		p := int(s.Pending().Seat)
		s.ViewInto(p, &view)
		a := bots[p].Act(&view)
		if trace != nil {
			trace(s, seatSlot, a)
		}
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return gameResult{}, fmt.Errorf("seat %d (%v) chose an illegal move %v: %w", p+1, levels[seatSlot[p]], a, err)
		}
	}
	r := gameResult{share: make([]float64, n), rounds: s.Round()}
	ws := s.Winners()
	for _, p := range ws {
		r.share[seatSlot[p]] += 1 / float64(len(ws))
	}
	return r, nil
}

// explainGame plays one game and prints every move, with the Hard seats'
// account of their searches.
func explainGame(w io.Writer, o tournamentOptions, levels []bot.Level) error {
	n := o.Players
	cfg := engine.Config{Players: n, Seed: o.Seed, Intro: o.Intro, Magic: o.Magic, FirstPlayer: -1}
	s, err := engine.New(cfg)
	if err != nil {
		return err
	}
	bots := make([]bot.Bot, n)
	names := make([]string, n)
	count := map[bot.Level]int{}
	var why string
	for i, l := range levels {
		names[i] = fmt.Sprintf("%s (%v, seat %d)", bot.Name(l, count[l]), l, i+1)
		count[l]++
		bots[i] = makeBot(l, cfg.Seed*31+uint64(i), o.Budget, func(line string) { why = line })
	}
	var view engine.View
	buf := make([]engine.Event, 0, 256)
	round := 0
	for !s.Over() {
		if s.Round() != round {
			round = s.Round()
			fmt.Fprintf(w, "\n== round %d: camel with %s; purses", round, names[s.Camel()])
			for p := 0; p < n; p++ {
				pu := s.Purse(p)
				fmt.Fprintf(w, " | seat %d: %v=%d, %d artifacts", p+1, purseString(pu), pu.Total(), s.Artifacts(p))
			}
			fmt.Fprintln(w)
			s.ViewInto(engine.Spectator, &view)
			for c := 0; c < engine.NumCaves; c++ {
				var sh []string
				for k := 0; k < engine.NumShelves; k++ {
					if x := view.Shelves[c][k].Value(); x > 0 {
						sh = append(sh, fmt.Sprint(x))
					}
				}
				if len(sh) > 0 {
					fmt.Fprintf(w, "   %v: shelves %s\n", engine.Space(c), strings.Join(sh, ","))
				}
			}
		}
		d := s.Pending()
		p := int(d.Seat)
		s.ViewInto(p, &view)
		why = ""
		a := bots[p].Act(&view)
		fmt.Fprintf(w, "%s: %s", names[p], bot.Describe(a))
		if d.Type == engine.DecBribe || d.Type == engine.DecBuy {
			fmt.Fprintf(w, " (%v, needs %d)", d.Type, d.Amount)
		}
		fmt.Fprintln(w)
		if why != "" {
			fmt.Fprintf(w, "    why: %s\n", why)
		}
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return err
		}
		for _, e := range buf {
			switch e.Type {
			case engine.EvGuardRevealed:
				fmt.Fprintf(w, "  guard revealed: %d\n", e.Value)
			case engine.EvTreasureTaken:
				fmt.Fprintf(w, "  seat %d takes %d %v from %v\n", e.Seat+1, int(e.Small)+3*int(e.Large), e.Kind, e.Space)
			case engine.EvArtifactBought:
				fmt.Fprintf(w, "  seat %d buys the %v in %v for %d\n", e.Seat+1, e.Artifact, e.Space, e.Amount)
			case engine.EvRefused:
				fmt.Fprintf(w, "  seat %d stays out of the palace\n", e.Seat+1)
			case engine.EvRanking:
				var parts []string
				for i := 0; i < int(e.NRank); i++ {
					q := e.Ranking[i]
					parts = append(parts, fmt.Sprintf("seat %d:%d", q+1, e.Strength[q]))
				}
				fmt.Fprintf(w, "  %v: %s\n", e.Space, strings.Join(parts, " > "))
			}
		}
	}
	fmt.Fprintf(w, "\ngame over after %d rounds; winners:", s.Round())
	for _, p := range s.Winners() {
		fmt.Fprintf(w, " %s", names[p])
	}
	fmt.Fprintln(w)
	return nil
}

func purseString(p engine.Purse) string {
	var parts []string
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		parts = append(parts, fmt.Sprint(p.Value(k)))
	}
	return "[" + strings.Join(parts, " ") + "]"
}
