package rulesbook

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	_ "aladdin/scenes" // the table, where a guided game starts
	"aladdin/scenes/scenetest"
	_ "aladdin/scenes/setup" // the set-up screen the book opens over
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules reference: opened from the set-up screen and the pause menu,
// read through its index, its search and its scrolling, reached from a
// board space, and closed back to where it was opened, the game untouched.

// openRules is the reference on show, or a failure.
func openRules(t *testing.T, ctx *game.Context) *Rules {
	t.Helper()
	r, ok := ctx.Scenes.Top().(*Rules)
	if !ok || ctx.Scenes.VisibleName() != "rules" {
		t.Fatalf("the rules are not on show: %q (%T)", ctx.Scenes.VisibleName(), ctx.Scenes.Top())
	}
	return r
}

// TestRulesOpenFromSetupAndGoBack: "How to play" on the set-up screen
// opens the reference; its index turns to every section; Back and Esc
// return to the set-up screen.
func TestRulesOpenFromSetupAndGoBack(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	scenetest.TickTop(ctx)
	scenetest.ClickTop(t, ctx, "howtoplay")
	r := openRules(t, ctx)
	if r.Section() != ruleSections[0].id {
		t.Errorf("opened at %q, want the first section", r.Section())
	}
	for _, sec := range ruleSections {
		scenetest.ClickTop(t, ctx, "rules:"+sec.id)
		if got := openRules(t, ctx).Section(); got != sec.id {
			t.Fatalf("clicking %q in the index shows %q", sec.title, got)
		}
		if ctx.Status["rules"] != sec.id {
			t.Errorf("the probe says %q, want %q", ctx.Status["rules"], sec.id)
		}
	}
	scenetest.ClickTop(t, ctx, "rules-back")
	if ctx.Scenes.HasOverlay() || ctx.Scenes.VisibleName() != "setup" {
		t.Fatalf("Back shows %q (overlay %v), want the set-up screen", ctx.Scenes.VisibleName(), ctx.Scenes.HasOverlay())
	}
	scenetest.TickTop(ctx)
	scenetest.ClickTop(t, ctx, "howtoplay")
	openRules(t, ctx)
	scenetest.TickTop(ctx, ebiten.KeyEscape)
	if ctx.Scenes.HasOverlay() || ctx.Scenes.VisibleName() != "setup" {
		t.Fatalf("Esc shows %q, want the set-up screen", ctx.Scenes.VisibleName())
	}
}

// TestRulesSearchFiltersTheIndex: typing filters the index to the
// sections holding every word and shows the first of them; a word found
// nowhere empties the index with a message; the clear button brings every
// section back.
func TestRulesSearchFiltersTheIndex(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	ctx.Scenes.Overlay(NewRules(ctx, "", nil))
	scenetest.TickTop(ctx)
	for _, c := range []struct{ query, want string }{
		{"bribe", "guard"},
		{"treasure", "treasure"},
		{"cave", "caves"},
		{"Teleport", "spells-tokens"},
		{"sultan", "spells-treasure"},
		{"smuggler", "spells-spaces"},
		{"mirage", "spells-artifacts"},
		{"one for three", "market"},
		{"djinn ribbon", "djinn"},
		{"scrolls tied", "end"},
		{"flying carpet", "artifacts"},
		{"vizier order", "tally"},
		{"shorter game", "intro"},
	} {
		scenetest.TypeText(ctx, c.query)
		r := openRules(t, ctx)
		if r.Section() != c.want {
			t.Errorf("searching %q shows %q, want %q", c.query, r.Section(), c.want)
		}
		for _, sec := range ruleSections {
			_, listed := ctx.UI.Targets["rules:"+sec.id]
			hay := rulesHaystack(ruleSectionIndex(sec.id))
			holds := true
			for _, w := range strings.Fields(strings.ToLower(c.query)) {
				holds = holds && strings.Contains(hay, w)
			}
			if listed != holds {
				t.Errorf("searching %q: section %q listed %v, holds the words %v", c.query, sec.id, listed, holds)
			}
		}
		scenetest.ClickTop(t, ctx, "rules-clear")
		if len(rulesMatches(openRules(t, ctx).query)) != len(ruleSections) {
			t.Fatalf("the clear button leaves the query %q", openRules(t, ctx).query)
		}
	}
	scenetest.TypeText(ctx, "xylophone")
	r := openRules(t, ctx)
	if len(r.index) != 0 {
		t.Errorf("a word found nowhere leaves %d index lines", len(r.index))
	}
	scenetest.TickTop(ctx, ebiten.KeyBackspace)
	if r.query != "xylophon" {
		t.Errorf("Backspace leaves %q", r.query)
	}
	scenetest.ClickTop(t, ctx, "rules-clear")
	if _, ok := ctx.UI.Targets["rules:"+ruleSections[len(ruleSections)-1].id]; !ok || r.query != "" {
		t.Errorf("after clearing, the index does not list every section (query %q)", r.query)
	}
}

// TestRulesScrollToTheEnd: a section longer than the page scrolls by the
// wheel, the page keys and the scroll bar (dragged, or clicked above or
// below its thumb), never past its ends; the Next button at its end turns
// the page.
func TestRulesScrollToTheEnd(t *testing.T) {
	ctx, r := openOverSetup(t, "spells-spaces")
	if r.maxScroll() <= 0 {
		t.Fatalf("the spells on spaces fit the page (%d px): pick a longer section", r.layout().height)
	}
	if _, ok := ctx.UI.Targets["rules-next"]; ok {
		t.Error("the Next button is clickable before the page is scrolled to it")
	}
	// The wheel, down then past the top.
	scenetest.Press(ctx)
	ctx.In.Mouse, ctx.In.Wheel = image.Pt(900, 500), -2
	_ = r.Update(ctx)
	if r.scroll != 2*rulesWheelStep {
		t.Errorf("two wheel notches scroll %d px", r.scroll)
	}
	scenetest.Press(ctx)
	ctx.In.Mouse, ctx.In.Wheel = image.Pt(900, 500), 50
	_ = r.Update(ctx)
	if r.scroll != 0 {
		t.Errorf("scrolling far up leaves %d px", r.scroll)
	}
	// The keys.
	scenetest.TickTop(ctx, ebiten.KeyEnd)
	if r.scroll != r.maxScroll() {
		t.Errorf("End scrolls to %d of %d", r.scroll, r.maxScroll())
	}
	scenetest.TickTop(ctx, ebiten.KeyPageDown)
	if r.scroll != r.maxScroll() {
		t.Errorf("Page Down past the end scrolls to %d of %d", r.scroll, r.maxScroll())
	}
	scenetest.TickTop(ctx, ebiten.KeyHome)
	// The bar: a click below the thumb turns a page, a drag to the bottom
	// reaches the end.
	scenetest.TickTop(ctx)
	thumb := ctx.UI.Targets["rules-thumb"]
	below := image.Pt(thumb.Min.X+4, rulesBarTrack.Max.Y-4)
	scenetest.Press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = below, true, true
	_ = r.Update(ctx)
	if want := min(r.maxScroll(), rulesView.Dy()-2*rulesLineH); r.scroll != want {
		t.Errorf("a click below the thumb scrolls to %d, want %d", r.scroll, want)
	}
	scenetest.TickTop(ctx, ebiten.KeyHome)
	scenetest.TickTop(ctx)
	thumb = ctx.UI.Targets["rules-thumb"]
	grab := thumb.Min.Add(image.Pt(4, 10))
	scenetest.Press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = grab, true, true
	_ = r.Update(ctx)
	scenetest.Press(ctx)
	ctx.In.Mouse, ctx.In.Pressed = image.Pt(grab.X, assets.ScreenH), true
	_ = r.Update(ctx)
	if r.scroll != r.maxScroll() {
		t.Errorf("dragging the thumb to the bottom scrolls to %d of %d", r.scroll, r.maxScroll())
	}
	scenetest.Press(ctx)
	_ = r.Update(ctx)
	// At the end the last block and the buttons are in view.
	l := r.layout()
	if bottom := rulesView.Min.Y - r.scroll + l.height; bottom > rulesView.Max.Y {
		t.Errorf("at the end the page's bottom is at %d, below the view's %d", bottom, rulesView.Max.Y)
	}
	scenetest.ClickTop(t, ctx, "rules-next")
	if r.Section() != "spells-artifacts" || r.scroll != 0 {
		t.Errorf("Next shows %q scrolled %d", r.Section(), r.scroll)
	}
}

// TestRulesTellEverySpellAndArtifact: every spell card has its item, once,
// with its card face and its effect from spelltext.go; every artifact has
// its power in the artifacts' section (that every board space has a
// section, TestEveryBoardSpaceLinksToItsRules in scenes checks).
func TestRulesTellEverySpellAndArtifact(t *testing.T) {
	seen := map[engine.Spell]int{}
	for _, sec := range ruleSections {
		for _, b := range sec.blocks {
			for _, p := range b.pics {
				if p.kind != picSpell || b.row {
					continue
				}
				sp := engine.Spell(p.a)
				seen[sp]++
				if b.head != sp.String() || b.text != ui.SpellEffect(sp) {
					t.Errorf("%q: the item with %s's card reads %q / %q", sec.id, sp.String(), b.head, b.text)
				}
			}
		}
	}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if seen[sp] != 1 {
			t.Errorf("%s has %d items in the rules, want 1", sp.String(), seen[sp])
		}
	}
	arts := ruleSections[ruleSectionIndex("artifacts")]
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		found := false
		for _, b := range arts.blocks {
			if len(b.pics) == 1 && b.pics[0] == artifactPic(a) && b.head == a.String() &&
				strings.HasSuffix(ui.ArtifactPower(a), b.text) && b.text != "" {
				found = true
			}
		}
		if !found {
			t.Errorf("the artifacts' section has no item for %s", a.String())
		}
	}
	ids := map[string]bool{}
	for _, sec := range ruleSections {
		if ids[sec.id] {
			t.Errorf("two sections are called %q", sec.id)
		}
		ids[sec.id] = true
	}
}

// TestRulesLayoutFitsTheScreen: every section's lines stay within the
// page's width and every picture is placed inside it; the index lists
// every section on the screen, each title whole; no text is smaller than
// a 1152x720 window (the scale of a 1280x720 screen) can read; in every
// language.
func TestRulesLayoutFitsTheScreen(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		r := NewRules(ctx, "", nil)
		ctx.Scenes.Overlay(r)
		scenetest.TickTop(ctx)
		for i := range ruleSections {
			sec := &ruleSections[i]
			l := layoutSection(ctx.UI, sec, rulesView.Dx())
			want := 0
			for _, b := range sec.blocks {
				want += len(b.pics)
			}
			if len(l.pics) != want {
				t.Errorf("%q: %d of its %d pictures are placed", sec.id, len(l.pics), want)
			}
			for _, ln := range l.lines {
				if ln.at.X < 0 || ln.at.X+ln.w > rulesView.Dx() {
					t.Errorf("%q: the line %q spans x %d-%d, outside the page's 0-%d", sec.id, ln.s, ln.at.X, ln.at.X+ln.w, rulesView.Dx())
				}
				if px := ln.size * 720 / assets.ScreenH; px < game.MinScreenTextPx {
					t.Errorf("%q: the line %q is %.1f px high on a 1152x720 window", sec.id, ln.s, px)
				}
			}
			for _, p := range l.pics {
				if p.r.Min.X < 0 || p.r.Max.X > rulesView.Dx() || p.r.Min.Y < 0 || p.r.Max.Y > l.navY {
					t.Errorf("%q: a picture lies at %v, outside the page (0-%d, above %d)", sec.id, p.r, rulesView.Dx(), l.navY)
				}
			}
			if l.height < rulesView.Dy() && l.navY+rulesNavH > rulesView.Dy() {
				t.Errorf("%q: the buttons fall below the page", sec.id)
			}
		}
		last := r.index[len(r.index)-1]
		if len(r.index) != len(ruleSections)+2 || last.r.Max.Y > assets.ScreenH-8 {
			t.Errorf("the index has %d lines ending at y %d", len(r.index), last.r.Max.Y)
		}
		for _, e := range r.index {
			if e.sec < 0 {
				continue
			}
			if s, _ := ctx.UI.Fit(e.text, 20, true, float64(e.r.Dx()-24)); s != e.text {
				t.Errorf("the index cuts %q to %q", e.text, s)
			}
			if _, face := ctx.UI.Fit(e.text, 20, true, float64(e.r.Dx()-24)); face != ctx.UI.Face(20, true) {
				t.Errorf("the index shrinks %q", e.text)
			}
		}
		for _, b := range []image.Rectangle{rulesCardRect, rulesBackRect, rulesSearchRect} {
			if !b.In(image.Rect(0, 0, assets.ScreenW, assets.ScreenH)) {
				t.Errorf("%v lies off the screen", b)
			}
		}
		// Each picture's size on the page is its art's at its scale.
		for i := range ruleSections {
			for _, b := range ruleSections[i].blocks {
				for _, p := range b.pics {
					img, sc := p.image(ctx.Assets)
					bd := img.Bounds()
					if w, h := int(float64(bd.Dx())*sc+0.5), int(float64(bd.Dy())*sc+0.5); abs(w-p.size().X) > 1 || abs(h-p.size().Y) > 1 {
						t.Errorf("%q: a picture of kind %d is %dx%d drawn, %v laid out", ruleSections[i].id, p.kind, w, h, p.size())
					}
				}
			}
		}
	})
}

// TestRulesSearchTakesThePaste: the rules' search box is a text field like
// the set-up's: a paste from the browser lands in it and shows the best
// section, and select-all then typing replaces the query.
func TestRulesSearchTakesThePaste(t *testing.T) {
	ctx := scenetest.Context(t)
	r := NewRules(ctx, "", nil)
	ctx.Scenes.Overlay(r)
	scenetest.TickTop(ctx)
	game.PasteText("camel")
	scenetest.TickTop(ctx)
	if r.query != "camel" || !r.focus {
		t.Fatalf("after a paste the query is %q (box focused %v)", r.query, r.focus)
	}
	game.SelectAllText()
	scenetest.TickTop(ctx)
	scenetest.TypeText(ctx, "guard")
	if r.query != "guard" {
		t.Errorf("select-all then typing gave %q, want %q", r.query, "guard")
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// openOverSetup opens the book at a section over the set-up screen, as
// How to play does, and runs its first tick.
func openOverSetup(t *testing.T, section string) (*game.Context, *Rules) {
	t.Helper()
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	r := NewRules(ctx, section, nil)
	ctx.Scenes.Overlay(r)
	scenetest.TickTop(ctx)
	return ctx, r
}
