package game

import (
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// A bot's thinking time. With Session.ThinkTime set (the desktop game,
// think_desktop.go), a searching bot thinks against the clock: its search
// runs in slices as ever (BotTick), the session adds up the time its
// slices took, and once that passes ThinkTime it tells the search to
// finish with its best move so far (bot.TimedThinker). The search first
// runs its fixed budget whatever the clock says, and stops at its cap,
// so a slow machine plays as the fixed Hard does and a fast one better.
// With ThinkTime zero (the browser, think_js.go) every bot searches its
// fixed budget: the same seed gives the same game.

// startThinking begins the pending bot's decision.
func (s *Session) startThinking(b bot.Bot, v *engine.View) bot.Thinker {
	s.thought = 0
	if s.ThinkTime > 0 {
		return bot.StartTimed(b, v)
	}
	return bot.Start(b, v)
}

// spend charges a slice's time to the decision; once the decision's
// thinking time is spent it tells a timed search to finish.
func (s *Session) spend(took time.Duration, a engine.Action, done bool) (engine.Action, bool) {
	s.thought += took
	if done || s.ThinkTime <= 0 || s.thought < s.ThinkTime {
		return a, done
	}
	t, ok := s.thinker.(bot.TimedThinker)
	if !ok {
		return a, done
	}
	t.TimeUp()
	return t.Think(0)
}
