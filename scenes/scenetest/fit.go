package scenetest

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
)

// A screen's words fit their boxes: a test lists, from the screen's own
// layout (its rectangles, not its pixels), each text it draws with the
// face it is drawn in and the box it must stay inside, and checks it in
// every language the game speaks.

// buttonPad is the room a button keeps between its label and its rounded
// edges on each side.
const buttonPad = 10

// Words is one text a screen draws, the box it must fit and how.
type Words struct {
	What string // the control or line, for the failure message
	Text string
	Size float64
	Bold bool
	Box  image.Rectangle
	// LineH is the height of a line when the text wraps in Box (0: one
	// line, no wider than Box).
	LineH int
}

// ButtonWords are a button's label in its box (the face Button.Draw uses).
func ButtonWords(b game.Button) Words {
	size := 20.0
	if b.Rect.Dy() < 36 {
		size = game.MinTextSize
	}
	return Words{What: "button " + b.Name, Text: b.Label, Size: size, Bold: true,
		Box: image.Rect(b.Rect.Min.X+buttonPad, b.Rect.Min.Y, b.Rect.Max.X-buttonPad, b.Rect.Max.Y)}
}

// ChipWords are a chip's label in its label box, in the bold face it takes
// when on (the wider of its two).
func ChipWords(c game.Chip) Words {
	return Words{What: "chip " + c.Name, Text: c.Label, Size: game.MinTextSize, Bold: true, Box: c.LabelRect()}
}

// TipWords are a tooltip's or a disabled control's reason: the tooltip
// wraps itself, so only its runes are checked.
func TipWords(what, s string) Words {
	return Words{What: what, Text: s, Size: game.MinTextSize, LineH: 1, Box: image.Rect(0, 0, assets.ScreenW/2, 1<<20)}
}

// ControlWords are the words of every button and chip laid out since the
// tick began (game.UI.ShownButtons, ShownChips): their labels in their
// boxes, and the reasons and help their tooltips give.
func ControlWords(u *game.UI) []Words {
	var ws []Words
	for _, b := range u.ShownButtons {
		ws = append(ws, ButtonWords(b), TipWords("reason of button "+b.Name, b.Reason))
	}
	for _, c := range u.ShownChips {
		ws = append(ws, ChipWords(c), TipWords("reason of chip "+c.Name, c.Reason), TipWords("help of chip "+c.Name, c.Help))
	}
	return ws
}

// CheckWords fails for each text wider than its box (or, wrapped, taller)
// and for each rune its face lacks, naming the language.
func CheckWords(t *testing.T, u *game.UI, words []Words) {
	t.Helper()
	for _, w := range words {
		if w.Text == "" {
			continue
		}
		for _, r := range w.Text {
			if r != '\n' && !assets.HasGlyph(r, w.Bold) {
				t.Errorf("%s: %s %q: the face has no %U %q", lang.Current(), w.What, w.Text, r, r)
			}
		}
		face := u.Face(w.Size, w.Bold)
		if w.LineH == 0 {
			if width := game.TextWidth(w.Text, face); width > float64(w.Box.Dx()) {
				t.Errorf("%s: %s %q is %.0f px wide, its box %d", lang.Current(), w.What, w.Text, width, w.Box.Dx())
			}
			continue
		}
		if lines := game.Wrap(w.Text, face, float64(w.Box.Dx())); len(lines)*w.LineH > w.Box.Dy() {
			t.Errorf("%s: %s %q takes %d lines, its box holds %d", lang.Current(), w.What, w.Text, len(lines), w.Box.Dy()/w.LineH)
		}
	}
}

// InEveryLanguage runs f once in each language the game speaks, and
// speaks English again after.
func InEveryLanguage(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	defer func() { _ = lang.Set(lang.English) }()
	for _, l := range lang.Available() {
		if err := lang.Set(l.Tag); err != nil {
			t.Fatal(err)
		}
		t.Run(string(l.Tag), f)
	}
}

// SpeakIn makes the game speak tag as the player's choice does (the
// pictures with words painted again), and English again when the test
// ends.
func SpeakIn(t *testing.T, ctx *game.Context, tag lang.Tag) {
	t.Helper()
	ctx.Settings.Language = tag
	ctx.SaveSettings()
	t.Cleanup(func() {
		ctx.Settings.Language = lang.English
		ctx.SaveSettings()
	})
}
