package game

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextField is the editing state of a one-line text field (the set-up
// screen's names and seed). The field that has the keyboard calls Edit
// every tick; that is also how the browser's glue (keys_js.go) knows a
// field has the keyboard and what it holds, for the clipboard.
type TextField struct {
	// All: the whole text is selected (Ctrl/Cmd+A). What is typed or
	// pasted next replaces it; Backspace or a cut empties it.
	All bool
}

// Edit applies this tick's keyboard to *text: typed characters that allow
// accepts (nil: any printable one), up to limit runes; Backspace; Ctrl or
// Cmd+A selects the whole text; and what the browser hands over: a paste
// (typed in, character by character, through the same checks), a cut and
// a select-all. It reports whether the text changed.
func (f *TextField) Edit(ctx *Context, text *string, limit int, allow func(rune) bool) bool {
	in := ctx.In
	old := *text
	typeIn := func(rs []rune) {
		for _, r := range rs {
			if r < ' ' || r == 0x7f || (allow != nil && !allow(r)) {
				continue
			}
			if f.All {
				*text, f.All = "", false
			}
			if len([]rune(*text)) >= limit {
				continue
			}
			*text += string(r)
		}
	}
	for _, c := range takeTextCommands() {
		switch c.kind {
		case textPaste:
			typeIn([]rune(c.text))
		case textCut:
			*text, f.All = "", false
		case textSelectAll:
			f.All = *text != ""
		}
	}
	mod := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if in.Key(ebiten.KeyA) && mod && !ebiten.IsKeyPressed(ebiten.KeyAlt) {
		// On the desktop the key arrives as a key; in the browser the glue
		// turns it into a command (above) and the game never sees it.
		f.All = *text != ""
	} else {
		typeIn(in.Chars)
	}
	if in.Key(ebiten.KeyBackspace) && *text != "" {
		if f.All {
			*text, f.All = "", false
		} else {
			rs := []rune(*text)
			*text = string(rs[:len(rs)-1])
		}
	}
	if *text == "" {
		f.All = false
	}
	focus.mu.Lock()
	focus.tick, focus.text = ctx.Tick, *text
	focus.mu.Unlock()
	return *text != old
}

// focus is the text field that last called Edit, and when.
var focus struct {
	mu   sync.Mutex
	tick int64
	text string
	cmds []textCommand
}

type textCommandKind int

const (
	textPaste textCommandKind = iota
	textCut
	textSelectAll
)

type textCommand struct {
	kind textCommandKind
	text string
}

// FocusedText is the text of the field that has the keyboard, if one has:
// one whose Edit ran in the game's latest tick or the one before. The
// browser's glue reads it when a key or a clipboard event arrives: between
// ticks, or inside one, for a tick that paints art or thinks in slices
// yields to the page, and its key events run after the tick began and
// before the field's Edit (Ctrl+A then went to the page, under load).
func FocusedText() (string, bool) {
	ctx := webCtx
	if ctx == nil {
		return "", false
	}
	focus.mu.Lock()
	defer focus.mu.Unlock()
	return focus.text, focus.tick > 0 && focus.tick+1 >= ctx.Tick
}

// PasteText, CutText and SelectAllText hand the browser's clipboard and
// select-all to the focused field; its next Edit applies them.
func PasteText(s string) { addTextCommand(textCommand{textPaste, s}) }

// CutText: see PasteText.
func CutText() { addTextCommand(textCommand{kind: textCut}) }

// SelectAllText: see PasteText.
func SelectAllText() { addTextCommand(textCommand{kind: textSelectAll}) }

func addTextCommand(c textCommand) {
	focus.mu.Lock()
	focus.cmds = append(focus.cmds, c)
	focus.mu.Unlock()
}

func takeTextCommands() []textCommand {
	focus.mu.Lock()
	defer focus.mu.Unlock()
	cmds := focus.cmds
	focus.cmds = nil
	return cmds
}

// DrawSelected marks text selected by select-all behind where
// DrawTextMiddle draws it (left at x, centred on cy).
func DrawSelected(dst *ebiten.Image, s string, face text.Face, x, cy float64) {
	m := face.Metrics()
	h := m.HAscent + m.HDescent
	r := image.Rect(int(x)-2, int(cy-h/2)-1, int(x+TextWidth(s, face))+2, int(cy+h/2)+1)
	FillRect(dst, r, GiltLight)
}
