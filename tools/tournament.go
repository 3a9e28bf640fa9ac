//go:build !js

package tools

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
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
	Seats   []string // a seat per slot: a level (random, easy, normal, hard), hard@N for Hard at N iterations
	Seed    uint64
	Budget  int // Hard's iterations per decision where a seat gives none; 0 keeps the default
	Intro   bool
	Magic   bool
	Workers int
	// Explain prints one game move by move, with Hard's reasoning.
	Explain bool
}

// gameResult is one game's outcome per slot.
type gameResult struct {
	share  []float64 // win share per slot (index into Seats)
	rounds int
	magic  []seatMagic // per slot, in the magic version
}

// seatMagic is what one seat played in a magic game.
type seatMagic struct {
	spells    [engine.NumSpells]int
	artifacts [engine.NumArtifactTypes]int
}

// count adds the plays of a step's events made by the seat of slot i.
func (m *seatMagic) count(e engine.Event) {
	switch e.Type {
	case engine.EvSpellPlayed:
		m.spells[e.Spell]++
	case engine.EvArtifactInvoked:
		m.artifacts[e.Artifact]++
	}
}

func (m *seatMagic) cast() int {
	n := 0
	for _, c := range m.spells {
		n += c
	}
	return n
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
		for _, k := range levels {
			if k.reference {
				return fmt.Errorf("-explain plays the game's own levels; %q is a tournament seat only", k.name)
			}
		}
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
	// Aggregate per seat kind over its slots.
	type agg struct {
		wins  float64
		slots int
		magic seatMagic
		cast  []int // spells cast per seat-game
	}
	byKind := map[string]*agg{}
	var order []string
	rounds := 0
	for _, r := range results {
		rounds += r.rounds
		for i, l := range levels {
			a := byKind[l.name]
			if a == nil {
				a = &agg{}
				byKind[l.name] = a
				order = append(order, l.name)
			}
			a.wins += r.share[i]
			a.slots++
			if r.magic != nil {
				m := &r.magic[i]
				for k, c := range m.spells {
					a.magic.spells[k] += c
				}
				for k, c := range m.artifacts {
					a.magic.artifacts[k] += c
				}
				a.cast = append(a.cast, m.cast())
			}
		}
	}
	budget := "default"
	if o.Budget > 0 {
		budget = fmt.Sprint(o.Budget)
	}
	version := "basic"
	if o.Magic {
		version = "magic"
	}
	fmt.Fprintf(w, "%d %s games, %d players, seats %s (rotated), hard budget %s, %.1f rounds/game, %v\n",
		o.Games, version, o.Players, strings.Join(o.Seats, ","), budget, float64(rounds)/float64(o.Games),
		time.Since(start).Round(time.Second))
	for _, name := range order {
		a := byKind[name]
		p := a.wins / float64(a.slots)
		lo, hi := wilson(p, float64(a.slots))
		fmt.Fprintf(w, "%s win share %.1f%% (95%% CI %.1f-%.1f%%) over %d seat-games (baseline %.1f%%)\n",
			strings.ToUpper(name), 100*p, 100*lo, 100*hi, a.slots, 100/float64(o.Players))
	}
	if o.Magic {
		for _, name := range order {
			a := byKind[name]
			printSeatMagic(w, name, &a.magic, a.cast, a.slots)
		}
	}
	return nil
}

// seatKind is a tournament seat: a bot level, and for Hard its budget
// ("hard@1600"); or "reference" (reference@N), the search that sees the
// whole state (bot.Reference), never a seat in the game.
type seatKind struct {
	name      string
	level     bot.Level
	budget    int // Hard's or the Reference's iterations; 0: the tournament's -budget
	reference bool
}

func parseSeat(spec string) (seatKind, error) {
	spec = strings.ToLower(strings.TrimSpace(spec))
	k := seatKind{name: spec}
	name, iters, hasBudget := strings.Cut(spec, "@")
	if name == "reference" {
		k.reference, k.level = true, bot.Hard
	} else {
		l, err := bot.ParseLevel(name)
		if err != nil {
			return k, err
		}
		k.level = l
	}
	if hasBudget {
		n, err := strconv.Atoi(iters)
		if err != nil || n < 1 || k.level != bot.Hard {
			return k, fmt.Errorf("seat %q: only hard and reference take a budget, as hard@N with N at least 1", spec)
		}
		k.budget = n
	}
	return k, nil
}

func tournamentLevels(o *tournamentOptions) ([]seatKind, error) {
	if len(o.Seats) == 1 {
		for len(o.Seats) < o.Players {
			o.Seats = append(o.Seats, o.Seats[0])
		}
	}
	if len(o.Seats) != o.Players {
		return nil, fmt.Errorf("%d seats given for %d players", len(o.Seats), o.Players)
	}
	levels := make([]seatKind, len(o.Seats))
	for i, s := range o.Seats {
		k, err := parseSeat(s)
		if err != nil {
			return nil, err
		}
		levels[i] = k
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

// makeBot builds a seat's bot, with its budget or the tournament's.
func makeBot(k seatKind, seed uint64, budget int, explain func(string)) bot.Bot {
	b := bot.New(k.level, seed)
	if h, ok := b.(*bot.HardBot); ok {
		if k.budget > 0 {
			budget = k.budget
		}
		if budget > 0 {
			h.Iterations, h.MagicIterations = budget, budget
		}
		h.Explain = explain
	}
	return b
}

// makeReference builds a Reference seat with its budget or the
// tournament's.
func makeReference(k seatKind, seed uint64, budget int) *bot.Reference {
	r := bot.NewReference(seed)
	if k.budget > 0 {
		budget = k.budget
	}
	if budget > 0 {
		r.Iterations = budget
	}
	return r
}

// playRotated plays game g: slot i (levels[i]) sits at seat (i+g) mod P.
func playRotated(o tournamentOptions, levels []seatKind, g int, trace func(s *engine.State, seatSlot []int, a engine.Action)) (gameResult, error) {
	n := o.Players
	cfg := engine.Config{Players: n, Seed: o.Seed*1_000_003 + uint64(g), Intro: o.Intro, Magic: o.Magic, FirstPlayer: -1}
	s, err := engine.New(cfg)
	if err != nil {
		return gameResult{}, err
	}
	seatSlot := make([]int, n)
	bots := make([]bot.Bot, n)
	refs := make([]*bot.Reference, n)
	for i, k := range levels {
		seat := (i + g) % n
		seatSlot[seat] = i
		if k.reference {
			refs[seat] = makeReference(k, cfg.Seed*31+uint64(i), o.Budget)
			continue
		}
		bots[seat] = makeBot(k, cfg.Seed*31+uint64(i), o.Budget, nil)
	}
	var magic []seatMagic
	if o.Magic {
		magic = make([]seatMagic, n)
	}
	var view engine.View
	buf := make([]engine.Event, 0, 256)
	for !s.Over() {
		p := int(s.Pending().Seat)
		var a engine.Action
		if refs[p] != nil {
			a = refs[p].ActOnState(s)
		} else {
			s.ViewInto(p, &view)
			a = bots[p].Act(&view)
		}
		if trace != nil {
			trace(s, seatSlot, a)
		}
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return gameResult{}, fmt.Errorf("seat %d (%v) chose an illegal move %v: %w", p+1, levels[seatSlot[p]].name, a, err)
		}
		if magic != nil {
			for _, e := range buf {
				if e.Type == engine.EvSpellPlayed || e.Type == engine.EvArtifactInvoked {
					magic[seatSlot[e.Seat]].count(e)
				}
			}
		}
	}
	r := gameResult{share: make([]float64, n), rounds: s.Round(), magic: magic}
	ws := s.Winners()
	for _, p := range ws {
		r.share[seatSlot[p]] += 1 / float64(len(ws))
	}
	return r, nil
}

// explainGame plays one game and prints every move, with the Hard seats'
// account of their searches.
func explainGame(w io.Writer, o tournamentOptions, levels []seatKind) error {
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
		names[i] = fmt.Sprintf("%s (%v, seat %d)", bot.Name(l.level, count[l.level]), l.name, i+1)
		count[l.level]++
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

// printSeatMagic prints what a seat kind played in the magic version: how
// often it cast each spell and invoked each artifact per seat-game, and the
// median number of spells it cast in a game.
func printSeatMagic(w io.Writer, name string, m *seatMagic, cast []int, slots int) {
	n := float64(slots)
	slices.Sort(cast)
	median := 0.0
	if len(cast) > 0 {
		median = float64(cast[len(cast)/2])
		if len(cast)%2 == 0 {
			median = float64(cast[len(cast)/2-1]+cast[len(cast)/2]) / 2
		}
	}
	fmt.Fprintf(w, "%s magic: spells cast per game %.2f (median %.1f); artifacts invoked per game %.2f\n",
		strings.ToUpper(name), float64(m.cast())/n, median, float64(sum(m.artifacts[:]))/n)
	var parts []string
	for sp, c := range m.spells {
		if c > 0 {
			parts = append(parts, fmt.Sprintf("%v %.2f", engine.Spell(sp), float64(c)/n))
		}
	}
	fmt.Fprintf(w, "  spells per game: %s\n", strings.Join(parts, ", "))
	parts = parts[:0]
	for a, c := range m.artifacts {
		if c > 0 {
			parts = append(parts, fmt.Sprintf("%v %.2f", engine.Artifact(a), float64(c)/n))
		}
	}
	fmt.Fprintf(w, "  artifacts per game: %s\n", strings.Join(parts, ", "))
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
