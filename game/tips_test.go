package game

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHeldTipsWaitForThePointer: a screen opened by a click under a
// resting pointer shows no tooltip until the player points elsewhere; a
// drift of a few pixels is not pointing.
func TestHeldTipsWaitForThePointer(t *testing.T) {
	var u UI
	at := image.Pt(400, 800)
	u.HoldTips(at)
	for _, p := range []image.Point{at, at.Add(image.Pt(3, -2)), at.Add(image.Pt(-tipHoldSlack, 0))} {
		u.Tip("Gold Dragon: ...", p)
		if u.tip != "" {
			t.Fatalf("a tooltip opened with the pointer at %v, held at %v", p, at)
		}
	}
	u.Tip("Gold Dragon: ...", at.Add(image.Pt(40, 0)))
	if u.tip == "" {
		t.Fatal("no tooltip once the pointer moved on")
	}
	u.tip = ""
	u.Tip("Gold Dragon: ...", at)
	if u.tip == "" {
		t.Fatal("the hold came back when the pointer returned")
	}
}

type namedScene string

func (n namedScene) Update(*Context) error { return nil }
func (n namedScene) Draw(*ebiten.Image)    {}
func (n namedScene) Name() string          { return string(n) }

// TestNoStaleTooltipAfterAScreenCloses: How to play closes with the
// pointer resting where its Back button was, over the board: the board's
// tooltip for that place waits until the pointer moves.
func TestNoStaleTooltipAfterAScreenCloses(t *testing.T) {
	ctx := &Context{UI: &UI{}, In: &Input{}, Scenes: &Manager{}}
	a := &App{ctx: ctx}
	ctx.Scenes.Switch(namedScene("placement"))
	a.noticeSceneChange()
	ctx.Scenes.Overlay(namedScene("rules"))
	ctx.In.Mouse = image.Pt(700, 880)
	a.noticeSceneChange()
	ctx.Scenes.Overlay(nil)
	a.noticeSceneChange()
	ctx.UI.Tip("Black Dragon's cave: ...", ctx.In.Mouse)
	if ctx.UI.TipText() != "" {
		t.Fatal("a tooltip opened where the closed screen's button was clicked")
	}
	ctx.In.Mouse = ctx.In.Mouse.Add(image.Pt(30, 0))
	ctx.UI.Tip("Black Dragon's cave: ...", ctx.In.Mouse)
	if ctx.UI.TipText() == "" {
		t.Fatal("no tooltip once the pointer moved")
	}
}
