package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"strconv"
	"strings"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game/savefile"
	"aladdin/game/store"
	"aladdin/lang"
)

// Session is one game in play: the engine's state (the only truth), the
// record for autosave, the seats (human or bot), and the events waiting to
// be animated. The UI never changes the state itself; it submits actions
// here and animates what comes back.
type Session struct {
	// setup is the game's set-up, seed and all; the screens get its
	// seats (Seat) and the public configuration, never the seed.
	setup Setup
	// cfg is the game's configuration, seed and all; the screens get it
	// without the seed (PublicConfig).
	cfg engine.Config
	// st is the game itself, rec its record (the autosave's). The screens
	// never see them: they get the viewer's view, the public facts and,
	// on the viewer's own turn, the prompt (viewer.go, prompt.go).
	st  *engine.State
	rec *engine.Record
	// Viewer is the seat whose private information is on screen, or
	// engine.Spectator (the public board, between two humans' turns).
	Viewer int
	// SaveErr is the last autosave failure (shown, never fatal; the
	// table retries): a *store.WriteError, store.ErrElsewhere or
	// ErrTakenOver (live.go).
	SaveErr error
	// saver keeps the game (saver.go); owner is the claim it is written
	// under (live.go); stopped marks a session that may never write again:
	// another window has the game. savedMoves is how many moves the last
	// good save held, and savedUnseen its unseen mark; written is how many
	// moves the saver holds as this session wrote them, -1 when it must be
	// written whole (nothing written yet, resumed, or a write failed).
	saver       Saver
	owner       Claim
	stopped     bool
	savedMoves  int
	savedUnseen int
	written     int
	// loaded is the autosave this session was read from (LatestSave).
	loaded []byte
	// Resumed marks a game loaded from the autosave, or rebuilt by a
	// take-back (takeback.go).
	Resumed bool
	// TookBack is 1 + the seat whose move this game took back as it was
	// made (0: none), for the screen to say so.
	TookBack int
	// takeBack caches the record's study for take-backs.
	takeBack *takeBackScan
	// seen counts the record's actions whose events the screen has shown
	// in full (see MarkSeen); the autosave keeps the rest as unseen.
	seen int

	bots     []bot.Bot
	thinker  bot.Thinker
	thinkFor int  // seat the thinker decides for; -1 none
	thinkAge int  // ticks since the thinker started
	decided  bool // the thinker has its move (waiting out the beat)
	// iters is each seat's slice size for Think, learnt from its own
	// thinking: a heuristic bot answers at once whatever it is given, so a
	// shared size would grow huge and then hand a searching bot its whole
	// search in one tick.
	iters []int
	// SliceBudget is how long a bot may think per tick (thinkSlice; tests
	// raise it, see Context.FastBots).
	SliceBudget time.Duration
	// Clock times the slices (the wall clock; tests set their own).
	Clock  Clock
	events []engine.Event
	// logForms are the hot-seat log's forms of events (logform.go).
	logForms []LogForm
	// ThinkTime is a searching bot's thinking time per decision (think.go);
	// zero: a fixed number of iterations. thought is what it has used.
	ThinkTime time.Duration
	thought   time.Duration
	// quiet is, per seat, the round in which its person asked not to be
	// asked again in reaction windows (quiet.go); 0 none.
	quiet     []int
	humans    int
	soloHuman int
	// prompt is the pending decision as the screen may show it, made at
	// applied, the count of actions the session has applied (prompt.go).
	// legalAsked counts the times it asked the rules for the legal
	// actions (LegalAsked).
	prompt     *Prompt
	applied    int
	legalAsked int
}

const autosaveKey = "autosave"

// savedGame is the autosave: the set-up (seats, names, bots) around the
// engine's record, which replays and verifies the game.
type savedGame struct {
	Version int             `json:"version"`
	Setup   Setup           `json:"setup"`
	Record  json.RawMessage `json:"record"`
	// Unseen counts the record's last actions whose events the screen had
	// not finished showing (a tally running, a round summary not yet
	// closed): a resumed game shows them again. Absent in older saves: 0.
	Unseen int `json:"unseen,omitempty"`
}

// SeedFrom reads the set-up's seed; blank picks one at random.
func SeedFrom(s string) (uint64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return new(maphash.Hash).Sum64()%1000000 + uint64(time.Now().UnixNano()%1000), nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, errors.New(lang.T("the seed must be a whole number, or blank for a random game"))
	}
	return n, nil
}

// NewSession starts a new game from a set-up.
func NewSession(setup Setup) (*Session, error) {
	seed, err := SeedFrom(setup.Seed)
	if err != nil {
		return nil, err
	}
	setup.Seats = setup.Seats[:setup.Players]
	if setup.Magic {
		setup.Intro = false // the intro game is basic only
	}
	s, err := startSession(setup, seed, -1)
	if err != nil {
		return nil, err
	}
	s.autoStart()
	s.save()
	return s, nil
}

// startSession makes the session of a set-up's new game, nothing played
// yet; first is the first player's seat (-1: drawn by the seed).
func startSession(setup Setup, seed uint64, first int) (*Session, error) {
	cfg := engine.Config{Players: setup.Players, Seed: seed, Intro: setup.Intro, Magic: setup.Magic, FirstPlayer: first}
	for _, st := range setup.Seats {
		cfg.Names = append(cfg.Names, st.Name)
	}
	st, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	s := &Session{setup: setup, cfg: cfg, st: st, rec: engine.NewRecord(cfg)}
	s.init()
	return s, nil
}

// ResumeSession loads the autosave. store.ErrNotFound means there is none;
// a file that cannot be read is moved aside, never deleted, and reported
// as an *UnreadableFile whose text the set-up screen shows as it is.
func ResumeSession() (*Session, error) {
	data, err := autosave.Load()
	if err != nil {
		return nil, err
	}
	s, newer, err := decodeSaved(data)
	if err != nil {
		return nil, keepUnreadable(autosave, lang.Mark("saved game"), newer, time.Now())
	}
	s.loaded = data
	return s, nil
}

// decodeSaved rebuilds a session from the autosave's bytes; newer reports
// a file from a newer version of the game rather than a damaged one.
func decodeSaved(data []byte) (s *Session, newer bool, err error) {
	whole, err := savefile.Join(data)
	if err != nil {
		return nil, false, err
	}
	var sg savedGame
	if err := json.Unmarshal(whole, &sg); err != nil {
		return nil, false, err
	}
	var head struct {
		Version int `json:"version"`
	}
	if sg.Version > 1 || (json.Unmarshal(sg.Record, &head) == nil && head.Version > engine.SaveVersion) {
		return nil, true, errors.New("written by a newer version")
	}
	if sg.Version != 1 {
		return nil, false, errors.New("unknown version")
	}
	st, rec, err := engine.Load(sg.Record)
	if err != nil {
		return nil, false, err
	}
	if len(sg.Setup.Seats) != st.NumPlayers() || sg.Unseen < 0 || sg.Unseen > len(rec.Actions) {
		return nil, false, errors.New("the seats or the animation mark do not match the record")
	}
	s = &Session{setup: sg.Setup, cfg: st.Config(), st: st, rec: rec, Resumed: true}
	s.seen = len(rec.Actions) - sg.Unseen
	s.savedMoves, s.savedUnseen = len(rec.Actions), sg.Unseen
	s.init() // written -1: the first save writes the journal whole again
	return s, false, nil
}

// HasAutosave reports whether a game can be continued.
func HasAutosave() bool {
	_, err := autosave.Load()
	return err == nil
}

// DiscardAutosave forgets the saved game.
func DiscardAutosave() { _ = autosave.Remove() }

func (s *Session) init() {
	if s.saver == nil {
		s.saver = autosave
	}
	s.written = -1
	s.bots = make([]bot.Bot, len(s.setup.Seats))
	s.thinkFor = -1
	s.iters = make([]int, len(s.setup.Seats))
	s.quiet = make([]int, len(s.setup.Seats))
	for i := range s.iters {
		s.iters[i] = 1
	}
	s.SliceBudget = thinkSlice
	s.ThinkTime = thinkTime
	s.Clock = wallClock{}
	s.humans = 0
	for i, st := range s.setup.Seats {
		if st.Human {
			s.humans++
			s.soloHuman = i
		} else {
			s.bots[i] = bot.New(bot.Level(st.Level), s.cfg.Seed*31+uint64(i)+1)
		}
	}
	s.Viewer = engine.Spectator
	if s.humans == 1 {
		s.Viewer = s.soloHuman
	}
}

// Humans is the number of human seats.
func (s *Session) Humans() int { return s.humans }

// IsHuman reports whether seat is played by a person.
func (s *Session) IsHuman(seat int) bool {
	return seat >= 0 && seat < len(s.setup.Seats) && s.setup.Seats[seat].Human
}

// Seat is how a seat is played (name, colour, person or bot and its
// level); a seat the game does not have is the zero SeatSetup.
func (s *Session) Seat(seat int) SeatSetup {
	if seat < 0 || seat >= len(s.setup.Seats) {
		return SeatSetup{}
	}
	return s.setup.Seats[seat]
}

// Name of a seat.
func (s *Session) Name(seat int) string {
	if seat < 0 || seat >= len(s.setup.Seats) {
		return lang.T("Nobody")
	}
	return SeatName(s.setup.Seats[seat].Name)
}

// SeatName is a seat's name as the screen shows it: a default name (a
// colour's, assets.PlayerNames, or a bot's, bot.Names, whole or without
// its "the "), which the set-up and the saves keep in English so that a
// game reads the same in every language, in the player's language; any
// other name as it was typed.
func SeatName(name string) string {
	if defaultNames[name] {
		return lang.Word(name)
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(name, "Player ")); err == nil && name == "Player "+Itoa(n) {
		return lang.T("Player %d", n) // a bare record's seat, named by number
	}
	return name
}

// defaultNames are the names SeatName words.
var defaultNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range assets.PlayerNames {
		m[n] = true
	}
	for _, n := range bot.Names() {
		m[n], m[strings.TrimPrefix(n, "the ")] = true, true
	}
	return m
}()

// Color is a seat's colour index.
func (s *Session) Color(seat int) int {
	if seat < 0 || seat >= len(s.setup.Seats) {
		return 0
	}
	return s.setup.Seats[seat].Color
}

// NeedsHandoff reports whether the device must pass to another person
// before the pending decision may be shown: it is a human's who is not the
// one whose private information is on screen, and showing it would show
// private things (their own, or the other person's still on screen).
func (s *Session) NeedsHandoff() bool {
	if s.st.Over() || s.humans < 2 {
		return false
	}
	d := s.st.Pending()
	p := int(d.Seat)
	if !s.IsHuman(p) || p == s.Viewer {
		return false
	}
	return d.Type.ShowsPrivate() || s.Viewer != engine.Spectator // the engine's registry says which decisions show private things
}

// AcceptHandoff makes the pending human the viewer.
func (s *Session) AcceptHandoff() {
	if s.st.Over() {
		return
	}
	s.Viewer = int(s.st.Pending().Seat)
}

// HumanToAct reports whether the pending decision is a human's that may be
// shown now (no hand-off needed).
func (s *Session) HumanToAct() bool {
	if s.st.Over() {
		return false
	}
	p := int(s.st.Pending().Seat)
	return s.IsHuman(p) && !s.NeedsHandoff()
}

// Submit applies an action through the engine. On success it records and
// autosaves it and queues the events, redacted for the seat whose view is
// on screen while they play. A rule error leaves everything unchanged.
func (s *Session) Submit(a engine.Action) error {
	if err := s.play(a); err != nil {
		return err
	}
	s.save()
	return nil
}

// play is Submit without the autosave: the history replay (history.go)
// goes through it so that a resumed game's events reach the screen exactly
// as the live game's did.
func (s *Session) play(a engine.Action) error {
	actor := int(a.Seat)
	evs, err := s.st.Apply(a)
	if err != nil {
		return err
	}
	s.rec.Add(a)
	s.applied++
	s.coverActor(actor)
	for _, e := range evs {
		s.queue(e) // logform.go
	}
	s.thinker, s.thinkFor = nil, -1
	s.autoStart()
	s.autoPass()
	return nil
}

// autoStart takes the one-click default starting treasure (decision D4)
// for human seats when the set-up chose it.
func (s *Session) autoStart() {
	for !s.setup.ChooseStart && !s.st.Over() && s.st.Pending().Type == engine.DecStartTreasure {
		p := int(s.st.Pending().Seat)
		if !s.IsHuman(p) {
			return
		}
		if s.record(DefaultStart(s.st, p)) != nil {
			return
		}
	}
}

// record applies an action the session makes for a person (the default
// starting treasure, a pass they asked for), records it and queues its
// events for the seat on screen.
func (s *Session) record(a engine.Action) error {
	evs, err := s.st.Apply(a)
	if err != nil {
		return err
	}
	s.rec.Add(a)
	s.applied++
	s.coverActor(int(a.Seat))
	for _, e := range evs {
		s.queue(e) // logform.go
	}
	return nil
}

// coverActor hides a person's secrets once their move is made, unless
// they act again next: in hot-seat the next person must not find them on
// screen (a pass the session made for them included).
func (s *Session) coverActor(actor int) {
	if s.humans >= 2 && s.IsHuman(actor) {
		if s.st.Over() || int(s.st.Pending().Seat) != actor {
			s.Viewer = engine.Spectator
		}
	}
}

// DefaultStart is the one-click starting treasure: one crown, one pearl and
// one gemstone, or the first legal choice if the bank lacks them.
func DefaultStart(st *engine.State, seat int) engine.Action {
	a := engine.ChooseStart(seat, [engine.NumKinds]int8{1, 1, 1, 0, 0})
	if st.Check(a) == nil {
		return a
	}
	for _, l := range st.Legal() {
		return l
	}
	return a
}

// HasEvents reports events waiting to be taken for animation.
func (s *Session) HasEvents() bool { return len(s.events) > 0 }

// TakeEvents hands over the events waiting to be animated.
func (s *Session) TakeEvents() []engine.Event {
	e := s.events
	s.events = nil
	return e
}

// BotTick advances the pending bot's thinking by one slice. When the bot
// has decided and at least beat ticks have passed, it submits the action
// and returns true.
func (s *Session) BotTick(beat int) (bool, error) {
	if s.st.Over() {
		return false, nil
	}
	p := int(s.st.Pending().Seat)
	if s.IsHuman(p) {
		return false, nil
	}
	if s.thinker == nil || s.thinkFor != p {
		var v engine.View
		s.st.ViewInto(p, &v)
		s.thinker = s.startThinking(s.bots[p], &v)
		s.thinkFor, s.thinkAge, s.decided = p, 0, false
	}
	s.thinkAge++
	t0 := s.Clock.Now()
	a, done := s.thinker.Think(s.iters[p])
	took := s.Clock.Now().Sub(t0)
	a, done = s.spend(took, a, done)
	s.decided = done
	s.iters[p] = nextSlice(s.iters[p], took, s.SliceBudget, done)
	if !done || s.thinkAge < beat {
		return false, nil
	}
	if err := s.Submit(a); err != nil {
		return false, fmt.Errorf("bot %s chose an illegal move %v: %w", s.Name(p), a, err)
	}
	return true, nil
}

// Thinking reports whether a bot is searching for its move right now (its
// thinker started and has not decided yet).
func (s *Session) Thinking() bool {
	return s.thinker != nil && !s.decided && !s.st.Over() && int(s.st.Pending().Seat) == s.thinkFor
}

// Save writes the autosave now (the program is closing); it is already
// written after every action, so this only repeats the last write.
func (s *Session) Save() { s.save() }

// save writes the autosave after every action; a finished game is removed
// so "Continue" only offers games in progress. Nothing is written once
// another window has the game (live.go): its autosave is not this
// window's to replace or remove.
func (s *Session) save() {
	if s.stopped {
		return
	}
	if err := s.takeOwner(); err != nil {
		s.SaveErr = err
		s.stopped = errors.Is(err, ErrTakenOver) || errors.Is(err, store.ErrElsewhere)
		return
	}
	if s.st.Over() {
		s.archive() // the recent games keep it (archive.go)
		_ = s.saver.Remove()
		s.written = -1
		return
	}
	unseen := len(s.rec.Actions) - s.seen
	// An append that cannot be made (nothing written yet, the save gone or
	// damaged behind the game's back, a full storage) writes the game
	// whole instead; only when that fails too is the save a failure.
	err := s.appendMoves(unseen)
	if err != nil {
		err = s.writeWhole(unseen)
	}
	if err != nil {
		s.written = -1 // what the saver holds is not known now: write it whole next
	} else {
		s.savedMoves, s.savedUnseen, s.written = len(s.rec.Actions), unseen, len(s.rec.Actions)
	}
	s.SaveErr = err
}

// errWriteWhole: the saver holds nothing this session wrote (or not
// what it wrote), so there is nothing to append to.
var errWriteWhole = errors.New("the save is to be written whole")

// appendMoves appends the moves made since the last save, with the hash
// they lead to and the unseen mark (savefile.Moves). Nothing changed since
// the last save (closing the game), nothing is written.
func (s *Session) appendMoves(unseen int) error {
	if s.written < 0 || s.written > len(s.rec.Actions) {
		return errWriteWhole
	}
	if s.written == len(s.rec.Actions) && unseen == s.savedUnseen {
		return nil
	}
	line, err := savefile.Line(savefile.Moves{
		Moves:  engine.EncodeMoves(s.cfg, s.rec.Actions[s.written:]),
		Hash:   strconv.FormatUint(s.st.Hash(), 16),
		Unseen: unseen,
	})
	if err != nil {
		return err
	}
	return s.saver.Append(line)
}

// writeWhole writes the game as one document, the journal's first line.
func (s *Session) writeWhole(unseen int) error {
	rec, err := s.rec.Marshal(s.st)
	if err != nil {
		return err
	}
	data, err := json.Marshal(savedGame{Version: 1, Setup: s.setup, Record: rec, Unseen: unseen})
	if err != nil {
		return err
	}
	return s.saver.Write(append(data, '\n'))
}

// UseSaver makes the session keep its game with sv from now on (a test's
// NoSaver); the next save writes it whole.
func (s *Session) UseSaver(sv Saver) { s.saver, s.written, s.owner = sv, -1, nil }

// IsSaveError reports whether err is a saved file that could not be read
// (damaged, or from a newer version), as opposed to none being there.
func IsSaveError(err error) bool {
	var u *UnreadableFile
	return errors.As(err, &u)
}
