package scenes

import (
	"fmt"
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/modes"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"
)

// The table's own words fit their boxes in every language, with the
// longest names the set-up takes: the panel's header, buttons and chip,
// the tray behind the screen, the short reasons on the spell cards, the
// captions and banners of every event, the guide's controls, the recap,
// the save notes and the taken-over card; the tooltips' runes are in the
// faces.
func TestTableWordsFitTheirBoxes(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionFrom(t, scenetest.LongSetup(5, true), pendingIs(engine.DecPlace))
	tb := onTable(t, ctx, s, "placement")
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		var ws []scenetest.Words
		ws = append(ws, panelWords(ctx, tb)...)
		ws = append(ws, eventWords(tb)...)
		ws = append(ws, guideAndCardWords(ctx, tb)...)
		ws = append(ws, tableTips(tb)...)
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}

// panelWords are the side panel's: its title in each phase (shrunk to the
// smallest size before it would be cut), Menu, the speed chip at every
// speed, Take back, and the tray's words.
func panelWords(ctx *game.Context, tb *Table) []scenetest.Words {
	title := headerTitleRect()
	var ws []scenetest.Words
	// Fit shrinks the title down to the smallest size before it cuts it.
	ws = append(ws, scenetest.Words{What: "header title", Text: headerTitle(0, false), Size: game.MinTextSize, Bold: true, Box: title})
	for _, tallying := range []bool{false, true} {
		ws = append(ws, scenetest.Words{What: "header title", Text: headerTitle(10, tallying), Size: game.MinTextSize, Bold: true, Box: title})
	}
	ws = append(ws, scenetest.Words{What: "header title beside Take back", Text: lang.T("Round %d", 10), Size: game.MinTextSize, Bold: true,
		Box: image.Rect(title.Min.X, title.Min.Y, takeBackRect.Min.X-8, title.Max.Y)})
	tb.panel.update(ctx, tb)
	ws = append(ws, scenetest.ButtonWords(tb.panel.menu))
	for sp := game.Speed(0); sp < game.NumSpeeds; sp++ {
		ws = append(ws, scenetest.ChipWords(game.Chip{Rect: speedRect, Label: game.SpeedName(sp), Name: "speed"}))
	}
	ws = append(ws, scenetest.ButtonWords(game.Button{Rect: takeBackRect, Label: lang.T("Take back"), Name: "takeback"}))

	worth := lang.T("Treasure worth %d", 99)
	worthW := game.TextWidth(worth, ctx.UI.Face(game.MinTextSize, false))
	inner := trayRect.Inset(14)
	ws = append(ws,
		scenetest.Words{What: "tray, screens hidden", Text: lang.T("Screens are hidden"), Size: 20, Bold: true, Box: inner},
		scenetest.Words{What: "tray, each their own screen", Text: lang.T("Each player sees their own screen on their turn."), Size: game.MinTextSize, Box: trayRect.Inset(4)},
		scenetest.Words{What: "tray, watching", Text: lang.T("You are watching"), Size: 20, Bold: true, Box: inner},
		scenetest.Words{What: "tray, watching: each their own computer", Text: lang.T("Each player's screen is on their own computer."), Size: game.MinTextSize, Box: trayRect.Inset(4)},
		// A long name may be cut; the short heading with a short name may not.
		scenetest.Words{What: "tray title", Text: lang.T("Your screen - %s", "Ali"), Size: game.MinTextSize, Bold: true,
			Box: image.Rect(0, 0, int(float64(trayRect.Dx()-28-16)-worthW), 30)},
		scenetest.Words{What: "no spell cards", Text: lang.T("No spell cards: win Aladdin's Tent for one."), Size: game.MinTextSize, Box: image.Rect(0, 0, trayRect.Dx()-28, 30)},
	)
	return ws
}

// eventWords are every caption and banner the events show, for each
// spell, artifact and space they may name.
func eventWords(tb *Table) []scenetest.Words {
	caption := image.Rect(6+14, 0, assets.BoardW-6-14, 40) // the caption's band, inside its padding
	banner := image.Rect(assets.BoardW/2-260+10, 0, assets.BoardW/2+260-10, 80)
	var ws []scenetest.Words
	add := func(what, s string) {
		ws = append(ws, scenetest.Words{What: what, Text: s, Size: 19, Bold: true, Box: caption})
	}
	var samples []engine.Event
	// An event names a spell or an artifact: each is named once.
	for et := engine.EventType(0); et < engine.NumEventTypes; et++ {
		for i := 0; i < int(engine.NumSpells); i++ {
			samples = append(samples, engine.Event{Type: et, Seat: 0, Target: 1, Chooser: 2, Space: engine.Room1, To: engine.CaveGold,
				Value: 9, Amount: 2, Round: 10, Spell: engine.Spell(i), Artifact: engine.Artifact(i % int(engine.NumArtifactTypes)),
				Artifact2: engine.Counterspell, Winners: 0b11111, Reason: engine.ReasonTentSpare})
		}
	}
	for _, e := range samples {
		k := kindOf(e)
		if k.caption != nil {
			s, _ := k.caption(&tb.words, e)
			add(fmt.Sprint("caption of event ", e.Type), s)
		}
		if k.begins != nil {
			tb.board.Caption, tb.board.Banner = "", ""
			k.begins(&tb.hands, e)
			add(fmt.Sprint("caption of event ", e.Type), tb.board.Caption)
			ws = append(ws, scenetest.Words{What: fmt.Sprint("banner of event ", e.Type), Text: tb.board.Banner, Size: 40, Bold: true, Box: banner})
		}
	}
	tb.board.Caption, tb.board.Banner = "", ""
	tb.q.summaryPending, tb.q.overPending = false, false
	return ws
}

// guideAndCardWords are the guide's controls and counter, the spell
// cards' short reasons, the recap's and the save notes' words.
func guideAndCardWords(ctx *game.Context, tb *Table) []scenetest.Words {
	leave := image.Rect(0, 0, 200, 46) // Guide.leaveRect's size
	ws := []scenetest.Words{
		scenetest.ButtonWords(game.Button{Rect: leave, Label: lang.T("Leave the guide"), Name: "leave-guide"}),
		scenetest.ButtonWords(game.Button{Rect: leave, Label: lang.T("Play on"), Name: "play-on"}),
		// The counter is centred over the leave button, right of the text.
		scenetest.Words{What: "lesson counter", Text: lang.T("Lesson %d of %d", 10, 10), Size: game.MinTextSize, Bold: true, Box: image.Rect(0, 0, 220, 30)},
	}
	cardWhy := image.Rect(0, 0, handCardW-10, 23)
	short := []string{lang.T("No target for it now")}
	for _, w := range cardWhyWords {
		short = append(short, lang.Word(w.short))
	}
	for _, s := range short {
		ws = append(ws, scenetest.Words{What: "a card's reason", Text: s, Size: game.MinTextSize, Bold: true, Box: cardWhy})
	}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		title := tb.panel.handTitleLines(tb, sp)
		ws = append(ws, scenetest.Words{What: "a small card's title", Text: lang.Spell(sp), Size: game.MinTextSize,
			Box: image.Rect(title.x, 0, handCardW-6, handTitleRows*21), LineH: 21})
	}
	for players := engine.MinPlayers; players <= engine.MaxPlayers; players++ {
		r := modes.RoundTableRect(players)
		ws = append(ws, scenetest.ButtonWords(recapClose(players)),
			scenetest.Words{What: "recap's line", Text: lang.T("As it stood when round %d ended.", 10), Size: 18, Box: r.Inset(20)})
	}
	card := image.Rect(0, 0, takenOverW, 400)
	home, export := ui.CardButtons(card, lang.T("Back to the title (Enter)"), "totitle", lang.T("Export this game"), "export")
	band := saveBand(tb.hand.logArea(), 1)
	ws = append(ws, scenetest.ButtonWords(home), scenetest.ButtonWords(export),
		scenetest.Words{What: "taken over", Text: lang.T("Taken over by another window"), Size: 30, Bold: true, Box: card.Inset(40)},
		scenetest.Words{What: "open elsewhere", Text: lang.T("Open in another window"), Size: 30, Bold: true, Box: card.Inset(40)},
		scenetest.Words{What: "saved again", Text: lang.T("Saved again: your game is safe."), Size: 18, Bold: true, Box: band.Inset(14)},
		scenetest.Words{What: "connection back", Text: lang.T("Connection back."), Size: 18, Bold: true, Box: band.Inset(14)},
	)
	return ws
}

// tableTips are the table's tooltips and hints, checked for their runes
// (a tooltip wraps itself).
func tableTips(tb *Table) []scenetest.Words {
	tips := []string{
		lang.T("Animation speed (keys 1-4 or Tab). Space skips the running animation."),
		lang.T("Animation speed: tap to change it (Instant shows each move at once)."),
		lang.T("Take back your last move and the bots' moves after it. Possible until something hidden is shown, or someone else plays."),
		lang.T("Take back %s's last move and the bots' moves after it. Possible until something hidden is shown, or someone else plays.", scenetest.LongNames[0]),
		lang.T("Click the card to cast it."), lang.T("Spells need your Lamp lit this round."),
		lang.T("Your move is with the server..."),
		spellCountTip(scenetest.LongNames[0], 0), spellCountTip(scenetest.LongNames[0], 1), spellCountTip(scenetest.LongNames[0], 3),
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		tips = append(tips, forSaleTip(a), artifactTip(board.ArtIcon{Art: a}, true)) // the standings' and summary's: scenes/modes
		for _, st := range []board.ArtState{board.ArtInUse, board.ArtBorrowed, board.ArtSpent} {
			tips = append(tips, artifactTip(board.ArtIcon{Art: a, State: st}, false))
		}
	}
	for sp := 0; sp < engine.NumSpaces; sp++ {
		tips = append(tips, spaceHelpIn(sp, false)+rulesLinkLine(tb.ctx.UI), spaceHelpIn(sp, true))
	}
	ws := make([]scenetest.Words, 0, len(tips))
	for _, s := range tips {
		ws = append(ws, scenetest.TipWords("tip", s))
	}
	return ws
}
