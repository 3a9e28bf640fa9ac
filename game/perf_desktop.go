//go:build !js

package game

import (
	"encoding/json"
	"os"
)

// write saves the frame-cost report as JSON (tests read it at exit).
func (p *perf) write(path string) {
	if path == "" {
		return
	}
	data, err := json.MarshalIndent(p.report(), "", "  ")
	if err == nil {
		_ = os.WriteFile(path, data, 0o644)
	}
}
