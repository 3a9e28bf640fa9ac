// Package modes holds the table's modes, one moment of the game each: a
// question to the player (placing, a decision dialog, the reaction
// window, the hot-seat hand-off) or a show (the tally, the round summary,
// game over). The table (package scenes) runs the shared tick and picks
// the mode the game calls for; the modes reach the table only through
// Host, and never know each other.
package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Mode is one moment at the table. The table draws nothing itself; a
// mode draws the board, the panel and its own part.
type Mode interface {
	Name() string
	// HoldsEscape reports that Escape means something to the mode now
	// (putting back a token in hand), so it does not open the menu.
	HoldsEscape() bool
	// Update handles the mode's own input, after the table's tick.
	Update(ctx *game.Context)
	Draw(dst *ebiten.Image)
}

// Leaver is a mode that forgets something when the table leaves it.
type Leaver interface{ Leave() }

// Host is the table as its modes see it: the game and its parts, which
// the table fills in once, and what the table does for them.
type Host struct {
	// Scene is the table itself, for a screen opened from a mode to come
	// back to.
	Scene game.Scene
	Ctx   *game.Context
	Game  game.InPlay
	// S is the game when this window runs it (its bots, its quiet, a
	// rematch); nil online.
	S *game.Session
	// Online is the server's game and Lobby the way back to it; nil when
	// this window runs the game.
	Online game.Online
	Lobby  game.Scene
	Board  *board.Board
	// Round is the round's public gains so far, for the summary.
	Round *RoundStats
	Table
	Panel
}

// Table is what the table does for its modes.
type Table interface {
	// Submit sends a person's action to the game; a refusal is said.
	Submit(a engine.Action) bool
	// Say shows a refusal briefly beside the pointer; ToastText is what
	// shows now ("" nothing), DrawToast draws it.
	Say(msg string)
	ToastText() string
	DrawToast(dst *ebiten.Image)
	// Animating reports that events are still playing; SkipAnimation
	// plays them out at once; Moment names the tally's moment on show
	// ("" none).
	Animating() bool
	SkipAnimation()
	Moment() string
	// Resync shows the game as the seat now on screen sees it.
	Resync()
	// CloseSummary lets the next round's events play.
	CloseSummary()
	// BoardTip is what the board says at a point ("" nothing).
	BoardTip(at image.Point) string
}

// Panel is the side panel as the modes see it: the seats, the log and the
// viewer's screen with their tokens, cards and artifacts.
type Panel interface {
	// DrawPanel draws it; covered hides what is behind the screen.
	DrawPanel(dst *ebiten.Image, covered bool)
	// HideTakeBack leaves Take back off the panel (the hand-off's card).
	HideTakeBack()
	// Lift leaves token's slot in the tray empty while it rides with the
	// pointer (-1 none).
	Lift(token int)
	// TrayBottom is the foot of the private area (taller in the magic
	// version, with the artifacts and spell cards).
	TrayBottom() int
	// HandCardAt and ArtifactAt are the spell card and the artifact of
	// the viewer's at a point.
	HandCardAt(pt image.Point) (engine.Spell, bool)
	ArtifactAt(pt image.Point) (engine.Artifact, bool)
}

// Lit is what the person to act may play now: their lit spell cards and
// artifacts, and the card being cast (NoSpell none).
type Lit struct {
	HandLit    engine.SpellSet
	HandPicked engine.Spell
	ArtLit     [engine.NumArtifactTypes]bool
}

// Set is the table's modes, one of each, and the casting that placement
// and the reaction window share.
type Set struct {
	Casting   *Casting
	Placement *Placement
	Tally     *Tally
	Dialog    *Dialog
	React     *React
	Handoff   *Handoff
	Summary   *Summary
	GameOver  *GameOver
}

// New makes the modes of the table h.
func New(h *Host) *Set {
	cast := &Casting{caster: caster{t: h}}
	return &Set{
		Casting:   cast,
		Placement: &Placement{t: h, selected: -1, cast: cast},
		Tally:     &Tally{t: h},
		Dialog:    &Dialog{t: h},
		React:     &React{t: h, cast: cast},
		Handoff:   &Handoff{t: h},
		Summary:   &Summary{t: h},
		GameOver:  &GameOver{t: h},
	}
}

// Answering is the mode a person answers a decision of kind d in: on the
// board (placing, a reaction window) or in a dialog.
func (s *Set) Answering(d engine.DecisionType) Mode {
	if onBoard := decisionScreenOf(d).onBoard; onBoard != nil {
		return onBoard(s)
	}
	return s.Dialog
}

// AtServer reports that the decision is the viewer's own but not theirs
// to make now: online, their move is on its way to the server, or it is
// one the server makes for them (the default starting treasure).
func (t *Host) AtServer() bool {
	p := t.Game.Prompt()
	return t.Online != nil && !p.Over && !p.Yours && int(p.Decision.Seat) == t.Game.ViewerSeat()
}

// AtServerPrompt is said meanwhile (a msgid: the modes word it).
var AtServerPrompt = lang.Mark("Your move is with the server...")

// DigitKeys are the keys 0-9 in order.
var DigitKeys = [10]ebiten.Key{ebiten.Key0, ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4,
	ebiten.Key5, ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9}

// TrayRect is the viewer's screen in the side panel: the tokens behind
// it and their treasure.
var TrayRect = image.Rect(assets.BoardW+8, 446, assets.ScreenW-8, 662)

// TrayTokenRect is the i-th token slot behind the viewer's screen.
func TrayTokenRect(i int) image.Rectangle {
	x := TrayRect.Min.X + 14 + i*48
	y := TrayRect.Min.Y + 40
	return image.Rect(x, y, x+46, y+46)
}

// SpaceAt is the space under a point, or -1.
func SpaceAt(x, y int) int {
	for sp := 0; sp < engine.NumSpaces; sp++ {
		r := assets.SpaceRect(sp)
		if x >= r.Min.X && x < r.Max.X && y >= r.Min.Y && y < r.Max.Y {
			return sp
		}
	}
	return -1
}
