package game

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"aladdin/engine"
	"aladdin/game/store"
	"aladdin/lang"
)

// The archive keeps the last finished games (ArchiveSize) for the replay
// viewer and the recent-games list: each in its own stored record
// ("game-17"), listed newest first by an index ("archive"), so a damaged
// game is moved aside alone. Every finished game with a person at the
// table is also counted in the results ("results"), which outlive the
// archive's twenty for the statistics.

// ArchiveSize is how many finished games are kept.
const ArchiveSize = 20

const (
	archiveKey   = "archive"
	resultsKey   = "results"
	gameFormat   = "aladdins-dragons-game"
	gameKeyStart = "game-"
)

// ArchivedGame is one finished (or imported) game: its set-up around the
// engine's record, which replays and verifies it, and what the list shows
// of it. It is also the file a game is exported to.
type ArchivedGame struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Finished is when the game ended (an imported game: when it came in).
	Finished time.Time `json:"finished"`
	Imported bool      `json:"imported,omitempty"`
	Setup    Setup     `json:"setup"`
	Rounds   int       `json:"rounds"`
	// Winners are the winning seats; Artifacts and Treasure each seat's
	// final score (the artifacts decide, D17) and treasure's worth.
	Winners   []int           `json:"winners"`
	Artifacts []int           `json:"artifacts"`
	Treasure  []int           `json:"treasure"`
	Record    json.RawMessage `json:"record"`
	// Online is the table's code of a game a server ran ("" for a game of
	// this computer's), and Seat the player's own seat there: the
	// statistics count that seat alone as the person (the other people
	// at the table played on their own computers).
	Online string `json:"online,omitempty"`
	Seat   int    `json:"seat,omitempty"`
	// Key is where the archive keeps it ("" for a game not kept).
	Key string `json:"-"`
}

// Edition names the game's version: "Basic", "Intro" or "Magic", in
// English (a key of the statistics and the export's name; EditionName
// words it).
func (g *ArchivedGame) Edition() string { return editionOf(g.Setup) }

// EditionName is an edition's name in the player's language.
func EditionName(edition string) string { return lang.Word(edition) }

func editionOf(s Setup) string {
	switch {
	case s.Magic:
		return lang.Mark("Magic")
	case s.Intro:
		return lang.Mark("Intro")
	}
	return lang.Mark("Basic")
}

// WinnerNames writes the winners as "Anna" or "Anna and Ben".
func (g *ArchivedGame) WinnerNames() string {
	var names []string
	for _, w := range g.Winners {
		if w >= 0 && w < len(g.Setup.Seats) {
			names = append(names, SeatName(g.Setup.Seats[w].Name))
		}
	}
	switch len(names) {
	case 0:
		return lang.T("nobody yet")
	case 1:
		return names[0]
	}
	return lang.T("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// hash is the record's own checksum, which names the game: the same game
// imported twice is kept once.
func (g *ArchivedGame) hash() string {
	var head struct {
		Hash string `json:"hash"`
	}
	_ = json.Unmarshal(g.Record, &head)
	return head.Hash
}

// archiveIndex lists the kept games' keys, newest first.
type archiveIndex struct {
	Version int      `json:"version"`
	Games   []string `json:"games"`
	Next    int      `json:"next"`
}

// finishedGame builds the archive's record of a session's game.
func finishedGame(setup Setup, st *engine.State, rec *engine.Record, now time.Time) (*ArchivedGame, error) {
	data, err := rec.Marshal(st)
	if err != nil {
		return nil, err
	}
	g := &ArchivedGame{Format: gameFormat, Version: 1, Finished: now.UTC().Truncate(time.Second), Setup: setup, Record: data}
	g.Setup.Seats = append([]SeatSetup(nil), setup.Seats...)
	g.score(st)
	return g, nil
}

// score reads the result from the game itself, never from a file's claims.
func (g *ArchivedGame) score(st *engine.State) {
	g.Rounds = st.Round()
	g.Winners = st.Winners()
	g.Artifacts, g.Treasure = nil, nil
	for p := 0; p < st.NumPlayers(); p++ {
		g.Artifacts = append(g.Artifacts, st.Artifacts(p))
		pu := st.Purse(p)
		g.Treasure = append(g.Treasure, pu.Total())
	}
}

// archive keeps the session's game once it is over, through its saver:
// in the recent games (the oldest past ArchiveSize dropped) and, with a
// person at the table, in the results. A game is kept once however often
// it saves.
func (s *Session) archive() {
	g, err := finishedGame(s.setup, s.st, s.rec, time.Now())
	if err != nil {
		return
	}
	_, _ = s.saver.Finish(g, s.humans > 0)
}

// keepGame adds g to the archive unless it holds the same game already
// (added false). A damaged index is moved aside and a new one started.
func keepGame(g *ArchivedGame) (added bool, err error) {
	idx, _ := loadIndex()
	for _, k := range idx.Games {
		if data, err := store.Load(k); err == nil {
			var old ArchivedGame
			if json.Unmarshal(data, &old) == nil && old.hash() == g.hash() && g.hash() != "" {
				g.Key = k
				return false, nil
			}
		}
	}
	data, err := json.Marshal(g)
	if err != nil {
		return false, err
	}
	idx.Next++
	key := gameKeyStart + strconv.Itoa(idx.Next)
	if err := store.Save(key, data); err != nil {
		return false, err
	}
	g.Key = key
	idx.Games = append([]string{key}, idx.Games...)
	for len(idx.Games) > ArchiveSize {
		_ = store.Remove(idx.Games[len(idx.Games)-1])
		idx.Games = idx.Games[:len(idx.Games)-1]
	}
	return true, saveIndex(idx)
}

// loadIndex reads the archive's list. A damaged list is moved aside (the
// games it named stay where they are) and reported; a new one starts.
func loadIndex() (archiveIndex, *UnreadableFile) {
	idx := archiveIndex{Version: 1}
	data, err := store.Load(archiveKey)
	if err != nil {
		return idx, nil
	}
	if json.Unmarshal(data, &idx) != nil || idx.Version != 1 || idx.Next < len(idx.Games) {
		u := keepUnreadable(StoreSaver{Key: archiveKey}, lang.Mark("list of recent games"), idx.Version > 1, time.Now())
		u.Fallback = lang.Mark("A new list starts with your next game.")
		return archiveIndex{Version: 1, Next: idx.Next}, u
	}
	return idx, nil
}

func saveIndex(idx archiveIndex) error {
	data, err := json.Marshal(idx)
	if err != nil {
		return err
	}
	return store.Save(archiveKey, data)
}

// Archive is the kept games, newest first, and what could not be read:
// Notice says so in plain words ("" when all is well).
type Archive struct {
	Games  []*ArchivedGame
	Notice string
}

// LoadArchive reads the kept games and verifies each by replaying it. A
// game that cannot be read or does not replay to its checksum is moved
// aside (never deleted), dropped from the list and reported.
func LoadArchive() Archive {
	idx, problem := loadIndex()
	var a Archive
	var bad []*UnreadableFile
	if problem != nil {
		bad = append(bad, problem)
	}
	kept, lost := idx.Games[:0:0], 0
	for _, k := range idx.Games {
		data, err := store.Load(k)
		if errors.Is(err, store.ErrNotFound) {
			continue // gone: nothing to report, nothing to keep
		}
		var g *ArchivedGame
		if err == nil {
			g, _, err = readGame(data)
		}
		if err != nil {
			bad = append(bad, keepUnreadable(StoreSaver{Key: k}, lang.T("recent game %s", k), errors.Is(err, errNewerGame), time.Now()))
			lost++
			continue
		}
		g.Key = k
		a.Games = append(a.Games, g)
		kept = append(kept, k)
	}
	if len(kept) != len(idx.Games) || problem != nil {
		idx.Games = kept
		_ = saveIndex(idx)
	}
	a.Notice = Notice(bad...)
	switch {
	case lost == 1:
		a.Notice += " " + lang.T("It is left out of the list.")
	case lost > 1:
		a.Notice += " " + lang.T("They are left out of the list.")
	}
	return a
}

var errNewerGame error = newerGame{}

type newerGame struct{}

func (newerGame) Error() string { return lang.T("written by a newer version of the game") }

// readGame reads a game file (ours, or a bare engine record) and replays
// it: the record must reach its own checksum. The result shown is the
// replayed game's.
func readGame(data []byte) (*ArchivedGame, *engine.State, error) {
	var g ArchivedGame
	if err := json.Unmarshal(data, &g); err != nil {
		// In plain words, not the decoder's: a file that opens as ours do
		// (with "{") but does not read was most likely cut short (an
		// interrupted download) or damaged.
		text := strings.TrimSpace(string(data))
		switch {
		case text == "":
			return nil, nil, errors.New(lang.T("the file is empty, so it is not a game record"))
		case strings.HasPrefix(text, "{"):
			return nil, nil, errors.New(lang.T("it is not a game record, or it was cut short or damaged"))
		}
		return nil, nil, errors.New(lang.T("it is not a game record"))
	}
	switch g.Format {
	case gameFormat:
		if g.Version > 1 {
			return nil, nil, errNewerGame
		}
		if g.Version != 1 {
			return nil, nil, errors.New(lang.T("its version is unknown"))
		}
	case engine.SaveFormat:
		// A bare record (a tool's, or another program's): the seats are
		// named from the record and played by people.
		g = ArchivedGame{Format: gameFormat, Version: 1, Record: append(json.RawMessage(nil), data...)}
	default:
		return nil, nil, errors.New(lang.T("it is not an Aladdin's Dragons game record"))
	}
	st, _, err := engine.Load(g.Record)
	if err != nil {
		var se *engine.SaveError
		if errors.As(err, &se) {
			return nil, nil, errors.New(lang.Reason(se))
		}
		return nil, nil, err
	}
	cfg := st.Config()
	if g.Setup.Seats == nil {
		g.Setup = Setup{Players: cfg.Players, Intro: cfg.Intro, Magic: cfg.Magic, Seed: strconv.FormatUint(cfg.Seed, 10)}
		for i := 0; i < cfg.Players; i++ {
			name := "Player " + Itoa(i+1) // kept in English: SeatName words it
			if i < len(cfg.Names) && cfg.Names[i] != "" {
				name = cfg.Names[i]
			}
			g.Setup.Seats = append(g.Setup.Seats, SeatSetup{Name: name, Color: i, Human: true})
		}
	}
	if len(g.Setup.Seats) != cfg.Players || g.Setup.Players != cfg.Players || g.Setup.Magic != cfg.Magic {
		return nil, nil, errors.New(lang.T("its seats do not match its record"))
	}
	for _, s := range g.Setup.Seats {
		if s.Color < 0 || s.Color >= 5 {
			return nil, nil, errors.New(lang.T("a seat has a colour the game does not know"))
		}
	}
	g.score(st)
	return &g, st, nil
}

// ExportData is a game as a file: the archive's own form, readable by
// ImportGame on any machine.
func ExportData(g *ArchivedGame) ([]byte, error) {
	out := *g
	out.Key = ""
	return json.MarshalIndent(&out, "", " ")
}

// ExportName is the file name a game is exported under.
func ExportName(g *ArchivedGame) string {
	return "aladdins-dragons-" + strings.ToLower(g.Edition()) + "-" + g.Finished.Local().Format("2006-01-02-1504") + ".json"
}

// ImportGame reads a game file, verifies it by replaying it (the engine
// checks the record's checksum) and keeps it among the recent games,
// marked as imported. A file that does not verify is refused with the
// reason in plain words; nothing is kept.
func ImportGame(data []byte, now time.Time) (*ArchivedGame, error) {
	g, _, err := readGame(data)
	if err != nil {
		return nil, &ImportError{Reason: err.Error()}
	}
	g.Imported, g.Finished = true, now.UTC().Truncate(time.Second)
	added, err := keepGame(g)
	if err != nil {
		return nil, &ImportError{Reason: lang.T("it could not be saved (%s)", err.Error())}
	}
	if !added {
		return g, ErrAlreadyKept
	}
	return g, nil
}

// ImportError is a game file refused at import, with the reason.
type ImportError struct{ Reason string }

func (e *ImportError) Error() string {
	return lang.T("That file cannot be opened as a game: %s.", e.Reason)
}

// ErrAlreadyKept: the imported game is one of the recent games already
// (the game is returned all the same, to open it).
var ErrAlreadyKept error = alreadyKept{}

type alreadyKept struct{}

func (alreadyKept) Error() string { return lang.T("That game is already in your recent games.") }

// ServerGame is a finished game a server kept, from its bare engine
// record, verified by replaying it (the record must reach its own
// checksum), with the seats as the table had them; for the replay.
func ServerGame(record []byte, seats []SeatSetup, now time.Time) (*ArchivedGame, error) {
	g, _, err := readGame(record)
	if err != nil {
		return nil, err
	}
	if len(seats) == len(g.Setup.Seats) {
		g.Setup.Seats = append([]SeatSetup(nil), seats...)
	}
	g.Finished = now.UTC().Truncate(time.Second)
	return g, nil
}

// KeepServerGame keeps a finished online game among the recent games and
// in the results, as a game of this computer's is kept at its end: once,
// however often it is fetched (after a rejoin, or for its replay), since
// a game is known by its record's checksum. It reports whether it was
// new.
func KeepServerGame(g *ArchivedGame) (added bool, err error) {
	return StoreSaver{}.Finish(g, true)
}

// FinishedGame is the session's game as the archive keeps it, for the
// replay viewer at game over (built from the game itself, so a store that
// failed to write does not stop the replay).
func (s *Session) FinishedGame() (*ArchivedGame, error) {
	return finishedGame(s.setup, s.st, s.rec, time.Now())
}
