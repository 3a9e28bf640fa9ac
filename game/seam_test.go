package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"iter"
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
	for f, decl := range packageDecls(t) {
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

// seedless are the Session's methods that hand out a configuration or a
// set-up, each without the game's seed: PublicConfig leaves it out,
// RematchSetup deals the next game with a new one, and EngineConfig is the
// tools' hook that the screens may not use (scenes' banned list).
var seedless = map[string]bool{"PublicConfig": true, "RematchSetup": true, "EngineConfig": true}

// TestTheSessionHandsOutNoSeed: the seed tells every card and guard to
// come, so a screen never reaches it: no exported field of Session holds
// the set-up or the configuration, and no exported method or function of
// a Session returns one but those in seedless, which leave the seed out.
func TestTheSessionHandsOutNoSeed(t *testing.T) {
	carriesSeed := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Ident:
				found = found || x.Name == "Setup"
			case *ast.SelectorExpr:
				if pkg, ok := x.X.(*ast.Ident); ok && pkg.Name == "engine" && x.Sel.Name == "Config" {
					found = true
				}
				return false
			}
			return !found
		})
		return found
	}
	isSession := func(fl *ast.FieldList) bool {
		for _, f := range fl.List {
			if star, ok := f.Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Session" {
					return true
				}
			}
		}
		return false
	}
	checked := 0
	for f, decl := range packageDecls(t) {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			ofSession := (d.Recv != nil && isSession(d.Recv)) || (d.Type.Params != nil && isSession(d.Type.Params))
			if !ofSession || !d.Name.IsExported() || d.Type.Results == nil {
				continue
			}
			checked++
			for _, r := range d.Type.Results.List {
				if carriesSeed(r.Type) && !seedless[d.Name.Name] {
					t.Errorf("%s: %s hands out the game's set-up or configuration, seed and all", f, d.Name.Name)
				}
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok || ts.Name.Name != "Session" {
					continue
				}
				for _, field := range ts.Type.(*ast.StructType).Fields.List {
					for _, name := range field.Names {
						if name.IsExported() && (carriesSeed(field.Type) || strings.Contains(name.Name, "Seed")) {
							t.Errorf("%s: Session.%s holds the game's seed", f, name.Name)
						}
					}
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d of the session's methods checked", checked)
	}
}

// TestWhatTheSessionHandsOutLeavesTheSeedOut: a game set up with seed 4242
// shows its screens the seats and the public configuration, neither of
// which says 4242, and its rematch is dealt with another seed.
func TestWhatTheSessionHandsOutLeavesTheSeedOut(t *testing.T) {
	setup := benchSetup(0)
	setup.Seed = "4242"
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	if EngineConfig(s).Seed != 4242 {
		t.Fatalf("the game was dealt with seed %d, want 4242", EngineConfig(s).Seed)
	}
	if seed := s.PublicConfig().Seed; seed != 0 {
		t.Errorf("PublicConfig says seed %d", seed)
	}
	if seed := s.RematchSetup().Seed; seed == "4242" {
		t.Error("the rematch is dealt with this game's seed")
	}
}

// packageDecls yields the declarations of the package's files, tests
// aside, with the file each is in.
func packageDecls(t *testing.T) iter.Seq2[string, ast.Decl] {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	return func(yield func(string, ast.Decl) bool) {
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, decl := range file.Decls {
				if !yield(f, decl) {
					return
				}
			}
		}
	}
}
