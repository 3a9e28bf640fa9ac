//go:build js

package game

// write does nothing in the browser: there is no file to write, and the
// report's JSON encoding would only add to the download.
func (p *perf) write(string) {}
