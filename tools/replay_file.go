//go:build !js

package tools

import (
	"fmt"
	"io"
	"os"
)

// runReplay is the -replay mode: read a record from path ("-" is standard
// input), replay it headless and print "hash <hex> moves <n>".
func runReplay(w io.Writer, path string) error {
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(os.Stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return err
	}
	h, n, err := ReplayHash(data)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "hash %s moves %d\n", h, n)
	return err
}
