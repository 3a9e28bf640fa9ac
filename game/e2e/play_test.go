//go:build e2e

package e2e

import (
	"math/rand"
	"strings"
	"time"
)

// act makes one human move for whatever the probe shows, and reports
// whether it did something. The choices are simple but cover every dialog:
// suggested payments are accepted, the Market is declined, the camel kept.
func (g *game) act(st probeState, rng *rand.Rand) bool {
	scene := st.Scene
	if !settled(st) {
		return false
	}
	switch {
	case scene == "placement":
		toks := targetsWith(st, "token:")
		if len(toks) == 0 {
			return false
		}
		g.clickTarget(st, toks[rng.Intn(len(toks))])
		// A click can be lost on a heavily loaded machine (press and release
		// inside one slow tick); the caller's loop simply tries again.
		st2, ok := g.poll(5*time.Second, func(s probeState) bool {
			return len(targetsWith(s, "space:")) > 0 || s.Scene != "placement"
		})
		spaces := targetsWith(st2, "space:")
		if !ok || len(spaces) == 0 {
			return true
		}
		g.clickTarget(st2, spaces[rng.Intn(len(spaces))])
		g.poll(5*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) == 0 })
		return true
	case scene == "dialog-buy" || scene == "dialog-bribe":
		if _, ok := st.Targets["suggest"]; ok {
			g.clickTarget(st, "suggest")
			st2, _ := g.poll(5*time.Second, func(s probeState) bool {
				_, buy := s.Targets["buy"]
				_, pay := s.Targets["pay"]
				return buy || pay || !strings.HasPrefix(s.Scene, "dialog")
			})
			if g.clickTarget(st2, "buy") || g.clickTarget(st2, "pay") {
				return true
			}
		}
		return g.clickTarget(st, "decline")
	case scene == "dialog-market":
		return g.clickTarget(st, "decline")
	case scene == "dialog-camel":
		return g.clickTarget(st, "camel:"+st.Status["seat"])
	case scene == "dialog-start":
		return g.clickTarget(st, "default")
	case scene == "handoff":
		return g.clickTarget(st, "ready")
	case scene == "summary":
		return g.clickTarget(st, "next")
	case scene == "pause":
		return g.clickTarget(st, "resume")
	}
	return false
}

// playToEnd answers every human decision until the game-over scene.
func (g *game) playToEnd(timeout time.Duration, seed int64, each func(st probeState)) probeState {
	g.t.Helper()
	return g.playUntil(timeout, seed, func(st probeState) bool {
		if each != nil {
			each(st)
		}
		return false
	})
}

// playUntil answers the person's decisions until stop accepts a probe or
// the game is over; it fails after the timeout.
func (g *game) playUntil(timeout time.Duration, seed int64, stop func(probeState) bool) probeState {
	g.t.Helper()
	rng := rand.New(rand.NewSource(seed))
	end := time.Now().Add(patience * timeout)
	lastTick := int64(-1)
	for time.Now().Before(end) {
		if g.cmd.ProcessState != nil {
			g.t.Fatalf("the program exited during play:\n%s", g.out.String())
		}
		st, ok := g.read()
		if !ok || st.Tick == lastTick {
			time.Sleep(30 * time.Millisecond)
			continue
		}
		lastTick = st.Tick
		if stop(st) || st.Scene == "gameover" {
			return st
		}
		if !g.act(st, rng) {
			time.Sleep(30 * time.Millisecond)
		}
	}
	st, _ := g.read()
	g.t.Fatalf("not done within %v; last scene %q status %v", patience*timeout, st.Scene, st.Status)
	return st
}
