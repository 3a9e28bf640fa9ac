package rulesbook

import (
	"image"
	"strings"
	"testing"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
	_ "aladdin/scenes/setup" // the set-up screen, which offers the guided games here
)

// The book's own words fit their boxes in every language: Back, the
// guided game's button, Previous and Next with every section's title, the
// lines at the top (clear of the buttons), the search's hint, the index's
// group headings and the pictures' tooltips.
func TestRulesWordsFitTheirBoxes(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		ctx.Scenes.Switch(game.Screens.Setup(ctx))
		scenetest.Tick(ctx)
		r := NewRules(ctx, "", nil)
		ctx.Scenes.Overlay(r)
		scenetest.TickTop(ctx)
		if r.learn.Rect.Empty() {
			t.Fatal("from the set-up screen the book offers no guided game")
		}
		ws := []scenetest.Words{
			scenetest.ButtonWords(r.backBtn), scenetest.ButtonWords(r.learn),
			{What: "how to use it", Text: rulesHint(), Size: game.MinTextSize, LineH: rulesHintLineH, Box: rulesHintBox},
			// The guided games' buttons, to start one or to go on with it.
			scenetest.ButtonWords(game.Button{Rect: rulesLearnRect, Label: lang.T("Learn by playing"), Name: "learn"}),
			scenetest.ButtonWords(game.Button{Rect: rulesLearnRect, Label: lang.T("Continue the guided game"), Name: "learn"}),
			scenetest.ButtonWords(game.Button{Rect: rulesLearnRect, Label: lang.T("Learn the magic version"), Name: "learn-magic"}),
			scenetest.ButtonWords(game.Button{Rect: rulesLearnRect, Label: lang.T("Continue the magic guide"), Name: "learn-magic"}),
			{What: "search's hint", Text: lang.T("Search: type a word"), Size: 19, Box: rulesSearchRect.Inset(12)},
		}
		for _, magic := range []bool{false, true} {
			ws = append(ws, scenetest.Words{What: "group", Text: strings.ToUpper(groupLabel(magic)), Size: game.MinTextSize, Bold: true,
				Box: image.Rect(rulesSearchRect.Min.X+4, 0, rulesSearchRect.Max.X, 30)})
		}
		for i := range ruleSections {
			r.show(i)
			scenetest.TickTop(ctx)
			ws = append(ws, scenetest.ButtonWords(r.prev), scenetest.ButtonWords(r.next))
			sc := game.GuideBasic
			if ruleSections[i].magic {
				sc = game.GuideMagic
			}
			if b, ok := ctx.Scenes.Current().(game.GuideOffer).LearnButton(sc, rulesLearnRect); ok {
				ws = append(ws, scenetest.ButtonWords(b))
			}
			for _, p := range r.layout().pics {
				ws = append(ws, scenetest.TipWords("picture's tip", p.pic.tip()))
			}
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}

// In French the book reads in French: the page's title, the index, and
// the search finds French words, typed with or without their accents. With ALADDIN_DOC_SHOTS set it writes
// docs/fr-rules.png.
func TestRulesReadInFrench(t *testing.T) {
	ctx := scenetest.Context(t)
	scenetest.SpeakIn(t, ctx, lang.French)
	r := NewRules(ctx, "tent", nil)
	ctx.Scenes.Overlay(r)
	scenetest.TickTop(ctx)
	if title := r.layout().lines[1].s; title != "La Tente d’Aladin" {
		t.Errorf("the Tent's page is titled %q", title)
	}
	if first := r.index[1].text; first != "Le but du jeu" {
		t.Errorf("the index opens with %q", first)
	}
	for query, want := range map[string]string{"pots-de-vin": "guard", "tresors": "treasure", "Tente d'Aladin": "tent", "CARAVANSERAIL": "caravan"} {
		if best := rulesBest(query); best < 0 || ruleSections[best].id != want {
			t.Errorf("the search for %q in French finds section %d, want %q", query, best, want)
		}
	}
	scenetest.Press(ctx)
	ctx.In.Mouse = image.Pt(20, 20) // the pointer at rest, over nothing
	scenetest.TickTop(ctx)
	scenetest.DocShot(t, "fr-rules", scenetest.DrawScene(t, r))
}
