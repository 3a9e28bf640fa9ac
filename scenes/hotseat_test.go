package scenes

import (
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/gamelog"
)

// greenAndBlue is a hot-seat game of three: Yellow a bot, Green and Blue
// two people sharing the screen.
func greenAndBlue() game.Setup {
	s := game.Setup{Players: 3, Seed: "5"}
	for i := 0; i < 3; i++ {
		s.Seats = append(s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: i > 0, Level: 2})
	}
	return s
}

// greenAndBlueTable opens greenAndBlue's game at the table, its bot
// deciding at once.
func greenAndBlueTable(t *testing.T) (*game.Context, *game.Session, *Table) {
	t.Helper()
	ctx := newTestContext(t)
	ctx.FastBots = true
	s, err := game.NewSession(greenAndBlue())
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes.Switch(NewTable(ctx, s))
	return ctx, s, tableOf(t, ctx.Scenes.Current())
}

// hotSeatTurn plays the hot-seat table until the named person (seat) has
// the screen with a token to place: every hand-off card on the way is
// accepted by its "Show my screen" button, every other person's turn is
// a token placed. It stops with nothing left to animate.
func hotSeatTurn(t *testing.T, ctx *game.Context, tb *Table, seat int) {
	t.Helper()
	for i := 0; i < 6000; i++ {
		if tb.q.Busy() || tb.S.Over() {
			tick(ctx)
			continue
		}
		switch {
		case ctx.Scenes.VisibleName() == "handoff":
			if _, ok := ctx.UI.Targets["ready"]; ok {
				clickTarget(t, ctx, "ready")
				clearTargets(ctx)
			}
		case tb.S.HumanToAct() && int(tb.S.Pending().Seat) == seat && tb.S.Pending().Type == engine.DecPlace:
			return
		case tb.S.HumanToAct():
			tb.submit(tb.S.Legal()[0])
		}
		tick(ctx)
	}
	t.Fatalf("%s never had the screen to place a token (scene %q, pending %+v, viewer %d)", tb.S.Name(seat), ctx.Scenes.VisibleName(), tb.S.Pending(), tb.S.Viewer)
}

// placeFaceDown places the person's lowest face-down-able token on the
// first space that takes it face down, and returns the action.
func placeFaceDown(t *testing.T, tb *Table) engine.Action {
	t.Helper()
	for _, a := range tb.S.Legal() {
		if a.Type == engine.ActPlace && engine.Numeral(int(a.Token)) > 1 && tb.submit(a) {
			return a
		}
	}
	t.Fatal("no token could be placed")
	return engine.Action{}
}

// Blue places a token face down, and the device passes to Green. On
// Green's hand-off card there is no Take back (the card is Green's, the
// move Blue's), although the move could still be taken back: nobody has
// played since. Once Green has the screen, the log says only that Blue
// placed a token; when the screen is Blue's again, Blue's own line names
// the token: "Blue put the 9 on the Red Dragon" on Blue's screen, "Blue
// places a token on the Red Dragon" on Green's.
func TestHotSeatHandOffAndPrivateLines(t *testing.T) {
	ctx, s, tb := greenAndBlueTable(t)
	const green, blue = 1, 2
	hotSeatTurn(t, ctx, tb, blue)
	a := placeFaceDown(t, tb)
	value, space := int(engine.Numeral(int(a.Token))), gamelog.SpaceName(a.Space)

	// On to the next hand-off card: Green's.
	tickUntil(t, ctx, "Green's hand-off card", 6000, func() bool {
		return !tb.q.Busy() && ctx.Scenes.VisibleName() == "handoff" && int(tb.S.Pending().Seat) == green
	})
	if _, ok, why := s.TakeBackNow(); !ok {
		t.Fatalf("Blue's move can no longer be taken back (%s): the card's button is not tested", why)
	}
	clearTargets(ctx)
	tick(ctx)
	if _, shown := ctx.UI.Targets["takeback"]; shown || tb.panel.takeBackOn {
		t.Error("Take back is offered on Green's hand-off card")
	}
	tickUntil(t, ctx, "the card settled", 200, func() bool { return !tb.fade.Active() })
	card, _ := drawTable(t, ctx) // the card drawn: the header's button stays off
	docShot(t, "hotseat-handoff", card)
	if tb.panel.takeBackOn {
		t.Error("the hand-off card draws Take back")
	}

	private := "Blue put the " + game.Itoa(value) + " on " + space + "."
	public := "Blue places a token on " + space + "."
	has := func(viewer int, line string) bool {
		for _, e := range tb.log.Lines(viewer) {
			if e.Text == line {
				return true
			}
		}
		return false
	}
	if !has(blue, private) {
		t.Errorf("on Blue's screen the log does not read %q", private)
	}
	for _, v := range []int{green, engine.Spectator} {
		if has(v, private) || !has(v, public) {
			t.Errorf("viewer %d: the log should read %q and never %q", v, public, private)
		}
	}
	// The log as drawn for whoever holds the screen: Green's now.
	clickTarget(t, ctx, "ready")
	tb.panel.log.Layout(tb.ctx.UI, &tb.log, tb.S)
	drawn := logLinesText(tb)
	if strings.Contains(drawn, "put the "+game.Itoa(value)+" on "+space) {
		t.Errorf("Green's screen shows Blue's token: %q", drawn)
	}
	// Green plays; then Blue has the screen again and reads their own line.
	hotSeatTurn(t, ctx, tb, blue)
	tb.panel.log.Layout(tb.ctx.UI, &tb.log, tb.S)
	if drawn := logLinesText(tb); !strings.Contains(drawn, "put the "+game.Itoa(value)+" on ") {
		t.Errorf("Blue's screen does not name Blue's own token in the log:\n%s", drawn)
	}
	tickUntil(t, ctx, "Blue's screen settled", 200, func() bool { return !tb.fade.Active() })
	pic, _ := drawTable(t, ctx)
	docShot(t, "hotseat-own-line", pic)
}

// logLinesText is the panel's log as laid out, wrapped lines joined back.
func logLinesText(tb *Table) string {
	var b strings.Builder
	for _, l := range tb.panel.log.Lines {
		b.WriteString(l.Text)
		b.WriteByte(' ')
	}
	return b.String()
}
