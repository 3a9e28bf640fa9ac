// Package scenario sets up games at a chosen moment, for the tests and the
// screenshots that need one (a crowded cave, say) without playing to it.
package scenario

import (
	"fmt"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
)

// CrowdedRedCave is a 5-player game (seat 0 a person, four Normal bots) at
// the person's last placement of round 1, with 9 tokens of several seats in
// the red cave and the other tokens spread over the other spaces. Its
// autosave is written wherever ALADDIN_DATA_DIR points, as in play, for
// the game itself to continue: the claim on the live game is let go
// (game/live.go), or a game launched on that folder while the caller
// runs would find it open in another window.
func CrowdedRedCave() (*game.Session, error) {
	setup := game.Setup{Players: 5, Seed: "11"}
	for i := 0; i < 5; i++ {
		setup.Seats = append(setup.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: i == 0, Level: 2})
	}
	s, err := game.NewSession(setup)
	if err != nil {
		return nil, err
	}
	const crowd = 9
	inRed := 0
	placed := map[engine.Space]int{}
	st := game.EngineState(s) // a scripted game: the tool plays every seat
	for {
		d := st.Pending()
		if d.Type == engine.DecStartTreasure {
			if err := s.Submit(game.DefaultStart(st, int(d.Seat))); err != nil {
				return nil, err
			}
			continue
		}
		if d.Type != engine.DecPlace {
			return nil, fmt.Errorf("the scripted placement left the placement phase: pending %v", d.Type)
		}
		if int(d.Seat) == 0 && st.View(0).Seats[0].Left == 1 {
			break
		}
		// The first nine placements go to the red cave, with tokens that
		// vary with the count so the stacks show mixed values; the rest
		// go to the least used other space.
		var reds []engine.Action
		legal := st.Legal()
		pick, found := legal[0], false
		for _, a := range legal {
			if a.Space == engine.Space(assets.SpaceRedCave) {
				reds = append(reds, a)
			} else if !found || placed[a.Space] < placed[pick.Space] {
				pick, found = a, true
			}
		}
		if inRed < crowd && len(reds) > 0 {
			pick = reds[(inRed*5)%len(reds)]
			inRed++
		}
		placed[pick.Space]++
		if err := s.Submit(pick); err != nil {
			return nil, err
		}
	}
	if inRed != crowd {
		return nil, fmt.Errorf("the red cave holds %d tokens, want %d", inRed, crowd)
	}
	s.TakeEvents()
	game.ReleaseLiveGame()
	return s, nil
}
