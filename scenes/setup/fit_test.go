package setup

import (
	"image"
	"image/color"
	"math"
	"testing"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// Every word of the set-up screen, its questions and the welcome fits
// its box, in every language, from the layout's rectangles.

// setupWords are the set-up screen's texts and their boxes as laid out.
func setupWords(u *game.UI, s *Setup) []scenetest.Words {
	var ws []scenetest.Words
	for _, b := range []game.Button{s.start, s.cont, s.settings, s.quit, s.howTo, s.recent, s.online, s.learn, s.learnMagic} {
		ws = append(ws, scenetest.ButtonWords(b), scenetest.TipWords("reason of "+b.Name, b.Reason))
	}
	chips := append([]game.Chip{s.basic, s.magic, s.intro, s.startDef, s.startOwn}, s.langs...)
	chips = append(chips, s.players[:]...)
	for i := 0; i < 5; i++ {
		chips = append(chips, s.colors[i], s.kinds[i][0], s.kinds[i][1])
		chips = append(chips, s.levels[i][:]...)
	}
	for _, c := range chips {
		ws = append(ws, scenetest.ChipWords(c), scenetest.TipWords("help of "+c.Name, c.Help), scenetest.TipWords("reason of "+c.Name, c.Reason))
	}
	x0 := setupRect.Min.X + 40
	right := setupRect.Max.X - 30
	// The headings at the left end before the controls of their rows.
	for _, h := range []string{lang.T("Players"), lang.T("Version"), lang.T("Start with"), lang.T("Seed")} {
		ws = append(ws, scenetest.Words{What: "heading", Text: h, Size: 20, Bold: true, Box: image.Rect(x0, 0, x0+160, 40)})
	}
	// The title and the line at the card's top right share the top row.
	status, bold := "", false
	switch {
	case s.elsewhere:
		status, bold = lang.T("This game is open in another window. Take it over here to play it in this one."), true
	case s.saved != nil:
		status = lang.T("An unfinished game is waiting: round %d, %d players.", s.saved.Round(), s.saved.PublicConfig().Players)
	}
	statusW := int(math.Ceil(game.TextWidth(status, u.Face(17, bold))))
	ws = append(ws,
		scenetest.Words{What: "status line", Text: status, Size: 17, Bold: bold, Box: image.Rect(right-statusW, 0, right, 40)},
		scenetest.Words{What: "title", Text: lang.T("New game"), Size: 32, Bold: true, Box: image.Rect(x0, 0, right-statusW-24, 40)},
		scenetest.Words{What: "bots' start", Text: lang.T("Bots choose their own."), Size: game.MinTextSize, Box: image.Rect(s.startOwn.Rect.Max.X+16, 0, right, 40)},
		scenetest.Words{What: "seed's note", Text: lang.T("The same seed deals the same cards and guards."), Size: game.MinTextSize, Box: image.Rect(s.seed.Max.X+16, 0, right, 40)},
		scenetest.Words{What: "empty seed", Text: lang.T("blank: a random game"), Size: 17, Box: s.seed.Inset(10)},
		scenetest.TipWords("colour tip", lang.T("Click to change colour. Each colour's tokens also carry their own emblem.")),
	)
	for i := 0; i < 5; i++ {
		ws = append(ws, scenetest.Words{What: "seat name", Text: game.SeatName(s.s.Seats[i].Name), Size: 19, Box: s.names[i].Inset(10)})
	}
	return ws
}

// questionWords are a question card's title, text and buttons.
func questionWords(title, text string, keep, other game.Button) []scenetest.Words {
	r := confirmRect
	return []scenetest.Words{
		{What: "question's title", Text: title, Size: 30, Bold: true, Box: image.Rect(r.Min.X+40, r.Min.Y, r.Max.X-40, r.Min.Y+60)},
		{What: "question's text", Text: text, Size: 19, LineH: 28, Box: image.Rect(r.Min.X+40, r.Min.Y+90, r.Max.X-40, keep.Rect.Min.Y)},
		scenetest.ButtonWords(keep), scenetest.ButtonWords(other),
	}
}

func TestSetUpWordsFitTheirBoxes(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		ctx.Scenes.Switch(NewSetup(ctx))
		scenetest.Tick(ctx)
		su := ctx.Scenes.Current().(*Setup)
		su.s.Magic = true // the intro chip's reason
		for i := range su.s.Seats {
			su.s.Seats[i].Human = i == 0
		}
		scenetest.Tick(ctx)
		scenetest.CheckWords(t, ctx.UI, setupWords(ctx.UI, su))

		scenetest.UnfinishedGame(t)
		ctx.Scenes.Switch(NewSetup(ctx))
		scenetest.Tick(ctx)
		su = ctx.Scenes.Current().(*Setup)
		scenetest.CheckWords(t, ctx.UI, setupWords(ctx.UI, su))
		su.elsewhere = true
		scenetest.CheckWords(t, ctx.UI, setupWords(ctx.UI, su))
		su.elsewhere = false

		scenetest.Click(t, ctx, "start")
		c := su.confirm
		c.text = newStartConfirm(su.saved, true).text // the longest question: a game here and one elsewhere
		scenetest.CheckWords(t, ctx.UI, questionWords(lang.T("Start a new game?"), c.text, c.keep, c.startNew))
		scenetest.Tick(ctx, ebiten.KeyEscape)

		su.Learn(ctx, game.GuideMagic)
		scenetest.TickTop(ctx)
		g, ok := ctx.Scenes.Top().(*guideConfirm)
		if !ok {
			t.Fatalf("the guided game over an unfinished one shows %q, not its question", ctx.Scenes.VisibleName())
		}
		text := lang.T("The unfinished game (round %d) will be lost: the guided game takes its place.", su.saved.Round())
		scenetest.CheckWords(t, ctx.UI, questionWords(lang.T("Start the guided game?"), text, g.keep, g.learn))
	})
}

func TestWelcomeWordsFitTheirBoxes(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx := scenetest.Context(t)
		w := &Welcome{ctx: ctx}
		ctx.Scenes.Switch(w)
		scenetest.Tick(ctx)
		r := welcomeRect
		scenetest.CheckWords(t, ctx.UI, []scenetest.Words{
			scenetest.ButtonWords(w.learn), scenetest.ButtonWords(w.play), scenetest.ButtonWords(w.learnMagic),
			scenetest.ChipWords(w.langs[0]), scenetest.ChipWords(w.langs[1]),
			{What: "welcome's title", Text: lang.T("Welcome, traveller!"), Size: 32, Bold: true, Box: r.Inset(20)},
			{What: "welcome's words", Text: lang.Word(welcomeWords), Size: 20, LineH: 30, Box: image.Rect(r.Min.X+60, r.Min.Y+72, r.Max.X-60, welcomeLearnRect.Min.Y)},
			{What: "play's caption", Text: lang.T("or set up a game yourself"), Size: game.MinTextSize, Box: welcomePlayRect},
			{What: "learn's caption", Text: lang.T("a short game with a guide"), Size: game.MinTextSize, Box: welcomeLearnRect},
		})
	})
}

// setUpInFrench opens the set-up screen with the game speaking French.
func setUpInFrench(t *testing.T) (*game.Context, *Setup) {
	ctx := scenetest.Context(t)
	scenetest.SpeakIn(t, ctx, lang.French)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
	return ctx, ctx.Scenes.Current().(*Setup)
}

// In French the set-up screen lights the French chip of its language
// choice (drawn teal, as a chip that is on), and names English in
// English. With ALADDIN_DOC_SHOTS set it writes docs/fr-setup.png.
func TestSetUpInFrenchShowsItsLanguage(t *testing.T) {
	ctx, su := setUpInFrench(t)
	su.s.Magic = true
	su.s.Seats[1].Human, su.s.Seats[2].Human = false, false
	scenetest.Tick(ctx)
	if len(su.langs) != 2 || su.langs[0].Label != "English" || su.langs[0].On || su.langs[1].Label != "Français" || !su.langs[1].On {
		t.Fatalf("the language chips read %+v", su.langs)
	}
	pic := scenetest.DrawScene(t, su)
	teal := scenetest.RGBAOf(game.Teal)
	lit := func(r image.Rectangle) int {
		return scenetest.CountIn(pic, r.Inset(4), func(c color.RGBA) bool { return scenetest.Near(c, teal, 12) })
	}
	if on, off := lit(su.langs[1].Rect), lit(su.langs[0].Rect); on < su.langs[1].Rect.Dx()*su.langs[1].Rect.Dy()/4 || off > 0 {
		t.Errorf("the French chip has %d teal pixels, the English one %d: want French lit, English not", on, off)
	}
	scenetest.DocShot(t, "fr-setup", pic)
}

// A default seat name shows in the player's language, and is edited so,
// but the set-up keeps it in English (a save reads the same in every
// language) unless the player types a name of their own.
func TestDefaultSeatNameReadsInFrenchAndStaysEnglish(t *testing.T) {
	ctx, su := setUpInFrench(t)
	if su.s.Seats[0].Name != "Yellow" || game.SeatName(su.s.Seats[0].Name) != "Jaune" {
		t.Fatalf("the first seat is named %q, shown %q", su.s.Seats[0].Name, game.SeatName(su.s.Seats[0].Name))
	}
	su.focus = 0
	scenetest.Tick(ctx)
	if su.s.Seats[0].Name != "Jaune" {
		t.Errorf("the focused name field holds %q, want the name as the player reads it", su.s.Seats[0].Name)
	}
	su.focus = -1
	scenetest.Tick(ctx)
	if su.s.Seats[0].Name != "Yellow" || !su.autoName[0] {
		t.Errorf("left untouched, the name is %q (automatic %v), want the default Yellow", su.s.Seats[0].Name, su.autoName[0])
	}
	su.focus = 1
	scenetest.Tick(ctx)
	scenetest.TypeText(ctx, "Shéhérazade")
	su.focus = -1
	scenetest.Tick(ctx)
	if su.s.Seats[1].Name == "Green" || su.autoName[1] {
		t.Errorf("a typed name became %q (automatic %v)", su.s.Seats[1].Name, su.autoName[1])
	}
}
