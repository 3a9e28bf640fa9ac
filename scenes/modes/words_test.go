package modes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"
)

// The modes' words fit their boxes in every language (issue 24), with
// the longest names the set-up takes: the prompts over the board, the
// casting bar and chooser, the magic window's box, the hot-seat card, the
// round's summary and game over. A prompt is one line as wide as its
// words: it must stay on the board, clear of the buttons beside it.
func TestModesWordsFitTheirBoxes(t *testing.T) {
	s := scenetest.SessionFrom(t, scenetest.LongSetup(5, true), scenetest.PendingIs(engine.DecPlace))
	ctx, h, _ := sessionTable(s)
	long := h.Game.Name(1)
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		checkPrompts(t, ctx, promptTexts(long))
		checkPrompts(t, ctx, []string{tallyPrompt(), lang.T("%s is deciding...", long)}, SkipRect)
		// Back stands at the right while casting; the confirmation at the
		// left while asking to confirm.
		checkPrompts(t, ctx, castingPrompts(false), casterButtonRect(0))
		checkPrompts(t, ctx, castingPrompts(true), casterButtonRect(0), casterButtonRect(1))
		ws := castingWords(h, long)
		ws = append(ws, reactWords(ctx, h, long)...)
		ws = append(ws, handoffWords(ctx, long)...)
		ws = append(ws, summaryWords()...)
		ws = append(ws, gameOverWords(ctx, h)...)
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}

// checkPrompts checks each prompt's runes and that its box lies on the
// board clear of the given buttons.
func checkPrompts(t *testing.T, ctx *game.Context, prompts []string, clear ...image.Rectangle) {
	t.Helper()
	var ws []scenetest.Words
	for _, p := range prompts {
		r := promptRect(ctx.UI, p)
		if !r.In(assets.BoardRect()) {
			t.Errorf("%s: the prompt %q (%v) leaves the board", lang.Current(), p, r)
		}
		for _, c := range clear {
			if r.Overlaps(c) {
				t.Errorf("%s: the prompt %q (%v) runs under the button at %v", lang.Current(), p, r, c)
			}
		}
		ws = append(ws, scenetest.TipWords("prompt", p))
	}
	scenetest.CheckWords(t, ctx.UI, ws)
}

// promptTexts are the prompts of placement, the window and the hand-off,
// for a person named long.
func promptTexts(long string) []string {
	ps := []string{
		lang.T("%s, pick a token from behind your screen (or press its number)", long),
		lang.T("%s, tap a token behind your screen, or drag it to a space", long),
		lang.T("%s, pick a token, or play a lit card or artifact first", long),
		lang.T("Tap a lit space for your %d (tap the token again to put it back)", 9),
		lang.T("Place your %d on a lit space (Esc puts it back)", 9),
		lang.T("%s is thinking...", long), lang.Word(AtServerPrompt),
		lang.T("Your answer, %s?", long),
	}
	for d := engine.DecisionType(0); d < engine.NumDecisionTypes; d++ {
		ps = append(ps, lang.T("%s's turn: %s", long, decisionWords(d)))
	}
	return ps
}

// casters are a casting of every spell and artifact at each question it
// may ask, and at its confirmation.
func casters() []caster {
	var cs []caster
	fields := []targetField{fieldArt, fieldPlay, fieldHandle, fieldSpace, fieldTo}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		cs = append(cs, caster{kind: engine.ActCast, spell: sp, confirm: true})
		for _, f := range fields {
			cs = append(cs, caster{kind: engine.ActCast, spell: sp, field: f})
		}
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		cs = append(cs, caster{kind: engine.ActInvoke, art: a, confirm: true})
		for _, f := range fields {
			cs = append(cs, caster{kind: engine.ActInvoke, art: a, field: f})
		}
	}
	return cs
}

// castingPrompts are the casting bar's prompts, asking to confirm or
// asking for a target.
func castingPrompts(confirm bool) []string {
	var ps []string
	for _, c := range casters() {
		if c.confirm == confirm {
			ps = append(ps, c.prompt())
		}
	}
	return ps
}

// castingWords are the casting bar's buttons and the chooser's rows.
func castingWords(h *Host, long string) []scenetest.Words {
	ws := []scenetest.Words{scenetest.ButtonWords(game.Button{Rect: casterButtonRect(0), Label: lang.T("Back (Esc)"), Name: "cast-back"})}
	ws = append(ws, scenetest.ButtonWords(game.Button{Rect: casterButtonRect(1), Label: lang.T("Play it (Enter)"), Name: "cast-ok"}))
	row := casterRowRect(0, 3)
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		play := engine.Play{Seat: 1, Spell: sp}
		ws = append(ws, scenetest.ButtonWords(game.Button{Rect: row, Label: lang.T("Cancel %s", playOf(h, play)), Name: "choice"}))
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		ws = append(ws, scenetest.ButtonWords(game.Button{Rect: row, Label: lang.Artifact(a), Name: "choice"}))
	}
	return ws
}

// reactWords are the magic window's box: why it is open (every kind, every
// space), what the player may do, the plays so far, a Counterspell's
// reply for each spell, Pass and the quiet chip.
func reactWords(ctx *game.Context, h *Host, long string) []scenetest.Words {
	r := &React{t: h}
	box := r.boxRect()
	line := image.Rect(box.Min.X+24, 0, box.Max.X-24, 30)
	w := &h.Board.View.Win
	saved := *w
	defer func() { *w = saved }()
	var ws []scenetest.Words
	add := func(size float64, bold bool, s string) {
		ws = append(ws, scenetest.Words{What: "the window's box", Text: s, Size: size, Bold: bold, Box: line})
	}
	w.Opener = 1
	for _, k := range []engine.WindowKind{engine.WinPlacement, engine.WinSmuggler} {
		w.Kind = k
		add(20, true, windowSituation(h))
	}
	w.Kind = engine.WinSpace
	for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
		w.Space = sp
		add(20, true, windowSituation(h))
	}
	add(18, false, ctx.UI.ForTouch(lang.T("You may answer: click a lit spell card or artifact on your screen, or pass.")))
	// Plays so far are fitted to the line (Fit); the reply's button is as
	// wide as its label, and must stay in the box.
	add(17, false, lang.T("So far: %s.", ui.AndList([]string{lang.T("%s played %s", long, lang.Spell(engine.LastFirst))})))
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		add(20, true, lang.T("Counterspell: cancel %s", playOf(h, engine.Play{Seat: 1, Spell: sp})))
	}
	ws = append(ws,
		scenetest.ButtonWords(game.Button{Rect: image.Rect(box.Max.X-220, box.Max.Y-60, box.Max.X-24, box.Max.Y-16), Label: lang.T("Pass (Enter)"), Name: "pass"}),
		scenetest.ChipWords(game.Chip{Rect: image.Rect(box.Min.X+24, box.Max.Y-58, box.Min.X+380, box.Max.Y-18), Label: lang.T("Don't ask me again this round"), Name: "quiet"}),
		scenetest.TipWords("the quiet chip's help", lang.T("Until this round ends you will not be asked to answer; the game passes for you. Your own turns are still yours.")))
	return ws
}

// handoffWords are the hot-seat card's: its title (fitted down to the
// smallest size), its words above the button, and the button.
func handoffWords(ctx *game.Context, long string) []scenetest.Words {
	words := image.Rect(TrayRect.Min.X+20, TrayRect.Min.Y+handoffWordsTop, TrayRect.Max.X-20, handoffButtonRect().Min.Y)
	ws := []scenetest.Words{
		scenetest.Words{What: "hand-off title", Text: lang.T("%s's turn", "Ali"), Size: game.MinTextSize, Bold: true, Box: image.Rect(0, 0, TrayRect.Dx()-80, 30)},
		scenetest.ButtonWords(game.Button{Rect: handoffButtonRect(), Label: lang.T("Show my screen (Enter)"), Name: "ready"}),
	}
	for _, s := range []string{
		lang.T("Your tokens and treasure are under this card. Only %s should look when it lifts.", long),
		lang.T("Your tokens, treasure and spell cards are under this card. Only %s should look when it lifts.", long),
	} {
		ws = append(ws, scenetest.Words{What: "hand-off words", Text: s, Size: 17, Box: words, LineH: 24})
	}
	return ws
}

// summaryWords are the round's table: its title, its columns' headings
// (each before the next column), a row's count and the palace's line, and
// Next round, for five players.
func summaryWords() []scenetest.Words {
	r := RoundTableRect(5)
	cols := []int{r.Min.X + 40, r.Min.X + 360, r.Min.X + 490, r.Min.X + 600, r.Max.X - 40}
	ws := []scenetest.Words{
		scenetest.Words{What: "summary title", Text: lang.T("Round %d is over", 10), Size: 34, Bold: true, Box: r.Inset(24)},
		scenetest.Words{What: "recap title", Text: lang.T("Round %d recap", 10), Size: 34, Bold: true, Box: r.Inset(24)},
		scenetest.Words{What: "a row's count", Text: lang.T("%d in all", 12), Size: 18, Box: image.Rect(summaryArtifactAt(5, 0, 1).X+24, 0, cols[4], 30)}, // beside two artifacts bought
		scenetest.Words{What: "palace line", Text: lang.N("%d artifact remains in the palace.", "%d artifacts remain in the palace.", 12, 12), Size: 18, Box: r.Inset(40)},
		scenetest.ButtonWords(game.Button{Rect: RoundTableButton(5), Label: lang.T("Next round (Enter)"), Name: "next"}),
	}
	for i, head := range []string{lang.T("Player"), lang.T("Treasure won"), lang.T("Paid"), lang.T("Artifacts")} {
		ws = append(ws, scenetest.Words{What: "summary heading", Text: head, Size: 18, Bold: true, Box: image.Rect(cols[i], 0, cols[i+1]-12, 30)})
	}
	return ws
}

// gameOverWords are game over's: the winner, and two sharing the win, as
// small as Fit makes them before cutting (a shared win of the two widest
// names the set-up takes is cut); why it ended; the Scrolls' tie of two;
// a standing's line; the buttons, local and online.
func gameOverWords(ctx *game.Context, h *Host) []scenetest.Words {
	r := DialogRect
	var names []string
	for p := 0; p < 5; p++ {
		names = append(names, h.Game.Name(p))
	}
	inner := r.Inset(30)
	ws := []scenetest.Words{
		scenetest.Words{What: "one winner", Text: gamelog.Sentence(lang.N("%s wins!", "%s win!", 1, names[1])), Size: 44, Bold: true, Box: inner},
		scenetest.Words{What: "two winners", Text: gamelog.Sentence(lang.N("%s wins!", "%s win!", 2, ui.AndList([]string{names[0], names[2]}))), Size: 33, Bold: true, Box: inner},
		scenetest.Words{What: "the Scrolls' tie", Text: lang.N("Tied on %d artifact; the Scrolls decide (%s).", "Tied on %d artifacts; the Scrolls decide (%s).", 4, 4,
			names[0]+" 1, "+names[1]+" 0"), Size: game.MinTextSize, Bold: true, Box: inner},
	}
	for why := uint8(0); why <= engine.ReasonSafetyEnd; why++ {
		ws = append(ws, scenetest.Words{What: "why it ended", Text: lang.N("Game over after %d round: %s.", "Game over after %d rounds: %s.", 10, 10, gamelog.ReasonText(why)),
			Size: 19, Box: inner})
	}
	// A standing: the name from the left, the count and treasure from the
	// right, each in half the row.
	row := image.Rect(r.Min.X+110, 0, r.Max.X-50, 30)
	ws = append(ws,
		scenetest.Words{What: "a standing's name", Text: "5. " + names[1], Size: 24, Bold: true, Box: image.Rect(row.Min.X, 0, row.Min.X+row.Dx()/2, 30)},
		scenetest.Words{What: "a standing's count", Text: lang.T("%s, treasure worth %d", ui.ArtifactCount(12), 99), Size: 20, Box: image.Rect(row.Max.X-row.Dx()/2, 0, row.Max.X, 30)})
	x := r.Min.X + (r.Dx()-820)/2
	y := r.Max.Y - 84
	for _, b := range []game.Button{
		{Rect: image.Rect(x, y, x+260, y+54), Label: lang.T("New game (Enter)"), Name: "newgame"},
		{Rect: image.Rect(x+275, y, x+605, y+54), Label: lang.T("Rematch with the same seats"), Name: "rematch"},
		{Rect: image.Rect(x+620, y, x+820, y+54), Label: lang.T("Watch the replay"), Name: "watchreplay"},
	} {
		ws = append(ws, scenetest.ButtonWords(b))
	}
	x = r.Min.X + (r.Dx()-615)/2
	ws = append(ws,
		scenetest.ButtonWords(game.Button{Rect: image.Rect(x, y, x+300, y+54), Label: lang.T("Back to the lobby (Enter)"), Name: "tolobby"}),
		scenetest.ButtonWords(game.Button{Rect: image.Rect(x+315, y, x+615, y+54), Label: lang.T("Watch the replay"), Name: "watchreplay"}),
		scenetest.TipWords("fetching", lang.T("Fetching the game from the server…")))
	return ws
}
