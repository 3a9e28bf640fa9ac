package engine

import (
	"os/exec"
	"strings"
	"testing"
)

// The engine and its bots stay headless: nothing graphical in their imports.
func TestEngineImportsNothingGraphical(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "aladdin/engine/...").CombinedOutput()
	if err != nil {
		t.Skipf("go list unavailable: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "hajimehoshi/ebiten") || strings.Contains(dep, "golang.org/x/image") {
			t.Errorf("engine depends on %s", dep)
		}
	}
}
