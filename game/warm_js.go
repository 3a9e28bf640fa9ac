//go:build js

package game

import "time"

// warmYield is how background painting lets the browser breathe: WebAssembly
// runs one thread and goroutines are not preempted, so a painter that never
// sleeps would hold the page until it is done.
func warmYield() { time.Sleep(time.Millisecond) }
