// Command shots writes the README screenshots: the board with pieces, the
// pieces sheet, the cards sheet and the title, plus scaled previews.
//
//	go run ./assets/cmd/shots -out docs
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"time"

	"aladdin/assets"
)

func main() {
	out := flag.String("out", "docs", "output directory")
	only := flag.String("only", "", "write just this shot (board, pieces, cards, title)")
	timing := flag.Bool("time", false, "only time assets.PaintAll (what Load paints) and exit")
	flag.Parse()
	if *timing {
		for i := 0; i < 3; i++ {
			t0 := time.Now()
			assets.PaintAll()
			fmt.Printf("PaintAll: %v\n", time.Since(t0).Round(time.Millisecond))
		}
		return
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	shots := []struct {
		name string
		fn   func() *image.RGBA
	}{
		{"board", assets.PaintDemoBoard},
		{"pieces", assets.PaintPiecesSheet},
		{"cards", assets.PaintCardsSheet},
		{"title", assets.PaintTitle},
	}
	for _, s := range shots {
		if *only != "" && *only != s.name {
			continue
		}
		t0 := time.Now()
		im := s.fn()
		fmt.Printf("%-7s painted in %v\n", s.name, time.Since(t0).Round(time.Millisecond))
		if err := write(filepath.Join(*out, s.name+".png"), im); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

func write(path string, im image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
