// Command msgids lists every msgid the game's code uses as a PO template
// on standard output, for translators' tools (msgmerge):
//
//	go run ./lang/cmd/msgids > lang/po/game.pot
package main

import (
	"bufio"
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
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
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
