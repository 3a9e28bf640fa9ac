//go:build !js

package tools

import (
	"fmt"
	"io"

	"aladdin/engine"
)

// magicTally counts, over simulated magic games, the spells played and the
// artifacts invoked.
type magicTally struct {
	spells    [engine.NumSpells]int
	artifacts [engine.NumArtifactTypes]int
	countered int
}

func (m *magicTally) add(ev []engine.Event) {
	for _, e := range ev {
		switch e.Type {
		case engine.EvSpellPlayed:
			m.spells[e.Spell]++
		case engine.EvArtifactInvoked:
			m.artifacts[e.Artifact]++
		case engine.EvPlayCancelled:
			m.countered++
		}
	}
}

func (m *magicTally) print(w io.Writer, games int) {
	n := float64(games)
	total := 0
	for _, c := range m.spells {
		total += c
	}
	fmt.Fprintf(w, "spells played per game: %.2f (%d countered in all)\n", float64(total)/n, m.countered)
	for sp, c := range m.spells {
		fmt.Fprintf(w, "  %-32s %6.2f per game\n", engine.Spell(sp), float64(c)/n)
	}
	fmt.Fprintln(w, "artifacts invoked per game:")
	for a, c := range m.artifacts {
		if engine.Artifact(a) != engine.Scroll {
			fmt.Fprintf(w, "  %-32s %6.2f per game\n", engine.Artifact(a), float64(c)/n)
		}
	}
}
