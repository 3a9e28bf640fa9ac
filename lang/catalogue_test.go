package lang

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/leonelquinteros/gotext"
	"golang.org/x/image/font/sfnt"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/lang/internal/msgids"
)

// engineMsgids are the engine's names and the bots', which its String methods give and
// words.go looks up: every space, kind, card, artifact, decision and size
// of piece, and the counted pieces' singular and plural.
func engineMsgids() []msgids.Msg {
	var out []msgids.Msg
	add := func(id, plural string) { out = append(out, msgids.Msg{ID: id, Plural: plural}) }
	for sp := engine.Space(0); sp <= engine.NumSpaces; sp++ {
		add(sp.String(), "")
	}
	add("that space", "")
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		add(k.String(), "")
		for _, large := range []bool{false, true} {
			pk := engine.PieceKind{Large: large, Kind: k}
			add(pk.String(), "")
			add(PiecesMsgids(pk))
		}
	}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		add(sp.String(), "")
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		add(a.String(), "")
	}
	for d := engine.DecisionType(0); d < engine.NumDecisionTypes; d++ {
		add(d.String(), "")
	}
	// The bots' names, which seats keep in English (game.SeatName words
	// them), whole and without their "the ".
	for _, n := range bot.Names() {
		add(n, "")
		if short := strings.TrimPrefix(n, "the "); short != n {
			add(short, "")
		}
	}
	return out
}

// allMsgids are every msgid of the code (the extractor) and the engine.
func allMsgids(t *testing.T) []msgids.Msg {
	t.Helper()
	found, err := msgids.Scan("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 200 {
		t.Fatalf("the extractor found only %d msgids", len(found))
	}
	return append(found, engineMsgids()...)
}

// frenchEntry is one entry of the French catalogue.
type frenchEntry struct {
	ctx, id, pluralID string
	trs               []string
}

// frenchEntries are every entry of the French catalogue, contexts
// included.
func frenchEntries() []frenchEntry {
	var out []frenchEntry
	add := func(ctx string, trs map[string]*gotext.Translation) {
		for id, tr := range trs {
			if id == "" {
				continue
			}
			e := frenchEntry{ctx: ctx, id: id, pluralID: tr.PluralID}
			for i := 0; i < len(tr.Trs); i++ {
				e.trs = append(e.trs, tr.Trs[i])
			}
			out = append(out, e)
		}
	}
	d := catalogues[French].po.GetDomain()
	add("", d.GetTranslations())
	for ctx, trs := range d.GetCtxTranslations() {
		add(ctx, trs)
	}
	return out
}

// Every msgid used anywhere has its French, plural forms included.
func TestEveryMsgidHasFrench(t *testing.T) {
	fr := catalogues[French].po
	missing := 0
	for _, m := range allMsgids(t) {
		ok := fr.IsTranslatedC(m.ID, m.Ctx)
		if m.Ctx == "" {
			ok = fr.IsTranslated(m.ID)
		}
		if m.Plural != "" {
			ok = ok && fr.IsTranslatedN(m.ID, 2)
		}
		if !ok {
			missing++
			if missing <= 40 {
				t.Errorf("no French for %q (%s)", m.ID, strings.Join(m.Where, " "))
			}
		}
	}
	if missing > 0 {
		t.Errorf("%d msgids have no French", missing)
	}
}

// The French catalogue holds nothing the code no longer says.
func TestFrenchHoldsNoStaleEntries(t *testing.T) {
	used := map[[2]string]bool{}
	for _, m := range allMsgids(t) {
		used[[2]string{m.Ctx, m.ID}] = true
	}
	for _, e := range frenchEntries() {
		if !used[[2]string{e.ctx, e.id}] {
			t.Errorf("stale French entry %q (context %q)", e.id, e.ctx)
		}
	}
}

// catalogueStrings are every msgid and every translation, by language.
func catalogueStrings(t *testing.T) map[Tag][]string {
	t.Helper()
	out := map[Tag][]string{}
	for _, m := range allMsgids(t) {
		out[English] = append(out[English], m.ID)
		if m.Plural != "" {
			out[English] = append(out[English], m.Plural)
		}
	}
	for _, e := range frenchEntries() {
		out[French] = append(out[French], e.trs...)
	}
	return out
}

// verbs are a format's fmt verbs ("%d", "%[2]v"), "%%" left out.
var verbs = regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)

// verbSet is a format's verbs with their argument numbers, sorted:
// "%[2]v" and a second "%v" are the same.
func verbSet(format string) []string {
	var out []string
	arg := 0
	for _, v := range verbs.FindAllString(format, -1) {
		if v == "%%" {
			continue
		}
		if i := strings.Index(v, "]"); i >= 0 {
			fmt.Sscanf(v[2:i], "%d", &arg)
			v = "%" + v[i+1:]
		} else {
			arg++
		}
		out = append(out, fmt.Sprintf("%d:%s", arg, v))
	}
	sort.Strings(out)
	return out
}

// A translation fills the same arguments with the same verbs as its
// msgid, in any order.
func TestFrenchKeepsTheVerbs(t *testing.T) {
	for _, e := range frenchEntries() {
		for i, s := range e.trs {
			src := e.id
			if i > 0 && e.pluralID != "" {
				src = e.pluralID
			}
			want := strings.Join(verbSet(src), " ")
			if got := strings.Join(verbSet(s), " "); got != want {
				t.Errorf("%q: French %q uses %s, not %s", src, s, got, want)
			}
		}
	}
}

// French typography: a no-break space (U+00A0) before a colon; a narrow
// no-break space (U+202F) before ; ! ? and inside « »; never a plain
// space or none there.
func TestFrenchTypography(t *testing.T) {
	for _, s := range catalogueStrings(t)[French] {
		if p := frenchTypographyProblem(s); p != "" {
			t.Errorf("%q: %s", s, p)
		}
	}
}

func frenchTypographyProblem(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		var prev, next rune
		if i > 0 {
			prev = rs[i-1]
		}
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch r {
		case ':':
			if i > 0 && prev != '\u00a0' && !urlLike(rs, i) {
				return fmt.Sprintf("%q before ':' (want U+00A0)", prev)
			}
		case ';', '!', '?':
			if i > 0 && prev != '\u202f' {
				return fmt.Sprintf("%q before %q (want U+202F)", prev, r)
			}
		case '«':
			if next != '\u202f' {
				return fmt.Sprintf("%q after '«' (want U+202F)", next)
			}
		case '»':
			if prev != '\u202f' {
				return fmt.Sprintf("%q before '»' (want U+202F)", prev)
			}
		case '"':
			return "straight quotes (want « »)"
		}
	}
	return ""
}

// urlLike: a colon inside a word ("12:30", "http://") is not punctuation.
func urlLike(rs []rune, i int) bool {
	return i+1 < len(rs) && rs[i+1] != ' ' && rs[i+1] != '\u00a0' && rs[i-1] != ' '
}

// The checker itself, on the rules it names.
func TestFrenchTypographyProblemTellsBadSpacing(t *testing.T) {
	for _, s := range []string{"Attention\u00a0: le Marché.", "Vraiment\u202f?", "«\u202fIntro\u202f»", "à 12:30", "%d\u00a0:"} {
		if p := frenchTypographyProblem(s); p != "" {
			t.Errorf("%q: %s", s, p)
		}
	}
	for _, s := range []string{"Attention : oui", "Attention: oui", "Vraiment ?", "Oui!", "« Intro »", "\"Intro\"", "un ; deux"} {
		if frenchTypographyProblem(s) == "" {
			t.Errorf("%q passed", s)
		}
	}
}

// fontRunes are the runes the game's faces draw (assets/fonts): a rune
// missing there draws a box.
func fontRunes(t *testing.T) map[string]func(rune) bool {
	t.Helper()
	files, err := filepath.Glob("../assets/fonts/*.ttf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fonts: %v", err)
	}
	out := map[string]func(rune) bool{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := sfnt.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var buf sfnt.Buffer
		out[filepath.Base(name)] = func(r rune) bool {
			g, err := f.GlyphIndex(&buf, r)
			return err == nil && g != 0
		}
	}
	return out
}

// Every rune of every catalogue string, in both languages, is in every
// face the game draws with.
func TestCatalogueRunesAreInTheFonts(t *testing.T) {
	faces := fontRunes(t)
	for tag, strs := range catalogueStrings(t) {
		missing := map[string]string{}
		for _, s := range strs {
			for _, r := range s {
				if r == '\n' {
					continue
				}
				for name, has := range faces {
					if !has(r) {
						missing[fmt.Sprintf("%U %q in %s", r, r, name)] = s
					}
				}
			}
		}
		for m, s := range missing {
			t.Errorf("%s: %s is missing (in %q)", tag, m, s)
		}
	}
}

// A guided game's prompt has one step per click, separated by "|": the
// French has as many steps.
func TestFrenchKeepsTheSteps(t *testing.T) {
	for _, e := range frenchEntries() {
		for _, s := range e.trs {
			if strings.Count(s, "|") != strings.Count(e.id, "|") {
				t.Errorf("%q has %d steps in French: %q", e.id, strings.Count(s, "|")+1, s)
			}
		}
	}
}

// convertedPackages are the folders whose player-facing words all go
// through the catalogue: no literal there reaches a draw call or a
// widget's text field without it. A folder counts with every folder
// below it: "scenes" holds the table, its modes and dialogs, and all the
// other screens.
var convertedPackages = []string{"game", "assets", "scenes/setup", "scenes/rulesbook", "scenes/recent", "scenes/pause", "scenes/ui", "scenes/gamelog", "scenes/board", "scenes/replay", "scenes/lobby", "scenes"}

func TestNoDrawnWordsOutsideTheCatalogue(t *testing.T) {
	for _, dir := range convertedPackages {
		lits, err := msgids.Leftovers("..", dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lits {
			if l.Drawn {
				t.Errorf("%s: %q is drawn without the catalogue", l.Where, l.Text)
			}
		}
	}
}

// The listing itself: it tells a drawn literal (one lower-case word too),
// a sentence kept in a variable, and words that are no words (keys, a
// lower-case word not drawn, comparisons, lang's own).
func TestLeftoversTellDrawnWords(t *testing.T) {
	dir := t.TempDir()
	src := `package screen

import "aladdin/lang"

type Chip struct{ Label, Name string }

func draw(say func(string), n int) string {
	say("Pass the turn")
	say("closed")
	key := "closed"
	_ = key
	c := Chip{Label: "Buy it", Name: "buy"}
	_ = c
	if c.Name == "Some key" {
		return lang.T("Already here")
	}
	msg := "You hold nothing."
	return msg
}
`
	if err := os.MkdirAll(filepath.Join(dir, "screen"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "screen", "screen.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	lits, err := msgids.Leftovers(dir, "screen")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, l := range lits {
		got[l.Text] = l.Drawn
	}
	want := map[string]bool{"Pass the turn": true, "closed": true, "Buy it": true, "You hold nothing.": false}
	if len(got) != len(want) {
		t.Fatalf("found %v, want %v", got, want)
	}
	for text, drawn := range want {
		if d, ok := got[text]; !ok || d != drawn {
			t.Errorf("%q: found %v, drawn %v; want drawn %v", text, ok, d, drawn)
		}
	}
}

// The catalogue names each msgid once (per context): two entries for one
// msgid would leave one of them silently unused. Helpers add their blocks
// side by side and a merge keeps both sides (.gitattributes), so the same
// words added twice must show here.
func TestFrenchNamesEachMsgidOnce(t *testing.T) {
	text, err := os.ReadFile("po/fr.po")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	ctx := ""
	for i, line := range strings.Split(string(text), "\n") {
		switch {
		case strings.HasPrefix(line, "msgctxt "):
			ctx = strings.TrimPrefix(line, "msgctxt ")
		case strings.HasPrefix(line, "msgid "):
			key := ctx + "\x04" + strings.TrimPrefix(line, "msgid ")
			if first, dup := seen[key]; dup && line != `msgid ""` {
				t.Errorf("po/fr.po:%d repeats the msgid of line %d: %s", i+1, first, line)
			}
			seen[key] = i + 1
			ctx = ""
		}
	}
}

// Each entry of the catalogue has one translation (per plural form): when
// two helpers change the same French, the side-by-side merge keeps both
// msgstr lines under the one msgid, and the parser silently takes one.
func TestFrenchTranslatesEachEntryOnce(t *testing.T) {
	text, err := os.ReadFile("po/fr.po")
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string]int{} // the entry's msgstr lines so far, by form
	for i, line := range strings.Split(string(text), "\n") {
		switch {
		case strings.HasPrefix(line, "msgid "):
			clear(forms)
		case strings.HasPrefix(line, "msgstr"):
			form, _, _ := strings.Cut(line, " ")
			if first, dup := forms[form]; dup {
				t.Errorf("po/fr.po:%d translates the entry of line %d's %s again: %s", i+1, first, form, line)
			}
			forms[form] = i + 1
		}
	}
}
