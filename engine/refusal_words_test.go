package engine

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Every refusal is shown to players as it is ("Not here: ..."), so its
// words must read as plain English, in the style of the basic game's
// refusals: one or more sentences, a capital first, a full stop last.

// codeWords are shapes that only program text has: Go identifiers in
// camel case (DecReact, castProblem, FlyingCarpet), snake case, failed
// formatting, hex numbers, and the fallback names String methods give to
// values out of range.
var codeWords = regexp.MustCompile(`[a-z][A-Z]|_|%!|0x|\b(?:Dec|Act|Ev|Err|Reason|Win)[A-Z]|` +
	`\b(?:Spell|Space|Kind|Artifact|Action|Decision)\(|no kind|unknown |<nil>|\{|\}`)

// refusalWordsProblem says what is wrong with a refusal's text, or "".
func refusalWordsProblem(msg string) string {
	first, _ := utf8.DecodeRuneInString(msg)
	switch {
	case msg == "":
		return "empty"
	case !unicode.IsUpper(first) && !strings.HasPrefix(msg, "2nd Chance"):
		return "does not start with a capital"
	case !strings.HasSuffix(msg, "."):
		return "does not end with a full stop"
	case strings.Contains(msg, "  ") || strings.Contains(msg, " .") || strings.Contains(msg, ".."):
		return "stray spacing or stops"
	case codeWords.MatchString(msg):
		return fmt.Sprintf("reads like program text (%q)", codeWords.FindString(msg))
	case clumsyCounts.MatchString(msg):
		return fmt.Sprintf("counts clumsily (%q)", clumsyCounts.FindString(msg))
	}
	return ""
}

// clumsyCounts are numbers a person would not write so: "only 0 pearls",
// "1 crowns".
var clumsyCounts = regexp.MustCompile(`\bonly 0\b|\b1 (?:small |large )?(?:crowns|pearls|gemstones|trophies|gold bars|tokens|players|treasures)\b`)

// magicActionTypes are the actions of the magic version, whose refusals
// this test reads (the basic game's own are older and kept as they are).
var magicActionTypes = map[ActionType]bool{ActCast: true, ActInvoke: true, ActPass: true, ActKeep: true,
	ActPay: true, ActTake: true, ActSwap: true, ActPick: true}

// TestRefusalWordsAreForPlayers tries many refused actions at every
// decision of random magic games (the candidates of the Legal-against-Apply
// test: every target of every card, junk around them, every payment, take,
// swap and pick, actions of other seats and of other decisions) and checks
// the words of every refusal.
func TestRefusalWordsAreForPlayers(t *testing.T) {
	games, rounds := 6, 6
	if testing.Short() {
		games, rounds = 2, 3
	}
	seen := map[string]Action{}
	for g := 0; g < games; g++ {
		players := 3 + g%3
		s := newMagicGame(t, players, uint64(9100+g))
		r := rand.New(rand.NewPCG(uint64(g), 33))
		mp := newMagicPicker(uint64(g) + 90)
		if g%2 == 1 {
			drainSmallPieces(s, r)
		}
		var legal []Action
		for !s.Over() && s.Round() <= rounds {
			legal = s.LegalInto(legal[:0])
			if d := s.Pending(); d.Type != DecPlace || r.IntN(4) == 0 {
				for _, a := range legalCandidates(s, legal, r) {
					err := s.Check(a.Canonical())
					if err == nil || !magicActionTypes[a.Type] {
						continue
					}
					var re *RuleError
					if !errors.As(err, &re) {
						t.Fatalf("%+v refused without a RuleError: %v", a, err)
					}
					if _, ok := seen[re.Reason]; !ok {
						seen[re.Reason] = a
					}
				}
				probeProblems(s, r, seen)
			}

			a := mp.choose(legal)
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
		}
	}
	msgs := make([]string, 0, len(seen))
	for m := range seen {
		msgs = append(msgs, m)
	}
	sort.Strings(msgs)
	for _, m := range msgs {
		if why := refusalWordsProblem(m); why != "" {
			t.Errorf("%q %s (refusing %+v)", m, why, seen[m])
		}
		t.Logf("%s", m)
	}
	if len(msgs) < 60 {
		t.Fatalf("only %d different refusals met: the games reach too little", len(msgs))
	}
}

// The checker itself: the basic game's refusals pass, program text fails.
func TestRefusalWordsProblemTellsProgramText(t *testing.T) {
	for _, m := range []string{
		"Taboo closes the Market to new tokens this round.",
		"2nd Chance moves one of your own tokens.",
		"It is Player 2's turn to play a spell or an artifact, or pass.",
	} {
		if why := refusalWordsProblem(m); why != "" {
			t.Errorf("%q: %s", m, why)
		}
	}
	for _, m := range []string{
		"", "bad target.", "No such target", "The game waits for DecReact.", "Use FlyingCarpet.",
		"Wrong spell_card.", "You have %!d(string=x).", "Artifact 0xff.", "You have no no kind to give.",
		"Spell(17) is not held.", "Pay  twice.", "You have only 0 pearls.", "The bank has only 1 small gold bars.",
	} {
		if refusalWordsProblem(m) == "" {
			t.Errorf("%q passed", m)
		}
	}
}

// probeProblems asks every card's and every artifact's own checks about
// every seat, as if each held the card with its Lamp lit and each artifact
// unused: the words a player meets once holding them, which the pending
// seat's candidates reach only when it holds that very card.
func probeProblems(s *State, r *rand.Rand, seen map[string]Action) {
	var hs [MaxPlayers * numSlots]uint8
	handles := append(hs[:s.handles(&hs, nil)], 0, 255)
	note := func(p int, a Action, why refusal) {
		if why == ok {
			return
		}
		msg := why.err().Error()
		if _, found := seen[msg]; !found {
			a.Seat = int8(p)
			seen[msg] = a
		}
	}
	for p := 0; p < int(s.c.Players); p++ {
		for sp := Spell(0); sp < NumSpells; sp++ {
			def := &spellDefs[sp]
			for k := 0; k < 24; k++ {
				a := Action{Type: ActCast, Spell: sp}
				if def.uses&TargetSpace != 0 {
					a.Space = Space(r.IntN(NumSpaces + 1))
				}
				if def.uses&TargetToken != 0 {
					a.Handle = handles[r.IntN(len(handles))]
				}
				if def.uses&TargetTo != 0 {
					a.To = Space(r.IntN(NumSpaces + 1))
				}
				if def.uses&TargetArtifact != 0 {
					a.Art = Artifact(r.IntN(NumArtifactTypes + 1))
				}
				if def.uses&TargetPlay != 0 {
					a.Play = int8(r.IntN(int(s.c.M.Win.N)+2) - 1)
				}
				note(p, a, def.problem(s, p, a))
			}
		}
		for art := Artifact(0); art <= NumArtifactTypes; art++ {
			a := Action{Type: ActInvoke, Art: art, Space: Space(r.IntN(NumSpaces + 1)),
				Handle: handles[r.IntN(len(handles))], Play: int8(r.IntN(int(s.c.M.Win.N)+2) - 1)}
			note(p, a, s.invokeProblem(p, a))
			switch art {
			case Counterspell:
				note(p, a, s.counterProblem(p, a.Play))
			case Double:
				note(p, a, s.doubleProblem(p, a.Handle))
			case FlyingCarpet:
				note(p, a, s.carpetProblem(p, a.Space))
			case Key:
				note(p, a, s.keyProblem(p))
			}
		}
	}
}

// TestEveryRefusalTextIsForPlayers reads the engine's source for every
// refusal text written in it (each refusal{...} and illegal(...) with a
// literal message), the ones no game reaches included, fills its blanks
// with sample words and checks them. The messages that name a space
// (wordsFor) are checked for every space where a game reaches them.

func TestEveryRefusalTextIsForPlayers(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	verbs := strings.NewReplacer("%d", "3", "%v", "the Market", "%s", "the Market")
	fset := token.NewFileSet()
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(node ast.Node) bool {
			var arg ast.Expr
			switch x := node.(type) {
			case *ast.CompositeLit:
				if id, isIdent := x.Type.(*ast.Ident); isIdent && id.Name == "refusal" && len(x.Elts) >= 2 {
					arg = x.Elts[1]
				}
			case *ast.CallExpr:
				if id, isIdent := x.Fun.(*ast.Ident); isIdent && id.Name == "illegal" && len(x.Args) >= 2 {
					arg = x.Args[1]
				} else if isIdent && id.Name == "wordsFor" && len(x.Args) == 1 {
					arg = x.Args[0]
				}
			}
			lit, isLit := arg.(*ast.BasicLit)
			if !isLit || lit.Kind != token.STRING {
				return true
			}
			text, err := strconv.Unquote(lit.Value)
			if err != nil || text == "%s" {
				return true
			}
			n++
			if why := refusalWordsProblem(capitalFirst(verbs.Replace(text))); why != "" {
				t.Errorf("%s: %q %s", fset.Position(lit.Pos()), text, why)
			}
			return true
		})
	}
	if n < 100 {
		t.Fatalf("only %d refusal texts found in the source", n)
	}
}
