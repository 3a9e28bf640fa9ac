// Command fonts writes the dehinted Go fonts that assets embeds
// (assets/fonts/*.ttf: without hinting, with a narrow no-break space;
// see assets/internal/dehint):
//
//	go run ./assets/cmd/fonts   (or go generate ./assets)
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"aladdin/assets/internal/dehint"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	out := flag.String("out", filepath.Join("assets", "fonts"), "output directory")
	flag.Parse()
	dir := *out
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for name, ttf := range map[string][]byte{"goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF} {
		out, err := dehint.ForGame(ttf)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, name), out, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, name+":", err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d -> %d bytes\n", name, len(ttf), len(out))
	}
}
