package scenes

import (
	"image"
	"sort"
	"strconv"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// castable reports the spells and artifacts the pending seat may play now.
func castable(s *game.Session) (spells engine.SpellSet, arts [engine.NumArtifactTypes]bool) {
	if s.Over() {
		return 0, arts
	}
	return modes.Playable(game.EngineState(s).Legal())
}

// modeFor names the mode that shows the pending decision to its person.
func modeFor(s *game.Session) string {
	if s.Pending().Type == engine.DecReact {
		return "react"
	}
	return "placement"
}

// litOnTable plays magic games until pick names a card or artifact the
// person to act may play ("spell:<n>", "artifact:<t>"), puts that game on
// the table and waits until the thing is lit there, clickable.
func litOnTable(t *testing.T, players int, pick func(s *game.Session) string) (*game.Context, *game.Session, string) {
	t.Helper()
	name := ""
	s := magicSessionAt(t, players, func(s *game.Session) bool {
		name = pick(s)
		return name != ""
	})
	s.AcceptHandoff()
	ctx := newTestContext(t)
	onTable(t, ctx, s, modeFor(s))
	tickUntil(t, ctx, name+" lit", 400, func() bool {
		_, ok := ctx.UI.Targets[name]
		return ok
	})
	return ctx, s, name
}

// firstSpell names the first spell the person to act may cast that is not
// in skip ("" none).
func firstSpell(s *game.Session, skip engine.SpellSet) string {
	spells, _ := castable(s)
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if spells.Has(sp) && !skip.Has(sp) {
			return "spell:" + game.Itoa(int(sp))
		}
	}
	return ""
}

// numberAfter reads the number after the colon of a target's name.
func numberAfter(t *testing.T, name string) int {
	t.Helper()
	n, err := strconv.Atoi(name[strings.IndexByte(name, ':')+1:])
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// playByMouse clicks what the table offers for the casting under way (the
// first lit target, chooser row or confirm button, in name order) until
// the session records a new action; it returns that action.
func playByMouse(t *testing.T, ctx *game.Context, s *game.Session, start string) engine.Action {
	t.Helper()
	before := s.Moves()
	ctx.UI.Targets = map[string]image.Rectangle{start: ctx.UI.Targets[start]}
	clickTarget(t, ctx, start)
	for i := 0; i < 8 && s.Moves() == before; i++ {
		var names []string
		for name := range ctx.UI.Targets {
			if strings.HasPrefix(name, "target-") || strings.HasPrefix(name, "choice:") || name == "cast-ok" {
				names = append(names, name)
			}
		}
		if len(names) == 0 {
			t.Fatalf("casting offers nothing to click on %q (status %v)", ctx.Scenes.VisibleName(), ctx.Status["casting"])
		}
		sort.Strings(names)
		// Only what this click's ticks register counts next time.
		ctx.UI.Targets = map[string]image.Rectangle{names[0]: ctx.UI.Targets[names[0]]}
		clickTarget(t, ctx, names[0])
	}
	// The session may pass for others after it (game/quiet.go).
	if s.Moves() <= before {
		t.Fatalf("%s: after 8 clicks nothing was played", start)
	}
	return game.EngineRecord(s).Actions[before]
}

// TestSpellsAreCastByMouse: a person casts spells the way players will,
// clicking the lit card behind their screen and then each lit target on
// the board or in the chooser; the engine receives the cast. Five
// different spells, each from a game that reached a moment to cast it.
func TestSpellsAreCastByMouse(t *testing.T) {
	done := engine.SpellSet(0)
	for round := 0; round < 5; round++ {
		ctx, s, name := litOnTable(t, 4, func(s *game.Session) string { return firstSpell(s, done) })
		tb := tableOf(t, ctx.Scenes.Current())
		want := engine.Spell(numberAfter(t, name))
		a := playByMouse(t, ctx, s, name)
		if a.Type != engine.ActCast || a.Spell != want {
			t.Fatalf("clicking %v cast %v", want, a)
		}
		if tb.hand.HandPicked != engine.NoSpell && tb.hand.HandLit.Has(want) {
			t.Fatalf("the cast card still shows as picked")
		}
		done |= 1 << want
		t.Logf("cast %v by mouse: %v", want, a)
	}
}

// TestArtifactsAreInvokedByMouse: a lit artifact on the player's screen is
// invoked by clicking it, then its targets.
func TestArtifactsAreInvokedByMouse(t *testing.T) {
	ctx, s, name := litOnTable(t, 3, func(s *game.Session) string {
		_, arts := castable(s)
		for a, ok := range arts {
			if ok {
				return "artifact:" + game.Itoa(a)
			}
		}
		return ""
	})
	want := engine.Artifact(numberAfter(t, name))
	a := playByMouse(t, ctx, s, name)
	if a.Type != engine.ActInvoke || a.Art != want {
		t.Fatalf("clicking the %v invoked %v", want, a)
	}
}

// TestCastingCanBeAbandoned: Escape while choosing a target goes back;
// nothing is played and the turn is still the player's.
func TestCastingCanBeAbandoned(t *testing.T) {
	ctx, s, name := litOnTable(t, 3, func(s *game.Session) string { return firstSpell(s, 0) })
	before, pending := s.Moves(), s.Pending()
	clickTarget(t, ctx, name)
	if !strings.Contains(ctx.Scenes.VisibleName(), "casting") {
		t.Fatalf("clicking the card did not start casting: %q", ctx.Scenes.VisibleName())
	}
	tick(ctx, ebiten.KeyEscape)
	tick(ctx)
	if s.Moves() != before || s.Pending() != pending {
		t.Fatalf("Escape played something")
	}
	if ctx.Scenes.HasOverlay() {
		t.Fatalf("Escape while casting opened the menu instead of going back")
	}
	if strings.Contains(ctx.Scenes.VisibleName(), "casting") {
		t.Fatalf("still casting after Escape")
	}
}

// TestCounterspellRepliesNameTheSpell: when a Counterspell may answer, the
// window offers the reply on a button naming the spell it cancels, and one
// click plays it.
func TestCounterspellRepliesNameTheSpell(t *testing.T) {
	var want engine.Action
	s := magicSessionAt(t, 4, func(s *game.Session) bool {
		if s.Over() || s.Pending().Type != engine.DecReact {
			return false
		}
		for _, a := range game.EngineState(s).Legal() {
			if a.Type == engine.ActInvoke && a.Art == engine.Counterspell {
				want = a
				return true
			}
		}
		return false
	})
	s.AcceptHandoff()
	ctx := newTestContext(t)
	tb := onTable(t, ctx, s, "react")
	tick(ctx)
	var v engine.View
	game.EngineState(s).ViewInto(s.Viewer, &v)
	p := v.Win.Plays[want.Play]
	label := ""
	for _, b := range tb.modes.React.Replies() {
		if b.Name == "counter:"+game.Itoa(int(want.Play)) {
			label = b.Label
		}
	}
	what := "the " + p.Art.String() // an artifact's play; a spell's by its name
	if p.Spell != engine.NoSpell {
		what = p.Spell.String()
	}
	if !strings.Contains(label, what) || !strings.Contains(label, s.Name(int(p.Seat))) {
		t.Fatalf("the reply reads %q; it should name %s's %s", label, s.Name(int(p.Seat)), what)
	}
	before := s.Moves()
	clickTarget(t, ctx, "counter:"+game.Itoa(int(want.Play)))
	if s.Moves() <= before || game.EngineRecord(s).Actions[before] != want {
		t.Fatalf("the reply played %v, want %v", game.EngineRecord(s).Actions[before:], want)
	}
}
