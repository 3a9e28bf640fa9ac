package assets

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"
)

// UI fonts: the Go fonts (BSD licence, see NOTICE), as Ebitengine text/v2
// sources. Faces are cheap views on a source and are cached by size.
//
// The files are golang.org/x/image/font/gofont's Go Regular and Go Bold
// without their TrueType hinting (go run ./assets/cmd/fonts; see
// assets/internal/dehint): go-text/typesetting, which draws all the game's
// text, ignores hinting, so they draw the same pixels in half the bytes.

var (
	//go:embed fonts/goregular.ttf
	goRegularTTF []byte
	//go:embed fonts/gobold.ttf
	goBoldTTF []byte
)

type fontSet struct {
	regular, bold *text.GoTextFaceSource
	faces         map[faceKey]text.Face
}

type faceKey struct {
	size float64
	bold bool
}

func loadFonts() (*fontSet, error) {
	var fs fontSet
	var err error
	if fs.regular, err = text.NewGoTextFaceSource(bytes.NewReader(goRegularTTF)); err != nil {
		return nil, fmt.Errorf("assets: Go Regular font: %w", err)
	}
	if fs.bold, err = text.NewGoTextFaceSource(bytes.NewReader(goBoldTTF)); err != nil {
		return nil, fmt.Errorf("assets: Go Bold font: %w", err)
	}
	fs.faces = map[faceKey]text.Face{}
	return &fs, nil
}

func (fs *fontSet) face(size float64, bold bool) text.Face {
	k := faceKey{size, bold}
	if f, ok := fs.faces[k]; ok {
		return f
	}
	src := fs.regular
	if bold {
		src = fs.bold
	}
	f := &text.GoTextFace{Source: src, Size: size}
	fs.faces[k] = f
	return f
}

// fontRunes tell the runes each font has a glyph for, parsed once.
var fontRunes = sync.OnceValue(func() [2]func(rune) bool {
	var out [2]func(rune) bool
	for i, data := range [2][]byte{goRegularTTF, goBoldTTF} {
		f, err := sfnt.Parse(data)
		if err != nil {
			panic("assets: the built-in font does not parse: " + err.Error())
		}
		var buf sfnt.Buffer
		out[i] = func(r rune) bool {
			g, err := f.GlyphIndex(&buf, r)
			return err == nil && g != 0
		}
	}
	return out
})

// HasGlyph reports whether the regular (or bold) face draws r; a rune it
// lacks draws a box.
func HasGlyph(r rune, bold bool) bool {
	if bold {
		return fontRunes()[1](r)
	}
	return fontRunes()[0](r)
}
