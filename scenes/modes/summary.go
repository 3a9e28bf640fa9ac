package modes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Summary closes a round: what each seat gained, paid and bought, and the
// artifact count so far. Bot-only games move on by themselves.
type Summary struct {
	t     *Host
	next  game.Button
	shown int
}

// Name is the probe/screenshot name.
func (s *Summary) Name() string { return "summary" }

func (s *Summary) HoldsEscape() bool { return false }

// Leave forgets how long the summary showed.
func (s *Summary) Leave() { s.shown = 0 }

// Update waits for "Next round".
func (s *Summary) Update(ctx *game.Context) {
	t := s.t
	s.shown++
	t.summaryTips(ctx)
	s.next = game.Button{Rect: RoundTableButton(t.Game.PublicConfig().Players), Label: lang.T("Next round (Enter)"), Primary: true, Enabled: true, Name: "next"}
	auto := t.Game.Humans() == 0 && s.shown > 180
	if s.next.Update(ctx) || ctx.In.Confirm() || auto || ctx.Settings.Speed == game.SpeedInstant && t.Game.Humans() == 0 {
		s.shown = 0
		t.CloseSummary()
	}
}

// Draw shows the table of the round.
func (s *Summary) Draw(dst *ebiten.Image) {
	t := s.t
	t.Board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	game.FillRect(dst, assets.BoardRect(), color.RGBA{0x08, 0x06, 0x10, 0x90})
	t.DrawPanel(dst, false)
	DrawRoundTable(dst, t.Ctx, t.Game, t.summaryFigures(), lang.T("Round %d is over", t.Round.Number))
	s.next.Draw(dst, t.Ctx.UI)
}

// RoundFigures are what a round's summary shows, all of it public: each
// seat's gains, payments and purchases in the round, the artifacts each
// held as it ended and those left in the palace. The live summary takes
// them from the table as the round ends; a recap reopened from the log
// (recap.go) from the record, through the same counting.
type RoundFigures struct {
	Gains   RoundStats
	Players int
	Magic   bool
	held    [engine.MaxPlayers]int
	left    int
}

// FiguresOf are a round's figures from its gains and the board as it ended.
func FiguresOf(gains RoundStats, v *engine.View) RoundFigures {
	f := RoundFigures{Gains: gains, Players: int(v.Players), Magic: v.Magic}
	for p := 0; p < f.Players; p++ {
		f.held[p] = v.Artifacts(p)
	}
	for i := 0; i < f.Players && i < engine.MaxRooms; i++ {
		f.left += int(v.StackLen[i])
	}
	return f
}

// summaryFigures are the figures the live summary shows.
func (t *Host) summaryFigures() RoundFigures { return FiguresOf(*t.Round, &t.Board.View) }

// The round's table: a row per seat under the title and the column heads,
// then the palace's count and the button, on a card as tall as that.
const (
	roundRowsTop = 140 // the first row's top, from the card's
	roundPitch   = 70  // from one seat's row to the next
	roundRowH    = 62  // a row's band
)

// RoundTableRect is the card of a round's table for so many players,
// centred over the board.
func RoundTableRect(players int) image.Rectangle {
	h := roundRowsTop - 8 + players*roundPitch + 138
	c := board.RectCenter(assets.BoardRect())
	return image.Rect(DialogRect.Min.X, c.Y-h/2, DialogRect.Max.X, c.Y-h/2+h)
}

// RoundTableButton is the button at the foot of the round's table (the
// summary's Next round, a recap's Close).
func RoundTableButton(players int) image.Rectangle {
	r := RoundTableRect(players)
	c := r.Min.X + r.Dx()/2
	return image.Rect(c-130, r.Max.Y-80, c+130, r.Max.Y-28)
}

// roundRowAt is the top of seat p's row: its name's line.
func roundRowAt(players, p int) int {
	return RoundTableRect(players).Min.Y + roundRowsTop + p*roundPitch
}

// roundRemainAt is the line under the rows that counts the palace's
// artifacts.
func roundRemainAt(players int) int {
	return roundRowAt(players, players) - roundPitch + roundRowH + 10
}

// DrawRoundTable draws a round's figures on the dialog's card under its
// title: the summary's table, and a recap's.
func DrawRoundTable(dst *ebiten.Image, ctx *game.Context, seats game.GameSource, f RoundFigures, title string) {
	u := ctx.UI
	a := ctx.Assets
	r := RoundTableRect(f.Players)
	u.Shapes.RoundRect(dst, r.Add(image.Pt(6, 8)), 22, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.Gilt, 4)
	u.Text.Draw(dst, title, u.Face(34, true), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+24), game.Center, game.Wine)
	cols := []int{r.Min.X + 40, r.Min.X + 360, r.Min.X + 490, r.Min.X + 600}
	y := r.Min.Y + 100
	for i, h := range []string{lang.T("Player"), lang.T("Treasure won"), lang.T("Paid"), lang.T("Artifacts")} {
		u.Text.Draw(dst, h, u.Face(18, true), float64(cols[i]), float64(y), game.Left, game.Ink)
	}
	for p := 0; p < f.Players; p++ {
		y := roundRowAt(f.Players, p)
		c := seats.Color(p)
		game.FillRect(dst, image.Rect(r.Min.X+24, y-8, r.Max.X-24, y-8+roundRowH), color.RGBA{0xE6, 0xD2, 0xA4, 0xFF})
		game.DrawImageAt(dst, a.TokenBack(c), float64(cols[0]+20), float64(y+22), 0.7, 1)
		name, face := u.FitName(lang.Capital(seats.Name(p)), 22, true, float64(cols[1]-cols[0]-50-16))
		u.Text.Draw(dst, name, face, float64(cols[0]+50), float64(y+8), game.Left, game.Ink)
		u.Text.Draw(dst, signed("+", f.Gains.Treasure[p]), a.NumeralFace(22), float64(cols[1]), float64(y+8), game.Left, game.Ink)
		u.Text.Draw(dst, signed("-", f.Gains.Spent[p]), a.NumeralFace(22), float64(cols[2]), float64(y+8), game.Left, game.Ink)
		for i, art := range f.Gains.Artifacts[p] {
			c := summaryArtifactAt(f.Players, p, i) // arttips.go: pointing at it says its power
			game.DrawImageAt(dst, a.Artifact(art), float64(c.X), float64(c.Y), summaryArtifactScale, 1)
		}
		u.Text.Draw(dst, lang.T("%d in all", f.held[p]), u.Face(18, false), float64(r.Max.X-40), float64(y+10), game.Right, game.Ink)
	}
	remain := lang.N("%d artifact remains in the palace.", "%d artifacts remain in the palace.", f.left, f.left)
	u.Text.Draw(dst, remain, u.Face(18, false), float64(r.Min.X+r.Dx()/2), float64(roundRemainAt(f.Players)), game.Center, game.Ink)
}

// signed writes a round's gain or payment with its sign, and nothing as
// a bare 0: "-0" reads like a misprint.
func signed(sign string, n int) string {
	if n == 0 {
		return "0"
	}
	return sign + game.Itoa(n)
}

// TipAt is the power of the bought artifact at pt ("" none): the live
// summary's and a recap's.
func (f *RoundFigures) TipAt(pt image.Point) string {
	for _, s := range f.spots() {
		if pt.In(s.Box) {
			return heldArtifactTip(s.Art, f.Magic)
		}
	}
	return ""
}

// spots are the artifacts bought in the round, where the round's table
// draws them.
func (f *RoundFigures) spots() []ArtifactSpot {
	var out []ArtifactSpot
	for p := 0; p < f.Players; p++ {
		for i, art := range f.Gains.Artifacts[p] {
			out = append(out, ArtifactSpot{p, art, artifactBox(summaryArtifactAt(f.Players, p, i), summaryArtifactScale)})
		}
	}
	return out
}

// RoundStats are the public gains of the round, for the summary: the
// table notes each event's gains as its animation begins.
type RoundStats struct {
	Number    int
	Treasure  [engine.MaxPlayers]int
	Spent     [engine.MaxPlayers]int
	Artifacts [engine.MaxPlayers][]engine.Artifact
}
