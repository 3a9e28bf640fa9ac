package pause

import (
	"image"
	"testing"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// The pause menu's and Settings' words fit their boxes in every language.
func TestPauseWordsFitTheirBoxes(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		s := scenetest.SessionAt(t, 3, func(s *game.Session) bool { return s.Moves() > 2 })
		for _, p := range []*Pause{NewPause(ctx, s), NewSettings(ctx)} {
			scenetest.Press(ctx)
			_ = p.Update(ctx)
			r := p.rect()
			x0, y0 := pauseRect.Min.X+40, pauseRect.Min.Y+90
			controls := x0 + 200 - 12 // the headings end before the controls of their rows
			ws := []scenetest.Words{
				{What: "title", Text: p.title(), Size: 36, Bold: true, Box: image.Rect(r.Min.X+206, r.Min.Y, r.Max.X-206, r.Min.Y+60)},
				{What: "volume", Text: lang.T("Volume"), Size: 20, Bold: true, Box: image.Rect(x0, y0, controls, y0+40)},
				{What: "ambience", Text: lang.T("Ambience"), Size: 20, Bold: true, Box: image.Rect(x0, y0, controls, y0+40)},
				{What: "speed", Text: lang.T("Animation speed (keys 1-4)"), Size: 20, Bold: true, Box: image.Rect(x0, y0, r.Max.X-40, y0+40)},
				{What: "display", Text: lang.T("Display (F11)"), Size: 20, Bold: true, Box: image.Rect(x0, y0, controls, y0+40)},
				{What: "memory aid", Text: lang.T("Memory aid"), Size: 20, Bold: true, Box: image.Rect(x0, y0, controls, y0+40)},
				{What: "language", Text: lang.T("Language"), Size: 20, Bold: true, Box: image.Rect(x0, y0, controls, y0+40)},
				scenetest.TipWords("memory aid's tip", lang.T("Shows in each opponent's panel the treasure that the public record of the game proves they hold.")),
			}
			for _, b := range []game.Button{p.resume, p.howTo} {
				ws = append(ws, scenetest.ButtonWords(b))
			}
			if p.inGame() {
				ws = append(ws, scenetest.ButtonWords(p.export), scenetest.ButtonWords(p.leave), scenetest.ButtonWords(p.quit),
					scenetest.TipWords("export's tip", lang.T("Writes the game so far to a file, which Recent games can open on any computer.")))
			}
			for _, c := range append([]game.Chip{p.mute, p.ambient, p.full, p.aid}, append(p.speeds[:], p.langs...)...) {
				ws = append(ws, scenetest.ChipWords(c))
			}
			scenetest.CheckWords(t, ctx.UI, ws)
		}
	})
}

// The language chips name each language in itself; a click speaks it at
// once and is remembered.
func TestSettingsChooseTheLanguage(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	scenetest.Tick(ctx)
	scenetest.Click(t, ctx, "settings")
	scenetest.TickTop(ctx)
	scenetest.ClickTop(t, ctx, "language:fr")
	if lang.Current() != lang.French || game.LoadSettings().Language != lang.French {
		t.Fatalf("the French chip speaks %q, remembered %q", lang.Current(), game.LoadSettings().Language)
	}
	p := ctx.Scenes.Top().(*Pause)
	scenetest.TickTop(ctx)
	if p.title() != "Réglages" || p.langs[1].Label != "Français" || !p.langs[1].On || p.langs[0].Label != "English" {
		t.Errorf("in French the overlay reads %q, chips %q (on %v) and %q", p.title(), p.langs[1].Label, p.langs[1].On, p.langs[0].Label)
	}
	scenetest.ClickTop(t, ctx, "language:en")
	if lang.Current() != lang.English || game.LoadSettings().Language != lang.English {
		t.Fatalf("the English chip speaks %q, remembered %q", lang.Current(), game.LoadSettings().Language)
	}
}
