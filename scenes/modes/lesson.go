package modes

import (
	"image"
	"strconv"
	"strings"

	"aladdin/engine"
	"aladdin/game"
)

// What the guided first game (scenes/guide.go) reads of the modes: the
// token in hand, the boxes it must not cover, and whether a lesson's click
// is made.

// Selected is the token in hand (-1 none).
func (s *Placement) Selected() int { return s.selected }

// Hold puts token i in hand (-1 none), resting in its slot.
func (s *Placement) Hold(i int) { s.selected, s.dragging = i, false }

// Casting reports that the window's answer is being cast (its question
// box is gone).
func (r *React) Casting() bool { return r.cast.activeIn(r) }

// BoxRect is the window's question box.
func (r *React) BoxRect() image.Rectangle { return r.boxRect() }

// Reached reports whether the n-th click on the target named name (the
// names the modes give their targets: "token:3", "give:1", "spell:4")
// is made in mode on, or its effect made another way.
func (s *Set) Reached(on Mode, name string, n int) bool {
	kind, arg, _ := strings.Cut(name, ":")
	num := func(s string) int {
		v, err := strconv.Atoi(strings.TrimSuffix(s, "+"))
		if err != nil {
			return -1
		}
		return v
	}
	var body dialogBody
	if on == Mode(s.Dialog) {
		body = s.Dialog.body
	}
	var c *caster
	if s.Casting.activeIn(on) {
		c = &s.Casting.caster
	}
	switch kind {
	case "token":
		return on == Mode(s.Placement) && !s.Casting.activeIn(on) && s.Placement.selected == num(arg)
	case "give":
		m, ok := body.(*market)
		return ok && int(m.give) == num(arg)
	case "take":
		m, ok := body.(*market)
		k := num(arg)
		return ok && k >= 0 && k < engine.NumKinds && int(m.take[k]) >= n
	case "suggest":
		b, ok := body.(*bribe)
		return ok && b.sum() >= b.need
	case "pay":
		p, ok := body.(*purchase)
		tok, kd, _ := strings.Cut(arg, ":")
		i := num(tok)
		return ok && i >= 0 && i < len(p.pay) && int(p.pay[i]) == num(kd)
	case "artifact":
		return c != nil && c.active && c.kind == engine.ActInvoke && int(c.art) == num(arg)
	case "spell":
		return c != nil && c.active && c.kind == engine.ActCast && int(c.spell) == num(arg)
	}
	return false // the lesson's last click: its action ends the lesson
}

// Replies are the Counterspell's reply buttons on show, one per play it
// may cancel.
func (r *React) Replies() []game.Button { return r.counters }
