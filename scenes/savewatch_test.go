//go:build !js

package scenes

import (
	"bufio"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/game/store"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFailedSaveShownAndRetriedOnTheTable: a move that cannot be saved
// (the data folder became a file) is said at once in the band, the probe's
// "save" says so, the pause menu tells the truth, and the gentle timer's
// retry, once the folder is back, saves the game and says so.
func TestFailedSaveShownAndRetriedOnTheTable(t *testing.T) {
	ctx := newTestContext(t)
	dir := os.Getenv("ALADDIN_DATA_DIR")
	s := sessionAt(t, 3, func(s *game.Session) bool { return s.Round() == 1 && s.Moves() > 6 })
	tb := onTable(t, ctx, s, "handoff")
	tick(ctx)
	if ctx.Status["save"] != "ok" {
		t.Fatalf("a saved game's probe says save=%q", ctx.Status["save"])
	}
	notADir := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(notADir, []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALADDIN_DATA_DIR", notADir)
	if err := s.Submit(game.EngineState(s).Legal()[0]); err != nil {
		t.Fatal(err)
	}
	tick(ctx)
	if st := ctx.Status["save"]; !strings.HasPrefix(st, "not saved since move") || !strings.Contains(st, "cannot be written to") {
		t.Fatalf("probe save=%q", st)
	}
	if !strings.Contains(tb.saves.problem, "Export the game from the pause menu") {
		t.Fatalf("the band says %q", tb.saves.problem)
	}
	if l := s.SaveLine(); !strings.HasPrefix(l, "Not saved since move") {
		t.Errorf("the pause menu would say %q", l)
	}
	// The band sits on the log column, clear of the board and the tray.
	band := saveBand(tb.hand.logArea(), len(game.Wrap(tb.saves.problem, ctx.UI.Face(18, true), float64(tb.hand.logArea().Dx()-28))))
	if !band.In(tb.hand.logArea()) || band.Overlaps(image.Rect(0, 0, assets.BoardW, assets.ScreenH)) {
		t.Errorf("the band %v leaves the log column %v", band, tb.hand.logArea())
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, "save-failed", pic)
	t.Setenv("ALADDIN_DATA_DIR", dir)
	tickUntil(t, ctx, "the retry on the timer", 2*saveRetryTicks, func() bool { return ctx.Status["save"] == "ok" })
	if tb.saves.problem != "" || tb.saves.savedAgain == 0 {
		t.Fatalf("after the retry: band %q, saved-again note %d", tb.saves.problem, tb.saves.savedAgain)
	}
	r, err := game.ResumeSession()
	if err != nil || r.Moves() != s.Moves() {
		t.Fatalf("the retry did not save the whole game (%v)", err)
	}
}

// TestTakenOverTableSaysSoAndStops: when another window takes the game
// over, the table shows the card saying so within the owner check's
// interval, and the autosave is the other window's from then on.
func TestTakenOverTableSaysSoAndStops(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 3, func(s *game.Session) bool { return s.Round() == 1 && s.Moves() > 6 })
	onTable(t, ctx, s, "handoff")
	if _, err := store.TakeOver(); err != nil { // the other window
		t.Fatal(err)
	}
	theirs := []byte(`{"theirs":true}`)
	if err := store.Save("autosave", theirs); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, ctx, "the taken-over card", 2*ownerCheckTicks, func() bool { return ctx.Scenes.VisibleName() == "taken-over" })
	if ctx.Status["save"] != "elsewhere" {
		t.Errorf("probe save=%q", ctx.Status["save"])
	}
	if !strings.Contains(s.SaveProblem(), "This game was taken over by another window. Nothing more is saved here") {
		t.Errorf("the card says %q", s.SaveProblem())
	}
	card := ctx.Scenes.Top().(*takenOver)
	press(ctx)
	_ = card.Update(ctx)
	// The card is as tall as its words: its buttons sit right below them.
	r := card.rect()
	if words := 90 + len(card.lines())*28; card.title.Rect.Min.Y-(r.Min.Y+words) > 40 {
		t.Errorf("an empty band of %d px between the words and the buttons", card.title.Rect.Min.Y-(r.Min.Y+words))
	}
	var pic *image.RGBA
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		ctx.Scenes.Current().Draw(img)
		card.Draw(img)
		px := make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(px)
		pic = &image.RGBA{Pix: px, Stride: 4 * assets.ScreenW, Rect: img.Bounds()}
	})
	docShot(t, "taken-over", pic)
	_ = s.Submit(game.EngineState(s).Legal()[0])
	if b, _ := store.Load("autosave"); string(b) != string(theirs) {
		t.Fatalf("the taken-over window wrote the autosave: %s", b)
	}
}

// TestHelperOtherWindow is not a test: with ALADDIN_SCENES_HELPER set it
// is another copy of the game that takes the live game over, then answers
// "owns" or "lost" for each line read, until its stdin closes.
func TestHelperOtherWindow(t *testing.T) {
	if os.Getenv("ALADDIN_SCENES_HELPER") == "" {
		t.Skip("the helper process of TestSecondWindowOffersTakeOver")
	}
	o, err := store.TakeOver()
	if err != nil {
		os.Stdout.WriteString("error: " + err.Error() + "\n")
		return
	}
	os.Stdout.WriteString("claimed\n")
	in := bufio.NewReader(os.Stdin)
	for {
		if _, err := in.ReadString('\n'); err != nil {
			return
		}
		if o.Owns() {
			os.Stdout.WriteString("owns\n")
		} else {
			os.Stdout.WriteString("lost\n")
		}
	}
}

// TestSecondWindowOffersTakeOver: with the unfinished game open in another
// copy of the game, the set-up screen says so, offers "Take it over here"
// in Continue's place and not the guided games; taking it over continues
// the game here and the other copy's claim stops holding.
func TestSecondWindowOffersTakeOver(t *testing.T) {
	ctx := newTestContext(t)
	scenetest.UnfinishedGame(t)
	game.ReleaseLiveGame()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperOtherWindow$")
	cmd.Env = append(os.Environ(), "ALADDIN_SCENES_HELPER=1")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { stdin.Close(); _ = cmd.Wait() }()
	out := bufio.NewReader(stdout)
	ask := func(w io.Writer) string {
		_, _ = w.Write([]byte("?\n"))
		line, _ := out.ReadString('\n')
		return strings.TrimSpace(line)
	}
	if line, _ := out.ReadString('\n'); strings.TrimSpace(line) != "claimed" {
		t.Fatalf("the other copy: %q", line)
	}
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	tick(ctx)
	if ctx.Status["elsewhere"] != "yes" {
		t.Fatal("the set-up screen does not see the game open in the other copy")
	}
	if _, ok := ctx.UI.Targets["takeover"]; !ok {
		t.Fatalf("Continue does not offer to take the game over: targets %v", targetNames(ctx))
	}
	_, learn := ctx.UI.Targets["learn"]
	_, learnMagic := ctx.UI.Targets["learn-magic"]
	if learn || learnMagic {
		t.Error("a guided game is offered over the game open in the other copy")
	}
	if got := ask(stdin); got != "owns" {
		t.Fatalf("before the take-over the other copy says %q", got)
	}
	clickTarget(t, ctx, "takeover")
	tb := tableOf(t, ctx.Scenes.Current())
	if !tb.S.Resumed {
		t.Fatal("taking over did not continue the saved game")
	}
	if got := ask(stdin); got != "lost" {
		t.Fatalf("after the take-over the other copy says %q, want its claim lost", got)
	}
	if err := tb.S.Submit(game.EngineState(tb.S).Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if tb.S.SaveState() != "ok" {
		t.Fatalf("the game taken over does not save here: %q", tb.S.SaveState())
	}
}
