//go:build js

package game

import "syscall/js"

// yieldToBrowser pauses the calling goroutine until the browser has had a
// turn of its event loop (a zero-delay timer), so background work (painting
// the board, rendering the sounds) lets the page draw its frames.
//
// A time.Sleep is not enough: WebAssembly runs one thread, and Go gives the
// thread back to the browser only when no goroutine can run. Two background
// workers that sleep in turn keep one another runnable, and the page
// freezes until both are done.
func yieldToBrowser() {
	done := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(done)
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
	<-done
}

// warmYield: see warm_desktop.go.
var warmYield = yieldToBrowser
