package rulesbook

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesPagesDrawWithinTheScreen draws every section at its top and
// scrolled to its end: nothing of the page shows outside its card (the
// strips around the card stay the background), every picture in view is
// drawn (its box is not bare parchment) and every line in view has ink.
// With ALADDIN_DOC_SHOTS set, it writes the pictures for docs/.
func TestRulesPagesDrawWithinTheScreen(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
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
		scenetest.TickTop(ctx)
		for _, end := range []bool{false, true} {
			if end {
				scenetest.TickTop(ctx, ebiten.KeyEnd)
			}
			pic := scenetest.DrawScene(t, r)
			id := ruleSections[i].id
			for _, o := range outside {
				if n := scenetest.CountIn(pic, o, func(c color.RGBA) bool { return !scenetest.Near(c, game.Night, 2) }); n > 0 {
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
				if n := scenetest.CountIn(pic, pr, func(c color.RGBA) bool { return !scenetest.Near(c, game.Parchment, 6) }); n < pr.Dx()*pr.Dy()/5 {
					t.Errorf("%q: the picture of kind %d at %v is barely drawn (%d pixels)", id, p.pic.kind, pr, n)
				}
			}
			for _, ln := range l.lines {
				lr := image.Rect(ln.at.X, ln.at.Y, ln.at.X+ln.w, ln.at.Y+int(ln.size)).Add(origin)
				if !lr.In(rulesView) {
					continue
				}
				ink := scenetest.RGBAOf(ln.clr)
				if n := scenetest.CountIn(pic, lr, func(c color.RGBA) bool { return scenetest.Near(c, ink, 40) }); n < len(ln.s) {
					t.Errorf("%q: the line %q at %v has %d pixels of ink", id, ln.s, lr, n)
				}
			}
			if i == ruleSectionIndex("guard") && !end {
				scenetest.DocShot(t, "rules-basic", pic)
			}
			if i == ruleSectionIndex("spells-tokens") && !end {
				scenetest.DocShot(t, "rules-spells", pic)
			}
			if i == ruleSectionIndex("tally") && !end {
				scenetest.DocShot(t, "rules-tally", pic)
			}
		}
		scenetest.TickTop(ctx, ebiten.KeyHome)
	}
	// The search's results.
	scenetest.TypeText(ctx, "treasure")
	pic := scenetest.DrawScene(t, r)
	if n := scenetest.CountIn(pic, rulesSearchRect.Inset(4), func(c color.RGBA) bool { return scenetest.Near(c, game.Ink, 40) }); n < 40 {
		t.Errorf("the search box shows no typed text (%d ink pixels)", n)
	}
	scenetest.DocShot(t, "rules-search", pic)
}

// TestRulesPicturesSayWhatTheyDo: pointing at a spell card or an
// artifact pictured in the rules book says its effect or power (the
// table's pictures: scenes' TestArtifactsAndSpellsSayWhatTheyDo).
func TestRulesPicturesSayWhatTheyDo(t *testing.T) {
	ctx := scenetest.Context(t)
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
				if sp := engine.Spell(p.pic.a); !strings.Contains(tip, ui.SpellEffect(sp)) {
					t.Errorf("%q: pointing at %s says %q", ruleSections[i].id, sp.String(), tip)
				}
			case picArtifact:
				if a := engine.Artifact(p.pic.a); tip != ui.ArtifactPower(a) {
					t.Errorf("%q: pointing at the %s says %q", ruleSections[i].id, a.String(), tip)
				}
			}
		}
	}
}
