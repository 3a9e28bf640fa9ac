package board

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// A space's tokens are drawn as one small stack per seat (assets.StackCell),
// each with a badge: how many tokens lie there, the viewer's own strength
// while they are face down, the sum once they are face up and the place
// in the ranking while the vizier tallies the space.

// StackInfo sums up one seat's tokens on one space as the display shows them.
type StackInfo struct {
	n      int // tokens
	faceUp int // of them face up
	sum    int // total of the values the display knows (face up, or the viewer's own)
}

// Tokens is how many tokens the stack holds.
func (s StackInfo) Tokens() int { return s.n }

// Stacks counts every seat's tokens on every space of the display model.
func Stacks(v *engine.View) (s [engine.NumSpaces][engine.MaxPlayers]StackInfo) {
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Space) >= engine.NumSpaces || tv.Seat < 0 || int(tv.Seat) >= engine.MaxPlayers {
			continue
		}
		st := &s[tv.Space][tv.Seat]
		st.n++
		if tv.Face {
			st.faceUp++
		}
		if tv.Value > 0 {
			st.sum += int(tv.Value)
		}
	}
	return s
}

// BadgeStyle says how a badge looks.
type BadgeStyle int

const (
	BadgeCount  BadgeStyle = iota // "×3": face-down tokens of another seat
	BadgeOwn                      // "you 13": the viewer's own face-down strength (private)
	BadgeSum                      // "13": a face-up stack
	BadgeWinner                   // "1st 13": the strongest on the space being tallied
	BadgePlaced                   // "2nd 9": a lower place on the space being tallied
)

// stackBadge is the text of a stack's badge ("" for none). own: the stack
// is the viewer's and private things may show; place: its 1-based place in
// the ranking on show (0 none); strength: the engine's strength for it.
func stackBadge(st StackInfo, own bool, place, strength int) (string, BadgeStyle) {
	switch {
	case st.n == 0:
		return "", BadgeCount
	case st.faceUp == st.n && place > 0:
		style := BadgePlaced
		if place == 1 {
			style = BadgeWinner
		}
		return ordinal(place) + " " + game.Itoa(strength), style
	case st.faceUp == st.n:
		return game.Itoa(st.sum), BadgeSum
	case own && st.sum > 0:
		return lang.T("you %d", st.sum), BadgeOwn
	case st.n >= 2:
		return "×" + game.Itoa(st.n), BadgeCount
	}
	return "", BadgeCount
}

// ordinal writes 1st, 2nd, 3rd, 4th, 5th.
func ordinal(n int) string {
	switch n {
	case 1:
		return lang.T("1st")
	case 2:
		return lang.T("2nd")
	case 3:
		return lang.T("3rd")
	}
	return lang.T("%dth", n)
}

// PlaceOf is seat's 1-based place on space sp in the ranking on show, or 0.
func (b *Board) PlaceOf(sp engine.Space, seat int) int {
	v := &b.View
	// The guard ranks nobody: it lets players in or not.
	if !b.Tallying || v.NRank == 0 || v.Tally != sp || sp == engine.Guard {
		return 0
	}
	for i := 0; i < int(v.NRank); i++ {
		if int(v.Ranking[i]) == seat {
			return i + 1
		}
	}
	return 0
}

// seatSpot is where the k-th token of seat's stack on sp lies; a token
// about to land (k = the stack's size) counts itself.
func (s Spots) seatSpot(sp engine.Space, seat int8, k int) image.Point {
	n := k + 1
	m := 0
	for i := 0; i < int(s.v.NumTokens); i++ {
		if tv := s.v.Tokens[i]; tv.Space == sp && tv.Seat == seat {
			m++
		}
	}
	return assets.StackSpot(int(sp), int(seat), k, max(n, m))
}

// tokenSpot is where the n-th token on sp (in the display's order) lies.
func (s Spots) tokenSpot(sp engine.Space, n int) image.Point {
	i := 0
	var inStack [engine.MaxPlayers]int
	for j := 0; j < int(s.v.NumTokens); j++ {
		tv := s.v.Tokens[j]
		if tv.Space != sp {
			continue
		}
		if i == n {
			return s.seatSpot(sp, tv.Seat, inStack[tv.Seat])
		}
		inStack[tv.Seat]++
		i++
	}
	return RectCenter(assets.SpaceRect(int(sp)))
}

// Badge is one stack's badge as drawn.
type Badge struct {
	Space, Seat int
	Label       string
	Style       BadgeStyle
	Rect        image.Rectangle
}

// Badges lists the badges of every stack on the board for the viewer on
// screen; with hideSelf (or a spectator on view) nothing private shows. A
// stack on its way home has none.
func (b *Board) Badges(o Options) []Badge {
	face := badgeFace(b.UI)
	all := Stacks(&b.View)
	var out []Badge
	for sp := 0; sp < engine.NumSpaces; sp++ {
		for seat := 0; seat < int(b.View.Players); seat++ {
			own := b.Faces.Shows(seat) && !o.HideSelf
			label, style := stackBadge(all[sp][seat], own, b.PlaceOf(engine.Space(sp), seat), int(b.View.Strength[seat]))
			if label == "" || b.playing().stackLifted(engine.Space(sp), int8(seat)) {
				continue
			}
			w := min(badgeWidth(label, face), assets.StackCell(sp, seat).Dx())
			out = append(out, Badge{sp, seat, label, style, assets.StackBadgeRect(sp, seat, w)})
		}
	}
	return out
}

// drawBadges paints every stack's badge (none of a stack leaving the
// board: see badges).
func (b *Board) drawBadges(dst *ebiten.Image, o Options) {
	u := b.UI
	face := badgeFace(u)
	m := face.Metrics()
	for _, bd := range b.Badges(o) {
		fill, edge, ink := color.Color(color.RGBA{0x16, 0x1B, 0x3A, 0xE8}), color.Color(assets.PlayerColors[b.Seats.Color(bd.Seat)]), color.Color(game.Parchment)
		switch bd.Style {
		case BadgeOwn:
			edge, ink = game.GiltLight, game.GiltLight
		case BadgeSum, BadgePlaced:
			fill, ink = game.Parchment, game.Ink
		case BadgeWinner:
			fill, edge, ink = game.GiltLight, game.Ink, game.Ink
		}
		r := bd.Rect
		u.Shapes.RoundRect(dst, r, r.Dy()/2, fill, edge, 2)
		u.Text.DrawCondensed(dst, bd.Label, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2)-(m.HAscent+m.HDescent)/2,
			float64(r.Dx()-2*badgePad), ink)
	}
}

// badgePad is the room each side of a badge's text.
const badgePad = 3

// badgeWidth is a badge's width at full size; in a narrower cell its text
// is condensed (game.TextCache.DrawCondensed).
func badgeWidth(label string, face text.Face) int {
	return int(game.TextWidth(label, face)+0.999) + 2*badgePad
}

// badgeFace is the badges' font: regular, at the smallest size text may
// have, so "you 42" fits the narrowest cell (the guard's), condensed by a
// few per cent.
func badgeFace(u *game.UI) text.Face { return u.Face(game.MinTextSize, false) }

// Summary lists the tokens on the board as the display shows them
// ("seat@space" in board order, value only when face up), for the test
// probe: a resumed game must show the same board.
func Summary(v *engine.View) string {
	var b strings.Builder
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(tv.Seat)) + "@" + strconv.Itoa(int(tv.Space)))
		if tv.Face {
			b.WriteString("=" + strconv.Itoa(int(tv.Value)))
		}
	}
	return b.String()
}
