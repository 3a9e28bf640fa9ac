package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"image"
)

// Scene is one screen of the app. Update runs once per tick (60 per second)
// and Draw paints the whole logical screen.
type Scene interface {
	Update(ctx *Context) error
	Draw(screen *ebiten.Image)
}

// Named scenes report a short stable name, used for the test probe and
// screenshot file names.
type Named interface{ Name() string }

// SceneName is the name of a scene for probes and logs.
func SceneName(s Scene) string {
	if n, ok := s.(Named); ok {
		return n.Name()
	}
	return "scene"
}

// transitionTicks is how long the fade between two scenes lasts: short, so
// it reads as polish, never as waiting.
const transitionTicks = 12

// Manager switches scenes with a short cross-fade. While a fade runs only
// the new scene is updated; the old one is only drawn.
type Manager struct {
	current, previous Scene
	fade              int
	curImg            *ebiten.Image
	overlay           Scene // the pause/settings overlay, drawn over current
	changed           bool
}

// Current is the scene receiving input.
func (m *Manager) Current() Scene { return m.current }

// Switch starts a fade to next.
func (m *Manager) Switch(next Scene) {
	if next == nil || next == m.current {
		return
	}
	m.previous, m.current = m.current, next
	if m.previous != nil {
		m.fade = transitionTicks
	}
	m.changed = true
}

// Replace swaps the scene at once, without a fade: for sub-scenes that
// share the board, where a fade would only flicker.
func (m *Manager) Replace(next Scene) {
	if next == nil || next == m.current {
		return
	}
	m.current, m.previous, m.fade = next, nil, 0
	m.changed = true
}

// Overlay shows s over the current scene (nil hides it). The current scene
// is frozen while an overlay shows.
func (m *Manager) Overlay(s Scene) { m.overlay = s; m.changed = true }

// HasOverlay reports whether an overlay is up.
func (m *Manager) HasOverlay() bool { return m.overlay != nil }

// TakeChanged reports whether the visible scene changed since the last call.
func (m *Manager) TakeChanged() bool {
	c := m.changed
	m.changed = false
	return c
}

// VisibleName names what the player sees: the overlay if any, else the scene.
func (m *Manager) VisibleName() string {
	if m.overlay != nil {
		return SceneName(m.overlay)
	}
	return SceneName(m.current)
}

func (m *Manager) update(ctx *Context) error {
	if m.fade > 0 {
		m.fade--
		if m.fade == 0 {
			m.previous = nil
		}
	}
	if m.overlay != nil {
		return m.overlay.Update(ctx)
	}
	if m.current == nil {
		return nil
	}
	return m.current.Update(ctx)
}

func (m *Manager) draw(screen *ebiten.Image) {
	if m.current == nil {
		return
	}
	if m.fade > 0 && m.previous != nil {
		// Draw the old scene, then the new one over it with rising alpha.
		if m.curImg == nil {
			w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
			// Unmanaged: drawn to and drawn from every frame of a fade,
			// it would otherwise move on and off Ebitengine's atlas, a new
			// texture each frame.
			m.curImg = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
		}
		m.previous.Draw(screen)
		m.curImg.Clear()
		m.current.Draw(m.curImg)
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(1 - float32(m.fade)/transitionTicks)
		screen.DrawImage(m.curImg, op)
	} else {
		m.current.Draw(screen)
	}
	if m.overlay != nil {
		m.overlay.Draw(screen)
	}
}
