package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheSessionHandsOutNoState: nothing the game package offers the
// screens gives out the engine's State: no exported function or method
// returns one and no exported field holds one, but EngineState, the hook
// for tests and tools that the screens may not use (scenes'
// TestScreensNeverSeeTheEngineState). History hands out views and events.
func TestTheSessionHandsOutNoState(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	mentionsState := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "State" {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "engine" {
					found = true
				}
			}
			return !found
		})
		return found
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() || d.Name.Name == "EngineState" || d.Type.Results == nil {
					continue
				}
				for _, r := range d.Type.Results.List {
					if mentionsState(r.Type) {
						t.Errorf("%s: %s hands out the engine's State", f, d.Name.Name)
					}
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok || !ts.Name.IsExported() {
						continue
					}
					st, ok := ts.Type.(*ast.StructType)
					if !ok {
						continue
					}
					for _, field := range st.Fields.List {
						for _, name := range field.Names {
							if name.IsExported() && mentionsState(field.Type) {
								t.Errorf("%s: %s.%s holds the engine's State", f, ts.Name.Name, name.Name)
							}
						}
					}
				}
			}
		}
	}
}
