package modes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Placement is the placing half of a round. A human picks a token from
// behind their screen (click or drag) and drops it on a lit space; bots'
// placements fly in at a readable pace. In the magic version the turn may
// instead play a spell card or an artifact first (decision D35).
type Placement struct {
	t        *Host
	cast     *Casting
	selected int // token index, -1 none
	dragging bool
	hover    int
	legal    [engine.NumSpaces]bool
	mine     bool // a human's placement is being asked for
	seat     int
}

// Name is the probe/screenshot name.
func (s *Placement) Name() string {
	if s.cast.activeIn(s) {
		return "placement-casting"
	}
	return "placement"
}

// HoldsEscape: with a token in hand, Escape puts it back (not the menu);
// while casting, it goes back a step.
func (s *Placement) HoldsEscape() bool { return s.selected >= 0 || s.cast.activeIn(s) }

// Leave puts back a token in hand and abandons a half-chosen spell.
func (s *Placement) Leave() {
	s.selected, s.dragging = -1, false
	s.cast.forget()
}

// Update handles picking and dropping.
func (s *Placement) Update(ctx *game.Context) {
	t := s.t
	in := ctx.In
	if in.Cancel() && s.selected >= 0 {
		s.selected, s.dragging = -1, false
	}
	st, p := t.Game, t.Game.Prompt()
	s.mine = !t.Animating() && p.Yours && p.Decision.Type == engine.DecPlace
	s.hover = SpaceAt(in.Mouse.X, in.Mouse.Y)
	s.legal = [engine.NumSpaces]bool{}
	if !s.mine {
		s.Leave()
		s.tips(ctx)
		return
	}
	s.seat = int(p.Decision.Seat)
	if t.Board.View.Magic && !s.dragging {
		// A lit card or artifact may be played before placing (D35); a
		// token in hand goes back to the screen.
		if a, ok := s.cast.turn(ctx, s, p.Legal); ok {
			t.Submit(a)
			s.cast.stop()
			return
		}
		if s.cast.activeIn(s) {
			s.selected = -1
			return
		}
	}
	v := &t.Board.View
	if s.selected >= 0 && !v.Seats[s.seat].Behind[s.selected] {
		s.selected = -1
	}
	for i := 0; i < engine.NumTokens; i++ {
		if !v.Seats[s.seat].Behind[i] {
			continue
		}
		r := TrayTokenRect(i)
		ctx.UI.Target("token:"+game.Itoa(i), r)
		if in.Clicked && in.In(r) {
			in.Clicked = false
			ctx.Audio.Play(game.SoundClick)
			if in.Touching() && s.selected == i {
				// A tablet has no Esc: the token tapped again goes back.
				s.selected, s.dragging = -1, false
				continue
			}
			s.selected, s.dragging = i, true
		}
	}
	s.pickByKey(ctx)
	if s.selected >= 0 {
		for sp := 0; sp < engine.NumSpaces; sp++ {
			if st.CheckPlace(s.selected, engine.Space(sp)) == nil {
				s.legal[sp] = true
				ctx.UI.Target("space:"+game.Itoa(sp), assets.SpaceRect(sp))
			}
		}
	}
	drop := -1
	if s.dragging && in.Released {
		s.dragging = false
		if s.hover >= 0 {
			drop = s.hover
		}
	}
	if !s.dragging && in.Clicked && s.hover >= 0 && s.selected >= 0 {
		drop = s.hover
		in.Clicked = false
	}
	if drop >= 0 && s.selected >= 0 {
		if err := st.CheckPlace(s.selected, engine.Space(drop)); err != nil {
			t.Say(err.Error())
		} else if t.Submit(engine.Place(s.seat, s.selected, engine.Space(drop))) {
			s.selected = -1
		}
	}
	s.tips(ctx)
}

// pickByKey lets the digit keys pick the token printed with that number
// from behind the screen (a second token of the same number is taken next
// time).
func (s *Placement) pickByKey(ctx *game.Context) {
	v := &s.t.Board.View
	for val := 1; val <= 9; val++ {
		if !ctx.In.Key(DigitKeys[val]) {
			continue
		}
		for i := 0; i < engine.NumTokens; i++ {
			if v.Seats[s.seat].Behind[i] && int(engine.Numeral(i)) == val && i != s.selected {
				s.selected, s.dragging = i, false
				ctx.Audio.Play(game.SoundClick)
				return
			}
		}
	}
}

// tips explains the hovered space, and why a lit-up choice is not legal.
func (s *Placement) tips(ctx *game.Context) {
	in := ctx.In
	if s.hover < 0 {
		return
	}
	// While a refusal's toast shows by the pointer, the same reason as a
	// tooltip would only repeat it.
	if s.mine && s.selected >= 0 && !s.legal[s.hover] && s.t.ToastText() == "" {
		if err := s.t.Game.CheckPlace(s.selected, engine.Space(s.hover)); err != nil {
			ctx.UI.Tip(lang.T("Not here: %s", lang.Refusal(err)), in.Mouse)
			return
		}
	}
	if in.Idle() > 24 {
		ctx.UI.Tip(s.t.BoardTip(in.Mouse), in.Mouse)
	}
}

// Draw paints the board, the panel and the token in hand.
func (s *Placement) Draw(dst *ebiten.Image) {
	t := s.t
	held, riding := s.heldAt(t.Ctx.In)
	lifted := -1
	if riding {
		lifted = s.selected // its slot stays a faint outline in the tray
	}
	t.Lift(lifted)
	o := board.Options{Hover: -1, PeekAt: t.Ctx.In.Mouse}
	if s.mine {
		o.Legal = s.legal
		o.Hover = s.hover
		// P held, or a long press: your own face-down tokens' values.
		o.Peek = ebiten.IsKeyPressed(ebiten.KeyP) || t.Ctx.In.Holding()
	}
	s.cast.light(&o)
	t.Board.Draw(dst, o)
	t.DrawPanel(dst, false)
	if s.cast.activeIn(s) {
		s.cast.draw(dst)
		t.DrawToast(dst)
		return
	}
	u := t.Ctx.UI
	var prompt string
	switch {
	case t.Animating():
		prompt = ""
	case s.mine && s.selected < 0:
		prompt = lang.T("%s, pick a token from behind your screen (or press its number)", t.Game.Name(s.seat))
		if u.Touch() {
			prompt = lang.T("%s, tap a token behind your screen, or drag it to a space", t.Game.Name(s.seat))
		}
		if s.cast.HandLit != 0 || s.cast.ArtLit != [engine.NumArtifactTypes]bool{} {
			prompt = lang.T("%s, pick a token, or play a lit card or artifact first", t.Game.Name(s.seat))
		}
	case s.mine && u.Touch():
		prompt = lang.T("Tap a lit space for your %d (tap the token again to put it back)", engine.Numeral(s.selected))
	case s.mine:
		prompt = lang.T("Place your %d on a lit space (Esc puts it back)", engine.Numeral(s.selected))
	case t.AtServer():
		prompt = lang.Word(AtServerPrompt)
	case !t.Game.Prompt().Over:
		prompt = lang.T("%s is thinking...", t.Game.Name(int(t.Game.Prompt().Decision.Seat)))
	}
	if prompt != "" {
		drawPrompt(dst, u, prompt)
	}
	if s.mine && s.selected >= 0 {
		img := t.Ctx.Assets.Token(t.Game.Color(s.seat), int(engine.Numeral(s.selected)))
		if riding {
			drawHeldToken(dst, img, held)
		} else {
			r := TrayTokenRect(s.selected)
			u.Shapes.RoundRect(dst, r.Inset(-3), 26, color.Transparent, game.GiltLight, 3)
		}
	}
	t.DrawToast(dst)
}

// The token in hand rides with the pointer, over the board and the panel,
// a little larger than on the board and lifted on a shadow, so the hand
// holds it the way a player's fingers hold a real one. Under a finger it
// rides above the fingertip, which would hide it otherwise.
const (
	heldScale   = 1.15
	heldShadowX = 6
	heldShadowY = 11
	// heldAboveFinger is how far above the finger the token rides while
	// it is dragged by touch: more than a fingertip's half width.
	heldAboveFinger = 64
)

// heldAt is where the token in hand is drawn, and whether it rides with
// the pointer at all: picked by a drag, a click or a key, while the
// pointer is over the window. A token tapped with a finger waits in its
// slot, ringed (the finger has left the glass), until a lit space is
// tapped.
func (s *Placement) heldAt(in *game.Input) (image.Point, bool) {
	if !s.mine || s.selected < 0 || s.cast.activeIn(s) {
		return image.Point{}, false
	}
	return heldPoint(in.Mouse, in.Touching(), s.dragging)
}

// heldPoint is heldAt's geometry: the pointer, or above the finger.
func heldPoint(at image.Point, touch, dragging bool) (image.Point, bool) {
	if !at.In(image.Rect(0, 0, assets.ScreenW, assets.ScreenH)) {
		return image.Point{}, false
	}
	if touch {
		if !dragging {
			return image.Point{}, false
		}
		at.Y -= heldAboveFinger
	}
	return at, true
}

// drawHeldToken draws the token in hand at p on its shadow.
func drawHeldToken(dst, img *ebiten.Image, p image.Point) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(heldScale, heldScale)
	op.GeoM.Translate(float64(p.X+heldShadowX), float64(p.Y+heldShadowY))
	op.ColorScale.Scale(0, 0, 0, 0.55)
	dst.DrawImage(img, op)
	game.DrawImageAt(dst, img, float64(p.X), float64(p.Y), heldScale, 1)
}

// drawPrompt is the instruction pill at the top of the board.
// promptRect is the banner drawPrompt draws s in, centred atop the board.
func promptRect(u *game.UI, s string) image.Rectangle {
	s = u.ForTouch(s)
	w := int(game.TextWidth(s, u.Face(19, true))) + 40
	return image.Rect(assets.BoardW/2-w/2, 2, assets.BoardW/2+w/2, 34)
}

func drawPrompt(dst *ebiten.Image, u *game.UI, s string) {
	face := u.Face(19, true)
	r := promptRect(u, s)
	s = u.ForTouch(s)
	u.Shapes.RoundRect(dst, r, 14, color.RGBA{0x16, 0x1B, 0x3A, 0xF0}, game.GiltLight, 2)
	u.Text.Draw(dst, s, face, float64(assets.BoardW/2), 7, game.Center, game.GiltLight)
}
