package modes

import (
	"context"
	"image"
	"image/color"
	"sort"
	"strings"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// GameOver names the winner and ranks the seats by artifacts, and leads
// on to the next game: the set-up screen (which has Quit), or a rematch.
type GameOver struct {
	t       *Host
	again   game.Button
	rematch game.Button
	replay  game.Button // "Watch the replay" (replay.go)
	waiting int
	err     string      // why a rematch could not start
	final   engine.View // the finished game as everyone sees it
	// fetched brings an online game's record from the server (nil: none
	// asked for). It is asked for at once, and kept among the recent
	// games (archived) like a game of this computer's, unless the viewer
	// only watched; openFetched opens its replay when it comes.
	fetched     chan fetchedGame
	asked       bool
	archived    *game.ArchivedGame
	openFetched bool
}

// fetchedGame is a finished game fetched from the server, or why not.
type fetchedGame struct {
	game *game.ArchivedGame
	err  error
}

// Name is the probe/screenshot name.
func (g *GameOver) Name() string { return "gameover" }

// Update offers the set-up screen or a rematch.
func (g *GameOver) HoldsEscape() bool { return true }

func (g *GameOver) Update(ctx *game.Context) {
	t := g.t
	g.waiting++
	t.standingsTips(ctx, &g.final)
	if t.Online != nil {
		g.updateOnline(ctx)
		return
	}
	// Three buttons of 260, 330 and 200 with gaps of 15, centred.
	x := DialogRect.Min.X + (DialogRect.Dx()-820)/2
	y := DialogRect.Max.Y - 84
	g.again = game.Button{Rect: image.Rect(x, y, x+260, y+54),
		Label: lang.T("New game (Enter)"), Primary: true, Enabled: true, Name: "newgame"}
	g.rematch = game.Button{Rect: image.Rect(x+275, y, x+605, y+54),
		Label: lang.T("Rematch with the same seats"), Enabled: true, Name: "rematch"}
	g.replay = game.Button{Rect: image.Rect(x+620, y, x+820, y+54),
		Label: lang.T("Watch the replay"), Enabled: true, Name: "watchreplay"}
	// For half a second the buttons do not answer: a click meant for the
	// dialog or summary that just closed must not start a new game.
	again, rematch, replay := g.again.Update(ctx), g.rematch.Update(ctx), g.replay.Update(ctx)
	if g.waiting <= 30 {
		return
	}
	switch {
	case again:
		game.ToSetup(ctx)
	case rematch:
		sess, err := game.NewSession(t.S.RematchSetup())
		if err != nil {
			g.err = lang.T("The rematch could not start: %s", lang.Error(err))
			return
		}
		game.ToTable(ctx, sess)
	case replay:
		g.openReplay(ctx)
	}
}

// updateOnline offers the way back to the lobby (an online game's next
// game is made there) and the replay of the record the server kept,
// fetched off the frame loop as game over opens and kept among the recent
// games.
func (g *GameOver) updateOnline(ctx *game.Context) {
	x := DialogRect.Min.X + (DialogRect.Dx()-615)/2
	y := DialogRect.Max.Y - 84
	g.again = game.Button{Rect: image.Rect(x, y, x+300, y+54),
		Label: lang.T("Back to the lobby (Enter)"), Primary: true, Enabled: true, Name: "tolobby"}
	g.replay = game.Button{Rect: image.Rect(x+315, y, x+615, y+54),
		Label: lang.T("Watch the replay"), Enabled: !g.openFetched, Name: "watchreplay", Reason: lang.T("Fetching the game from the server…")}
	back, replay := g.again.Update(ctx), g.replay.Update(ctx)
	if !g.asked {
		g.asked = true
		g.fetch()
	}
	select {
	case f := <-g.fetched:
		g.fetched = nil
		if f.err == nil {
			g.archived = f.game
			if g.t.Game.ViewerSeat() != engine.Spectator {
				_, _ = game.KeepServerGame(f.game)
			}
		}
		if g.openFetched {
			g.openFetched = false
			g.openArchived(ctx, f.game, f.err)
		}
		return
	default:
	}
	if g.fetched != nil {
		ctx.KeepAwake() // the answer comes without input
	}
	if g.waiting <= 30 {
		return
	}
	switch {
	case back:
		ctx.Scenes.Switch(g.t.Lobby)
	case replay && g.archived != nil:
		g.openArchived(ctx, g.archived, nil)
	case replay:
		g.err, g.openFetched = "", true
		if g.fetched == nil {
			g.fetch() // the first fetch failed: ask again
		}
	}
}

// fetch asks the server for the finished game, off the frame loop.
func (g *GameOver) fetch() {
	g.fetched = make(chan fetchedGame, 1)
	go func(o game.Online, done chan<- fetchedGame) {
		c, cancel := context.WithTimeout(context.Background(), fetchLimit)
		defer cancel()
		fin, err := o.FinishedGame(c)
		done <- fetchedGame{fin, err}
	}(g.t.Online, g.fetched)
}

// fetchLimit bounds the wait for a finished game from the server.
const fetchLimit = 20 * time.Second

// Draw shows the final standings over the board.
func (g *GameOver) Draw(dst *ebiten.Image) {
	t := g.t
	u := t.Ctx.UI
	a := t.Ctx.Assets
	st := &g.final
	t.Game.ViewInto(st) // the game is over: the final board, known to all
	t.Board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	game.FillRect(dst, assets.BoardRect(), color.RGBA{0x08, 0x06, 0x10, 0xB0})
	t.DrawPanel(dst, false)
	r := DialogRect
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.GiltLight, 5)
	var names []string
	for _, w := range st.WinnerSeats() {
		names = append(names, t.Game.Name(w))
	}
	// Several names: a shared victory.
	won := lang.N("%s wins!", "%s win!", len(names), ui.AndList(names))
	won, face := u.Fit(gamelog.Sentence(won), 44, true, float64(r.Dx()-60))
	u.Text.Draw(dst, won, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+30), game.Center, game.Wine)
	u.Text.Draw(dst, lang.N("Game over after %d round: %s.", "Game over after %d rounds: %s.", int(st.Round), st.Round, gamelog.ReasonText(st.EndWhy)),
		u.Face(19, false), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+92), game.Center, game.Ink)
	if tie := scrollTieText(t, st); tie != "" {
		tie, face := u.Fit(tie, 19, true, float64(r.Dx()-60))
		u.Text.Draw(dst, tie, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+118), game.Center, game.Wine)
	}
	order := standings(st)
	v := st
	for rank, p := range order {
		y := r.Min.Y + 150 + rank*84
		c := t.Game.Color(p)
		game.FillRect(dst, image.Rect(r.Min.X+30, y, r.Max.X-30, y+72), color.RGBA{0xE6, 0xD2, 0xA4, 0xFF})
		game.DrawImageAt(dst, a.TokenBack(c), float64(r.Min.X+70), float64(y+36), 0.9, 1)
		u.Text.Draw(dst, game.Itoa(rank+1)+". "+lang.Capital(t.Game.Name(p)), u.Face(24, true), float64(r.Min.X+110), float64(y+6), game.Left, game.Ink)
		pu := st.Seats[p].Purse
		u.Text.Draw(dst, lang.T("%s, treasure worth %d", ui.ArtifactCount(st.Artifacts(p)), pu.Total()),
			u.Face(20, false), float64(r.Max.X-50), float64(y+10), game.Right, game.Ink)
		for i, k := range heldArtifacts(v, p) {
			c := standingsArtifactAt(rank, i) // arttips.go: pointing at it says its power
			game.DrawImageAt(dst, a.Artifact(k), float64(c.X), float64(c.Y), standingsArtifactScale, 1)
		}
	}
	if g.err != "" {
		u.Text.Draw(dst, g.err, u.Face(17, true), float64(r.Min.X+r.Dx()/2), float64(r.Max.Y-112), game.Center, game.BadRed)
	}
	g.again.Draw(dst, u)
	g.replay.Draw(dst, u)
	if t.Online == nil {
		g.rematch.Draw(dst, u)
	}
}

// standings orders the seats for the final table: the winners first, then
// by artifacts, then by Scrolls (the magic version's tie-break).
func standings(v *engine.View) []int {
	order := make([]int, v.Players)
	for i := range order {
		order[i] = i
	}
	won := func(p int) bool { return v.Winners&(1<<p) != 0 }
	sort.SliceStable(order, func(i, j int) bool {
		p, q := order[i], order[j]
		if won(p) != won(q) {
			return won(p)
		}
		if v.Artifacts(p) != v.Artifacts(q) {
			return v.Artifacts(p) > v.Artifacts(q)
		}
		return v.Seats[p].Artifacts[engine.Scroll] > v.Seats[q].Artifacts[engine.Scroll]
	})
	return order
}

// scrollTieText says how the Scrolls parted the seats tied for the most
// artifacts, or "" when there was no such tie.
func scrollTieText(t *Host, v *engine.View) string {
	tied := ScrollTie(v)
	if tied == nil {
		return ""
	}
	var parts []string
	for _, p := range tied {
		parts = append(parts, t.Game.Name(p)+" "+game.Itoa(int(v.Seats[p].Artifacts[engine.Scroll])))
	}
	n := v.Artifacts(tied[0])
	return lang.N("Tied on %d artifact; the Scrolls decide (%s).", "Tied on %d artifacts; the Scrolls decide (%s).", n, n, strings.Join(parts, ", "))
}

// ScrollTie is the seats of a finished magic game tied on the most
// artifacts whom the Scrolls parted (nil: no such tie).
func ScrollTie(v *engine.View) []int {
	best, tied := 0, []int{}
	for p := 0; p < int(v.Players); p++ {
		switch n := v.Artifacts(p); {
		case n > best:
			best, tied = n, []int{p}
		case n == best:
			tied = append(tied, p)
		}
	}
	if !v.Magic || len(tied) < 2 || len(tied) == len(v.WinnerSeats()) {
		return nil
	}
	return tied
}

// openReplay opens the finished game in the replay viewer; Close comes
// back to game over.
func (g *GameOver) openReplay(ctx *game.Context) {
	fin, err := g.t.S.FinishedGame()
	g.openArchived(ctx, fin, err)
}

// openArchived opens the replay of a finished game (or says why it
// could not be had); Close comes back to game over.
func (g *GameOver) openArchived(ctx *game.Context, fin *game.ArchivedGame, err error) {
	var rv game.Scene
	if err == nil {
		rv, err = game.NewReplay(ctx, fin, g.t.Scene)
	}
	if err != nil {
		g.err = lang.T("The replay could not open: %s", lang.Error(err))
		return
	}
	ctx.Scenes.Switch(rv)
}

// Trouble is what game over says went wrong opening the replay ("" none).
func (g *GameOver) Trouble() string { return g.err }

// ServerGame is an online game's record as the server kept it, once
// fetched (nil before).
func (g *GameOver) ServerGame() *game.ArchivedGame { return g.archived }
