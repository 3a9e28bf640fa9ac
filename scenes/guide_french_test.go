package scenes

import (
	"strings"
	"testing"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// guideFrench is every text the guide's box may show during a script, in
// French: each lesson's steps, its waiting words, the script's last words
// and the box's own lines. It fails on any of the script's texts that the
// French catalogue lacks (its English would show).
func guideFrench(t *testing.T, sc *game.GuideScript, others [2]string) map[string]bool {
	t.Helper()
	texts := map[string]bool{
		sc.DoneWords(): true,
		lang.T("Now %s and %s place a token each.", others[0], others[1]): true,
		lang.T("Watch the tally."):                                        true,
	}
	english := []string{sc.Done}
	for i := range sc.Lessons {
		l := &sc.Lessons[i]
		english = append(english, l.Say)
		if l.Wait != "" {
			english = append(english, l.Wait)
			texts[l.WaitWords()] = true
		}
		for _, part := range strings.Split(l.SayWords(), "|") {
			texts[part] = true
		}
	}
	for _, id := range append(english, "Now %s and %s place a token each.", "Watch the tally.", "Leave the guide", "Play on",
		"Lesson %d of %d", "One step at a time. %s", "Not this time. %s") {
		if !lang.Translated(lang.French, id) {
			t.Errorf("%s: no French for %q", sc.ID, id)
		}
	}
	return texts
}

// The guided games, basic and magic, played to the end in French from the
// set-up screen: every text the guide's box shows is the French
// catalogue's, a click the lesson does not want is refused in French with
// the step said again, the box's buttons read French, and the game the
// lessons lead into reaches game over.
func TestGuidedGamesPlayToTheEndInFrench(t *testing.T) {
	for _, c := range []struct {
		learn  string
		script *game.GuideScript
		wrong  func(*game.Context, string) string
	}{
		{"learn", game.GuideBasic, wrongTarget},
		{"learn-magic", game.GuideMagic, magicWrongTarget},
	} {
		t.Run(c.script.ID, func(t *testing.T) {
			ctx := newTestContext(t)
			ctx.FastBots = true
			scenetest.SpeakIn(t, ctx, lang.French)
			ctx.Scenes.Switch(game.Screens.Setup(ctx))
			gtick(ctx)
			gclick(t, ctx, c.learn)
			g := guideOn(t, ctx)
			french := guideFrench(t, c.script, [2]string{g.t.Game.Name(1), g.t.Game.Name(2)})
			shown, refused := map[string]bool{}, 0
			for tick := 0; ctx.Status["guide-done"] != "yes"; tick++ {
				if tick > 100000 {
					t.Fatalf("the lessons never ended; lesson %s", ctx.Status["guide"])
				}
				gtick(ctx)
				g = guideOn(t, ctx)
				if w := g.words(); w != "" {
					if !french[w] {
						t.Fatalf("lesson %d shows %q, no French text of the guide's", g.g.Lesson(), w)
					}
					shown[w] = true
				}
				want := ctx.Status["guide-target"]
				if want == "" {
					continue
				}
				if g.leave.Label != lang.T("Leave the guide") || g.leave.Label == "Leave the guide" {
					t.Fatalf("the guide's button reads %q", g.leave.Label)
				}
				if wrong := c.wrong(ctx, want); wrong != "" {
					gclick(t, ctx, wrong)
					gtick(ctx)
					said := g.t.toastText()
					step, ok := strings.CutPrefix(said, lang.T("One step at a time. %s", ""))
					if !ok {
						step, ok = strings.CutPrefix(said, lang.T("Not this time. %s", ""))
					}
					if !ok || !french[step] {
						t.Fatalf("lesson %d: a click on %q instead of %q is refused with %q", g.g.Lesson(), wrong, want, said)
					}
					refused++
				}
				if _, ok := ctx.UI.Targets[want]; ok && ctx.Status["guide-target"] == want {
					gclick(t, ctx, want)
				}
			}
			g = guideOn(t, ctx)
			if w := g.words(); w != c.script.DoneWords() || w == c.script.Done {
				t.Fatalf("after the lessons the box says %q", w)
			}
			gtick(ctx)
			if g.playOn.Label != lang.T("Play on") || g.playOn.Label == "Play on" {
				t.Fatalf("the last words' button reads %q", g.playOn.Label)
			}
			if len(shown) < len(c.script.Lessons) || refused < len(c.script.Lessons) {
				t.Fatalf("%d texts shown, %d refusals, for %d lessons", len(shown), refused, len(c.script.Lessons))
			}
			playOnAfterTheLessons(t, ctx, g)
			tickUntil(t, ctx, "game over", 3000, func() bool { gtick(ctx); return ctx.Scenes.VisibleName() == "gameover" })
		})
	}
}
