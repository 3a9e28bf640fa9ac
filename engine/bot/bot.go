package bot

import (
	"fmt"
	"strings"
	"time"

	"aladdin/engine"
)

// Level is how strong a computer opponent plays.
type Level int

const (
	// Random plays any legal action; it exists for tests and as a baseline.
	Random Level = iota
	// Easy is Normal with loose judgement (noisy scores).
	Easy
	// Normal is a solid heuristic that knows the rulebook's tips.
	Normal
	// Hard searches sampled worlds (information-set Monte Carlo tree search)
	// with Normal as its model of every player, on a small budget: the
	// ladder's step up from Normal.
	Hard
	// Expert is the same search with a large budget, and on the desktop a
	// time budget above it.
	Expert
	numLevels
)

var levelNames = [numLevels]string{"random", "easy", "normal", "hard", "expert"}

func (l Level) String() string {
	if l >= 0 && l < numLevels {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level name (case-insensitive): random, easy, normal, hard.
// "greedy" is accepted as the older name of Easy.
func ParseLevel(s string) (Level, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for l := Level(0); l < numLevels; l++ {
		if s == levelNames[l] {
			return l, nil
		}
	}
	if s == "greedy" {
		return Easy, nil
	}
	return 0, fmt.Errorf("unknown bot level %q (want random, easy, normal, hard or expert)", s)
}

// Thinker is a bot decision that can be advanced in slices, for the UI and
// wasm, where a long search must not freeze frames.
type Thinker interface {
	// Think runs up to iters units of work; it returns done=true and the
	// action when the decision is made. After done, further calls return
	// the same action at once.
	Think(iters int) (a engine.Action, done bool)
}

// DefaultThinkBeat is the suggested minimum pause before a bot's move is
// shown, so people can follow; the UI applies it and may change it.
var DefaultThinkBeat = 600 * time.Millisecond

// New makes a bot of the given level. Every choice it makes depends only on
// its seed and the View it is given.
func New(level Level, seed uint64) Bot {
	switch level {
	case Random:
		return NewRandom(seed)
	case Easy:
		return NewEasy(seed)
	case Normal:
		return NewNormal(seed)
	case Hard:
		return NewHard(seed)
	case Expert:
		return NewExpert(seed)
	}
	return NewNormal(seed)
}

// slicer is a bot whose decision can be cut into slices.
type slicer interface {
	start(v *engine.View) Thinker
}

// Start begins a sliced decision. The view is copied, so the caller may
// reuse it at once. Heuristic bots finish in the first Think call; Hard
// needs its iteration budget in total, spread over as many calls as the
// caller likes, and decides exactly as Act would.
func Start(b Bot, v *engine.View) Thinker {
	if s, ok := b.(slicer); ok {
		return s.start(v)
	}
	vc := *v
	return &instant{b: b, v: vc}
}

// instant wraps a heuristic bot as a Thinker that finishes in one call.
type instant struct {
	b    Bot
	v    engine.View
	a    engine.Action
	done bool
}

func (t *instant) Think(int) (engine.Action, bool) {
	if !t.done {
		t.a = t.b.Act(&t.v)
		t.done = true
	}
	return t.a, true
}

var botNames = [numLevels][]string{
	Random: {"the Sleepy Camel Driver", "the Lost Tourist", "the Juggling Fool", "the Dreaming Porter", "the Talking Parrot"},
	Easy:   {"Ali the Water Seller", "the Grand Vizier's Nephew", "Fatima the Weaver", "the Sandal Maker", "Old Hassan"},
	Normal: {"Sinbad", "Morgiana", "the Caliph's Treasurer", "Princess Badroulbadour", "Abu the Merchant"},
	Hard:   {"Scheherazade", "the Grand Vizier", "the Sorcerer of the Maghreb", "the Djinn of the Lamp", "the Queen of the Serpents"},
	Expert: {"the Sultan of the Indies", "the Magician of the Ring", "Queen Labe", "the Fisherman's Genie", "the Old Man of the Sea"},
}

// Names are every themed bot name, of every level (in English: the
// screens word them in the player's language).
func Names() []string {
	var out []string
	for _, ns := range botNames {
		out = append(out, ns...)
	}
	return out
}

// Name is a themed display name for the i-th bot of a level (0-based); the
// names of one level differ for i = 0..4 and repeat after that.
func Name(level Level, i int) string {
	if level < 0 || level >= numLevels {
		level = Normal
	}
	ns := botNames[level]
	if i < 0 {
		i = -i
	}
	return ns[i%len(ns)]
}

// viewHash is a stable digest of everything a view holds, so a decision's
// randomness depends on the seed and the view only: the same view and seed
// always give the same choice, whatever happened before.
func viewHash(v *engine.View) uint64 {
	return v.Hash()
}

// splitmix is the bots' own small deterministic generator.
type splitmix struct{ s uint64 }

func (r *splitmix) next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	z := r.s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// float returns a uniform float64 in [0, 1).
func (r *splitmix) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// intn returns a uniform int in [0, n).
func (r *splitmix) intn(n int) int { return int((r.next() >> 11) % uint64(n)) }

func mix(a, b uint64) uint64 {
	r := splitmix{a ^ (b * 0x9E3779B97F4A7C15)}
	return r.next()
}
