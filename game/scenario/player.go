package scenario

import (
	"math/rand"
	"sort"
	"strings"

	"aladdin/game"
)

// Screen is a game on screen as a scripted player drives it, through what
// the test probe publishes: the desktop window driven by the real pointer
// (game/e2e) and the headless table (scenes) alike.
type Screen interface {
	// ClickTarget clicks the target named name that st offers; false when
	// it offers none.
	ClickTarget(st game.ProbeState, name string) bool
	// Poll lets the game run until ok accepts what the probe shows, for a
	// few seconds of the screen's own time at most; it reports whether ok
	// did.
	Poll(ok func(game.ProbeState) bool) (game.ProbeState, bool)
	// Read is what the probe shows now.
	Read() game.ProbeState
}

// clickTries is how many times ClickUntil clicks, a few seconds of the
// screen's time apart, before it gives up.
const clickTries = 12

// ClickUntil clicks the target named name until the probe, settled, shows
// what ok accepts (a button may wait before it takes clicks, as game
// over's do, and a click may be lost on a loaded machine), and returns
// that probe; false when it never did.
func ClickUntil(s Screen, st game.ProbeState, name string, ok func(game.ProbeState) bool) (game.ProbeState, bool) {
	done := func(n game.ProbeState) bool { return ok(n) && Settled(n) }
	for range clickTries {
		if done(st) {
			return st, true
		}
		if _, has := st.Targets[name]; has && Settled(st) {
			s.ClickTarget(st, name)
		}
		if n, ok := s.Poll(done); ok {
			return n, true
		}
		st = s.Read()
	}
	return st, done(st)
}

// Act makes one move for the person whatever the probe shows, and reports
// whether it did something. The choices are simple but cover every
// dialog of the basic game: a random token on a random lit space, the
// suggested payment accepted (else declined), the Market declined, the
// camel kept, the default starting treasure, a hand-off taken, the next
// round, the game resumed from the pause menu.
func Act(s Screen, st game.ProbeState, rng *rand.Rand) bool {
	scene := st.Scene
	if !Settled(st) {
		return false
	}
	switch {
	case scene == "placement":
		toks := TargetsWith(st, "token:")
		if len(toks) == 0 {
			return false
		}
		s.ClickTarget(st, toks[rng.Intn(len(toks))])
		// A click can be lost on a heavily loaded machine (press and release
		// inside one slow tick); the caller's loop simply tries again.
		st2, ok := s.Poll(func(n game.ProbeState) bool {
			return len(TargetsWith(n, "space:")) > 0 || n.Scene != "placement"
		})
		spaces := TargetsWith(st2, "space:")
		if !ok || len(spaces) == 0 {
			return true
		}
		s.ClickTarget(st2, spaces[rng.Intn(len(spaces))])
		s.Poll(func(n game.ProbeState) bool { return len(TargetsWith(n, "space:")) == 0 })
		return true
	case scene == "dialog-buy" || scene == "dialog-bribe":
		if _, ok := st.Targets["suggest"]; ok {
			s.ClickTarget(st, "suggest")
			st2, _ := s.Poll(func(n game.ProbeState) bool {
				_, buy := n.Targets["buy"]
				_, pay := n.Targets["pay"]
				return buy || pay || !strings.HasPrefix(n.Scene, "dialog")
			})
			if s.ClickTarget(st2, "buy") || s.ClickTarget(st2, "pay") {
				return true
			}
		}
		return s.ClickTarget(st, "decline")
	case scene == "dialog-market":
		return s.ClickTarget(st, "decline")
	case scene == "dialog-camel":
		return s.ClickTarget(st, "camel:"+st.Status["seat"])
	case scene == "dialog-start":
		return s.ClickTarget(st, "default")
	case scene == "handoff":
		return s.ClickTarget(st, "ready")
	case scene == "summary":
		return s.ClickTarget(st, "next")
	case scene == "pause":
		return s.ClickTarget(st, "resume")
	}
	return false
}

// TargetsWith lists the probe's target names that begin with prefix,
// sorted.
func TargetsWith(st game.ProbeState, prefix string) []string {
	var out []string
	for k := range st.Targets {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Settled reports a probe taken after the scene's fade-in.
func Settled(st game.ProbeState) bool { return !strings.HasSuffix(st.Scene, "~settling") }
