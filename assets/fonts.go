package assets

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
)

// UI fonts: the Go fonts (BSD licence, see NOTICE), as Ebitengine text/v2
// sources. Faces are cheap views on a source and are cached by size.

type fontSet struct {
	regular, bold, mono *text.GoTextFaceSource
	faces               map[faceKey]text.Face
}

type faceKey struct {
	size float64
	kind int // 0 regular, 1 bold, 2 mono bold
}

func loadFonts() (*fontSet, error) {
	var fs fontSet
	var err error
	if fs.regular, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
		return nil, fmt.Errorf("assets: Go Regular font: %w", err)
	}
	if fs.bold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
		return nil, fmt.Errorf("assets: Go Bold font: %w", err)
	}
	if fs.mono, err = text.NewGoTextFaceSource(bytes.NewReader(gomonobold.TTF)); err != nil {
		return nil, fmt.Errorf("assets: Go Mono Bold font: %w", err)
	}
	fs.faces = map[faceKey]text.Face{}
	return &fs, nil
}

func (fs *fontSet) face(size float64, kind int) text.Face {
	k := faceKey{size, kind}
	if f, ok := fs.faces[k]; ok {
		return f
	}
	src := fs.regular
	switch kind {
	case 1:
		src = fs.bold
	case 2:
		src = fs.mono
	}
	f := &text.GoTextFace{Source: src, Size: size}
	fs.faces[k] = f
	return f
}
