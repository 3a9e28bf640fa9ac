package rulesbook

import (
	"image"
	"image/color"
	"os"
	"strconv"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesPagesLayOutWithinTheCard: every section, at its top and
// scrolled to its end as the End key takes it, lays out each line and
// picture inside its page (the page is as wide as the view it scrolls in,
// and as tall as its content), none over another; the view lies inside
// the card and the card on the screen, and at the end the page's bottom is
// in view, so every line and picture can be scrolled to. The drawing clips
// the page to the view (drawPage draws into that part of the screen).
func TestRulesPagesLayOutWithinTheCard(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		r := NewRules(ctx, "", nil)
		ctx.Scenes.Overlay(r)
		if screen := image.Rect(0, 0, assets.ScreenW, assets.ScreenH); !rulesView.In(rulesCardRect) || !rulesCardRect.In(screen) {
			t.Fatalf("the view %v, the card %v, the screen %v: want each inside the next", rulesView, rulesCardRect, screen)
		}
		type placed struct {
			what string
			r    image.Rectangle // on the page
		}
		for i := range ruleSections {
			r.show(i)
			scenetest.TickTop(ctx)
			id := ruleSections[i].id
			for _, end := range []bool{false, true} {
				if end {
					scenetest.TickTop(ctx, ebiten.KeyEnd)
				}
				l := r.layout()
				if want := map[bool]int{false: 0, true: r.maxScroll()}[end]; r.scroll != want {
					t.Errorf("%q (end %v): scrolled to %d, want %d", id, end, r.scroll, want)
				}
				if bottom := rulesView.Min.Y - r.scroll + l.height; end && bottom > rulesView.Max.Y {
					t.Errorf("%q: scrolled to its end, the page still ends at y %d, below the view's %d", id, bottom, rulesView.Max.Y)
				}
				page := image.Rect(0, 0, rulesView.Dx(), l.height)
				var boxes []placed
				for _, p := range l.pics {
					boxes = append(boxes, placed{"a picture of kind " + game.Itoa(int(p.pic.kind)), p.r})
				}
				for _, ln := range l.lines {
					boxes = append(boxes, placed{"the line " + strconv.Quote(ln.s), image.Rect(ln.at.X, ln.at.Y, ln.at.X+ln.w, ln.at.Y+int(ln.size))})
				}
				for j, b := range boxes {
					if !b.r.In(page) {
						t.Errorf("%q: %s lies at %v, outside the page %v", id, b.what, b.r, page)
					}
					for _, o := range boxes[:j] {
						if b.r.Overlaps(o.r) {
							t.Errorf("%q: %s at %v lies over %s at %v", id, b.what, b.r, o.what, o.r)
						}
					}
				}
			}
			scenetest.TickTop(ctx, ebiten.KeyHome)
		}
	})
}

// TestRulesPicturesAreDrawn: the pictures are the game's own art, drawn
// on the page: one frame of the Palace Guard's section, its first picture's
// box is the art, not bare parchment. With ALADDIN_DOC_SHOTS set, it also
// writes the book's pictures for docs/.
func TestRulesPicturesAreDrawn(t *testing.T) {
	ctx, r := openOverSetup(t, "guard")
	l := r.layout()
	if len(l.pics) == 0 {
		t.Fatal("the Palace Guard's section has no picture")
	}
	box := l.pics[0].r.Add(rulesView.Min)
	if !box.In(rulesView) {
		t.Fatalf("the first picture %v is not in view %v", box, rulesView)
	}
	pic := scenetest.DrawScene(t, r)
	if n := scenetest.CountIn(pic, box, func(c color.RGBA) bool { return !scenetest.Near(c, game.Parchment, 6) }); n < box.Dx()*box.Dy()/5 {
		t.Errorf("the picture at %v is barely drawn (%d pixels)", box, n)
	}
	scenetest.DocShot(t, "rules-basic", pic)
	if os.Getenv("ALADDIN_DOC_SHOTS") == "" {
		return
	}
	for _, shot := range []struct{ section, name string }{{"spells-tokens", "rules-spells"}, {"tally", "rules-tally"}} {
		r.show(ruleSectionIndex(shot.section))
		scenetest.TickTop(ctx)
		scenetest.DocShot(t, shot.name, scenetest.DrawScene(t, r))
	}
	scenetest.TypeText(ctx, "treasure")
	scenetest.DocShot(t, "rules-search", scenetest.DrawScene(t, r))
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
