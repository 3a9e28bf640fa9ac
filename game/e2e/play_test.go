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
