package game

import (
	"encoding/json"
	"sort"
	"time"

	"aladdin/game/store"
	"aladdin/lang"
)

// Result is one finished game with a person at the table, as the
// statistics count it: kept for every game, not only the last twenty.
type Result struct {
	Finished time.Time `json:"finished"`
	Edition  string    `json:"edition"` // Basic, Intro, Magic
	Players  int       `json:"players"`
	// Levels are the bots' levels (bot.Level), one per bot seat.
	Levels []int `json:"levels,omitempty"`
	// Won: a person won (alone or sharing the win).
	Won bool `json:"won"`
	// Best is the most artifacts a person ended with, by BestName, with
	// BestTreasure the worth of that person's treasure.
	Best         int    `json:"best"`
	BestName     string `json:"bestName"`
	BestTreasure int    `json:"bestTreasure"`
}

type results struct {
	Version int      `json:"version"`
	Games   []Result `json:"games"`
}

// resultOf is a finished game's line in the results.
func resultOf(g *ArchivedGame) Result {
	r := Result{Finished: g.Finished, Edition: g.Edition(), Players: len(g.Setup.Seats), Best: -1}
	won := map[int]bool{}
	for _, w := range g.Winners {
		won[w] = true
	}
	for i, s := range g.Setup.Seats {
		if !s.Human {
			r.Levels = append(r.Levels, s.Level)
			continue
		}
		if g.Online != "" && i != g.Seat {
			continue // another person, at their own computer
		}
		if won[i] {
			r.Won = true
		}
		if i < len(g.Artifacts) && i < len(g.Treasure) &&
			(g.Artifacts[i] > r.Best || g.Artifacts[i] == r.Best && g.Treasure[i] > r.BestTreasure) {
			r.Best, r.BestName, r.BestTreasure = g.Artifacts[i], s.Name, g.Treasure[i]
		}
	}
	return r
}

// addResult counts a finished game in the results.
func addResult(g *ArchivedGame) {
	rs, _ := loadResults()
	rs.Games = append(rs.Games, resultOf(g))
	if data, err := json.Marshal(rs); err == nil {
		_ = store.Save(resultsKey, data)
	}
}

// loadResults reads the results; a damaged file is moved aside, reported,
// and the counting starts again.
func loadResults() (results, *UnreadableFile) {
	rs := results{Version: 1}
	data, err := store.Load(resultsKey)
	if err != nil {
		return rs, nil
	}
	if json.Unmarshal(data, &rs) != nil || rs.Version != 1 {
		u := keepUnreadable(StoreSaver{Key: resultsKey}, lang.Mark("game statistics"), rs.Version > 1, time.Now())
		u.Fallback = lang.Mark("The statistics start again from your next game.")
		return results{Version: 1}, u
	}
	return rs, nil
}

// Tally is games played and won in one group of the statistics.
type Tally struct {
	Label       string
	Played, Won int
}

// Stats are the statistics the recent-games screen shows: games played
// and won by the people at the table, per version, per number of players
// and per bot level (a game counts once under each level it had bots
// of), and the best score.
type Stats struct {
	Played, Won int
	ByEdition   []Tally
	ByPlayers   []Tally
	ByLevel     []Tally
	// Best is the game with the best score (most artifacts, then the most
	// treasure); Best.Best < 0 when no game has been played.
	Best   Result
	Notice string // the results file could not be read ("" fine)
}

// LoadStats reads the results and counts them.
func LoadStats(levelNames func(level int) string) Stats {
	rs, problem := loadResults()
	st := Stats{Best: Result{Best: -1}}
	if problem != nil {
		st.Notice = problem.Error()
	}
	count := func(list *[]Tally, label string, won bool) {
		for i := range *list {
			if (*list)[i].Label == label {
				(*list)[i].Played++
				if won {
					(*list)[i].Won++
				}
				return
			}
		}
		t := Tally{Label: label, Played: 1}
		if won {
			t.Won = 1
		}
		*list = append(*list, t)
	}
	levelOrder := map[string]int{}
	for _, r := range rs.Games {
		st.Played++
		if r.Won {
			st.Won++
		}
		count(&st.ByEdition, r.Edition, r.Won)
		count(&st.ByPlayers, lang.N("%d player", "%d players", r.Players, r.Players), r.Won)
		seen := map[int]bool{}
		for _, l := range r.Levels {
			if !seen[l] {
				seen[l] = true
				levelOrder[levelNames(l)] = l
				count(&st.ByLevel, levelNames(l), r.Won)
			}
		}
		if r.Best > st.Best.Best || r.Best == st.Best.Best && r.BestTreasure > st.Best.BestTreasure {
			st.Best = r
		}
	}
	order := map[string]int{"Basic": 0, "Intro": 1, "Magic": 2}
	sort.SliceStable(st.ByEdition, func(i, j int) bool { return order[st.ByEdition[i].Label] < order[st.ByEdition[j].Label] })
	sort.SliceStable(st.ByLevel, func(i, j int) bool { return levelOrder[st.ByLevel[i].Label] < levelOrder[st.ByLevel[j].Label] })
	sort.SliceStable(st.ByPlayers, func(i, j int) bool { return st.ByPlayers[i].Label < st.ByPlayers[j].Label })
	return st
}
