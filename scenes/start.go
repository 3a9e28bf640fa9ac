package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// start is the starting-treasure choice (decision D4): 3 small treasures of
// any kinds, with a one-click default.
type start struct {
	t      *Table
	pend   engine.Decision
	counts [engine.NumKinds]int8
	steps  [engine.NumKinds]game.Stepper
	ok     game.Button
	def    game.Button
}

func newStart(t *Table, pend engine.Decision) *start { return &start{t: t, pend: pend} }

func (s *start) name() string  { return "start" }
func (s *start) title() string { return "Choose your starting treasure" }

func (s *start) update(ctx *game.Context, d *Dialog) *engine.Action {
	seat := int(s.pend.Seat)
	total := 0
	for _, v := range s.counts {
		total += int(v)
	}
	for k := 0; k < engine.NumKinds; k++ {
		st := &s.steps[k]
		st.Rect = image.Rect(dialogRect.Min.X+340, dialogRect.Min.Y+250+k*60, dialogRect.Min.X+520, dialogRect.Min.Y+290+k*60)
		st.Value, st.Min, st.Max = int(s.counts[k]), 0, 3
		st.Name = "start:" + game.Itoa(k)
		st.PlusDisabled = total >= 3
		st.PlusReason = "You take three small treasures in all."
		if st.Update(ctx) {
			s.counts[k] = int8(st.Value)
		}
	}
	a := engine.ChooseStart(seat, s.counts)
	legal := s.t.S.Check(a) == nil
	s.ok = game.Button{Rect: bottomButton(0, 2), Label: "Take these", Primary: true, Enabled: legal, Name: "take",
		Reason: "Choose three small treasures."}
	s.def = game.Button{Rect: bottomButton(1, 2), Label: "Default", Enabled: true, Name: "default"}
	if s.ok.Update(ctx) || (legal && ctx.In.Confirm()) {
		return &a
	}
	if s.def.Update(ctx) {
		a := s.t.S.DefaultStart()
		return &a
	}
	return nil
}

func (s *start) draw(dst *ebiten.Image, d *Dialog) {
	u := s.t.ctx.UI
	a := s.t.ctx.Assets
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	d.paragraph(dst, "Take three small treasures from the bank, of any kinds. Treasure pays for bribes and artifacts; an artifact costs one kind per token, so variety helps. Default takes a Crown, a Pearl and a Gemstone.", x0, y0, dialogRect.Dx()-60)
	for k := 0; k < engine.NumKinds; k++ {
		y := dialogRect.Min.Y + 250 + k*60
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(y+20), 1, 1)
		d.text(dst, assets.KindNames[k], x0+60, y+8, 18, false, game.Ink)
		s.steps[k].Draw(dst, u)
	}
	s.ok.Draw(dst, u)
	s.def.Draw(dst, u)
}
