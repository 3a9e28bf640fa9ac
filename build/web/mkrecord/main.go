// Command mkrecord plays bot-only games headless and writes each as an
// engine record (the save format: config + seed + moves + final hash), for
// the browser test's determinism check: build/web/e2e.mjs replays every
// record in the browser and compares the hash with `go run . -replay`.
// It writes three basic games (game-Np.json) and three magic games
// (magic-Np.json, save format 2: spells, windows, the Tent, the Djinn).
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
	// The magic games: a Random seat casts every kind of spell and invokes
	// every artifact it may, Easy and Normal cast as they judge best. Seeds
	// of their own, so the basic records above stay exactly what they were.
	magicLevels := []bot.Level{bot.Random, bot.Normal, bot.Easy, bot.Random, bot.Normal}
	for i, players := range []int{3, 4, 5} {
		cfg := engine.Config{Players: players, Seed: *seed + 100 + uint64(i), FirstPlayer: -1, Magic: true}
		data, hash, moves, err := play(cfg, magicLevels[:players])
		if err != nil {
			fail(err)
		}
		spells, casts, invokes := magicPlays(data)
		path := filepath.Join(*out, fmt.Sprintf("magic-%dp.json", players))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			fail(err)
		}
		fmt.Printf("%s hash %x moves %d (%d spells cast, %d different; %d artifact powers)\n", path, hash, moves, casts, spells, invokes)
	}
}

// magicPlays counts the spells cast and the artifact powers used in a
// record (and how many different spells), so the output shows the magic
// records exercise the magic.
func magicPlays(data []byte) (spells, casts, invokes int) {
	_, rec, err := engine.Load(data)
	if err != nil {
		fail(err)
	}
	seen := map[engine.Spell]bool{}
	for _, a := range rec.Actions {
		switch a.Type {
		case engine.ActCast:
			casts++
			seen[a.Spell] = true
		case engine.ActInvoke:
			invokes++
		}
	}
	return len(seen), casts, invokes
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
