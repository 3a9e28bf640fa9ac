package scenes

import (
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/modes"
	"aladdin/scenes/rulesbook"
	"aladdin/scenes/ui"
)

// TestEveryTypeInEveryRegistry walks every spell card, artifact, decision
// kind, event type, action type and space the engine has through every
// table keyed by them: the engine's own (names, targets, moments, what a
// decision shows), the bots' prices, the art (vignettes, tiles, printed
// space names), the screens' explanations and rules-book entries, the
// decision screens and the event kinds (their animation, captions and log
// words). A type added to the engine and
// forgotten in any of them fails here, not in a game.
func TestEveryTypeInEveryRegistry(t *testing.T) {
	for _, gap := range assets.TableGaps() {
		t.Error(gap)
	}
	for _, gap := range bot.TableGaps() {
		t.Error(gap)
	}

	for _, gap := range rulesbook.TableGaps() {
		t.Error(gap)
	}
	for _, gap := range modes.TableGaps() {
		t.Error(gap)
	}
	names := map[string]bool{}
	named := func(what, name string) {
		if name == "" || names[name] {
			t.Errorf("%s: no name of its own (%q)", what, name)
		}
		names[name] = true
	}

	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		named("spell", sp.String())
		if sp.Moments() == 0 {
			t.Errorf("engine: %v may never be played", sp)
		}
		if ui.SpellEffect(sp) == "" {
			t.Errorf("screens: %v has no explanation", sp)
		}
	}

	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		named("artifact", a.String())
		if ui.ArtifactPower(a) == "" {
			t.Errorf("screens: the %v has no explanation", a)
		}
	}

	for d := engine.DecisionType(0); d < engine.NumDecisionTypes; d++ {
		named("decision", d.String())
	}

	for typ := engine.EventType(1); typ < engine.NumEventTypes; typ++ {
		n := 0
		for _, part := range eventParts {
			if _, ok := part[typ]; ok {
				n++
			}
		}
		if n != 1 {
			t.Errorf("screens: event type %d has %d entries, want one", typ, n)
		}
	}

	for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
		named("space", sp.String())
		if gamelog.SpaceName(sp) == "" {
			t.Errorf("screens: %v has no name in the log", sp)
		}
	}

	for typ := engine.ActionType(1); typ < engine.NumActionTypes; typ++ {
		if (engine.Action{Type: typ}).String() == "no action" {
			t.Errorf("engine: action type %d has no words", typ)
		}
	}
}
