// Command msgids lists every msgid the game's code uses as a PO template
// on standard output, for translators' tools (msgmerge):
//
//	go run ./lang/cmd/msgids > lang/po/game.pot
//
// With -left DIR it lists instead the player-facing literals of the
// packages in DIR and below that do not go through the catalogue yet, and counts
// them (those given to a draw call or a widget's text field directly, and
// all of them):
//
//	go run ./lang/cmd/msgids -left scenes
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"aladdin/lang/internal/msgids"
)

// quote writes s as a PO string: UTF-8 as it is, only the backslash, the
// quote and control characters escaped.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace(s) + `"`
}

func main() {
	left := flag.String("left", "", "list the package's literals outside the catalogue")
	flag.Parse()
	root := "."
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	if *left != "" {
		lits, err := msgids.Leftovers(root, *left)
		if err != nil {
			fmt.Fprintln(os.Stderr, "msgids:", err)
			os.Exit(1)
		}
		drawn := 0
		for _, l := range lits {
			mark := " "
			if l.Drawn {
				mark, drawn = "D", drawn+1
			}
			fmt.Printf("%s %s %q\n", mark, l.Where, l.Text)
		}
		fmt.Printf("%d literals outside the catalogue, %d of them given to a draw call or a widget's text directly\n", len(lits), drawn)
		return
	}
	msgs, err := msgids.Scan(root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "msgids:", err)
		os.Exit(1)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintf(w, "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n")
	for _, m := range msgs {
		fmt.Fprintf(w, "#: %s\n", strings.Join(m.Where, " "))
		if strings.Contains(m.ID, "%") {
			fmt.Fprintln(w, "#, c-format")
		}
		if m.Ctx != "" {
			fmt.Fprintf(w, "msgctxt %s\n", quote(m.Ctx))
		}
		fmt.Fprintf(w, "msgid %s\n", quote(m.ID))
		if m.Plural != "" {
			fmt.Fprintf(w, "msgid_plural %s\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n\n", quote(m.Plural))
			continue
		}
		fmt.Fprintf(w, "msgstr \"\"\n\n")
	}
}
