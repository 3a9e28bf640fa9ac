package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// fillDialog makes the choices a player makes before the default button
// can commit (a bribe's split, a payment, the Market's trade), taking them
// from the engine's legal actions. A dialog whose default needs no choice
// (the camel: keep it) is left as it is. A dialog kind this test does not
// know fails it: every new dialog must be shown to answer Enter.
func fillDialog(t *testing.T, d *Dialog) engine.ActionType {
	t.Helper()
	switch b := d.body.(type) {
	case *camel:
		return engine.ActGiveCamel
	case *start:
		b.counts = [engine.NumKinds]int8{1, 1, 1, 0, 0}
		return engine.ActChooseStart
	case *bribe:
		if len(b.legal) == 0 {
			t.Skip("no legal bribe in this game") // sessionAt asks for one that has
		}
		b.amount = b.legal[0].Amounts
		return engine.ActBribe
	case *purchase:
		for _, o := range b.tokens {
			b.pay[o] = b.legal[0].Pay[o]
		}
		return engine.ActBuy
	case *market:
		b.give, b.take = b.legal[0].Give, b.legal[0].Amounts
		return engine.ActMarket
	}
	t.Fatalf("dialog %T: this test does not know its default; teach fillDialog", d.body)
	return 0
}

// canCommit accepts a session whose pending decision has a legal action
// other than declining, so the dialog's default button can be pressed.
func canCommit(d engine.DecisionType) func(*game.Session) bool {
	return func(s *game.Session) bool {
		if !pendingIs(d)(s) {
			return false
		}
		for _, a := range game.EngineState(s).Legal() {
			if a.Type != engine.ActDecline {
				return true
			}
		}
		return false
	}
}

// TestEnterAnswersEveryDialog shows each kind of decision dialog to its
// player, makes the choices its default needs, and presses Enter: the
// default must be submitted to the engine. It walks every decision kind
// the engine has, so a new kind without a dialog answering Enter fails.
func TestEnterAnswersEveryDialog(t *testing.T) {
	// The basic game's decisions; the magic version's get their dialogs
	// with the magic screens (issue 12).
	for d := engine.DecStartTreasure; d <= engine.DecBuy; d++ {
		if d == engine.DecPlace {
			continue // the placement scene: a token and a space, no default
		}
		t.Run(d.String(), func(t *testing.T) {
			ctx := newTestContext(t)
			s := sessionAt(t, 3, canCommit(d))
			s.AcceptHandoff()
			tb := onTable(t, ctx, s, "dialog-")
			dl := tb.dialog
			tick(ctx) // the dialog lays out its buttons
			want := fillDialog(t, dl)
			seat := int(s.Pending().Seat)
			before := s.Moves()
			tick(ctx, ebiten.KeyEnter)
			if s.Moves() != before+1 {
				t.Fatalf("Enter in the %s dialog submitted nothing", d)
			}
			got := game.EngineRecord(s).Actions[before]
			if got.Type != want || int(got.Seat) != seat {
				t.Fatalf("Enter submitted %v, want the default (%v by seat %d)", got, want, seat)
			}
			if d == engine.DecCamel && int(got.Target) != seat {
				t.Fatalf("Enter gave the camel to seat %d; the default keeps it with the chooser %d", got.Target, seat)
			}
		})
	}
}

// TestEnterOnOtherScreens: the hand-off, the round summary, the pause
// overlay and game over each answer Enter with their default button.
func TestEnterOnOtherScreens(t *testing.T) {
	t.Run("handoff", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, pendingIs(engine.DecPlace))
		tb := onTable(t, ctx, s, "handoff")
		tick(ctx, ebiten.KeyEnter)
		if s.Viewer != int(s.Pending().Seat) {
			t.Fatalf("Enter on the hand-off did not show the screen of seat %d (viewer %d)", s.Pending().Seat, s.Viewer)
		}
		_ = tb
	})
	t.Run("summary", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionWithEvents(t, 3, func(s *game.Session) bool { return s.Round() == 2 })
		tb := onTable(t, ctx, s, "summary")
		tick(ctx, ebiten.KeyEnter)
		if tb.q.summaryPending {
			t.Fatal("Enter did not close the round summary")
		}
	})
	t.Run("pause", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, pendingIs(engine.DecPlace))
		tb := onTable(t, ctx, s, "handoff")
		p := game.Screens.Pause(ctx, tb.S)
		ctx.Scenes.Overlay(p)
		press(ctx)
		_ = p.Update(ctx)
		press(ctx, ebiten.KeyEnter)
		_ = p.Update(ctx)
		if ctx.Scenes.HasOverlay() {
			t.Fatal("Enter did not resume from the pause overlay")
		}
	})
	t.Run("gameover", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
		onTable(t, ctx, s, "gameover")
		for i := 0; i < 40; i++ { // the buttons wait half a second
			tick(ctx)
		}
		tick(ctx, ebiten.KeyEnter)
		if !onSetup(ctx) {
			t.Fatalf("Enter on game over shows %T, want the set-up screen", ctx.Scenes.Current())
		}
	})
}
