package scenes

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawScene paints a scene as the screen would and reads its pixels.
func drawScene(t *testing.T, sc game.Scene) *image.RGBA {
	t.Helper()
	var pic *image.RGBA
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		sc.Draw(img)
		px := make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(px)
		pic = &image.RGBA{Pix: px, Stride: 4 * assets.ScreenW, Rect: image.Rect(0, 0, assets.ScreenW, assets.ScreenH)}
	})
	return pic
}

// countIn counts the pixels of r for which keep holds.
func countIn(pic *image.RGBA, r image.Rectangle, keep func(c color.RGBA) bool) int {
	n := 0
	r = r.Intersect(pic.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if keep(pic.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func near(a, b color.RGBA, d int) bool {
	return abs(int(a.R)-int(b.R)) <= d && abs(int(a.G)-int(b.G)) <= d && abs(int(a.B)-int(b.B)) <= d
}

// TestRulesPagesDrawWithinTheScreen draws every section at its top and
// scrolled to its end: nothing of the page shows outside its card (the
// strips around the card stay the background), every picture in view is
// drawn (its box is not bare parchment) and every line in view has ink.
// With ALADDIN_DOC_SHOTS set, it writes the pictures for docs/.
func TestRulesPagesDrawWithinTheScreen(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	r := NewRules(ctx, "", nil)
	ctx.Scenes.Overlay(r)
	outside := []image.Rectangle{
		image.Rect(rulesSearchRect.Max.X+2, rulesCardRect.Min.Y, rulesCardRect.Min.X-2, assets.ScreenH),
		image.Rect(rulesCardRect.Min.X, rulesCardRect.Max.Y+2, assets.ScreenW, assets.ScreenH),
		image.Rect(rulesCardRect.Max.X+2, rulesCardRect.Min.Y, assets.ScreenW, assets.ScreenH),
		image.Rect(rulesCardRect.Min.X, rulesBackRect.Max.Y+6, rulesCardRect.Max.X, rulesCardRect.Min.Y-2),
	}
	for i := range ruleSections {
		r.show(i)
		tickTop(ctx)
		for _, end := range []bool{false, true} {
			if end {
				tickTop(ctx, ebiten.KeyEnd)
			}
			pic := drawScene(t, r)
			id := ruleSections[i].id
			for _, o := range outside {
				if n := countIn(pic, o, func(c color.RGBA) bool { return !near(c, game.Night, 2) }); n > 0 {
					t.Errorf("%q (end %v): %d pixels of %v are not the background: the page spills out of its card", id, end, n, o)
				}
			}
			origin := rulesView.Min.Sub(image.Pt(0, r.scroll))
			l := r.layout()
			for _, p := range l.pics {
				pr := p.r.Add(origin)
				if !pr.In(rulesView) {
					continue
				}
				if n := countIn(pic, pr, func(c color.RGBA) bool { return !near(c, game.Parchment, 6) }); n < pr.Dx()*pr.Dy()/5 {
					t.Errorf("%q: the picture of kind %d at %v is barely drawn (%d pixels)", id, p.pic.kind, pr, n)
				}
			}
			for _, ln := range l.lines {
				lr := image.Rect(ln.at.X, ln.at.Y, ln.at.X+ln.w, ln.at.Y+int(ln.size)).Add(origin)
				if !lr.In(rulesView) {
					continue
				}
				ink := rgbaOf(ln.clr)
				if n := countIn(pic, lr, func(c color.RGBA) bool { return near(c, ink, 40) }); n < len(ln.s) {
					t.Errorf("%q: the line %q at %v has %d pixels of ink", id, ln.s, lr, n)
				}
			}
			if i == ruleSectionIndex("guard") && !end {
				docShot(t, "rules-basic", pic)
			}
			if i == ruleSectionIndex("spells-tokens") && !end {
				docShot(t, "rules-spells", pic)
			}
			if i == ruleSectionIndex("tally") && !end {
				docShot(t, "rules-tally", pic)
			}
		}
		tickTop(ctx, ebiten.KeyHome)
	}
	// The search's results.
	typeText(ctx, "treasure")
	pic := drawScene(t, r)
	if n := countIn(pic, rulesSearchRect.Inset(4), func(c color.RGBA) bool { return near(c, game.Ink, 40) }); n < 40 {
		t.Errorf("the search box shows no typed text (%d ink pixels)", n)
	}
	docShot(t, "rules-search", pic)
}

func rgbaOf(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// TestArtifactsAndSpellsSayWhatTheyDo: wherever an artifact or a spell
// card is pictured outside the panel and the board, pointing at it says
// its power or effect: the rules reference's pictures, the round's
// summary and the final standings (both drawn where the tooltips look:
// the pixels there are the artifact's, not the card's).
func TestArtifactsAndSpellsSayWhatTheyDo(t *testing.T) {
	ctx := newTestContext(t)
	// The reference: each spell card and artifact pictured.
	for i := range ruleSections {
		r := NewRules(ctx, ruleSections[i].id, nil)
		for _, p := range r.layout().pics {
			c := rulesView.Min.Add(p.r.Min.Add(p.r.Size().Div(2)))
			if !c.In(rulesView) {
				continue
			}
			tip := r.tipAt(c)
			switch p.pic.kind {
			case picSpell:
				if sp := engine.Spell(p.pic.a); !strings.Contains(tip, spellEffect(sp)) {
					t.Errorf("%q: pointing at %s says %q", ruleSections[i].id, sp.String(), tip)
				}
			case picArtifact:
				if a := engine.Artifact(p.pic.a); tip != artifactPower(a) {
					t.Errorf("%q: pointing at the %s says %q", ruleSections[i].id, a.String(), tip)
				}
			}
		}
	}

	// Game over, a magic game: each seat's artifacts.
	s := magicSessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	tb := onTable(t, ctx, s, "gameover")
	tick(ctx)
	pic := drawScene(t, ctx.Scenes.Current())
	v := &tb.gameover.final
	checked := 0
	for rank, p := range standings(v) {
		for i, art := range heldArtifacts(v, p) {
			c := standingsArtifactAt(rank, i)
			if tip := standingsTipAt(v, c); tip != artifactPower(art) {
				t.Errorf("game over: seat %d's %s says %q", p, art.String(), tip)
			}
			box := artifactBox(c, standingsArtifactScale)
			if n := countIn(pic, box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < box.Dx()*box.Dy()/3 {
				t.Errorf("game over: no artifact drawn where seat %d's %s is pointed at (%d pixels)", p, art.String(), n)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nobody holds an artifact at game over")
	}
	if tip := standingsTipAt(v, image.Pt(dialogRect.Min.X+5, dialogRect.Min.Y+5)); tip != "" {
		t.Errorf("the standings' corner says %q", tip)
	}
	if got := heldArtifactTip(engine.Key, false); !strings.HasPrefix(got, "Key") || !strings.Contains(got, "no powers") {
		t.Errorf("a basic game's Key says %q", got)
	}

	// The summary: the artifacts bought this round.
	ctx = newTestContext(t)
	s = magicSessionAt(t, 3, func(s *game.Session) bool { return s.Round() >= 2 && s.Pending().Type == engine.DecPlace })
	tb = onTable(t, ctx, s, "handoff")
	tb.round.artifacts[1] = []engine.Artifact{engine.Scroll, engine.FlyingCarpet}
	tb.summaryPending = true
	for i, art := range tb.round.artifacts[1] {
		if tip := tb.summaryTipAt(summaryArtifactAt(tb.S.PublicConfig().Players, 1, i)); tip != artifactPower(art) {
			t.Errorf("the summary's %s says %q", art.String(), tip)
		}
	}
	pic = drawScene(t, drawFunc(tb.summary.draw))
	for i := range tb.round.artifacts[1] {
		box := artifactBox(summaryArtifactAt(tb.S.PublicConfig().Players, 1, i), summaryArtifactScale)
		if n := countIn(pic, box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < box.Dx()*box.Dy()/3 {
			t.Errorf("the summary draws no artifact where its tooltip looks (%d pixels)", n)
		}
	}
	// A reaction window's Counterspell buttons and the casting chooser's
	// rows name plays and artifact types: they say what those do.
	if got := playTip(engine.Play{Spell: engine.Teleport}); got != spellEffect(engine.Teleport) {
		t.Errorf("a Teleport play says %q", got)
	}
	if got := playTip(engine.Play{Spell: engine.NoSpell, Art: engine.FlyingCarpet}); got != artifactPower(engine.FlyingCarpet) {
		t.Errorf("a Carpet play says %q", got)
	}
	chooser := &caster{t: tb, field: fieldArt}
	if got := chooser.choiceTip(engine.Action{Art: engine.Double}); got != artifactPower(engine.Double) {
		t.Errorf("the chooser's Double row says %q", got)
	}
	// The board's stacks say their power outside placement too.
	for room := 0; room < 3; room++ {
		if art := tb.onSaleAt(room); art != engine.NoArtifact {
			st := assets.StackRect(room)
			if tip := tb.stackTip(st.Min.Add(st.Size().Div(2))); tip != forSaleTip(art) {
				t.Errorf("room %d's stack says %q", room+1, tip)
			}
		}
	}
}

// drawFunc makes a draw function a scene, for drawScene.
type drawFunc func(dst *ebiten.Image)

func (f drawFunc) Update(*game.Context) error { return nil }
func (f drawFunc) Draw(dst *ebiten.Image)     { f(dst) }
