package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// start is the starting-treasure choice (decision D4): 3 small treasures of
// any kinds, with a one-click default.
type start struct {
	box
	t      *Host
	pend   engine.Decision
	counts [engine.NumKinds]int8
	rows   kindSteppers
	ok     game.Button
	def    game.Button
	words  image.Rectangle
}

// startW is the starting treasure's width: its rows' words are short.
const startW = 800

var startWords = lang.Mark("Take three small treasures from the bank, of any kinds. Treasure pays for bribes and artifacts; an artifact costs one kind per token, so variety helps. Default takes a Crown, a Pearl and a Gemstone.")

func (s *start) layout() {
	s.words = s.para(s.t.Ctx.UI, lang.Word(startWords), dialogPad)
	s.rows.place(&s.box)
}

func newStart(t *Host, pend engine.Decision) *start {
	return &start{t: t, pend: pend, rows: kindSteppers{name: "start:", x: 300, pitch: 56, h: 40}}
}

func (s *start) name() string  { return "start" }
func (s *start) title() string { return lang.T("Choose your starting treasure") }

func (s *start) update(ctx *game.Context, d *Dialog) *engine.Action {
	s.fit(startW, 2, s.layout)
	seat := int(s.pend.Seat)
	s.rows.update(ctx, &s.counts, 3, func(int, [engine.NumKinds]int8) (bool, string) {
		return kindSum(s.counts) < 3, lang.T("You take three small treasures in all.")
	})
	a := engine.ChooseStart(seat, s.counts)
	legal := s.t.Game.Check(a) == nil
	s.ok = game.Button{Rect: s.button(0, 2), Label: lang.T("Take these"), Primary: true, Enabled: legal, Name: "take",
		Reason: lang.T("Choose three small treasures.")}
	s.def = game.Button{Rect: s.button(1, 2), Label: lang.T("Default"), Enabled: true, Name: "default"}
	if s.ok.Update(ctx) { // the primary button: Enter presses it too
		return &a
	}
	if s.def.Update(ctx) {
		a := s.t.Game.DefaultStart()
		return &a
	}
	return nil
}

func (s *start) draw(dst *ebiten.Image, d *Dialog) {
	u := s.t.Ctx.UI
	d.paraIn(dst, lang.Word(startWords), s.words)
	s.rows.draw(dst, d, func(k int) string { return lang.Word(assets.KindNames[k]) }, nil)
	s.ok.Draw(dst, u)
	s.def.Draw(dst, u)
}
