//go:build js

package game

import "github.com/hajimehoshi/ebiten/v2"

// probe is the desktop test hook; the browser build has none.
type probe struct{}

func newProbe(shots, file string) *probe { return nil }

func (p *probe) frame(ctx *Context, screen *ebiten.Image) {}

func (p *probe) active() bool { return false }
