package scenes

import (
	"image"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
)

// takeBackRect is "Take back" in the panel's header, left of the speed
// chip; while it shows, the title keeps only the round's number.
var takeBackRect = image.Rect(speedRect.Min.X-118, 10, speedRect.Min.X-8, 38)

// updateTakeBack offers "Take back" while a person's last move may still
// be taken back (game.Session.TakeBackNow: nothing hidden shown since, and
// in hot-seat nobody else has played since) and that person is the one at
// the screen, or the screen shows only the public board between two
// people's turns. A hand-off card offers none: it is the next person's,
// and the move it would take back is somebody else's. A click replays
// the game without the move and puts it back on the table, rebuilt as a
// resumed game is, with the log saying who took back.
func (p *panel) updateTakeBack(ctx *game.Context, t *Table) {
	p.takeBackOn = false
	if t.S == nil {
		return // a move made online is made
	}
	tb, ok, _ := t.S.TakeBackNow()
	if !ok || (t.Game.ViewerSeat() != tb.Seat && t.Game.ViewerSeat() != engine.Spectator) || t.handoffDue() {
		return
	}
	p.takeBackOn = true
	p.takeBack = game.Button{Rect: takeBackRect, Label: lang.T("Take back"), Enabled: true, Name: "takeback"}
	if ctx.In.In(takeBackRect) && ctx.In.Idle() > 20 {
		tip := lang.T("Take back your last move and the bots' moves after it. Possible until something hidden is shown, or someone else plays.")
		if t.Game.Humans() > 1 {
			tip = lang.T("Take back %s's last move and the bots' moves after it. Possible until something hidden is shown, or someone else plays.", t.Game.Name(tb.Seat))
		}
		ctx.UI.Tip(tip, ctx.In.Mouse)
	}
	if !p.takeBack.Update(ctx) {
		return
	}
	ns, err := t.S.TakeBackMove()
	if err != nil {
		t.say(lang.Refusal(err))
		return
	}
	ctx.Audio.Play(game.SoundFlip)
	ctx.Scenes.Switch(continueScene(ctx, ns)) // a guided game taken back into its lessons goes on guiding
}

// handoffDue reports whether the table shows, or is about to show, a
// hand-off card: nothing left to animate and the next decision another
// person's.
func (t *Table) handoffDue() bool { return !t.q.Busy() && t.Game.Prompt().Handoff }
