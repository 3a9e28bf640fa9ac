//go:build js

package game

import (
	"image"
	"math"
	"sync"
	"syscall/js"

	"aladdin/assets"

	"github.com/hajimehoshi/ebiten/v2"
)

// pointerDevice listens to the canvas's Pointer Events: one stream for the
// mouse, fingers and pens. Ebitengine cancels the touch events' defaults,
// so no mouse events follow a touch, and it reads touches only as they are
// at each tick: a tap shorter than a frame would be lost. Pointer events
// still fire, each is queued as it happens, and the next tick reads them
// all in order.
type pointerDevice struct {
	mu       sync.Mutex
	queue    []PointerEvent
	listened bool
	capture  js.Value // setPointerCapture, its exception caught
}

// nowMs is the page's clock, the one events' timeStamp uses.
func nowMs() float64 { return js.Global().Get("performance").Call("now").Float() }

func (d *pointerDevice) read(in *Input) {
	if !d.listened {
		d.listened = d.listen()
	}
	d.mu.Lock()
	in.Feed(d.queue...)
	d.queue = d.queue[:0]
	d.mu.Unlock()
}

// listen attaches to Ebitengine's canvas once it exists.
func (d *pointerDevice) listen() bool {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return false
	}
	// The page must not pan or zoom under a finger: the game reads it.
	canvas.Get("style").Set("touchAction", "none")
	// setPointerCapture throws for a pointer that is not active (an event
	// a page script made up): caught, so no event can stop the game.
	d.capture = js.Global().Get("Function").New("c", "id", "try { c.setPointerCapture(id) } catch (e) {}")
	handler := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d.onPointer(canvas, args[0])
		return nil
	})
	for _, t := range []string{"pointerdown", "pointermove", "pointerup", "pointercancel"} {
		canvas.Call("addEventListener", t, handler)
	}
	// A finger or button held when the page loses focus is let go.
	js.Global().Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
		d.mu.Lock()
		d.queue = append(d.queue, PointerEvent{Kind: PointerCancel, Ms: nowMs()})
		d.mu.Unlock()
		return nil
	}))
	return true
}

func (d *pointerDevice) onPointer(canvas, e js.Value) {
	typ := e.Get("type").String()
	e2 := PointerEvent{Ms: e.Get("timeStamp").Float(), At: clientToScreen(canvas, e)}
	if kind := e.Get("pointerType").String(); kind != "mouse" {
		e2.Touch = true
		e2.ID = e.Get("pointerId").Int()
	}
	switch typ {
	case "pointermove":
		e2.Kind = PointerMove
	case "pointerdown":
		e2.Kind = PointerDown
		button := e.Get("button").Int()
		if button != 0 && button != 2 {
			return
		}
		e2.Right = button == 2
		// Keep receiving this pointer when it leaves the canvas, so its
		// release is never lost.
		d.capture.Invoke(canvas, e.Get("pointerId"))
	case "pointerup":
		e2.Kind = PointerUp
		e2.Right = e.Get("button").Int() == 2
	case "pointercancel":
		e2.Kind = PointerCancel
	}
	d.mu.Lock()
	d.queue = append(d.queue, e2)
	d.mu.Unlock()
	// An idle game sleeps until input Ebitengine sees (sleep.go); a
	// pointer it does not follow (a pen, an event a page script made)
	// must wake it too, or the event waits for the next mouse move.
	//lint:ignore SA1019 no successor in v2.10 for waking a game that sleeps until input (see sleep.go)
	ebiten.ScheduleFrame()
}

// clientToScreen maps a page point to the logical screen, as Ebitengine
// letterboxes it: scaled to fit the canvas, centred.
func clientToScreen(canvas, e js.Value) image.Point {
	r := canvas.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	x, y := e.Get("clientX").Float()-r.Get("left").Float(), e.Get("clientY").Float()-r.Get("top").Float()
	s := math.Min(w/assets.ScreenW, h/assets.ScreenH)
	if s <= 0 {
		return offScreen
	}
	ox, oy := (w-assets.ScreenW*s)/2, (h-assets.ScreenH*s)/2
	return image.Pt(int(math.Floor((x-ox)/s)), int(math.Floor((y-oy)/s)))
}
