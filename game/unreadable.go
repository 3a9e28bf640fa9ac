package game

import (
	"strings"
	"time"

	"aladdin/lang"
)

// UnreadableFile is a saved file (the autosave, the settings) that the game
// could not read. The file is never deleted: it is moved aside beside the
// other records (store.Keep), and Error says so in plain words for the
// set-up screen.
type UnreadableFile struct {
	// What the file held, as the player knows it: "saved game", "settings"
	// (a msgid: lang.Mark where it is written; Error words it).
	What string
	// Newer is a file written by a newer version of the game: not damaged,
	// only unknown to this one.
	Newer bool
	// Kept is the name the file was moved to, Folder where it is; KeepErr
	// says why it could not be moved (then Kept is "").
	Kept, Folder string
	KeepErr      error
	// Fallback says what the game does instead ("" nothing to add; a
	// msgid, like What: the file is read before the language is chosen).
	Fallback string
}

func (u *UnreadableFile) Error() string {
	msg := lang.T("Your %s could not be read: the file is damaged.", lang.Word(u.What))
	if u.Newer {
		msg = lang.T("Your %s comes from a newer version of the game, which this one cannot read.", lang.Word(u.What))
	}
	if u.KeepErr != nil {
		msg += " " + lang.T("It could not be moved aside either (%s), so it stays where it is.", u.KeepErr.Error())
	} else {
		msg += " " + lang.T("It was kept as %s in %s.", u.Kept, u.Folder)
	}
	if u.Fallback != "" {
		msg += " " + lang.Word(u.Fallback)
	}
	return msg
}

// keepUnreadable moves what sv holds aside and returns the report.
func keepUnreadable(sv Saver, what string, newer bool, now time.Time) *UnreadableFile {
	u := &UnreadableFile{What: what, Newer: newer}
	u.Kept, u.Folder, u.KeepErr = sv.Keep(now)
	return u
}

// Notice writes the files that could not be read at start-up as one plain
// notice for the set-up screen: two damaged files kept in the same folder
// share one sentence, so the notice stays short.
func Notice(files ...*UnreadableFile) string {
	var us []*UnreadableFile
	for _, u := range files {
		if u != nil {
			us = append(us, u)
		}
	}
	if len(us) == 2 && !us[0].Newer && !us[1].Newer && us[0].KeepErr == nil && us[1].KeepErr == nil && us[0].Folder == us[1].Folder {
		return strings.TrimSpace(lang.T("Your %s and your %s could not be read: the files are damaged. They were kept as %s and %s in %s.",
			lang.Word(us[0].What), lang.Word(us[1].What), us[0].Kept, us[1].Kept, us[0].Folder) + " " +
			strings.TrimSpace(lang.Word(us[0].Fallback)+" "+lang.Word(us[1].Fallback)))
	}
	var parts []string
	for _, u := range us {
		parts = append(parts, u.Error())
	}
	return strings.Join(parts, " ")
}
