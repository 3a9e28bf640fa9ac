package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestScreensNeverSeeTheEngineState: the screens learn the game only from
// the session's viewer-facing methods (the seat on screen's view, the
// public facts, the legal actions on their own turn). The engine's State,
// which holds every hidden card and token, is for tests and tools alone.
func TestScreensNeverSeeTheEngineState(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		ast.Inspect(file, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if x.Sel.Name == "EngineState" || x.Sel.Name == "SessionOn" {
					t.Errorf("%s uses game.%s", f, x.Sel.Name)
				}
			case *ast.Ident:
				if x.Name == "State" {
					t.Errorf("%s names the engine's State", f)
				}
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("only %d screen files checked", checked)
	}
}
