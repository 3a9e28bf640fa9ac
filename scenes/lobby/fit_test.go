package lobby

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
	"aladdin/scenes/scenetest"
)

// seatedAt puts the lobby at a table of four fed by hand, as the server's
// State would: the player in seat 0, a friend away, a free seat and a bot.
func seatedAt(sc *Scene, magic bool) {
	version := wire.Basic
	if magic {
		version = wire.Magic
	}
	sess := remote.New(nil)
	sess.Feed(client.Message{State: &wire.State{Seat: 0, Table: wire.Table{Code: "ABCDEF", Players: 4, Version: version, Seats: []wire.Seat{
		{Name: "Scheherazade", Taken: true, Online: true},
		{Name: "Budur", Taken: true, Covered: true},
		{},
		{Name: "the Caliph's Treasurer", Bot: true, Level: 4},
	}}}})
	sc.L.sess, sc.L.code, sc.L.stage = sess, "ABCDEF", Seated
}

// messageWords is a line drawMessage writes above the bottom buttons: up
// to three lines, which the pages leave free.
func messageWords(what, text string) scenetest.Words {
	return scenetest.Words{What: what, Text: text, Size: 19, Bold: true, LineH: 26, Box: image.Rect(0, 0, card.Dx()-100, 3*26)}
}

// noteWords is a note the page wraps in width w, with room for lines of
// them.
func noteWords(what, text string, w, lines int) scenetest.Words {
	return scenetest.Words{What: what, Text: text, Size: game.MinTextSize, LineH: 24, Box: image.Rect(0, 0, w, lines*24)}
}

// The lobby's words fit their boxes in every language: the sign-in, the
// new table and my games, a table's seats filling in, and every message
// the lobby writes (what is under way, failures, the connection's state).
func TestLobbyWordsFitTheirBoxes(t *testing.T) {
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx, sc := onScreen(t)
		u := ctx.UI
		title := lang.T("Play online")
		titleRight := card.Min.X + 50 + int(math.Ceil(game.TextWidth(title, u.Face(32, true))))
		labelBox := func(what, text string, x, right int) scenetest.Words {
			return scenetest.Words{What: what, Text: text, Size: 20, Bold: true, Box: image.Rect(x, 0, right, 30)}
		}
		heading := func(what, text string, x, right int) scenetest.Words {
			return scenetest.Words{What: what, Text: text, Size: 24, Bold: true, Box: image.Rect(x, 0, right, 30)}
		}
		hint := func(f int, text string) scenetest.Words {
			r := sc.fields[f]
			return scenetest.Words{What: "hint", Text: text, Size: 17, Box: image.Rect(r.Min.X+12, 0, r.Max.X-12, 30)}
		}
		buttons := func(bs ...game.Button) []scenetest.Words {
			var ws []scenetest.Words
			for _, b := range bs {
				ws = append(ws, scenetest.ButtonWords(b), scenetest.TipWords("reason of "+b.Name, b.Reason))
			}
			return ws
		}

		// The sign-in.
		x := card.Min.X + 60
		ws := []scenetest.Words{
			{What: "title", Text: title, Size: 32, Bold: true, Box: image.Rect(card.Min.X+50, 0, card.Max.X-50, 50)},
			noteWords("sign-in's lead", lang.T("Play with friends at their own computers or in their browsers. Each table has a short code: share it, and your friends join with it."),
				card.Dx()-120, (sc.fields[fieldName].Min.Y-card.Min.Y-90)/24),
			labelBox("name's label", lang.T("Your name"), x, sc.fields[fieldName].Min.X-10),
			labelBox("server's label", lang.T("Server"), x, sc.fields[fieldServer].Min.X-10),
			hint(fieldName, lang.T("the name the others will see")),
			noteWords("server's note", serverNote(), 700, 6),
		}
		ws = append(ws, buttons(sc.connect, sc.back)...)

		// The new table and my games, one of each state of a game.
		sc.L.stage, sc.L.Profile.Name, sc.L.Profile.Server = Home, "Scheherazade", client.DefaultServer
		scenetest.TickTop(ctx)
		cx := column()
		ws = append(ws,
			scenetest.Words{What: "who", Text: sc.who(), Size: 18, Box: image.Rect(titleRight+20, 0, card.Max.X-50, 30)},
			heading("new table", lang.T("New table"), card.Min.X+50, cx-40),
			heading("join a table", lang.T("Join a table"), cx, card.Max.X-50),
			heading("my games", lang.T("My games"), cx, sc.refresh.Rect.Min.X-10),
			scenetest.Words{What: "you", Text: sc.you(), Size: 19, Box: image.Rect(card.Min.X+160, 0, cx-40, 30)},
			labelBox("wait's label", lang.T("When a player is gone"), card.Min.X+50, cx-40),
			hint(fieldCode, lang.T("the table's code")),
			noteWords("no games", lang.T("No unfinished online game. The tables you sit at come here until their game ends."), card.Max.X-50-cx, 5),
			noteWords("games not listed", lang.T("Your games could not be listed yet."), card.Max.X-50-cx, 5),
		)
		// The people's note beside Create, above the message's lines.
		noteW := column() - sc.create.Rect.Max.X - 60
		noteLines := (card.Max.Y - 100 - 3*26 - sc.create.Rect.Min.Y - 4) / 24
		for _, people := range []int{1, 5} {
			ws = append(ws, noteWords("people", peopleNote(people), noteW, noteLines))
		}
		for _, label := range []string{lang.T("Players"), lang.T("Version"), seatLabel(4)} {
			ws = append(ws, labelBox("label", label, card.Min.X+50, card.Min.X+150))
		}
		chips := append([]game.Chip{sc.basic, sc.magic}, sc.away...)
		for i := 1; i < engine.MaxPlayers; i++ {
			chips = append(chips, sc.kinds[i][:]...)
			chips = append(chips, sc.levels[i][:]...)
		}
		for _, c := range chips {
			ws = append(ws, scenetest.ChipWords(c), scenetest.TipWords("help of "+c.Name, c.Help))
		}
		ws = append(ws, buttons(sc.create, sc.join, sc.watch, sc.refresh, sc.back, sc.signOut)...)
		sc.L.Games = []wire.MyGame{
			{Code: "ABCDEF", Players: 5, Version: wire.Magic, Names: []string{"Scheherazade", "", "", "", "the Caliph's Treasurer"}, Turn: -1},
			{Code: "GHJKMN", Players: 5, Version: wire.Basic, Names: []string{"Scheherazade", "", "Budur", "Kasim", "Morgiana"}, Turn: -1},
			{Code: "PQRSTU", Players: 3, Version: wire.Magic, Started: true, Moves: 120, Names: []string{"Scheherazade", "Budur", "Kasim"}, Turn: 0},
			{Code: "VWXYZ2", Players: 4, Version: wire.Basic, Started: true, Moves: 120, Seat: 1, Names: []string{"Scheherazade", "Budur", "Kasim", "Morgiana"}, Turn: 2},
			{Code: "345678", Players: 4, Version: wire.Basic, Started: true, Seat: 1, Names: []string{"Scheherazade", "Budur", "Kasim", "Morgiana"}, Turn: -1},
		}
		scenetest.TickTop(ctx)
		for i, g := range sc.L.Games {
			right := sc.returns[i].Rect.Min.X - 10
			ws = append(ws, scenetest.Words{What: "game " + g.Code, Text: gameTitle(g), Size: 19, Bold: true, Box: image.Rect(cx+14, 0, right, 30)},
				scenetest.Words{What: "game " + g.Code + "'s line", Text: gameLine(g), Size: 17, Box: image.Rect(cx+14, 0, right, 30)})
			ws = append(ws, buttons(sc.returns[i])...)
		}

		// A table filling in, then started.
		for _, magic := range []bool{false, true} {
			seatedAt(sc, magic)
			scenetest.TickTop(ctx)
			code := sc.fields[fieldTableCode]
			ws = append(ws, labelBox("table code's label", lang.T("Table code"), x, code.Min.X-10),
				noteWords("share", shareNote()+" "+lang.T("Click it, then Ctrl+C (Cmd+C) copies it."), card.Max.X-60-code.Max.X-24, (seatRect(0).Min.Y-code.Min.Y-8)/24),
				noteWords("sitting down", lang.T("Sitting down…"), 600, 1),
				noteWords("table's line", sc.tableLine(), 1000, 2))
			for i, seat := range sc.L.Session().Table().Seats {
				r := seatRect(i)
				ws = append(ws, scenetest.Words{What: "seat", Text: sc.seatName(i, seat), Size: 20, Bold: true, Box: image.Rect(r.Min.X+66, 0, r.Max.X-stateW-30, 30)})
				if state, _ := sc.seatState(i, seat); state != "" {
					ws = append(ws, scenetest.Words{What: "seat's state", Text: state, Size: 17, Box: image.Rect(r.Max.X-stateW, 0, r.Max.X-8, 30)})
				}
			}
			ws = append(ws, buttons(sc.leaveSeat, sc.stepAway)...)
		}
		// A watcher's table: no seat of theirs.
		sc.L.watching = true
		ws = append(ws, noteWords("watcher's table line", sc.tableLine(), 1000, 2))
		sc.L.watching = false
		for _, st := range []client.Status{{State: client.Lost}, {State: client.Lost, Tries: 11}, {State: client.Back}, {State: client.Connecting}, {State: client.Closed}} {
			ws = append(ws, messageWords("connection", st.Text()))
		}
		ws = append(ws, scenetest.Words{What: "seat's state", Text: lang.T("reconnecting"), Size: 17, Box: image.Rect(0, 0, stateW-8, 30)},
			scenetest.TipWords("leave seat's reason offline", lang.T("Not connected: wait for the connection to come back.")))

		// Every message, with the longest server address the sign-in shows.
		server := "https://aladdin.example.org:7350"
		for _, m := range lobbyMessages(server) {
			ws = append(ws, messageWords("message", m))
		}
		scenetest.CheckWords(t, u, ws)
	})
}

// lobbyMessages are the lines the lobby writes above its buttons, as
// Lobby and Scene word them.
func lobbyMessages(server string) []string {
	l := New(client.Profile{Server: server})
	var out []string
	for _, name := range []string{"", "Scheherazade, Scheherazade"} {
		l.Profile.Name = name
		l.Connect()
		out = append(out, l.Err())
	}
	for _, code := range []string{"", "OIL-101"} {
		l.JoinCode(code)
		out = append(out, l.Err())
	}
	for _, err := range []error{
		&client.RPCError{Code: 5, Message: "no table has the code ABCDEF"},
		&client.RPCError{Code: 5, Message: "table ABCDEF has no finished game"},
		&client.RPCError{Code: 9, Message: "The game has started: the seat stays yours."},
		&client.RPCError{Code: 9, Message: "You hold no seat at this table."},
		&client.RPCError{Code: 9, Message: "The table could not be saved; try again."},
		&client.RPCError{Code: 13, Message: "cannot start the table's match"},
		&client.RPCError{Code: 3, Message: "the request is too large"},
		fmt.Errorf("create: %w", context.DeadlineExceeded),
		fmt.Errorf("%w: write: broken pipe", client.ErrOffline),
		fmt.Errorf("sign in: %w", client.ErrServerKey),
		&client.AddressError{Server: "ftp://aladdin.example.org:7350", Scheme: true},
		&client.AddressError{Server: "http://:7350/aladdin.example.org"},
		errors.New("cannot sign in: connection refused"),
	} {
		out = append(out, Plain(err, server))
	}
	code := "ABCDEF"
	return append(out,
		lang.T("Connecting to %s…", server),
		lang.T("Connected, but the name and server could not be kept for next time: %v", errors.New("open /home/scheherazade/.config/aladdin/online.json: permission denied")),
		lang.T("Looking for your games…"), lang.T("Making the table…"), lang.T("Joining table %s…", code),
		lang.T("Watching table %s…", code), lang.T("Leaving your seat…"), lang.T("Leaving the table…"), lang.T("You left your seat at table %s.", code),
		lang.T("Table %s is full: every seat is taken.", code), lang.T("The game at table %s has started and every seat is taken.", code),
		lang.T("You left the table %s; the game goes on, and My games returns to your seat.", code),
		lang.T("The connection is back."),
		lang.T("Your online name and server could not be read (%v); type them again.", errors.New("invalid character 'x' looking for beginning of value")),
	)
}

// Failures read in the player's language: the server's refusals it words,
// and the ones it does not know with the server's own words kept.
func TestFailuresReadInFrench(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{&client.RPCError{Code: 5, Message: "no table has the code ABCDEF"}, "Aucune table n’a le code ABCDEF."},
		{&client.RPCError{Code: 9, Message: "You hold no seat at this table."}, "Vous n’avez pas de place à cette table."},
		{&client.RPCError{Code: 13, Message: "cannot store the table"}, "Le serveur a rencontré un problème\u202f; réessayez dans un moment."},
		{&client.RPCError{Code: 3, Message: "the request is too large"}, "Le serveur refuse\u00a0: the request is too large."},
		{fmt.Errorf("create: %w", context.DeadlineExceeded), "Le serveur 127.0.0.1:7350 n’a pas répondu à temps. Réessayez dans un moment."},
		{&client.AddressError{Server: "ftp://x", Scheme: true}, "«\u202fftp://x\u202f»\u00a0: une adresse de serveur commence par http:// ou https://."},
	} {
		if got := Plain(c.err, "127.0.0.1:7350"); got != c.want {
			t.Errorf("%v reads %q, want %q", c.err, got, c.want)
		}
	}
	l := New(client.Profile{Name: " "})
	if l.Connect(); l.Err() != "Il faut un nom, que les autres joueurs verront." {
		t.Errorf("no name: %q", l.Err())
	}
	if got := AwayLabel(300); got != "Robot après 5\u00a0min" {
		t.Errorf("a wait of five minutes reads %q", got)
	}
}

// The lobby's new table and my games in French, with a failure written
// across the card: the rule between the columns stops above the message's
// lines, which take the card's width. With ALADDIN_DOC_SHOTS set it writes
// docs/fr-lobby.png.
func TestLobbyInFrenchKeepsItsMessageClear(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	ctx, sc := onScreen(t)
	sc.L.stage, sc.L.Profile.Name, sc.L.Profile.Server = Home, "Scheherazade", client.DefaultServer
	sc.L.Games, sc.L.gamesFetched = []wire.MyGame{
		{Code: "ABCDEF", Players: 5, Version: wire.Magic, Names: []string{"Scheherazade", "", "", "Kasim", "the Caliph's Treasurer"}, Turn: -1},
		{Code: "VWXYZ2", Players: 4, Version: wire.Basic, Started: true, Moves: 120, Seat: 1, Names: []string{"Scheherazade", "Budur", "Kasim", "Morgiana"}, Turn: 1},
	}, true
	sc.L.err = Plain(errors.New("dial tcp: connection refused"), "https://aladdin.example.org:7350")
	scenetest.TickTop(ctx)
	pic := scenetest.DrawScene(t, sc)
	gilt := scenetest.RGBAOf(game.Gilt)
	rule := func(top, bottom int) int {
		x := column() - 25
		return scenetest.CountIn(pic, image.Rect(x, top, x+1, bottom), func(c color.RGBA) bool { return scenetest.Near(c, gilt, 24) })
	}
	messageTop := card.Max.Y - 100 - 3*26
	if above, across := rule(card.Min.Y+100, messageTop-10), rule(messageTop, card.Max.Y-100); above == 0 || across > 0 {
		t.Errorf("the columns' rule has %d gilt pixels above the message's lines and %d across them: want some, then none", above, across)
	}
	scenetest.DocShot(t, "fr-lobby", pic)
}
