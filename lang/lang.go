// Package lang is the game's one seam between its words and the player's
// language. Every player-facing sentence is looked up here by its English
// text (gettext's msgid); the French catalogue is a PO file embedded in the
// binary (po/fr.po). Placeholders are Go's fmt verbs: a translation may
// reorder them with explicit indexes ("%[2]v ... %[1]d").
//
// The catalogue is read with github.com/leonelquinteros/gotext v1.7.2:
// gettext PO files keep translators' own tools (Poedit, msgmerge) usable,
// the library parses them from memory (embedded files, so it runs the same
// in the browser) and evaluates each PO file's own Plural-Forms rule, so
// French counts 0 and 1 as singular. v1.8.0 asks for Go 1.27, newer than
// the toolchain this module builds with (go.mod: 1.26); v1.7.2 is the same
// API.
//
// The package is pure Go (no graphics): the engine never imports it; the
// screens and game word the engine's codes through it (words.go).
package lang

import (
	"embed"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/leonelquinteros/gotext"
)

// Tag names a language by its ISO 639-1 code, as settings save it.
type Tag string

const (
	English Tag = "en"
	French  Tag = "fr"
)

// Language is one language the game speaks, named in itself for the
// language chooser ("Français" whatever the current language).
type Language struct {
	Tag  Tag
	Name string
}

var available = []Language{{English, "English"}, {French, "Français"}}

// Available lists the languages the game speaks, English first.
func Available() []Language { return append([]Language(nil), available...) }

//go:embed po/*.po
var poFiles embed.FS

// catalogue is one language's translations; English has none of its own
// (the msgids are English) but keeps the English plural rule.
type catalogue struct {
	tag Tag
	po  *gotext.Po
	// words are the singular translations, read once for Word (gotext
	// reads a lookup's text as a format); inContext those of WordIn, by
	// context.
	words     map[string]string
	inContext map[string]map[string]string
}

func newCatalogue(tag Tag, po *gotext.Po) *catalogue {
	c := &catalogue{tag: tag, po: po, words: map[string]string{}, inContext: map[string]map[string]string{}}
	for id, tr := range po.GetDomain().GetTranslations() {
		if id != "" && tr.IsTranslated() {
			c.words[id] = tr.Get()
		}
	}
	for ctx, trs := range po.GetDomain().GetCtxTranslations() {
		c.inContext[ctx] = map[string]string{}
		for id, tr := range trs {
			if tr.IsTranslated() {
				c.inContext[ctx][id] = tr.Get()
			}
		}
	}
	return c
}

var (
	catalogues = map[Tag]*catalogue{}
	current    atomic.Pointer[catalogue]
)

func init() {
	en := gotext.NewPo()
	en.Parse([]byte("msgid \"\"\nmsgstr \"\"\n\"Language: en\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"))
	catalogues[English] = newCatalogue(English, en)
	for _, l := range available[1:] {
		data, err := poFiles.ReadFile("po/" + string(l.Tag) + ".po")
		if err != nil {
			panic("lang: no catalogue for " + string(l.Tag) + ": " + err.Error())
		}
		po := gotext.NewPo()
		po.Parse(data)
		catalogues[l.Tag] = newCatalogue(l.Tag, po)
	}
	current.Store(catalogues[English])
}

// Current is the language the game speaks now.
func Current() Tag { return current.Load().tag }

// Set makes t the game's language. An unknown tag is refused and changes
// nothing.
func Set(t Tag) error {
	c, ok := catalogues[t]
	if !ok {
		return fmt.Errorf("lang: the game does not speak %q", string(t))
	}
	current.Store(c)
	return nil
}

// Known reports whether the game speaks t.
func Known(t Tag) bool { _, ok := catalogues[t]; return ok }

// T is msgid in the current language, its verbs filled with args (none:
// the text as it is, a lone % included).
func T(msgid string, args ...any) string {
	return current.Load().po.Get(msgid, args...)
}

// Word is msgid in the current language, as it is: for a name or a
// sentence the code holds in a variable (T wants its format written out).
func Word(msgid string) string {
	if w, ok := current.Load().words[msgid]; ok {
		return w
	}
	return msgid
}

// WordIn is msgid in the current language where the same English says
// something else elsewhere: ctx is gettext's msgctxt ("board": the names
// painted on the board, which the French writes without the article the
// same names take inside a sentence).
func WordIn(ctx, msgid string) string {
	if w, ok := current.Load().inContext[ctx][msgid]; ok {
		return w
	}
	return msgid
}

// MarkIn marks a literal as a msgid in context ctx, like Mark.
func MarkIn(ctx, msgid string) string { return msgid }

// N is the form of msgid (singular) or plural that suits the count n, in
// the current language, its verbs filled with args. n is only the choice
// of form: pass it among args too when the sentence shows it.
func N(msgid, plural string, n int, args ...any) string {
	return current.Load().po.GetN(msgid, plural, n, args...)
}

// Mark marks a literal as a msgid where it is written (a table of English
// names looked up with T later) and returns it unchanged: the extractor
// finds it there.
func Mark(msgid string) string { return msgid }

// Translated reports whether msgid has a translation in language t (always
// true for English, whose words are the msgids).
func Translated(t Tag, msgid string) bool { return TranslatedIn(t, "", msgid) }

// TranslatedIn reports whether msgid has a translation in context ctx
// ("" none) in language t.
func TranslatedIn(t Tag, ctx, msgid string) bool {
	c, ok := catalogues[t]
	if !ok {
		return false
	}
	if ctx == "" {
		_, ok = c.words[msgid]
	} else {
		_, ok = c.inContext[ctx][msgid]
	}
	return t == English || ok
}

// Match picks the first of a platform's preferred languages the game
// speaks, English when none: prefs are POSIX locales ("fr_FR.UTF-8",
// "C") or BCP 47 tags ("fr-CA"), best first.
func Match(prefs []string) Tag {
	for _, p := range prefs {
		p = strings.ToLower(gotext.SimplifiedLocale(p))
		if i := strings.IndexAny(p, "_-"); i >= 0 {
			p = p[:i]
		}
		if Known(Tag(p)) {
			return Tag(p)
		}
	}
	return English
}

// Detect is the language the system (desktop) or browser (web) prefers,
// among those the game speaks: the first start's choice.
func Detect() Tag { return Match(SystemPreferences()) }
