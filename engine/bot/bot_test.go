package bot

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"aladdin/engine"
)

// playGame plays one game with the given bots and calls see before every
// decision with the state, the deciding seat's view and the chosen action.
func playGame(t testing.TB, players int, seed uint64, bots []Bot, see func(s *engine.State, v *engine.View, a engine.Action)) *engine.State {
	t.Helper()
	return playConfig(t, engine.Config{Players: players, Seed: seed, FirstPlayer: -1}, bots, see)
}

// playConfig is playGame for any configuration (the magic version).
func playConfig(t testing.TB, cfg engine.Config, bots []Bot, see func(s *engine.State, v *engine.View, a engine.Action)) *engine.State {
	t.Helper()
	seed := cfg.Seed
	s, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var v engine.View
	buf := make([]engine.Event, 0, 256)
	for !s.Over() {
		p := int(s.Pending().Seat)
		s.ViewInto(p, &v)
		a := bots[p].Act(&v)
		if see != nil {
			see(s, &v, a)
		}
		if buf, err = s.Step(a, buf[:0]); err != nil {
			t.Fatalf("seed %d: seat %d chose an illegal move %v: %v", seed, p, a, err)
		}
	}
	return s
}

func seats(players int, l Level, seed uint64) []Bot {
	b := make([]Bot, players)
	for i := range b {
		b[i] = New(l, seed*10+uint64(i))
	}
	return b
}

func smallHard(seed uint64, iters int) *HardBot {
	h := NewExpert(seed)
	h.Iterations = iters
	return h
}

// collectViews gathers views of real decisions from Normal self-play.
func collectViews(t testing.TB, n int, want engine.DecisionType) []engine.View {
	var out []engine.View
	for seed := uint64(1); len(out) < n && seed < 200; seed++ {
		playGame(t, 4, seed, seats(4, Normal, seed), func(s *engine.State, v *engine.View, a engine.Action) {
			if v.Pending.Type == want && len(out) < n && s.Round() >= 2 {
				out = append(out, *v)
			}
		})
	}
	return out
}

func TestLevelsParseAndName(t *testing.T) {
	for l := Random; l <= Hard; l++ {
		got, err := ParseLevel(strings.ToUpper(l.String()))
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
		seen := map[string]bool{}
		for i := 0; i < 5; i++ {
			n := Name(l, i)
			if n == "" || seen[n] {
				t.Errorf("Name(%v, %d) = %q: empty or repeated", l, i, n)
			}
			seen[n] = true
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("an unknown level was accepted")
	}
	if DefaultThinkBeat <= 0 {
		t.Error("the thinking beat must be positive")
	}
}

// Every level plays only legal moves through whole games of 3, 4 and 5.
func TestEveryLevelPlaysWholeGames(t *testing.T) {
	for players := 3; players <= 5; players++ {
		bots := make([]Bot, players)
		for i := range bots {
			l := Level(i % 3) // random, easy, normal
			bots[i] = New(l, uint64(players*100+i))
		}
		bots[players-1] = smallHard(7, 20)
		s := playGame(t, players, uint64(players), bots, nil)
		if len(s.Winners()) == 0 {
			t.Errorf("%d players: nobody won", players)
		}
	}
}

// No cheating, by construction: a bot receives only its View. Two states
// that differ only in hidden information (opponents' face-down tokens, the
// guard, the deck order) give the bot the same view, and the same choice.
func TestNoCheatingHiddenInformationChangesNothing(t *testing.T) {
	checked := 0
	playGame(t, 4, 11, seats(4, Normal, 11), func(s *engine.State, v *engine.View, a engine.Action) {
		if v.Pending.Type != engine.DecPlace || s.Round() != 2 || checked >= 3 {
			return
		}
		me := int(v.Seat)
		// Another world the seat cannot tell apart from the real one.
		other := v.Sample(999 + uint64(checked))
		var v2 engine.View
		other.ViewInto(me, &v2)
		if other.Hash() == s.Hash() {
			t.Fatal("the sampled world should differ from the real one in hidden facts")
		}
		if v2 != *v {
			t.Fatalf("two worlds differing only in hidden information gave different views:\n%+v\n%+v", *v, v2)
		}
		for _, l := range []Level{Random, Easy, Normal} {
			a1 := New(l, 5).Act(v)
			a2 := New(l, 5).Act(&v2)
			if a1 != a2 {
				t.Errorf("%v chose %v in one world and %v in the other", l, a1, a2)
			}
		}
		a1 := smallHard(5, 40).Act(v)
		a2 := smallHard(5, 40).Act(&v2)
		if a1 != a2 {
			t.Errorf("hard chose %v in one world and %v in the other", a1, a2)
		}
		checked++
	})
	if checked == 0 {
		t.Fatal("no decision was checked")
	}
}

// The bots import nothing but the engine and the standard library.
func TestImportsOnlyEngine(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		pf, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range pf.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p != "aladdin/engine" && strings.Contains(strings.SplitN(p, "/", 2)[0], ".") || strings.HasPrefix(p, "aladdin/") && p != "aladdin/engine" {
				t.Errorf("%s imports %s; bots may import only the engine", f, p)
			}
		}
	}
}

// The same seed and view always give the same choice, and the bot leaves
// the view as it found it.
func TestDeterministicAndViewUntouched(t *testing.T) {
	views := collectViews(t, 4, engine.DecPlace)
	for _, v := range views {
		keep := v
		for _, l := range []Level{Random, Easy, Normal} {
			first, second := New(l, 9).Act(&v), New(l, 9).Act(&v)
			if first != second {
				t.Errorf("%v is not deterministic", l)
			}
		}
		first, second := smallHard(9, 30).Act(&v), smallHard(9, 30).Act(&v)
		if first != second {
			t.Error("hard is not deterministic")
		}
		if v != keep {
			t.Error("a bot changed the view it was given")
		}
	}
}

// Thinking in slices of one iteration reaches the same move as Act, and
// Start copies the view so the caller may reuse it at once.
func TestSlicedThinkingMatchesAct(t *testing.T) {
	for _, v := range collectViews(t, 3, engine.DecPlace) {
		want := smallHard(4, 60).Act(&v)
		view := v
		th := Start(smallHard(4, 60), &view)
		view = engine.View{} // the UI reuses its view
		calls := 0
		var got engine.Action
		for done := false; !done; calls++ {
			got, done = th.Think(1)
		}
		if got != want {
			t.Errorf("sliced search chose %v, Act chose %v", got, want)
		}
		if calls < 2 {
			t.Errorf("the search finished in %d call(s) of one iteration", calls)
		}
		// Heuristic levels finish in one call.
		v2 := v
		if a, done := Start(New(Normal, 1), &v2).Think(1); !done || a != New(Normal, 1).Act(&v) {
			t.Error("Normal's Thinker should finish in one call with Act's choice")
		}
	}
}

// canPayRoom reports whether a purse can pay the given token values, each in
// a different kind.
func canPayRoom(p engine.Purse, vals []int8) bool {
	have := purseValues(&p)
	return canPayKinds(&have, vals)
}

func roomValues(v *engine.View, seat int, sp engine.Space, extra int8) []int8 {
	var vals []int8
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Seat) == seat && tv.Space == sp {
			vals = append(vals, tv.Value)
		}
	}
	return append(vals, extra)
}

// Over many games: Normal and Hard never place in a room they cannot pay
// for, always buy when offered, and never bribe their way in when the bribe
// leaves them unable to buy anything.
func TestNormalAndHardPlaySensibly(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	check := func(name string, players int, seed uint64, bots []Bot, watch func(int) bool) {
		playGame(t, players, seed, bots, func(s *engine.State, v *engine.View, a engine.Action) {
			me := int(v.Seat)
			if !watch(me) {
				return
			}
			purse := v.Seats[me].Purse
			switch {
			case a.Type == engine.ActPlace && a.Space.IsRoom():
				vals := roomValues(v, me, a.Space, v.ValueOf(int(a.Token), a.Space))
				if !canPayRoom(purse, vals) {
					t.Errorf("%s (seed %d) placed %v in %v holding %v: it cannot pay for that room",
						name, seed, vals, a.Space, purseValues(&purse))
				}
			case v.Pending.Type == engine.DecBuy && a.Type != engine.ActBuy:
				t.Errorf("%s (seed %d) declined an artifact it could buy", name, seed)
			case a.Type == engine.ActBribe:
				after := purse
				for k, x := range a.Amounts {
					after.Small[k] -= x // value is what matters here
				}
				ok := false
				for r := 0; r < int(v.Players); r++ {
					vals := roomValues(v, me, engine.RoomSpace(r), 0)
					vals = vals[:len(vals)-1]
					if len(vals) > 0 && canPayRoom(after, vals) {
						ok = true
					}
				}
				if !ok {
					t.Errorf("%s (seed %d) bribed the guard and then could buy nothing", name, seed)
				}
			}
		})
	}
	for g := 0; g < games; g++ {
		players := 3 + g%3
		seed := uint64(1000 + g)
		bots := seats(players, Easy, seed)
		bots[g%players] = New(Normal, seed)
		check("normal", players, seed, bots, func(p int) bool { return p == g%players })
	}
	for g := 0; g < games/10+1; g++ {
		seed := uint64(2000 + g)
		bots := seats(4, Normal, seed)
		bots[0] = smallHard(seed, 25)
		check("hard", 4, seed, bots, func(int) bool { return true })
	}
}

// Treasure in a cave nobody contests does not lie unclaimed while a Normal
// seat has a token that does nothing useful: over many games, caves left
// empty with treasure on them are rare.
func TestNormalClaimsUncontestedCaves(t *testing.T) {
	empty, rounds := 0, 0
	for g := 0; g < 30; g++ {
		seed := uint64(3000 + g)
		round := 0
		playGame(t, 4, seed, seats(4, Normal, seed), func(s *engine.State, v *engine.View, a engine.Action) {
			// The last placement of the round: look at the board after it.
			if v.Pending.Type != engine.DecPlace || s.Round() == round {
				return
			}
			total := 0
			for p := 0; p < 4; p++ {
				total += int(v.Seats[p].Left)
			}
			if total != 1 {
				return
			}
			round = s.Round()
			rounds++
			for c := engine.Space(0); c < engine.NumCaves; c++ {
				if v.Shelves[c][0].Value() == 0 || c == a.Space {
					continue
				}
				has := false
				for i := 0; i < int(v.NumTokens); i++ {
					if v.Tokens[i].Space == c {
						has = true
					}
				}
				if !has {
					empty++
				}
			}
		})
	}
	if rounds == 0 || float64(empty)/float64(rounds) > 0.1 {
		t.Errorf("%d caves with treasure left untouched in %d rounds", empty, rounds)
	}
}

// A short smoke tournament: each level beats the one below it.
func TestLevelsAreOrdered(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 20
	}
	share := func(top, rest Level) float64 {
		w := 0.0
		for g := 0; g < games; g++ {
			seed := uint64(5000 + g)
			bots := seats(4, rest, seed)
			bots[g%4] = New(top, seed)
			s := playGame(t, 4, seed, bots, nil)
			ws := s.Winners()
			for _, p := range ws {
				if p == g%4 {
					w += 1 / float64(len(ws))
				}
			}
		}
		return w / float64(games)
	}
	if x := share(Easy, Random); x < 0.6 {
		t.Errorf("Easy won only %.0f%% against three random seats", 100*x)
	}
	if x := share(Normal, Easy); x < 0.4 {
		t.Errorf("Normal won only %.0f%% against three Easy seats", 100*x)
	}
}
