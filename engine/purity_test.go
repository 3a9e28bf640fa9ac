package engine

import (
	"os/exec"
	"strings"
	"testing"
)

// The engine and its bots stay headless and speak no language but their
// own English: nothing graphical and no language package in their
// imports (the screens word the engine's codes, aladdin/lang).
func TestEngineImportsNothingGraphical(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "aladdin/engine/...").CombinedOutput()
	if err != nil {
		t.Skipf("go list unavailable: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "hajimehoshi/ebiten") || strings.Contains(dep, "golang.org/x/image") ||
			dep == "aladdin/lang" || strings.Contains(dep, "gotext") || strings.Contains(dep, "golang.org/x/text") {
			t.Errorf("engine depends on %s", dep)
		}
	}
}
