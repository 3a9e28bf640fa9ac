package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene tests of the magic panel: the spell hand behind the viewer's
// screen, the others' card counts and artifacts in use. Positions are real
// magic games rebuilt through View.Sample with the hands and artifacts
// each test needs, put on a table with game.SessionOn; the panel is drawn
// in the pixel-test loop (gpu_test.go) and read back.

// magicStart is a 4-seat magic game at its first placement turn.
func magicStart(t *testing.T) *engine.State {
	t.Helper()
	st, err := engine.New(engine.Config{Players: 4, Seed: 11, Magic: true, FirstPlayer: -1})
	if err != nil {
		t.Fatal(err)
	}
	var v engine.View
	for i := 0; st.Pending().Type != engine.DecPlace; i++ {
		if i > 100 {
			t.Fatal("the magic game never reached its first placement")
		}
		p := int(st.Pending().Seat)
		st.ViewInto(p, &v)
		if _, err := st.Apply(bot.NewRandom(uint64(i)).Act(&v)); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// magicPosition rebuilds st with the given spell hands (seat 0 is told of
// everyone's, so View.Sample deals them exactly) and whatever edit changes
// in seat 0's view (artifacts, invocations, the Djinn).
func magicPosition(t *testing.T, st *engine.State, hands [engine.MaxPlayers]engine.SpellSet, edit func(v *engine.View)) *engine.State {
	t.Helper()
	v := st.View(0)
	held := 0
	for q := 0; q < int(v.Players); q++ {
		if q == 0 {
			v.Hand = hands[0]
		} else {
			v.Known[q] = hands[q]
		}
		v.HandN[q] = int8(hands[q].Count())
		held += hands[q].Count()
	}
	v.DeckN = int8(engine.NumSpells - held - v.Discard.Count())
	if edit != nil {
		edit(&v)
	}
	s := v.Sample(1)
	for q := 0; q < int(v.Players); q++ {
		if got := s.View(q).Hand; got != hands[q] {
			t.Fatalf("seat %d holds %b, want %b", q, got, hands[q])
		}
	}
	return s
}

// spells is a set of spell cards.
func spells(sps ...engine.Spell) engine.SpellSet {
	var h engine.SpellSet
	for _, sp := range sps {
		h |= 1 << sp
	}
	return h
}

// panelTable puts the position on a table seen by viewer. Seats other
// than humans are bots, so a single person needs no hand-off.
func panelTable(ctx *game.Context, st *engine.State, viewer int, humans ...int) *Table {
	setup := game.Setup{}
	for i := 0; i < st.NumPlayers(); i++ {
		human := false
		for _, h := range humans {
			human = human || h == i
		}
		setup.Seats = append(setup.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: human, Level: 2})
	}
	tb := assemble(ctx, game.SessionOn(st, setup, viewer))
	tb.hand.HandPicked = engine.NoSpell
	tb.resync()
	return tb
}

// drawPanel paints the side panel alone, the pointer at mouse, and reads
// it back.
func drawPanel(t *testing.T, tb *Table, hideSelf bool, mouse image.Point) *image.RGBA {
	t.Helper()
	var out *image.RGBA
	onGPU(t, func() {
		tb.ctx.In.Mouse = mouse
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		tb.ctx.UI.BeginTick() // no tooltip: the panel and what it explains
		tb.panel.draw(img, tb, hideSelf)
		tb.ctx.UI.DrawAbove(img) // the hovered card, over everything
		out = image.NewRGBA(img.Bounds())
		img.ReadPixels(out.Pix)
		img.Deallocate()
	})
	return out
}

// brightness is the mean of r+g+b over r.
func brightness(img *image.RGBA, r image.Rectangle) float64 {
	sum, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			sum += int(c.R) + int(c.G) + int(c.B)
			n++
		}
	}
	return float64(sum) / float64(n)
}

func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Size().Div(2)) }

// The spell hand shows behind its owner's screen, card by card, with the
// hovered card enlarged beside the panel; the hand-off picture, the
// spectator and every other seat see not a pixel of it: with seat 0
// holding other cards (as many), their whole panel is the same, the
// pointer resting on the hand's first slot.
func TestSpellHandShowsOnlyToItsOwner(t *testing.T) {
	ctx := newTestContext(t)
	start := magicStart(t)
	seat1 := spells(engine.Mirage, engine.Trade)
	a := magicPosition(t, start, [engine.MaxPlayers]engine.SpellSet{spells(engine.Charity, engine.Spy, engine.Taboo), seat1}, nil)
	b := magicPosition(t, start, [engine.MaxPlayers]engine.SpellSet{spells(engine.CityTax, engine.Teleport, engine.Smuggler), seat1}, nil)
	slot0 := centre(handSlotRect(0, 3))
	away := image.Pt(10, 10)

	// The owner sees its cards: each slot differs between the two hands,
	// and hovering a card shows it whole beside the panel.
	ta, tbb := panelTable(ctx, a, 0, 0), panelTable(ctx, b, 0, 0)
	ownA, ownB := drawPanel(t, ta, false, away), drawPanel(t, tbb, false, away)
	for i := 0; i < 3; i++ {
		if d := scenetest.DiffBounds(ownA.SubImage(ta.hand.handCardRect(i)).(*image.RGBA), ownB.SubImage(ta.hand.handCardRect(i)).(*image.RGBA)); d.Empty() {
			t.Errorf("card slot %d looks the same for two different hands", i)
		}
	}
	hover := drawPanel(t, ta, false, slot0)
	card, box, _, _ := bigCardRects(ta, engine.Charity, ta.hand.handCardRect(0))
	if d := scenetest.DiffBounds(ownA, hover); !d.Overlaps(card) || !d.Overlaps(box) || d.Max.X > trayRect.Min.X {
		t.Errorf("hovering the first card changed %v; want the enlarged card %v and its text %v beside the panel", d, card, box)
	}

	// Nobody else sees it.
	cases := []struct {
		name     string
		viewer   int
		hideSelf bool
	}{
		{"the hand-off picture of the owner", 0, true},
		{"the spectator", engine.Spectator, false},
		{"another seat", 1, false},
	}
	for _, c := range cases {
		pa := drawPanel(t, panelTable(ctx, a, c.viewer, 0, 1), c.hideSelf, slot0)
		pb := drawPanel(t, panelTable(ctx, b, c.viewer, 0, 1), c.hideSelf, slot0)
		if d := scenetest.DiffBounds(pa, pb); !d.Empty() {
			t.Errorf("%s: seat 0's hand changes the picture in %v", c.name, d)
		}
		if c.viewer == 1 {
			// Seat 1 does see its own two cards.
			own := drawPanel(t, panelTable(ctx, a, 1, 0, 1), false, away)
			none := drawPanel(t, panelTable(ctx, magicPosition(t, start, [engine.MaxPlayers]engine.SpellSet{spells(engine.Charity, engine.Spy, engine.Taboo), spells(engine.Abracadabra, engine.Donation)}, nil), 1, 0, 1), false, away)
			if scenetest.DiffBounds(own.SubImage(handSlotRect(0, 2)).(*image.RGBA), none.SubImage(handSlotRect(0, 2)).(*image.RGBA)).Empty() {
				t.Error("seat 1 does not see its own first card")
			}
		}
	}
}

// Cards the player may cast now are lit and named for the probe, the
// others dimmed; the card being cast stands out of its row; the casting
// flow finds cards and artifacts under the pointer. Nothing is clickable
// on a hand-off.
func TestLitCardsAndArtifactsForTheCastingFlow(t *testing.T) {
	ctx := newTestContext(t)
	pos := magicPosition(t, magicStart(t), [engine.MaxPlayers]engine.SpellSet{spells(engine.Charity, engine.Spy, engine.Taboo)}, nil)
	tb := panelTable(ctx, pos, 0, 0)
	plain := drawPanel(t, tb, false, image.Pt(10, 10))

	tb.hand.HandLit = spells(engine.Charity, engine.Spy)
	tb.hand.ArtLit[engine.Lamp] = true
	ctx.UI.Targets = nil
	tb.panel.update(ctx, tb)
	for sp, want := range map[engine.Spell]bool{engine.Charity: true, engine.Spy: true, engine.Taboo: false} {
		r, ok := ctx.UI.Targets["spell:"+game.Itoa(int(sp))]
		if ok != want {
			t.Errorf("probe target for %v: %v, want %v", sp, ok, want)
			continue
		}
		if got, hit := tb.hand.handCardAt(centre(r)); ok && (!hit || got != sp) {
			t.Errorf("handCardAt on %v's target gives %v %v", sp, got, hit)
		}
	}
	lamp, ok := ctx.UI.Targets["artifact:"+game.Itoa(int(engine.Lamp))]
	if !ok {
		t.Fatalf("no probe target for the lit Lamp; targets %v", ctx.UI.Targets)
	}
	if got, hit := tb.artifactAt(centre(lamp)); !hit || got != engine.Lamp {
		t.Errorf("artifactAt on the Lamp gives %v %v", got, hit)
	}
	lit := drawPanel(t, tb, false, image.Pt(10, 10))
	// Slots: Charity 0, Spy 1, Taboo 2 (set order).
	if got, was := brightness(lit, tb.hand.handCardRect(2)), brightness(plain, tb.hand.handCardRect(2)); got > was*0.7 {
		t.Errorf("Taboo, not castable, is not dimmed: brightness %.0f, was %.0f", got, was)
	}
	if scenetest.DiffBounds(lit.SubImage(tb.hand.handCardRect(0).Inset(-3)).(*image.RGBA), plain.SubImage(tb.hand.handCardRect(0).Inset(-3)).(*image.RGBA)).Empty() {
		t.Error("Charity, castable, is not drawn lit")
	}

	tb.hand.HandPicked = engine.Spy
	picked := drawPanel(t, tb, false, image.Pt(10, 10))
	above := tb.hand.handCardRect(1)
	above = image.Rect(above.Min.X+20, above.Min.Y-handRaise, above.Max.X-20, above.Min.Y-1)
	if scenetest.DiffBounds(picked.SubImage(above).(*image.RGBA), lit.SubImage(above).(*image.RGBA)).Empty() {
		t.Error("the card being cast does not stand out of its row")
	}

	// A hand-off is due (another person is to place): nothing to click.
	everyone := [engine.MaxPlayers]engine.SpellSet{spells(engine.Charity, engine.Spy, engine.Taboo), spells(engine.Mirage), spells(engine.Trade), spells(engine.Donation)}
	busy := magicPosition(t, magicStart(t), everyone, nil)
	toPlace := int(busy.Pending().Seat)
	viewer := (toPlace + 1) % 4
	handoff := panelTable(ctx, busy, viewer, viewer, toPlace)
	if !handoff.S.NeedsHandoff() {
		t.Fatal("the position needs no hand-off")
	}
	handoff.hand.HandLit, handoff.hand.ArtLit[engine.Lamp] = everyone[viewer], true
	handoff.hand.HandLit, handoff.hand.ArtLit[engine.Lamp] = tb.hand.HandLit, true
	ctx.UI.Targets = nil
	handoff.panel.update(ctx, handoff)
	for name := range ctx.UI.Targets {
		if strings.HasPrefix(name, "spell:") || strings.HasPrefix(name, "artifact:") {
			t.Errorf("probe target %q during a hand-off", name)
		}
	}
	if sp, hit := handoff.hand.handCardAt(centre(handoff.hand.handCardRect(0))); hit {
		t.Errorf("handCardAt finds %v during a hand-off", sp)
	}
}

// Each seat's card shows how many spell cards it holds, its artifacts in
// use this round (standing out), those it can no longer use (dimmed) and
// the Djinn's ribbon; each change shows only where it belongs.
func TestSeatRowsShowCardCountsAndArtifactsInUse(t *testing.T) {
	ctx := newTestContext(t)
	start := magicStart(t)
	hands := [engine.MaxPlayers]engine.SpellSet{0, spells(engine.Mirage), spells(engine.Spy, engine.Taboo, engine.Trade)}
	arts := func(v *engine.View) {
		v.Seats[1].Artifacts[engine.Counterspell] = 1
		v.Seats[1].Artifacts[engine.FlyingCarpet] = 1
	}
	base := magicPosition(t, start, hands, arts)
	more := hands
	more[2] |= spells(engine.Charity, engine.Donation)
	counted := magicPosition(t, start, more, arts)
	invoked := magicPosition(t, start, hands, func(v *engine.View) {
		arts(v)
		v.Invoked[1][engine.Lamp], v.Uses[1], v.LampOn = 1, 1, 1<<1
	})
	djinn := magicPosition(t, start, hands, func(v *engine.View) { arts(v); v.Djinn = 2 })

	away := image.Pt(10, 10)
	pic := func(st *engine.State) *image.RGBA {
		return drawPanel(t, panelTable(ctx, st, engine.Spectator), false, away)
	}
	p0 := pic(base)

	// Three cards, then five: only seat 2's count changes.
	if d := scenetest.DiffBounds(p0, pic(counted)); d.Empty() || !d.In(board.SpellCountRect(2)) {
		t.Errorf("seat 2 holding 5 cards instead of 3 changed %v, want a change inside its count %v", d, board.SpellCountRect(2))
	}
	tb := panelTable(ctx, counted, engine.Spectator)
	if tip := tb.panel.magicTip(tb, centre(board.SpellCountRect(2))); !strings.Contains(tip, "5 spell cards") {
		t.Errorf("seat 2's count says %q", tip)
	}

	// Seat 1 lights its Lamp: the Lamp stands out, its other artifacts
	// dim (its one use is spent), nothing else changes.
	icons := board.SeatArtifactIcons(&panelTable(ctx, invoked, engine.Spectator).board.View, 1, nil)
	want := []board.ArtIcon{{Art: engine.Lamp, State: board.ArtInUse}, {Art: engine.Counterspell, State: board.ArtSpent}, {Art: engine.FlyingCarpet, State: board.ArtSpent}}
	if len(icons) != len(want) {
		t.Fatalf("seat 1 shows %d artifacts, want %d", len(icons), len(want))
	}
	row := board.SeatCardRect(1)
	for i, ic := range icons {
		if ic.Art != want[i].Art || ic.State != want[i].State {
			t.Errorf("seat 1's artifact %d: %v state %d, want %v state %d", i, ic.Art, ic.State, want[i].Art, want[i].State)
		}
	}
	p1 := pic(invoked)
	if d := scenetest.DiffBounds(p0, p1); d.Empty() || !d.In(row) {
		t.Errorf("seat 1 invoking its Lamp changed %v, want a change inside its card %v", d, row)
	}
	for _, ic := range icons {
		if scenetest.DiffBounds(p0.SubImage(ic.Rect).(*image.RGBA), p1.SubImage(ic.Rect).(*image.RGBA)).Empty() {
			t.Errorf("seat 1's %v looks the same after the Lamp was lit", ic.Art)
		}
	}
	tb = panelTable(ctx, invoked, engine.Spectator)
	if tip := tb.panel.magicTip(tb, centre(icons[0].Rect)); !strings.Contains(tip, "In use this round") {
		t.Errorf("the lit Lamp says %q", tip)
	}
	if tip := tb.panel.magicTip(tb, centre(icons[1].Rect)); !strings.Contains(tip, "No artifact use left") {
		t.Errorf("the spent Counterspell says %q", tip)
	}

	// Seat 2 won the Djinn's House: a ribbon on its emblem.
	if d := scenetest.DiffBounds(p0, pic(djinn)); d.Empty() || !d.In(board.DjinnRect(2)) {
		t.Errorf("seat 2 winning the Djinn changed %v, want a change inside %v", d, board.DjinnRect(2))
	}
}

// Every spell card and artifact has its own explanation in our words, one
// or two sentences, and the hover says it: each of the 21 cards of a full
// hand enlarges with its own text, each artifact type's tile tells its
// power.
func TestEverySpellAndArtifactIsExplainedOnHover(t *testing.T) {
	seen := map[string]bool{}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		s := ui.SpellEffect(sp)
		switch {
		case s == "":
			t.Errorf("%v has no explanation", sp)
		case seen[s]:
			t.Errorf("%v shares its explanation %q", sp, s)
		case s == assets.SpellTexts[sp]:
			t.Errorf("%v's explanation is the card face's text", sp)
		case strings.Count(s, ". ")+1 > 2 || !strings.HasSuffix(s, "."):
			t.Errorf("%v's explanation is not one or two sentences: %q", sp, s)
		}
		seen[s] = true
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		s := ui.ArtifactPower(a)
		if s == "" || seen[s] || !strings.HasPrefix(s, a.String()+":") {
			t.Errorf("%v's power reads %q", a, s)
		}
		seen[s] = true
	}

	ctx := newTestContext(t)
	all := engine.SpellSet(1<<engine.NumSpells - 1)
	start := magicStart(t)
	pos := magicPosition(t, start, [engine.MaxPlayers]engine.SpellSet{all}, func(v *engine.View) {
		for a := engine.Counterspell; a < engine.NumArtifactTypes; a++ {
			v.Seats[2].Artifacts[a] = 1
		}
	})
	tb := panelTable(ctx, pos, 0, 0)
	for i, sp := range board.HandCards(all, nil) {
		// The slot's top left corner: later cards lie over the rest of
		// an early one in so large a hand.
		tb.ctx.In.Mouse = tb.hand.handCardRect(i).Min.Add(image.Pt(4, 4))
		got, _, ok := tb.panel.hoveredCard(tb, false)
		if !ok || got != sp {
			t.Errorf("slot %d: hovering finds %v %v, want %v", i, got, ok, sp)
			continue
		}
		_, _, lines, hintAt := bigCardRects(tb, sp, tb.hand.handCardRect(i))
		if text := strings.Join(lines[:hintAt], " "); text != ui.SpellEffect(sp) {
			t.Errorf("%v's hover says %q", sp, text)
		}
	}
	if _, _, ok := tb.panel.hoveredCard(tb, true); ok {
		t.Error("a card is hovered on the hand-off picture")
	}
	for _, ic := range board.SeatArtifactIcons(&tb.board.View, 2, nil) {
		if tip := tb.panel.magicTip(tb, centre(ic.Rect)); !strings.HasPrefix(tip, ui.ArtifactPower(ic.Art)) {
			t.Errorf("seat 2's %v says %q", ic.Art, tip)
		}
	}
	for _, ic := range ownArtifactIcons(&tb.board.View, 0, nil) {
		if tip := tb.panel.magicTip(tb, centre(ic.Rect)); !strings.HasPrefix(tip, ui.ArtifactPower(ic.Art)) {
			t.Errorf("the viewer's %v says %q", ic.Art, tip)
		}
	}
}
