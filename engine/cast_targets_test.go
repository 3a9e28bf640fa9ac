package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The screen targets a spell or an artifact on the board: it lights the
// targets of the legal casts of one card and maps each onto the board from
// the player's own view. So every legal cast and invocation must name its
// targets in fields the view can place: Space and To as spaces on the
// board, Handle as a token the view shows on the board (printed or a
// Carpet or Double), Art as an artifact type, Play as a play the view's
// window holds; and every field the card does not name is zero.

// boardToken finds the token with handle h on the board in v.
func boardToken(v *View, h uint8) (TokenView, bool) {
	for i := 0; i < int(v.NumTokens) && i < len(v.Tokens); i++ {
		if tv := v.Tokens[i]; tv.Seq == h && tv.Space < NumSpaces {
			return tv, true
		}
	}
	for _, tv := range v.Extra {
		if tv.Seq == h && tv.Space < NumSpaces {
			return tv, true
		}
	}
	return TokenView{}, false
}

// castTargetProblem says what the screen could not map in a legal cast or
// invocation, or "".
func castTargetProblem(v *View, a Action) string {
	if a != a.Canonical() {
		return "not canonical"
	}
	var uses Targets
	switch a.Type {
	case ActCast:
		uses = spellDefs[a.Spell].uses
		if a.Spell == Parasite { // the artifact copied, then that power's own target
			uses = TargetArtifact | a.Art.Targets()
		}
	case ActInvoke:
		uses = TargetArtifact | a.Art.Targets()
	default:
		return ""
	}
	if uses&TargetArtifact != 0 && a.Art >= NumArtifactTypes {
		return "names no artifact type"
	}
	if uses&TargetSpace != 0 && a.Space >= NumSpaces {
		return "names a space off the board"
	}
	if uses&TargetTo != 0 && a.To >= NumSpaces {
		return "names a destination off the board"
	}
	if uses&TargetPlay != 0 && (a.Play < 0 || a.Play >= v.Win.N) {
		return fmt.Sprintf("names play %d of the %d the view's window holds", a.Play, v.Win.N)
	}
	if uses&TargetToken != 0 {
		tv, found := boardToken(v, a.Handle)
		switch {
		case !found:
			return "names a token the view does not show on the board"
		case a.Spell == SecondChance && tv.Seat != a.Seat, a.Type == ActInvoke && tv.Seat != a.Seat:
			return "names another seat's token for one of the caster's own"
		case (a.Spell == Teleport || a.Spell == EyeForAnEye) && tv.Seat == a.Seat:
			return "names the caster's own token for another seat's"
		}
	}
	// Fields the play does not name stay zero, so the screen can tell a
	// target from nothing.
	if uses&TargetSpace == 0 && a.Space != 0 || uses&TargetTo == 0 && a.To != 0 ||
		uses&TargetToken == 0 && a.Handle != 0 || uses&TargetPlay == 0 && a.Play != 0 ||
		uses&TargetArtifact == 0 && a.Art != 0 {
		return "sets a field it does not name"
	}
	return ""
}

func TestLegalCastsNameTargetsTheScreenCanMap(t *testing.T) {
	games, rounds := 10, 8
	if testing.Short() {
		games = 3
	}
	var casts [NumSpells]int
	var invokes [NumArtifactTypes]int
	var legal []Action
	var v View
	for g := 0; g < games; g++ {
		players := 3 + g%3
		s := newMagicGame(t, players, uint64(5300+g))
		mp := newMagicPicker(uint64(g) + 7)
		r := rand.New(rand.NewPCG(uint64(g), 5))
		for !s.Over() && s.Round() <= rounds {
			legal = s.LegalInto(legal[:0])
			d := s.Pending()
			s.ViewInto(int(d.Seat), &v)
			for _, a := range legal {
				if why := castTargetProblem(&v, a); why != "" {
					t.Fatalf("game %d round %d: the legal %+v %s", g, s.Round(), a, why)
				}
				switch a.Type {
				case ActCast:
					casts[a.Spell]++
				case ActInvoke:
					invokes[a.Art]++
				}
			}
			a := mp.choose(legal)
			if r.IntN(3) == 0 {
				a = legal[r.IntN(len(legal))]
			}
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
		}
	}
	for sp := Spell(0); sp < NumSpells && !testing.Short(); sp++ {
		if casts[sp] == 0 {
			t.Errorf("no legal cast of %v was met", sp)
		}
	}
	for art := Lamp; art < Scroll && !testing.Short(); art++ {
		if invokes[art] == 0 {
			t.Errorf("no legal invocation of %v was met", art)
		}
	}
	t.Logf("casts met %v, invocations %v", casts, invokes)
}
