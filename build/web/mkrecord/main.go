// Command mkrecord plays bot-only games headless and writes each as an
// engine record (the save format: config + seed + moves + final hash), for
// the browser test's determinism check: build/web/e2e.mjs replays every
// record in the browser and compares the hash with `go run . -replay`.
//
//	go run ./build/web/mkrecord -out build/web/out/records
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"aladdin/engine"
	"aladdin/engine/bot"
)

func main() {
	out := flag.String("out", "build/web/out/records", "folder for the records")
	seed := flag.Uint64("seed", 7, "first seed")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	// One game per player count, with every heuristic level at the table.
	levels := []bot.Level{bot.Normal, bot.Easy, bot.Random, bot.Normal, bot.Easy}
	for i, players := range []int{3, 4, 5} {
		cfg := engine.Config{Players: players, Seed: *seed + uint64(i), FirstPlayer: -1, Intro: players == 3}
		data, hash, moves, err := play(cfg, levels[:players])
		if err != nil {
			fail(err)
		}
		path := filepath.Join(*out, fmt.Sprintf("game-%dp.json", players))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			fail(err)
		}
		fmt.Printf("%s hash %x moves %d\n", path, hash, moves)
	}
}

func play(cfg engine.Config, levels []bot.Level) ([]byte, uint64, int, error) {
	s, err := engine.New(cfg)
	if err != nil {
		return nil, 0, 0, err
	}
	rec := engine.NewRecord(cfg)
	bots := make([]bot.Bot, len(levels))
	for i, l := range levels {
		bots[i] = bot.New(l, cfg.Seed*31+uint64(i))
	}
	var v engine.View
	for !s.Over() {
		p := int(s.Pending().Seat)
		s.ViewInto(p, &v)
		a := bots[p].Act(&v)
		if _, err := s.Apply(a); err != nil {
			return nil, 0, 0, fmt.Errorf("seat %d chose an illegal move: %w", p, err)
		}
		rec.Add(a)
	}
	data, err := rec.Marshal(s)
	return data, s.Hash(), len(rec.Actions), err
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mkrecord:", err)
	os.Exit(1)
}
