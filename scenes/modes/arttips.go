package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"
)

// The artifacts' powers on hover where the table shows artifacts outside
// the panel: the round's summary (what each seat bought) and the final
// standings. The panel and the board's stacks say theirs in
// panel_magic.go and help.go; the dialogs that show artifacts or spell
// cards say theirs in their own files.

// Where the summary and the standings draw artifact i of a seat: the
// scenes draw from these, and the tooltips hit-test with them.
const (
	summaryArtifactScale   = 0.7
	standingsArtifactScale = 0.4
)

// summaryArtifactAt is the centre of seat p's i-th artifact bought this
// round, in the summary's "Artifacts" column (of so many players).
func summaryArtifactAt(players, p, i int) image.Point {
	return image.Pt(RoundTableRect(players).Min.X+600+20+48*i, roundRowAt(players, p)+22)
}

// standingsArtifactAt is the centre of the i-th artifact of the seat
// ranked rank at game over.
func standingsArtifactAt(rank, i int) image.Point {
	return image.Pt(DialogRect.Min.X+124+28*i, DialogRect.Min.Y+150+rank*84+52)
}

// heldArtifacts lists seat p's artifacts, type by type.
func heldArtifacts(v *engine.View, p int) []engine.Artifact {
	var out []engine.Artifact
	for k := engine.Artifact(0); k < engine.NumArtifactTypes; k++ {
		for n := 0; n < int(v.Seats[p].Artifacts[k]); n++ {
			out = append(out, k)
		}
	}
	return out
}

// artifactBox is the square an artifact drawn at c with scale sc covers.
func artifactBox(c image.Point, sc float64) image.Rectangle {
	h := int(float64(assets.ArtifactSize)*sc/2 + 0.5)
	return image.Rect(c.X-h, c.Y-h, c.X+h, c.Y+h)
}

// heldArtifactTip is what pointing at an artifact a player holds says: its
// power in the magic version; in the basic game, that it has none and
// counts all the same.
func heldArtifactTip(art engine.Artifact, magic bool) string {
	if magic {
		return ui.ArtifactPower(art)
	}
	return lang.T("%s. In the basic game artifacts have no powers: each one counts towards the win.", lang.Artifact(art))
}

// summaryTips gives the summary's artifacts their tooltips.
func (t *Host) summaryTips(ctx *game.Context) {
	if in := ctx.In; in.Idle() > 20 {
		if tip := t.summaryTipAt(in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
}

// summaryTipAt is what the summary says at pt ("" nothing): the same
// as the round's recap (recap.go).
func (t *Host) summaryTipAt(pt image.Point) string {
	f := t.summaryFigures()
	return f.TipAt(pt)
}

// standingsTips gives the final standings' artifacts their tooltips; v is
// the finished game as game over draws it.
func (t *Host) standingsTips(ctx *game.Context, v *engine.View) {
	if in := ctx.In; in.Idle() > 20 {
		if tip := standingsTipAt(v, in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
}

// ArtifactSpot is an artifact a mode draws outside the panel, where its
// tooltip looks: the final standings' and the round summary's.
type ArtifactSpot struct {
	Seat int
	Art  engine.Artifact
	Box  image.Rectangle
}

// standingsSpots are the artifacts the final standings draw for v, seat
// by seat in rank order.
func standingsSpots(v *engine.View) []ArtifactSpot {
	var out []ArtifactSpot
	for rank, p := range standings(v) {
		for i, art := range heldArtifacts(v, p) {
			out = append(out, ArtifactSpot{p, art, artifactBox(standingsArtifactAt(rank, i), standingsArtifactScale)})
		}
	}
	return out
}

// standingsTipAt is what the final standings say at pt ("" nothing).
func standingsTipAt(v *engine.View, pt image.Point) string {
	for _, s := range standingsSpots(v) {
		if pt.In(s.Box) {
			return heldArtifactTip(s.Art, v.Magic)
		}
	}
	return ""
}

// ArtifactSpots are the artifacts game over draws in the final
// standings; TipAt is what it says at pt.
func (g *GameOver) ArtifactSpots() []ArtifactSpot { return standingsSpots(&g.final) }
func (g *GameOver) TipAt(pt image.Point) string   { return standingsTipAt(&g.final, pt) }

// ArtifactSpots are the artifacts the summary draws, bought this round;
// TipAt is what it says at pt.
func (s *Summary) ArtifactSpots() []ArtifactSpot {
	f := s.t.summaryFigures()
	return f.spots()
}
func (s *Summary) TipAt(pt image.Point) string { return s.t.summaryTipAt(pt) }

// playTip is what a button naming a play in a reaction window says on
// hover: the spell's effect, or the artifact's power.
func playTip(p engine.Play) string {
	if p.Spell != engine.NoSpell {
		return ui.SpellEffect(p.Spell)
	}
	return ui.ArtifactPower(p.Art)
}

// choiceTip is what a casting chooser's row says on hover: the power of
// the artifact type it names, or the effect of the play it cancels ("" for
// other rows).
func (c *caster) choiceTip(a engine.Action) string {
	v := &c.t.Board.View
	switch c.field {
	case fieldArt:
		return ui.ArtifactPower(a.Art)
	case fieldPlay:
		if int(a.Play) < int(v.Win.N) {
			return playTip(v.Win.Plays[a.Play])
		}
	}
	return ""
}

// hoverTip shows tip while the pointer rests on r.
func hoverTip(ctx *game.Context, r image.Rectangle, tip string) {
	if tip != "" && ctx.In.In(r) && ctx.In.Idle() > 20 {
		ctx.UI.Tip(tip, ctx.In.Mouse)
	}
}
