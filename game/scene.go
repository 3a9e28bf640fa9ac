package game

import (
	"github.com/hajimehoshi/ebiten/v2"
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
	current Scene
	fade    Fader
	overlay Scene // the pause/settings overlay, drawn over current
	changed bool
}

// Current is the scene receiving input.
func (m *Manager) Current() Scene { return m.current }

// Switch starts a fade to next.
func (m *Manager) Switch(next Scene) {
	if next == nil || next == m.current {
		return
	}
	if m.current != nil {
		m.fade.Start(m.current.Draw)
	}
	m.current = next
	m.changed = true
}

// Replace swaps the scene at once, without a fade.
func (m *Manager) Replace(next Scene) {
	if next == nil || next == m.current {
		return
	}
	m.current, m.fade = next, Fader{}
	m.changed = true
}

// Touch tells the manager that the scene on show changed in itself (the
// table moved to another mode): the app redraws as for a new scene.
func (m *Manager) Touch() { m.changed = true }

// Overlay shows s over the current scene (nil hides it). The current scene
// is frozen while an overlay shows.
func (m *Manager) Overlay(s Scene) { m.overlay = s; m.changed = true }

// HasOverlay reports whether an overlay is up.
func (m *Manager) HasOverlay() bool { return m.overlay != nil }

// Top is the scene that takes input: the overlay if any, else the current
// scene (tests drive overlays through it).
func (m *Manager) Top() Scene {
	if m.overlay != nil {
		return m.overlay
	}
	return m.current
}

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

// Fading reports a cross-fade in progress.
func (m *Manager) Fading() bool { return m.fade.Active() }

func (m *Manager) update(ctx *Context) error {
	m.fade.Tick()
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
	m.fade.Draw(screen, m.current.Draw)
	if m.overlay != nil {
		m.overlay.Draw(screen)
	}
}
