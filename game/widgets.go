package game

import (
	"aladdin/lang"
	"image"
	"image/color"
	"strings"

	"aladdin/assets"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// UI holds what every widget draws with, and the tooltip requested this
// tick (drawn last, above everything).
type UI struct {
	Assets *assets.Assets
	Shapes Shapes
	Text   TextCache
	tip    string
	tipAt  image.Point
	// touch: the player uses a finger (Input.Touching), so words about
	// keys are left out.
	touch bool
	// tipsHeld: no tooltip while the pointer stays at tipsHeldAt (HoldTips).
	tipsHeld   bool
	tipsHeldAt image.Point
	// pressed names the button the left button went down on.
	pressed string
	// Targets are the clickable things on screen this tick, by name: the
	// end-to-end test reads them to know where to click.
	Targets map[string]image.Rectangle
	fits    map[fitKey]fitted // see Fit
	// above are explanations asked for while the scenes drew (a spell
	// card's enlarged face and words), drawn with the tooltip after every
	// scene, box and dialog (DrawAbove).
	above []func(dst *ebiten.Image)
	// clear are rectangles no tooltip may cover this tick (KeepClear).
	clear []image.Rectangle
	// Controls are the buttons and chips laid out this tick, enabled or
	// not: the guide's arrow keeps its shaft off every one of them.
	Controls []image.Rectangle
	// ShownButtons and ShownChips are those buttons and chips themselves,
	// their words with their boxes: a fit test reads them in every
	// language (scenetest.ControlWords).
	ShownButtons []Button
	ShownChips   []Chip
}

// Above asks for an explanation to be drawn over everything this frame:
// after every scene, box and dialog, before the tooltip (DrawAbove).
func (u *UI) Above(draw func(dst *ebiten.Image)) {
	if len(u.above) >= 8 { // drawn without DrawAbove (a test's picture): keep the last
		u.above = u.above[:0]
	}
	u.above = append(u.above, draw)
}

// DrawAbove draws the explanations asked for this frame, then the
// tooltip: the one place that draws what explains, after everything else.
func (u *UI) DrawAbove(dst *ebiten.Image) {
	for _, f := range u.above {
		f(dst)
	}
	u.above = u.above[:0]
	u.drawTip(dst)
}

// KeepClear names a rectangle no tooltip may cover this tick (the guide's
// words and the thing its lesson is about): a tooltip moves to another
// side of the pointer, or is not shown.
func (u *UI) KeepClear(r image.Rectangle) {
	if r.Empty() {
		return
	}
	if len(u.clear) >= 16 { // a test's ticks without BeginTick: keep the last
		u.clear = append(u.clear[:0], u.clear[len(u.clear)-8:]...)
	}
	u.clear = append(u.clear, r)
}

// Face is a UI font: Go Regular or Bold. Not inlined: scenes call it in
// dozens of places and the inlined copies grow the wasm.
//
//go:noinline
func (u *UI) Face(size float64, bold bool) text.Face {
	// No text is smaller than MinTextSize: a 1280x720 screen must still
	// read it.
	return u.Assets.Face(max(size, MinTextSize), bold)
}

// Tip asks for a tooltip near p (the pointer) this frame.
func (u *UI) Tip(s string, p image.Point) {
	if u.tipsHeld {
		if d := p.Sub(u.tipsHeldAt); d.X*d.X+d.Y*d.Y <= tipHoldSlack*tipHoldSlack {
			return
		}
		u.tipsHeld = false
	}
	u.tip, u.tipAt = s, p
}

// tipHoldSlack is how far (logical pixels) a held pointer may drift, by a
// rounding of the window's scale or a nudge of the mouse, before it counts
// as the player pointing somewhere.
const tipHoldSlack = 6

// HoldTips keeps tooltips closed until the pointer leaves p. A screen that
// opens under a pointer left resting by the click that opened it (the
// set-up screen's Continue lies over the board's caves) must not cover
// what it shows with a tooltip the player never asked for.
func (u *UI) HoldTips(p image.Point) { u.tipsHeld, u.tipsHeldAt = true, p }

// Touch reports whether the player plays by touch: prompts then say tap,
// and leave out keys a tablet does not have.
func (u *UI) Touch() bool { return u.touch }

// ForTouch words a label or prompt for the pointer in use: by touch, a
// key hint in brackets at its end (" (Enter)", " (N)", " (Esc goes back)")
// is left out, and "click" is "tap" ("Right-click" stays: a long press
// stands for it, and the help says so).
func (u *UI) ForTouch(label string) string {
	if !u.touch {
		return label
	}
	if i := strings.LastIndex(label, " ("); i > 0 && strings.HasSuffix(label, ")") {
		hint := label[i+2 : len(label)-1]
		for _, k := range keyHints {
			if hint == lang.Word(k) {
				label = label[:i]
				break
			}
		}
	}
	if r, ok := clickToTap[lang.Current()]; ok {
		return r.Replace(label)
	}
	return label
}

// keyHints are the key hints a label may end with, in brackets (msgids).
var keyHints = []string{lang.Mark("Enter"), lang.Mark("Esc"), "N", lang.Mark("Space"), lang.Mark("Esc goes back"), lang.Mark("Esc puts it back")}

// clickToTap: the verb for a finger, in each language; the right click
// stays (a long press stands for it).
var clickToTap = map[lang.Tag]*strings.Replacer{
	lang.English: strings.NewReplacer("Right-click", "Right-click", "right-click", "right-click", // kept
		"Click ", "Tap ", "click ", "tap ", "clicks", "taps"),
	lang.French: strings.NewReplacer("Clic droit", "Clic droit", "clic droit", "clic droit", // kept
		"Cliquez sur ", "Touchez ", "cliquez sur ", "touchez ", "Cliquez ", "Touchez ", "cliquez ", "touchez ",
		"Cliquer sur ", "Toucher ", "cliquer sur ", "toucher "),
}

// Target records a named clickable rectangle for the test probe.
func (u *UI) Target(name string, r image.Rectangle) {
	if u.Targets == nil {
		u.Targets = map[string]image.Rectangle{}
	}
	u.Targets[name] = r
}

// tipLayout is where the tooltip asked for this tick goes: its lines and
// box (a zero box: no tooltip).
func (u *UI) tipLayout() (lines []string, r image.Rectangle) {
	if u.tip == "" {
		return nil, image.Rectangle{}
	}
	face := u.Face(17, false)
	lines = Wrap(u.tip, face, 340)
	w := 0.0
	for _, l := range lines {
		if a := TextWidth(l, face); a > w {
			w = a
		}
	}
	size := image.Pt(int(w)+24, len(lines)*tipLineH+16)
	screen := image.Rect(4, 4, assets.ScreenW-4, assets.ScreenH-4)
	// Below and right of the pointer first, then its other sides; kept on
	// the screen, and off what must stay clear (KeepClear).
	at := u.tipAt
	for _, c := range [...]image.Point{
		at.Add(image.Pt(18, 20)), at.Add(image.Pt(18, -24-size.Y)),
		at.Add(image.Pt(-18-size.X, 20)), at.Add(image.Pt(-18-size.X, -24-size.Y)),
	} {
		r = image.Rectangle{Min: c, Max: c.Add(size)}
		if r.Max.X > screen.Max.X {
			r = r.Sub(image.Pt(r.Max.X-screen.Max.X, 0))
		}
		if r.Min.X < screen.Min.X {
			r = r.Add(image.Pt(screen.Min.X-r.Min.X, 0))
		}
		if !r.In(screen) || u.covers(r) {
			continue
		}
		return lines, r
	}
	if len(u.clear) > 0 {
		return nil, image.Rectangle{} // nowhere clear: no tooltip
	}
	r = image.Rectangle{Min: at.Add(image.Pt(18, 20)), Max: at.Add(image.Pt(18, 20)).Add(size)}
	if r.Max.X > assets.ScreenW-4 {
		r = r.Sub(image.Pt(r.Max.X-assets.ScreenW+4, 0))
	}
	if r.Max.Y > assets.ScreenH-4 {
		r = r.Sub(image.Pt(0, r.Dy()+44))
	}
	return lines, r
}

// covers reports whether r overlaps a rectangle kept clear.
func (u *UI) covers(r image.Rectangle) bool {
	for _, c := range u.clear {
		if r.Overlaps(c) {
			return true
		}
	}
	return false
}

const tipLineH = 22

func (u *UI) drawTip(dst *ebiten.Image) {
	lines, r := u.tipLayout()
	if len(lines) == 0 {
		return
	}
	face := u.Face(17, false)
	u.Shapes.RoundRect(dst, r.Add(image.Pt(3, 4)), 8, color.RGBA{0, 0, 0, 0x60}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, r, 8, Night, Gilt, 2)
	for i, l := range lines {
		DrawText(dst, l, face, float64(r.Min.X+12), float64(r.Min.Y+8+i*tipLineH), Left, Parchment)
	}
}

// Button is a clickable label. A disabled button shows its Reason as a
// tooltip, so nothing is greyed out without saying why. The Primary button
// is its screen's default: Enter presses it (see Update), so no dialog can
// forget to answer Enter. A screen has one Primary button.
type Button struct {
	Rect    image.Rectangle
	Label   string
	Primary bool
	Enabled bool
	Reason  string
	Name    string // probe name; defaults to Label
	hover   bool
	down    bool
}

// NewButton makes an enabled button.
func NewButton(label string, r image.Rectangle, primary bool) *Button {
	return &Button{Rect: r, Label: label, Primary: primary, Enabled: true}
}

// Update reports a click (press and release on the button) or, for an
// enabled Primary button, Enter. Enter is consumed by the first default
// button that takes it: one key press never answers two buttons.
func (b *Button) Update(ctx *Context) bool {
	in := ctx.In
	b.hover = in.In(b.Rect)
	name := b.Name
	if name == "" {
		name = b.Label
	}
	ctx.UI.Controls = append(ctx.UI.Controls, b.Rect)
	ctx.UI.ShownButtons = append(ctx.UI.ShownButtons, *b)
	if b.Enabled {
		ctx.UI.Target(name, b.Rect)
	}
	if b.Primary && b.Enabled && in.takeConfirm() {
		ctx.Audio.Play(SoundClick)
		return true
	}
	if b.hover && !b.Enabled && b.Reason != "" {
		ctx.UI.Tip(b.Reason, in.Mouse)
	}
	// The press is remembered by name in the UI, not in the button: scenes
	// may rebuild their buttons every tick.
	if b.hover && in.Clicked {
		in.Clicked = false
		if b.Enabled {
			ctx.UI.pressed = name
			ctx.Audio.Play(SoundClick)
		}
	}
	b.down = ctx.UI.pressed == name && in.Pressed
	if ctx.UI.pressed == name && !in.Pressed {
		ctx.UI.pressed = ""
		return b.hover && b.Enabled
	}
	return false
}

// Draw paints the button.
func (b *Button) Draw(dst *ebiten.Image, u *UI) {
	fill, border, ink := Parchment, Gilt, color.Color(Ink)
	if b.Primary {
		fill, border, ink = Wine, GiltLight, Parchment
	}
	if !b.Enabled {
		fill, border, ink = ParchDark, Greyed, Greyed
	} else if b.hover {
		if b.Primary {
			fill = color.RGBA{0x96, 0x2C, 0x3C, 0xFF}
		} else {
			fill = GiltLight
		}
	}
	r := b.Rect
	if b.down && b.hover {
		r = r.Add(image.Pt(0, 2))
	} else {
		u.Shapes.RoundRect(dst, r.Add(image.Pt(0, 3)), 10, color.RGBA{0, 0, 0, 0x50}, color.Transparent, 0)
	}
	u.Shapes.RoundRect(dst, r, 10, fill, border, 2)
	size := 20.0
	if r.Dy() < 36 {
		size = MinTextSize
	}
	u.Text.Draw(dst, u.ForTouch(b.Label), u.Face(size, true), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2)-size*0.62, Center, ink)
}

// Chip is a toggle: a small rounded label that is on or off.
type Chip struct {
	Rect    image.Rectangle
	Label   string
	On      bool
	Enabled bool
	Reason  string // why it is disabled, on hover
	Help    string // what it means, on hover while enabled
	Name    string
	Tint    color.Color // optional swatch drawn at the left
	Badge   string      // optional short text inside the swatch (a count)
	hover   bool
}

// Update reports a click on an enabled chip.
func (c *Chip) Update(ctx *Context) bool {
	in := ctx.In
	c.hover = in.In(c.Rect)
	name := c.Name
	if name == "" {
		name = c.Label
	}
	ctx.UI.Controls = append(ctx.UI.Controls, c.Rect)
	ctx.UI.ShownChips = append(ctx.UI.ShownChips, *c)
	if c.Enabled {
		ctx.UI.Target(name, c.Rect)
	}
	if c.hover && c.Reason != "" && !c.Enabled {
		ctx.UI.Tip(c.Reason, in.Mouse)
	}
	if c.hover && c.Help != "" && c.Enabled {
		ctx.UI.Tip(c.Help, in.Mouse)
	}
	if c.hover && in.Clicked {
		in.Clicked = false
		if c.Enabled {
			ctx.Audio.Play(SoundClick)
			return true
		}
	}
	return false
}

// chipTextSize is the size of a chip's label (bold when the chip is on).
const chipTextSize = MinTextSize

// SwatchRect is the colour disc at a tinted chip's left (empty without a
// Tint).
func (c *Chip) SwatchRect() image.Rectangle {
	if c.Tint == nil {
		return image.Rectangle{}
	}
	d := c.Rect.Dy() - 10
	return image.Rect(c.Rect.Min.X+6, c.Rect.Min.Y+5, c.Rect.Min.X+6+d, c.Rect.Min.Y+5+d)
}

// LabelRect is where a chip's label is centred: right of the swatch, with
// a margin from the rounded ends, so the label never runs over either.
func (c *Chip) LabelRect() image.Rectangle {
	r := c.Rect.Inset(2)
	left := c.Rect.Min.X + c.Rect.Dy()/4 + 2
	if sw := c.SwatchRect(); !sw.Empty() {
		left = sw.Max.X + 4
	}
	// A quarter of the height clears the rounded end at the text's height.
	return image.Rect(left, r.Min.Y, c.Rect.Max.X-c.Rect.Dy()/4, r.Max.Y)
}

// LabelFace is the face a chip's label is drawn in.
func (c *Chip) LabelFace(u *UI) text.Face { return u.Face(chipTextSize, c.On) }

// Draw paints the chip.
func (c *Chip) Draw(dst *ebiten.Image, u *UI) {
	fill, border, ink := color.Color(ParchDark), color.Color(Greyed), color.Color(Ink)
	switch {
	case !c.Enabled:
		fill, ink = color.RGBA{0xC8, 0xBC, 0xA4, 0xFF}, Greyed
	case c.On:
		fill, border, ink = Teal, GiltLight, Parchment
	case c.hover:
		fill, border = GiltLight, Gilt
	}
	u.Shapes.RoundRect(dst, c.Rect, c.Rect.Dy()/2, fill, border, 2)
	if sw := c.SwatchRect(); !sw.Empty() {
		u.Shapes.RoundRect(dst, sw, sw.Dy()/2, c.Tint, Ink, 1)
		if c.Badge != "" {
			DrawTextMiddle(dst, c.Badge, u.Face(MinTextSize, true), float64(sw.Min.X+sw.Dx()/2), float64(sw.Min.Y+sw.Dy()/2), Center, inkOn(c.Tint))
		}
	}
	lr := c.LabelRect()
	label, face := u.Fit(c.Label, chipTextSize, c.On, float64(lr.Dx()))
	DrawTextMiddle(dst, label, face, float64(lr.Min.X+lr.Dx()/2), float64(lr.Min.Y+lr.Dy()/2), Center, ink)
}

// inkOn is the text colour that reads on a background colour.
func inkOn(bg color.Color) color.Color {
	r, g, b, _ := bg.RGBA()
	if 299*r+587*g+114*b > 1000*0x8000 {
		return Ink
	}
	return Parchment
}

// Stepper is a number with minus and plus buttons.
type Stepper struct {
	Rect          image.Rectangle
	Value         int
	Min, Max      int
	Label         string
	Name          string
	MinusReason   string // shown when minus is disabled
	PlusReason    string
	PlusDisabled  bool
	MinusDisabled bool
	minus, plus   Button
}

// Update changes Value on a click and reports whether it changed.
func (s *Stepper) Update(ctx *Context) bool {
	h := s.Rect.Dy()
	s.minus.Rect = image.Rect(s.Rect.Min.X, s.Rect.Min.Y, s.Rect.Min.X+h, s.Rect.Max.Y)
	s.plus.Rect = image.Rect(s.Rect.Max.X-h, s.Rect.Min.Y, s.Rect.Max.X, s.Rect.Max.Y)
	s.minus.Label, s.plus.Label = "-", "+"
	s.minus.Name, s.plus.Name = s.Name+"-", s.Name+"+"
	s.minus.Enabled = s.Value > s.Min && !s.MinusDisabled
	s.plus.Enabled = s.Value < s.Max && !s.PlusDisabled
	s.minus.Reason, s.plus.Reason = s.MinusReason, s.PlusReason
	if s.minus.Update(ctx) {
		s.Value--
		return true
	}
	if s.plus.Update(ctx) {
		s.Value++
		return true
	}
	return false
}

// Draw paints the stepper.
func (s *Stepper) Draw(dst *ebiten.Image, u *UI) {
	h := s.Rect.Dy()
	mid := image.Rect(s.Rect.Min.X+h+4, s.Rect.Min.Y, s.Rect.Max.X-h-4, s.Rect.Max.Y)
	u.Shapes.RoundRect(dst, mid, 6, Parchment, Gilt, 1)
	s.minus.Draw(dst, u)
	s.plus.Draw(dst, u)
	DrawTextMiddle(dst, itoa(s.Value), u.Assets.NumeralFace(20), float64(mid.Min.X+mid.Dx()/2), float64(mid.Min.Y+mid.Dy()/2), Center, Ink)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// Itoa formats an int without fmt (used in Draw paths). Not inlined, for
// the same reason as Face.
//
//go:noinline
func Itoa(n int) string { return itoa(n) }

// TipText is the tooltip asked for this tick ("" none).
func (u *UI) TipText() string { return u.tip }

// TipBox is the tooltip's lines and where it is drawn this tick (none:
// no lines, an empty box).
func (u *UI) TipBox() ([]string, image.Rectangle) { return u.tipLayout() }

// BeginTick forgets the last tick's tooltip and the rectangles kept clear
// of it: the app does it before the scenes' update (scene tests too).
func (u *UI) BeginTick() {
	u.tip = ""
	u.clear = u.clear[:0]
	u.Controls = u.Controls[:0]
	u.ShownButtons, u.ShownChips = u.ShownButtons[:0], u.ShownChips[:0]
}
