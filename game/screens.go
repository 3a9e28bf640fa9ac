package game

import "image"

// ScreenSet is how one screen opens another without importing it: the
// set-up screen starts a game through Table, the table opens the rules
// book through Rules, and so on. Each screen's package fills in its own
// constructors from an init function, so no screen package imports
// another and none imports its way back up; the program (or a test)
// links in the packages whose screens it shows. Opening a screen whose
// package was not linked in panics with its name (see open).
type ScreenSet struct {
	// Setup is the set-up screen.
	Setup func(ctx *Context) Scene
	// Table puts a game on the table (a new game, a rematch).
	Table func(ctx *Context, s *Session) Scene
	// Continue is the screen an unfinished game goes on in: its guide when
	// it is a guided game with lessons left, else the table.
	Continue func(ctx *Context, s *Session) Scene
	// Guide puts a guided game on the table, its lessons on top.
	Guide func(ctx *Context, g *Guide) Scene
	// Rules is the rules book open at the section (its id; "" for the
	// first); back is the scene Back returns to (nil: it closes as an
	// overlay).
	Rules func(ctx *Context, section string, back Scene) Scene
	// Recent is the list of recent games.
	Recent func(ctx *Context) Scene
	// Online is the online lobby: a name and a server, tables made and
	// joined by their code, my games.
	Online func(ctx *Context) Scene
	// OnlineTable puts a game a server runs on the table, the same table
	// as a game of this window's; leaving it (at game over, or from its
	// pause menu) switches back to lobby.
	OnlineTable func(ctx *Context, g OnlineGame, lobby Scene) Scene
	// OnlinePause is the pause menu over an online game: the settings,
	// and going back to lobby (the game goes on at the server, the seat
	// stays the player's).
	OnlinePause func(ctx *Context, lobby Scene) Scene
	// Replay shows a kept game from its first move; back is where Back
	// goes. A record that no longer replays is an error.
	Replay func(ctx *Context, g *ArchivedGame, back Scene) (Scene, error)
	// Pause is the overlay over a game in play: the settings, the game's
	// save line, leaving it. With a nil session it is the Settings overlay
	// of the set-up screen.
	Pause func(ctx *Context, s *Session) Scene
	// Recap opens a round's recap over the current scene (from the log of
	// the table or of the replay).
	Recap func(ctx *Context, s *Session, round int, ends func() ([]RoundEnd, error)) error
}

// Screens are the app's screens as the linked-in packages filled them in.
var Screens ScreenSet

// need panics when a screen's package was not linked in: a wiring
// mistake, said by the screen's name rather than by a nil call.
func need(filled bool, name string) {
	if !filled {
		panic("game: no " + name + " screen linked in (import its package)")
	}
}

// ToSetup switches to the set-up screen.
func ToSetup(ctx *Context) {
	need(Screens.Setup != nil, "set-up")
	ctx.Scenes.Switch(Screens.Setup(ctx))
}

// ToTable switches to the table with the session's game.
func ToTable(ctx *Context, s *Session) {
	need(Screens.Table != nil, "table")
	ctx.Scenes.Switch(Screens.Table(ctx, s))
}

// ToContinue switches to the screen an unfinished game goes on in.
func ToContinue(ctx *Context, s *Session) {
	need(Screens.Continue != nil, "continue")
	ctx.Scenes.Switch(Screens.Continue(ctx, s))
}

// ToGuide switches to a guided game.
func ToGuide(ctx *Context, g *Guide) {
	need(Screens.Guide != nil, "guide")
	ctx.Scenes.Switch(Screens.Guide(ctx, g))
}

// ToRecent switches to the list of recent games.
func ToRecent(ctx *Context) {
	need(Screens.Recent != nil, "recent games")
	ctx.Scenes.Switch(Screens.Recent(ctx))
}

// ToOnline switches to the online lobby.
func ToOnline(ctx *Context) {
	need(Screens.Online != nil, "online lobby")
	ctx.Scenes.Switch(Screens.Online(ctx))
}

// ToOnlineTable switches to the table with a game a server runs; lobby
// is where leaving it goes.
func ToOnlineTable(ctx *Context, g OnlineGame, lobby Scene) {
	need(Screens.OnlineTable != nil, "online table")
	ctx.Scenes.Switch(Screens.OnlineTable(ctx, g, lobby))
}

// OverlayOnlinePause opens the pause menu over an online game.
func OverlayOnlinePause(ctx *Context, lobby Scene) {
	need(Screens.OnlinePause != nil, "online pause")
	ctx.Scenes.Overlay(Screens.OnlinePause(ctx, lobby))
}

// NewRules is the rules book at a section, for the caller to show (over
// the scene, or instead of it).
func NewRules(ctx *Context, section string, back Scene) Scene {
	need(Screens.Rules != nil, "rules book")
	return Screens.Rules(ctx, section, back)
}

// OverlayRules opens the rules book at a section over the current scene.
func OverlayRules(ctx *Context, section string) { ctx.Scenes.Overlay(NewRules(ctx, section, nil)) }

// NewReplay is the replay of a kept game, Back returning to back.
func NewReplay(ctx *Context, g *ArchivedGame, back Scene) (Scene, error) {
	need(Screens.Replay != nil, "replay")
	return Screens.Replay(ctx, g, back)
}

// OverlayPause opens the pause overlay over a game in play; with a nil
// session, the Settings overlay.
func OverlayPause(ctx *Context, s *Session) {
	need(Screens.Pause != nil, "pause")
	ctx.Scenes.Overlay(Screens.Pause(ctx, s))
}

// GuideOffer is a screen that offers the guided games (the set-up
// screen): the rules book opened over it offers the one its section
// belongs to, as the screen below would.
type GuideOffer interface {
	// LearnButton is the button that starts or continues the script's
	// guided game at r; false when the screen offers none now.
	LearnButton(sc *GuideScript, r image.Rectangle) (Button, bool)
	// Learn takes the way into the script's guided game (asking first
	// over another unfinished game).
	Learn(ctx *Context, sc *GuideScript)
}

// OpenRecap opens a round's recap over the current scene: what each
// player won, paid and bought in it, from the game's round ends.
func OpenRecap(ctx *Context, s *Session, round int, ends func() ([]RoundEnd, error)) error {
	need(Screens.Recap != nil, "recap")
	return Screens.Recap(ctx, s, round, ends)
}
