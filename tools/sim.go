//go:build !js

package tools

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// simOptions configures the headless self-play mode (-sim).
type simOptions struct {
	Games   int
	Players int
	Seats   []string // a seat name per seat, see newSimBot
	Seed    uint64
	Intro   bool
	Magic   bool
}

// newSimBot makes a seat by name: greedy (the engine's simple seat) or a
// bot level (random, easy, normal, hard).
func newSimBot(name string, seed uint64) (bot.Bot, error) {
	if name == "greedy" {
		return bot.NewGreedy(seed), nil
	}
	level, err := bot.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("unknown seat %q (want greedy, random, easy, normal or hard)", name)
	}
	return bot.New(level, seed), nil
}

// runSim plays bot-only games and prints rounds per game, win share per
// seat, average treasure and artifacts: the tool for tuning the deck.
func runSim(w io.Writer, o simOptions) error {
	if len(o.Seats) == 1 {
		for len(o.Seats) < o.Players {
			o.Seats = append(o.Seats, o.Seats[0])
		}
	}
	if len(o.Seats) != o.Players {
		return fmt.Errorf("%d seats given for %d players", len(o.Seats), o.Players)
	}
	rounds := map[int]int{}
	wins := make([]float64, o.Players)
	treasure := make([]float64, o.Players)
	artifacts := make([]float64, o.Players)
	safety := 0
	var magic magicTally
	buf := make([]engine.Event, 0, 512)
	var view engine.View
	for g := 0; g < o.Games; g++ {
		cfg := engine.Config{Players: o.Players, Seed: o.Seed + uint64(g), Intro: o.Intro, Magic: o.Magic, FirstPlayer: -1}
		s, err := engine.New(cfg)
		if err != nil {
			return err
		}
		bots := make([]bot.Bot, o.Players)
		for i, name := range o.Seats {
			if bots[i], err = newSimBot(name, cfg.Seed*31+uint64(i)); err != nil {
				return err
			}
		}
		for !s.Over() {
			p := int(s.Pending().Seat)
			s.ViewInto(p, &view)
			a := bots[p].Act(&view)
			if buf, err = s.Step(a, buf[:0]); err != nil {
				return fmt.Errorf("game %d: seat %d chose an illegal move %v: %w", g, p, a, err)
			}
			magic.add(buf)
		}
		rounds[s.Round()]++
		if s.EndReason() == engine.ReasonSafetyEnd {
			safety++
		}
		ws := s.Winners()
		for _, p := range ws {
			wins[p] += 1 / float64(len(ws))
		}
		for p := 0; p < o.Players; p++ {
			pu := s.Purse(p)
			treasure[p] += float64(pu.Total())
			artifacts[p] += float64(s.Artifacts(p))
		}
	}
	n := float64(o.Games)
	fmt.Fprintf(w, "%d games, %d players, seats %s\n", o.Games, o.Players, strings.Join(o.Seats, ","))
	var keys []int
	total := 0
	for r, c := range rounds {
		keys = append(keys, r)
		total += r * c
	}
	sort.Ints(keys)
	fmt.Fprintf(w, "rounds per game: mean %.2f", float64(total)/n)
	if safety > 0 {
		fmt.Fprintf(w, " (%d reached the %d-round safety end)", safety, engine.MaxRounds)
	}
	fmt.Fprintln(w)
	for _, r := range keys {
		fmt.Fprintf(w, "  %2d rounds: %5.1f%% %s\n", r, 100*float64(rounds[r])/n, strings.Repeat("#", int(60*float64(rounds[r])/n+0.5)))
	}
	for p := 0; p < o.Players; p++ {
		fmt.Fprintf(w, "seat %d (%s): win share %5.1f%%, treasure at end %.1f, artifacts %.2f\n",
			p+1, o.Seats[p], 100*wins[p]/n, treasure[p]/n, artifacts[p]/n)
	}
	if o.Magic {
		magic.print(w, o.Games)
	}
	return nil
}
