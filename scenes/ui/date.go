package ui

import (
	"time"

	"aladdin/lang"
)

// monthNames are the months' short names in English, msgids in the
// context "month".
var monthNames = [12]string{
	lang.MarkIn("month", "Jan"), lang.MarkIn("month", "Feb"), lang.MarkIn("month", "Mar"), lang.MarkIn("month", "Apr"),
	lang.MarkIn("month", "May"), lang.MarkIn("month", "Jun"), lang.MarkIn("month", "Jul"), lang.MarkIn("month", "Aug"),
	lang.MarkIn("month", "Sep"), lang.MarkIn("month", "Oct"), lang.MarkIn("month", "Nov"), lang.MarkIn("month", "Dec"),
}

// Date writes a day as "2 Jan 2006" in the current language.
func Date(t time.Time) string {
	return lang.T("%[1]d %[2]s %[3]d", t.Day(), lang.WordIn("month", monthNames[t.Month()-1]), t.Year())
}

// DateTime writes a moment as "2 Jan 2006 15:04" in the current language.
func DateTime(t time.Time) string { return Date(t) + " " + t.Format("15:04") }
