package scenes

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"aladdin/engine"
	"aladdin/game"
)

// How the magic tests drive the table (headless, game.Context.Step): at
// each decision of a human seat the test reads the game on the table, asks the mouse player what to do, and does it with the
// mouse through the probe's targets: a token then a space, a spell card
// then each of its targets on the board or in the chooser, the steppers and
// chips of a dialog. Then it checks that the program recorded exactly that
// action. The screens' own choices (what is lit, what a chooser offers)
// are checked against the engine's legal actions on the way.

// mouseRun is one program driven by the mouse player.
type mouseRun struct {
	g      *headless
	mp     *mousePlayer
	humans map[int]bool
	// per round: clicks made, reaction windows put to a human, casts and
	// invocations made, hand-offs seen.
	clicks, prompts, plays, handoffs map[int]int
	// magicClicks are the clicks that only the magic version asks for:
	// answering windows, casting, the Tent's card, the spells' dialogs.
	magicClicks map[int]int
	passes      map[int]int // windows answered with Pass
	empty       map[int]int // windows with nothing to play but Pass
	// onHandoff looks at each hand-off screen before "ready" is clicked;
	// stop ends play early (after a decision) when it returns true.
	onHandoff func(r *mouseRun, st probeState)
	after     func(r *mouseRun, d engine.Decision)
	stop      func(r *mouseRun) bool
	// handoffSeen: a hand-off showed since the last human decision.
	handoffSeen bool
	round       int // the engine's round at the last decision
	decisions   int
	last        []engine.Action // the record at the last read
}

func newMouseRun(g *headless, mp *mousePlayer, humans []int) *mouseRun {
	r := &mouseRun{g: g, mp: mp, humans: map[int]bool{}, clicks: map[int]int{}, prompts: map[int]int{},
		plays: map[int]int{}, handoffs: map[int]int{}, magicClicks: map[int]int{}, passes: map[int]int{}, empty: map[int]int{}, round: 1}
	for _, h := range humans {
		r.humans[h] = true
	}
	return r
}

// writeSetup puts a remembered set-up in the data folder, so the set-up
// screen opens with these seats and this seed.
func writeSetup(t interface{ Fatal(...any) }, s game.Setup) {
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(os.Getenv("ALADDIN_DATA_DIR"), "setup"), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// saved is the game on the table: a copy of the state now and every
// action so far. False when no game is on the table.
func (r *mouseRun) saved() (*engine.State, []engine.Action, bool) {
	tb, ok := r.g.ctx.Scenes.Current().(*Table)
	if !ok || tb.S == nil {
		return nil, nil, false
	}
	r.last = append([]engine.Action(nil), game.EngineRecord(tb.S).Actions...)
	return game.EngineState(tb.S).Clone(), r.last, true
}

// clickCounted clicks a target and counts the click for the round.
func (r *mouseRun) clickCounted(st probeState, name string) bool {
	r.g.t.Helper()
	if !r.g.clickTarget(st, name) {
		return false
	}
	r.clicks[r.round]++
	return true
}

// waitTarget polls until the probe offers a target.
func (r *mouseRun) waitTarget(name string) (probeState, bool) {
	return r.g.poll(5*time.Second, func(s probeState) bool {
		_, ok := s.Targets[name]
		return ok && settled(s)
	})
}

// clickWhenOffered waits for a target and clicks it.
func (r *mouseRun) clickWhenOffered(name string) {
	r.g.t.Helper()
	st, ok := r.waitTarget(name)
	if !ok {
		r.g.t.Fatalf("the screen never offered %q; last probe: scene %q status casting=%q targets %v", name, st.Scene, st.Status["casting"], probeKeys(st.Targets))
	}
	r.clickCounted(st, name)
}

// isDecisionScene reports whether the probe shows a human's decision.
func isDecisionScene(st probeState) bool {
	switch {
	case st.Scene == "react", strings.HasPrefix(st.Scene, "dialog-"):
		return true
	case st.Scene == "placement":
		return len(targetsWith(st, "token:")) > 0
	}
	return false
}

// decisionHook looks at the screen of a human decision before the mouse
// player makes it (a, in game s).
type decisionHook func(r *mouseRun, st probeState, s *engine.State, a engine.Action)

// play answers every decision until game over, calling atDecision with the
// game before each human action (for the checks of the screen).
func (r *mouseRun) play(timeout time.Duration, atDecision decisionHook) probeState {
	g := r.g
	g.t.Helper()
	fresh := ""
	for i := ticksIn(timeout); i > 0; i-- {
		st, _ := g.read()
		// A decision is answered from the second tick it shows: in its
		// first the hand may still be lit for the moment before (a card
		// just taken lights a tick later), which the desktop test's polls
		// never saw.
		now := st.Scene + "|" + st.Status["decision"] + "|" + st.Status["seat"] + "|" + strconv.Itoa(len(st.Targets))
		if !settled(st) || now != fresh {
			fresh = now
			g.frame(nil)
			continue
		}
		switch {
		case st.Scene == "gameover":
			return st
		case st.Scene == "summary":
			if n, err := strconv.Atoi(st.Status["summary"]); err == nil {
				r.round = n
			}
			r.clickCounted(st, "next")
			g.poll(5*time.Second, func(s probeState) bool { return s.Scene != "summary" })
		case st.Scene == "handoff":
			r.handoffs[r.round]++
			r.handoffSeen = true
			if r.onHandoff != nil {
				r.onHandoff(r, st)
			}
			r.clickCounted(st, "ready")
			g.poll(5*time.Second, func(s probeState) bool { return s.Scene != "handoff" })
		case st.Scene == "pause":
			g.clickTarget(st, "resume")
		case isDecisionScene(st):
			r.decide(st, atDecision)
			if r.stop != nil && r.stop(r) {
				return st
			}
		default:
			g.frame(nil)
		}
	}
	st, _ := g.read()
	g.t.Fatalf("no game over within %v of game time; last scene %q status %v", timeout, st.Scene, st.Status)
	return st
}

// decide makes one human decision by mouse and checks what was recorded.
func (r *mouseRun) decide(st probeState, atDecision decisionHook) {
	g := r.g
	t := g.t
	t.Helper()
	s, hist, ok := r.saved()
	if !ok {
		return
	}
	d := s.Pending()
	if !r.humans[int(d.Seat)] || d.Type.String() != st.Status["decision"] || strconv.Itoa(int(d.Seat)) != st.Status["seat"] {
		g.frame(nil)
		return
	}
	r.round = s.Round()
	// A private decision shows to its own player only; giving the camel
	// shows nothing private and may show to the table (no hand-off).
	if v := st.Status["viewer"]; v != st.Status["seat"] && d.Type.ShowsPrivate() {
		t.Fatalf("seat %s's %q is on screen while the viewer is %s", st.Status["seat"], st.Scene, v)
	}
	a := r.mp.decide(s, hist)
	if d.Type == engine.DecReact {
		r.prompts[r.round]++
		if a.Type == engine.ActPass {
			r.passes[r.round]++
		}
	}
	if atDecision != nil {
		atDecision(r, st, s, a)
	}
	before := r.clicks[r.round]
	mo := momentOf(s)
	r.perform(mo, a)
	if n, want := r.clicks[r.round]-before, clicksFor(mo, a); n != want {
		t.Errorf("%s took %d clicks; the click count for it says %d", actionText(a), n, want)
	}
	if isMagicDecision(d, a) {
		r.magicClicks[r.round] += r.clicks[r.round] - before
	}
	if a.Type == engine.ActCast || a.Type == engine.ActInvoke {
		r.plays[r.round]++
	}
	r.decisions++
	r.handoffSeen = false
	// The program records the action (or the game ends with it).
	var after []engine.Action
	_, done := g.poll(10*time.Second, func(p probeState) bool {
		if _, h, ok := r.saved(); ok && len(h) > len(hist) {
			after = h
			return true
		}
		return p.Scene == "gameover"
	})
	if !done {
		p, _ := g.read()
		t.Fatalf("the program did not take %s (decision %q); probe: scene %q casting %q targets %v", actionText(a), d.Type, p.Scene, p.Status["casting"], probeKeys(p.Targets))
	}
	if after != nil && after[len(hist)] != a {
		t.Fatalf("by mouse the program recorded %s where the player chose %s", actionText(after[len(hist)]), actionText(a))
	}
	if r.after != nil {
		r.after(r, d)
	}
	// The pointer rests on the log, where it opens no tooltip; a few ticks
	// on, the probe shows the screen after the action.
	g.park()
	g.frame(nil)
}

// actionText names an action with the fields that matter to it.
func actionText(a engine.Action) string {
	s := fmt.Sprintf("%v(seat %d", a.Type, a.Seat)
	switch a.Type {
	case engine.ActPlace:
		s += fmt.Sprintf(" token %d space %d", a.Token, a.Space)
	case engine.ActCast:
		s += fmt.Sprintf(" %s space %d handle %d to %d art %d play %d", a.Spell, a.Space, a.Handle, a.To, a.Art, a.Play)
	case engine.ActInvoke:
		s += fmt.Sprintf(" %s space %d handle %d play %d", a.Art, a.Space, a.Handle, a.Play)
	default:
		s += fmt.Sprintf(" %+v", a)
	}
	return s + ")"
}

// perform does action a by mouse at the moment mo on the screen.
func (r *mouseRun) perform(mo moment, a engine.Action) {
	t := r.g.t
	t.Helper()
	d := mo.d
	switch a.Type {
	case engine.ActPlace:
		r.clickWhenOffered("token:" + strconv.Itoa(int(a.Token)))
		r.clickWhenOffered("space:" + strconv.Itoa(int(a.Space)))
	case engine.ActCast, engine.ActInvoke:
		r.cast(mo, a)
	case engine.ActPass:
		if d.Type == engine.DecTrade {
			r.clickWhenOffered("done")
		} else {
			r.clickWhenOffered("pass")
		}
	case engine.ActDecline:
		r.clickWhenOffered("decline")
	case engine.ActKeep:
		i := 0
		for _, l := range mo.legal {
			if l.Type == engine.ActKeep {
				if l.Spell == a.Spell {
					break
				}
				i++
			}
		}
		r.clickWhenOffered("keep:" + strconv.Itoa(i))
	case engine.ActGiveCamel:
		r.clickWhenOffered("camel:" + strconv.Itoa(int(a.Target)))
	case engine.ActBuy:
		for _, tok := range roomTokens(&mo.v, d) {
			r.clickWhenOffered(fmt.Sprintf("pay:%d:%d", tok, a.Pay[tok]))
		}
		r.clickWhenOffered("buy")
	case engine.ActBribe, engine.ActPay:
		r.clickWhenOffered("suggest")
		r.clickWhenOffered("pay")
	case engine.ActTake:
		if a.Large {
			r.clickWhenOffered("large:" + strconv.Itoa(int(a.Give)))
		} else {
			r.steps("small:", a.Amounts)
		}
		r.clickWhenOffered("take")
	case engine.ActSwap:
		size := 0
		if a.Large {
			size = 1
		}
		r.clickWhenOffered("size:" + strconv.Itoa(size))
		r.clickWhenOffered("give:" + strconv.Itoa(int(a.Give)))
		r.clickWhenOffered("take:" + strconv.Itoa(int(a.Target)))
		r.clickWhenOffered("swap")
	case engine.ActPick:
		if d.Type == engine.DecRetaliate {
			r.clickWhenOffered("token:" + strconv.Itoa(int(a.Handle)))
		} else {
			r.clickWhenOffered("pick:" + strconv.Itoa(int(a.Art)))
		}
	default:
		t.Fatalf("the mouse player chose %s, which these tests cannot click", actionText(a))
	}
}

// steps raises each kind's stepper (name prefix + kind, "+") to amounts.
func (r *mouseRun) steps(prefix string, amounts [engine.NumKinds]int8) {
	for k, n := range amounts {
		for i := 0; i < int(n); i++ {
			r.clickWhenOffered(prefix + strconv.Itoa(k) + "+")
			r.g.frame(nil)
		}
	}
}

// castStep is one choice the casting flow asks for: which target field
// (as the probe's "casting" status words it), the values offered and the
// one to pick.
type castStep struct {
	ask     string
	offered []int
	pick    int // a value (space, handle) or a chooser row
}

// castSteps replays the casting flow's narrowing (scenes/modes/casting.go) on
// the legal actions: the first target field on which the candidates still
// differ is asked next, in the order artifact, play, token, space,
// destination, then anything else by row.
func castSteps(legal []engine.Action, a engine.Action) (steps []castStep, confirm bool) {
	var cands []engine.Action
	for _, l := range legal {
		if l.Type == a.Type && (a.Type == engine.ActCast && l.Spell == a.Spell || a.Type == engine.ActInvoke && l.Art == a.Art) {
			cands = append(cands, l)
		}
	}
	fields := []struct {
		ask   string
		value func(engine.Action) int
	}{
		{"choose the artifact", func(x engine.Action) int { return int(x.Art) }},
		{"choose the play it cancels", func(x engine.Action) int { return int(x.Play) }},
		{"click the token", func(x engine.Action) int { return int(x.Handle) }},
		{"click the space", func(x engine.Action) int { return int(x.Space) }},
		{"click where it goes", func(x engine.Action) int { return int(x.To) }},
	}
	for len(cands) > 1 {
		narrowed := false
		for fi, f := range fields {
			seen := map[int]bool{}
			var vals []int
			for _, c := range cands {
				if v := f.value(c); !seen[v] {
					seen[v] = true
					vals = append(vals, v)
				}
			}
			if len(vals) < 2 {
				continue
			}
			sort.Ints(vals)
			want := f.value(a)
			pick := want
			if fi < 2 { // a chooser: rows in value order
				pick = sort.SearchInts(vals, want)
			}
			steps = append(steps, castStep{ask: f.ask, offered: vals, pick: pick})
			var keep []engine.Action
			for _, c := range cands {
				if f.value(c) == want {
					keep = append(keep, c)
				}
			}
			cands, narrowed = keep, true
			break
		}
		if !narrowed {
			row := 0
			for i, c := range cands {
				if c == a {
					row = i
					break
				}
			}
			steps = append(steps, castStep{ask: "choose how", pick: row})
			break
		}
	}
	return steps, len(steps) == 0
}

// cast plays a spell card or invokes an artifact by mouse: the lit card or
// artifact behind the screen, then each target as the flow asks for it.
// Each step's lit targets must be exactly the legal ones.
func (r *mouseRun) cast(mo moment, a engine.Action) {
	t := r.g.t
	t.Helper()
	what := a.Spell.String()
	start := "spell:" + strconv.Itoa(int(a.Spell))
	if a.Type == engine.ActInvoke {
		what = a.Art.String()
		start = "artifact:" + strconv.Itoa(int(a.Art))
	}
	steps, confirm := castSteps(mo.legal, a)
	r.clickWhenOffered(start)
	if confirm {
		st2, ok := r.g.poll(5*time.Second, func(p probeState) bool {
			return p.Status["casting"] == what+": confirm" && settled(p)
		})
		if !ok {
			t.Fatalf("casting %s: no confirmation asked; casting status %q", what, st2.Status["casting"])
		}
		r.clickWhenOffered("cast-ok")
		return
	}
	prev := ""
	for _, step := range steps {
		// The flow's words may change; what it asks is known by its
		// targets: board tokens, board spaces, or chooser rows. Each step
		// asks something new.
		prefix := "choice:"
		switch step.ask {
		case "click the token":
			prefix = "target-token:"
		case "click the space", "click where it goes":
			prefix = "target-space:"
		}
		st2, ok := r.g.poll(5*time.Second, func(p probeState) bool {
			c := p.Status["casting"]
			return settled(p) && strings.HasPrefix(c, what+": ") && c != prev && len(targetsWith(p, prefix)) > 0
		})
		if !ok {
			t.Fatalf("casting %s: the screen asks %q with targets %v; the rules ask to %s", what, st2.Status["casting"], probeKeys(st2.Targets), step.ask)
		}
		prev = st2.Status["casting"]
		target := prefix + strconv.Itoa(step.pick)
		switch prefix {
		case "choice:":
			if n := len(targetsWith(st2, "choice:")); step.offered != nil && n != len(step.offered) {
				t.Errorf("casting %s: the chooser offers %d rows for %d legal choices", what, n, len(step.offered))
			}
		default:
			checkOffered(t, st2, prefix, step.offered, what)
		}
		r.clickWhenOffered(target)
	}
}

// checkOffered compares the lit targets with the legal values. A token
// not drawn on the board (none should be) would have no target.
func checkOffered(t interface {
	Errorf(string, ...any)
}, st probeState, prefix string, legal []int, what string) {
	var got []int
	for _, k := range targetsWith(st, prefix) {
		n, _ := strconv.Atoi(strings.TrimPrefix(k, prefix))
		got = append(got, n)
	}
	sort.Ints(got)
	if fmt.Sprint(got) != fmt.Sprint(legal) {
		t.Errorf("casting %s: the screen lights %s%v, the rules allow %v", what, prefix, got, legal)
	}
}

// litOnScreen are the spells and artifact types the probe offers to play.
func litOnScreen(st probeState) (spells, arts []int) {
	for _, k := range targetsWith(st, "spell:") {
		n, _ := strconv.Atoi(strings.TrimPrefix(k, "spell:"))
		spells = append(spells, n)
	}
	for _, k := range targetsWith(st, "artifact:") {
		n, _ := strconv.Atoi(strings.TrimPrefix(k, "artifact:"))
		arts = append(arts, n)
	}
	sort.Ints(spells)
	sort.Ints(arts)
	return spells, arts
}

// playableNow are the spells and artifact types the legal actions allow.
func playableNow(legal []engine.Action) (spells, arts []int) {
	seenS, seenA := map[int]bool{}, map[int]bool{}
	for _, a := range legal {
		switch {
		case a.Type == engine.ActCast && !seenS[int(a.Spell)]:
			seenS[int(a.Spell)] = true
			spells = append(spells, int(a.Spell))
		case a.Type == engine.ActInvoke && !seenA[int(a.Art)]:
			seenA[int(a.Art)] = true
			arts = append(arts, int(a.Art))
		}
	}
	sort.Ints(spells)
	sort.Ints(arts)
	return spells, arts
}

// clicksFor is how many clicks the mouse player makes for action a at
// the moment mo (perform's clicks, counted without the screen): the basic
// game's figures are counted this way over its headless game, and the
// magic run checks the count against every click it really makes.
func clicksFor(mo moment, a engine.Action) int {
	d := mo.d
	sum := func(am [engine.NumKinds]int8) int {
		n := 0
		for _, v := range am {
			n += int(v)
		}
		return n
	}
	switch a.Type {
	case engine.ActPlace:
		return 2
	case engine.ActCast, engine.ActInvoke:
		steps, confirm := castSteps(mo.legal, a)
		if confirm {
			return 2
		}
		return 1 + len(steps)
	case engine.ActBuy:
		return len(roomTokens(&mo.v, d)) + 1
	case engine.ActBribe, engine.ActPay:
		return 2
	case engine.ActTake:
		if a.Large {
			return 2
		}
		return sum(a.Amounts) + 1
	case engine.ActSwap:
		return 4
	}
	return 1
}

// isMagicDecision reports a decision only the magic version asks for.
func isMagicDecision(d engine.Decision, a engine.Action) bool {
	switch d.Type {
	case engine.DecPlace:
		return a.Type != engine.ActPlace
	case engine.DecBuy, engine.DecBribe, engine.DecMarket, engine.DecCamel, engine.DecStartTreasure:
		return false
	}
	return true
}

// park rests the pointer in the bottom right corner of the log, where it
// opens no tooltip over what a test looks at.
func (g *headless) park() { g.frame(func(in *game.Input) { in.Mouse = image.Pt(1590, 990) }) }
