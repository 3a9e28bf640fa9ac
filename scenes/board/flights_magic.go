package board

import (
	"image"
	"image/color"
	"math"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The magic version's movements: spell cards flying from a seat to the
// table and shown there, from the Tent's deck to a seat, artifacts
// invoked glowing where they act, tokens moved, turned and laid by
// spells, treasure changing hands. Only what the event as the screen
// received it says is drawn: a spell's face when the event carries it
// (the audience's screen, or a card cast face up for all), a token's
// value when it is face up.

// BoardMiddle is where a play that names no space shows: the middle of
// the city, between the Djinn's House and the Market.
func BoardMiddle() image.Point {
	d, m := assets.SpaceRect(assets.SpaceDjinn), assets.SpaceRect(assets.SpaceMarket)
	return image.Pt((m.Max.X+d.Min.X)/2, d.Min.Y+d.Dy()/2)
}

// spaceSpot is the middle of a space; a room's is its stack.
func spaceSpot(sp engine.Space) image.Point {
	if sp.IsRoom() {
		return RectCenter(assets.StackRect(sp.Room()))
	}
	return RectCenter(assets.SpaceRect(int(sp)))
}

// SpellTargetShown is the target of sp's cast its card shows over: a
// space (a cave, a room or any space), a token, or neither (0). The
// Parasite plays an artifact's power: the power's target counts.
func SpellTargetShown(sp engine.Spell) engine.Targets {
	if sp == engine.Parasite {
		return 0
	}
	switch tg := sp.Targets(); {
	case tg&engine.TargetSpace != 0:
		return engine.TargetSpace
	case tg&engine.TargetToken != 0:
		return engine.TargetToken
	}
	return 0
}

// playSpot is where a play shows on the board: over the space or token
// it names, or the middle of the city. A Counterspell shows over the play
// it cancels.
func (s Spots) playSpot(pl engine.Play, depth int) image.Point {
	switch {
	case SpellTargetShown(pl.Spell) == engine.TargetSpace && int(pl.Space) < engine.NumSpaces:
		return spaceSpot(pl.Space)
	case SpellTargetShown(pl.Spell) == engine.TargetToken:
		// Handles are unique in a round: the token may be an opponent's.
		if at, ok := s.handleSpot(-1, pl.Handle); ok {
			return at
		}
	case pl.Spell == engine.Parasite || pl.Spell == engine.NoSpell:
		switch tg := pl.Art.Targets(); {
		case tg&engine.TargetSpace != 0: // the Flying Carpet
			if int(pl.Space) < engine.NumSpaces {
				return spaceSpot(pl.Space)
			}
		case tg&engine.TargetToken != 0: // the Double
			if at, ok := s.handleSpot(-1, pl.Handle); ok {
				return at
			}
		case tg&engine.TargetPlay != 0: // the Counterspell
			w := s.v.Win
			if depth < 2 && pl.Counter >= 0 && pl.Counter < w.N {
				return s.playSpot(w.Plays[pl.Counter], depth+1)
			}
		case pl.Art == engine.Key: // it opens the palace: shown at the guard
			return spaceSpot(engine.Guard)
		}
	}
	return BoardMiddle()
}

// EventPlay is the play an event shows: its own targets, or the play of
// the open window it names (a play cancelled or carried out).
func (s Spots) EventPlay(e engine.Event) engine.Play {
	switch e.Type {
	case engine.EvPlayCancelled, engine.EvPlayResolved:
		if w := s.v.Win; e.PlayIndex() >= 0 && e.PlayIndex() < w.N {
			return w.Plays[e.PlayIndex()]
		}
	case engine.EvArtifactInvoked:
		return engine.Play{Seat: e.Seat, Spell: engine.NoSpell, Art: e.Artifact, Space: e.Space, Handle: e.Handle(), Counter: e.PlayIndex()}
	}
	return engine.Play{Seat: e.Seat, Spell: e.Spell, Art: e.Artifact, Space: e.Space, To: e.To, Handle: e.Handle(), Counter: -1}
}

// MagicPath is where an event's piece travels on the board, from and to
// (the same point for a piece that stays where it is shown); ok is false
// for an event that moves nothing. Every movement of the magic version
// takes its ends from here.
func (b *Board) MagicPath(e engine.Event) (from, to image.Point, ok bool) {
	seat := func(s int8) image.Point { return SeatAnchor(int(s)) }
	switch e.Type {
	case engine.EvSpellPlayed, engine.EvArtifactInvoked:
		return seat(e.Seat), b.Spots.playSpot(b.Spots.EventPlay(e), 0), true
	case engine.EvPlayCancelled, engine.EvPlayFizzled:
		at := b.Spots.playSpot(b.Spots.EventPlay(e), 0)
		return at, at, true
	case engine.EvSpellDrawn:
		if e.FromTent() {
			return spellDeckSpot(), b.playing().offerSpot(e), true
		}
		return spellDeckSpot(), seat(e.Seat), true
	case engine.EvSpellKept:
		return tentCardSpot(0), seat(e.Seat), true
	case engine.EvSpellGiven:
		return tentCardSpot(1), seat(e.Recipient()), true
	case engine.EvSpellDiscarded:
		return tentCardSpot(1), tentCardSpot(1).Add(image.Pt(0, 30)), true
	case engine.EvSpellsShuffled:
		return spellDeckSpot(), spellDeckSpot(), true
	case engine.EvArtifactShown, engine.EvStackSearched:
		at := RectCenter(assets.StackRect(e.Space.Room()))
		return at, at, true
	case engine.EvArtifactSwapped:
		return seat(e.Seat), RectCenter(assets.StackRect(e.Space.Room())), true
	case engine.EvDjinn:
		at := spaceSpot(engine.DjinnsHouse)
		return at, at, true
	case engine.EvTokenMoved:
		from, ok := b.Spots.handleSpot(e.Seat, e.Handle())
		if !ok {
			from = spaceSpot(e.Space)
		}
		return from, b.Spots.seatSpot(e.To, e.Seat, b.Spots.countOf(e.To, e.Seat)), true
	case engine.EvTokenFlipped:
		at, ok := b.Spots.handleSpot(e.Seat, e.Handle())
		return at, at, ok
	case engine.EvCarpetLaid:
		return seat(e.Seat), b.Spots.ExtraSpot(e.Space, e.Seat, b.Spots.extrasOf(e.Space, e.Seat)), true
	case engine.EvDoubled:
		to := b.Spots.ExtraSpot(e.Space, e.Seat, b.Spots.extrasOf(e.Space, e.Seat))
		from, ok := b.Spots.handleSpot(e.Seat, e.Of)
		if !ok {
			from = to
		}
		return from, to, true
	case engine.EvTreasureGiven:
		return seat(e.Seat), seat(e.Recipient()), true
	case engine.EvBankTaken:
		return RectCenter(assets.BankPileRect(int(e.Kind))), seat(e.Seat), true
	case engine.EvCaveClosed:
		return RectCenter(assets.ShelfRect(int(e.Space), int(e.Shelf))), RectCenter(assets.BankPileRect(int(e.Space.Cave()))), true
	case engine.EvTieBroken:
		return BoardMiddle(), BoardMiddle(), true
	}
	return image.Point{}, image.Point{}, false
}

// handleSpot is where the token with a public handle lies on the board
// (a printed token, a Carpet or a Double); seat -1 matches any seat.
func (s Spots) handleSpot(seat int8, handle uint8) (image.Point, bool) {
	if handle == 0 {
		return image.Point{}, false
	}
	v := s.v
	var onSpace [engine.NumSpaces]int
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Space) >= engine.NumSpaces {
			continue
		}
		if tv.Seq == handle && (seat < 0 || tv.Seat == seat) {
			return s.tokenSpot(tv.Space, onSpace[tv.Space]), true
		}
		onSpace[tv.Space]++
	}
	var seen [engine.NumSpaces][engine.MaxPlayers]int
	for _, x := range v.Extra {
		if int(x.Space) >= engine.NumSpaces || x.Seat < 0 || int(x.Seat) >= engine.MaxPlayers {
			continue
		}
		if x.Seq == handle && (seat < 0 || x.Seat == seat) {
			return s.ExtraSpot(x.Space, x.Seat, seen[x.Space][x.Seat]), true
		}
		seen[x.Space][x.Seat]++
	}
	return image.Point{}, false
}

// OnBoard keeps a picture of half-size (w, h) centred at p inside the
// board, clear of the prompt atop it.
func OnBoard(p image.Point, w, h int) image.Point {
	p.X = max(w+6, min(assets.BoardW-w-6, p.X))
	p.Y = max(h+40, min(assets.ScreenH-h-6, p.Y))
	return p
}

// The beats of a card or tile shown to the table: it flies out until
// showOut, is held until showHold, then fades.
const (
	showOut  = 0.28
	showHold = 0.84
)

// showCard flies a card (or tile) from a seat to where it acts, holds it
// there large with a glow, and fades it: the caster's play for everyone to
// read. cross strikes it through (a play cancelled or come to nothing).
func showCard(dst, img *ebiten.Image, from, to image.Point, p, scale float64, cross bool) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	to = OnBoard(to, int(float64(w)*scale/2), int(float64(h)*scale/2))
	switch {
	case p < showOut:
		f := game.EaseInOut(p / showOut)
		fly(dst, img, from, to, f, game.Lerp(0.2, 1, f)*scale, 1)
	default:
		alpha := float32(1)
		if p > showHold {
			alpha = float32(1 - (p-showHold)/(1-showHold))
		}
		glow := float32(0.5+0.5*math.Sin((p-showOut)*math.Pi*3)) * alpha
		hw, hh := float32(float64(w)*scale/2), float32(float64(h)*scale/2)
		cx, cy := float32(to.X), float32(to.Y)
		vector.StrokeRect(dst, cx-hw-5, cy-hh-5, 2*hw+10, 2*hh+10, 6, withAlpha(game.GiltLight, 0.25+0.35*glow), true)
		game.DrawImageAt(dst, img, float64(to.X), float64(to.Y), scale, alpha)
		if cross {
			f := float32(clamp01((p - showOut) / 0.2))
			red := withAlpha(color.RGBA{0xD8, 0x30, 0x30, 0xFF}, alpha)
			vector.StrokeLine(dst, cx-hw, cy-hh, cx-hw+2*hw*f, cy-hh+2*hh*f, 8, red, true)
			vector.StrokeLine(dst, cx+hw, cy-hh, cx+hw-2*hw*f, cy-hh+2*hh*f, 8, red, true)
		}
	}
}

// flyCastCard is a spell cast: its card flies from the caster's seat to
// the space or token it names and shows its face (public once cast).
func flyCastCard(b *Board, dst *ebiten.Image, k *Task) {
	from, to, _ := b.MagicPath(k.Ev)
	showCard(dst, b.Faces.EventCard(k.Ev), from, to, k.Progress(), ShownCardScale, false)
}

// flyInvokedArtifact is an artifact invoked: its tile rises from the
// seat to where it acts and glows there.
func flyInvokedArtifact(b *Board, dst *ebiten.Image, k *Task) {
	from, to, _ := b.MagicPath(k.Ev)
	showCard(dst, b.Assets.Artifact(k.Ev.Artifact), from, to, k.Progress(), 1.6, false)
}

// PlayScale is how large a play's card or tile shows.
func PlayScale(pl engine.Play) float64 {
	if pl.Spell != engine.NoSpell {
		return ShownCardScale
	}
	return 1.6
}

// strikePlay shows a play struck through where it acts: cancelled by a
// Counterspell, or finding its target gone.
func strikePlay(b *Board, dst *ebiten.Image, k *Task) {
	pl := b.Spots.EventPlay(k.Ev)
	_, at, _ := b.MagicPath(k.Ev)
	// Already on the table: no flight, straight to the moment.
	p := showOut + k.Progress()*(1-showOut)
	showCard(dst, b.Faces.Play(pl), at, at, p, PlayScale(pl), true)
}

// glowSeatOf lights the event's seat card while it plays (over the
// panel).
func glowSeatOf(b *Board, dst *ebiten.Image, k *Task) {
	b.glowSeat(dst, int(k.Ev.Seat), float32(math.Sin(k.Progress()*math.Pi)))
}

// flySpellCard carries a spell card between the Tent's deck, the Tent's
// offer and a seat (drawn, kept or given): face up only for a screen that
// may see it (cardFace).
func flySpellCard(b *Board, dst *ebiten.Image, k *Task) {
	from, to, _ := b.MagicPath(k.Ev)
	f := game.EaseInOut(k.Progress())
	fly(dst, b.Faces.EventCard(k.Ev), from, to, f, spellCardScale, 1)
}

// offerSpot is where a card of the Tent's offer lands: the first drawn
// left, the second right.
func (r batch) offerSpot(e engine.Event) image.Point {
	for _, k := range r {
		if k.Ev.Type == engine.EvSpellDrawn && k.Ev.FromTent() {
			if k.Ev == e {
				return tentCardSpot(0)
			}
			return tentCardSpot(1)
		}
	}
	return tentCardSpot(0)
}

// fadeDiscard turns a discarded card face up over the Tent and lets it
// fade: it goes to the discard pile, face up for all.
func fadeDiscard(b *Board, dst *ebiten.Image, k *Task) {
	p := k.Progress()
	from, to, _ := b.MagicPath(k.Ev)
	at := image.Pt(int(game.Lerp(float64(from.X), float64(to.X), p)), int(game.Lerp(float64(from.Y), float64(to.Y), p)))
	game.DrawImageAt(dst, b.Faces.EventCard(k.Ev), float64(at.X), float64(at.Y), spellCardScale*1.4, float32(1-0.7*p))
}

// shuffleDeck riffles a few card backs at the Tent as the discard pile
// becomes the new deck.
func shuffleDeck(b *Board, dst *ebiten.Image, k *Task) {
	p := k.Progress()
	c, _, _ := b.MagicPath(k.Ev)
	for i := 0; i < 3; i++ {
		dx := 30 * math.Sin(p*math.Pi*2+float64(i)*2.1) * (1 - p)
		game.DrawImageAt(dst, b.Assets.SpellBack(), float64(c.X)+dx, float64(c.Y-2*i), spellCardScale, 1)
	}
}

// turnRoomTile turns the top tile of a room's stack face up.
func turnRoomTile(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	a := b.Assets
	c, _, _ := b.MagicPath(e)
	if p < 0.5 {
		game.DrawImageFlipX(dst, a.ArtifactBack(), float64(c.X), float64(c.Y), 1+0.3*p, 1-2*p)
		return
	}
	game.DrawImageFlipX(dst, a.Artifact(e.Artifact), float64(c.X), float64(c.Y), 1.3-0.3*p, 2*p-1)
}

// glowDjinnWinner rings the Djinn's strongest stack.
func glowDjinnWinner(b *Board, dst *ebiten.Image, k *Task) {
	b.glowStack(dst, engine.DjinnsHouse, k.Ev.Seat, float32(math.Sin(k.Progress()*math.Pi)), game.GiltLight)
}

// moveToken carries a token from its place to another space (2nd
// Chance, Teleport); its face shows only if it is face up.
func moveToken(b *Board, dst *ebiten.Image, k *Task) {
	e := k.Ev
	from, to, _ := b.MagicPath(e)
	img := b.Assets.TokenBack(b.Seats.Color(int(e.Seat)))
	if v := MovedTokenFace(e); v > 0 {
		img = b.Assets.Token(b.Seats.Color(int(e.Seat)), int(v))
	}
	f := game.EaseInOut(k.Progress())
	fly(dst, img, from, to, f, 1+0.2*math.Sin(f*math.Pi), 1)
}

// MovedTokenFace is the value a moving token shows: its own when it lies
// face up, none (its back) when face down, even to its owner.
func MovedTokenFace(e engine.Event) int8 {
	if e.FaceUp {
		return e.Value
	}
	return 0
}

// liftsMovedToken: the moving token is the flight's, not its space's.
func liftsMovedToken(b *Board, dst *ebiten.Image, k *Task, tv engine.TokenView, at image.Point) bool {
	return tv.Seat == k.Ev.Seat && tv.Seq == k.Ev.Handle() && tv.Space == k.Ev.Space
}

// flipBySpell turns a face-down token face up where it lies.
func flipBySpell(b *Board, dst *ebiten.Image, k *Task, tv engine.TokenView, at image.Point) bool {
	e := k.Ev
	if tv.Seat != e.Seat || tv.Seq != e.Handle() || tv.Space != e.Space || tv.Face {
		return false
	}
	a := b.Assets
	c := b.Seats.Color(int(tv.Seat))
	p := k.Progress()
	if p < 0.5 || e.Value <= 0 {
		game.DrawImageFlipX(dst, a.TokenBack(c), float64(at.X), float64(at.Y), 1+0.25*p, 1-2*p)
	} else {
		game.DrawImageFlipX(dst, a.Token(c, int(e.Value)), float64(at.X), float64(at.Y), 1.25-0.25*p, 2*p-1)
	}
	return true
}

// layCarpet flies a seat's Flying Carpet to the space being tallied.
func layCarpet(b *Board, dst *ebiten.Image, k *Task) {
	e := k.Ev
	from, to, _ := b.MagicPath(e)
	f := game.EaseInOut(k.Progress())
	x, y := game.Lerp(float64(from.X), float64(to.X), f), game.Lerp(float64(from.Y), float64(to.Y), f)-60*f*(1-f)
	b.drawExtra(dst, e.Seat, engine.CarpetToken, e.Value, image.Pt(int(x), int(y)), 1+0.3*(1-f), 1)
}

// placeDouble lifts a copy off the token a Double copies and sets it on
// the seat's stack.
func placeDouble(b *Board, dst *ebiten.Image, k *Task) {
	e := k.Ev
	from, to, _ := b.MagicPath(e)
	f := game.EaseInOut(k.Progress())
	x, y := game.Lerp(float64(from.X), float64(to.X), f), game.Lerp(float64(from.Y), float64(to.Y), f)-40*f*(1-f)
	b.drawExtra(dst, e.Seat, engine.DoubleToken, e.Value, image.Pt(int(x), int(y)), 1, float32(0.4+0.6*f))
}

// extrasOf counts a seat's Carpets and Doubles on a space in the display.
func (s Spots) extrasOf(sp engine.Space, seat int8) int {
	n := 0
	for _, x := range s.v.Extra {
		if x.Space == sp && x.Seat == seat {
			n++
		}
	}
	return n
}

// arcBetweenSeats carries a piece from one seat card to another along a
// bow out over the board, so it reads as passing between the players.
func arcBetweenSeats(dst, img *ebiten.Image, a, b image.Point, f float64, alpha float32) {
	c := image.Pt(assets.BoardW-150, (a.Y+b.Y)/2)
	u := 1 - f
	x := u*u*float64(a.X) + 2*u*f*float64(c.X) + f*f*float64(b.X)
	y := u*u*float64(a.Y) + 2*u*f*float64(c.Y) + f*f*float64(b.Y)
	game.DrawImageAt(dst, img, x, y, 1, alpha)
}

// flyTreasureGiven carries treasure from one seat to another (Teleport's
// payment, Eye for an Eye...).
func flyTreasureGiven(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	from, to, _ := b.MagicPath(e)
	for i := 0; i < int(e.Small+e.Large); i++ {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
		arcBetweenSeats(dst, b.Assets.Treasure(int(e.Kind), i < int(e.Large)), from, to, ff, 1)
	}
}

// flyBankTaken carries pieces from the bank to a seat (Charity, Trade).
func flyBankTaken(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	from, to, _ := b.MagicPath(e)
	for i := 0; i < int(e.Small+e.Large); i++ {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
		fly(dst, b.Assets.Treasure(int(e.Kind), i < int(e.Large)), from, to, ff, 1, 1)
	}
}

// swapArtifacts sends a seat's artifact to a room's stack and brings the
// one on sale there back (Mage's Apprentice).
func swapArtifacts(b *Board, dst *ebiten.Image, k *Task) {
	e := k.Ev
	f := game.EaseInOut(k.Progress())
	seat, room, _ := b.MagicPath(e)
	a := b.Assets
	fly(dst, a.Artifact(e.Artifact), seat, room, f, 1, 1)
	fly(dst, a.Artifact(e.Artifact2), room, seat, f, 1, 1)
}

// glowSearchedStack lights a room's stack while a player looks through it
// (which tiles they see is theirs alone).
func glowSearchedStack(b *Board, dst *ebiten.Image, k *Task) {
	r := assets.StackRect(k.Ev.Space.Room()).Inset(-6)
	a := float32(math.Sin(k.Progress() * math.Pi))
	vector.StrokeRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 4, withAlpha(game.GiltLight, a), true)
}

// showScrolls is the Scroll breaking a tie at the game's end: the tile
// shown large in the middle of the board.
func showScrolls(b *Board, dst *ebiten.Image, k *Task) {
	p := k.Progress()
	_, at, _ := b.MagicPath(k.Ev)
	showCard(dst, b.Assets.Artifact(engine.Scroll), at, at, showOut+p*(1-showOut), 2.2, false)
}

// glowTiedSeats lights the tied players' cards, then the winners'.
func glowTiedSeats(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	for s := 0; s < int(b.View.Players); s++ {
		switch {
		case e.Winners&(1<<s) != 0:
			b.glowSeat(dst, s, float32(smoothWindow(p, 0, 0.2, 1, 1)))
		case e.TiedSeats()&(1<<s) != 0:
			b.glowSeat(dst, s, float32(smoothWindow(p, 0, 0.2, 0.45, 0.6)))
		}
	}
}
