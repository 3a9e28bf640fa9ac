package engine

import (
	"fmt"
	"strings"
)

// Config is everything needed to start a game. Together with the seed it
// fixes every chance event, so config plus actions replays a game exactly.
type Config struct {
	Players int      `json:"players"`
	Names   []string `json:"names,omitempty"`
	Seed    uint64   `json:"seed"`
	// Intro ends the game when someone holds 3 artifacts (decision D18).
	Intro bool `json:"intro,omitempty"`
	// Magic selects the magic version: artifact powers, Aladdin's Tent, the
	// Djinn's House and the spell cards.
	Magic bool `json:"magic,omitempty"`
	// FirstPlayer is the seat that starts with the camel (decision D7);
	// -1 lets the seeded RNG choose.
	FirstPlayer int `json:"firstPlayer"`
}

// ConfigError explains why a configuration cannot start a game. Reason is
// in English; Wording gives it as a sentence with its arguments, for
// screens that word it in another language.
type ConfigError struct {
	Reason string
	format string
	args   []any
}

func (e *ConfigError) Error() string { return "cannot start the game: " + e.Reason }

// Wording is the reason's English with fmt verbs, and its arguments.
func (e *ConfigError) Wording() (string, []any) { return e.format, e.args }

func configErr(format string, a ...any) *ConfigError {
	return &ConfigError{Reason: fmt.Sprintf(format, a...), format: format, args: a}
}

// Validate checks the configuration and says what is wrong in plain words.
func (c Config) Validate() error {
	if c.Players < MinPlayers || c.Players > MaxPlayers {
		return configErr("Aladdin's Dragons is for 3 to 5 players, not %d", c.Players)
	}
	if c.Magic && c.Intro {
		// decision D59: every player starts with a Lamp, so "3 artifacts"
		// would mean two purchases.
		return configErr("the introductory game (first to 3 artifacts) is for the basic game only; choose one or the other")
	}
	if len(c.Names) != 0 && len(c.Names) != c.Players {
		return configErr("%d names were given for %d players", len(c.Names), c.Players)
	}
	seen := map[string]bool{}
	for i, n := range c.Names {
		n = strings.TrimSpace(n)
		if n == "" {
			return configErr("seat %d has no name", i+1)
		}
		if len(n) > 24 {
			return configErr("the name %q is longer than 24 characters", n)
		}
		if seen[strings.ToLower(n)] {
			return configErr("two seats are both called %q", n)
		}
		seen[strings.ToLower(n)] = true
	}
	if c.FirstPlayer < -1 || c.FirstPlayer >= c.Players {
		return configErr("the first player must be a seat from 1 to %d (or random)", c.Players)
	}
	return nil
}

// Name of a seat: the configured name or "Player N".
func (c Config) Name(seat int) string {
	if seat >= 0 && seat < len(c.Names) {
		return strings.TrimSpace(c.Names[seat])
	}
	if seat == Spectator {
		return "Spectator"
	}
	return fmt.Sprintf("Player %d", seat+1)
}
