package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// banned are what the screens may never use, by package: the ways to
// build or reach the engine's State, which holds every hidden card and
// token (and, with the seed, every card to come). The screens learn the
// game from the session alone: the view of the seat on screen, the
// prompt, the events, the public configuration (TestTheSessionHandsOutNoState
// in game holds the session to that).
var banned = map[string]map[string]string{
	"aladdin/engine": {
		"New":    "builds a game",
		"Load":   "rebuilds a saved game",
		"Replay": "rebuilds a game from its moves",
		"State":  "is the whole game, hidden things and all",
	},
	"aladdin/game": {
		"EngineState":  "hands out the engine's State (tests and tools only)",
		"SessionOn":    "puts a session around a State (tests and tools only)",
		"EngineRecord": "hands out the record (tests and tools only)",
		"EngineConfig": "hands out the seed (tests and tools only)",
	},
}

// TestScreensNeverSeeTheEngineState parses every screen file (this
// package and any screen package under it, tests and their harness
// scenetest aside) and fails on any
// use of what banned lists, under whatever name its package is imported.
func TestScreensNeverSeeTheEngineState(t *testing.T) {
	checked := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "scenetest" {
			return filepath.SkipDir // the tests' harness, which drives games by the engine's State
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		checked++
		for _, why := range bannedUses(file) {
			t.Errorf("%s %s", path, why)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Fatalf("only %d screen files checked", checked)
	}
}

// bannedUses lists file's uses of banned names, in words.
func bannedUses(file *ast.File) []string {
	names := map[string]map[string]string{} // the file's name for a package -> its banned names
	var found []string
	for _, imp := range file.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		list, ok := banned[path]
		if !ok {
			continue
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		if name == "." {
			found = append(found, "imports "+path+" with a dot, which hides what it uses")
		}
		names[name] = list
	}
	ast.Inspect(file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		pkg, ok := sel.X.(*ast.Ident)
		if !ok {
			return true
		}
		if why, ok := names[pkg.Name][sel.Sel.Name]; ok {
			found = append(found, "uses "+pkg.Name+"."+sel.Sel.Name+", which "+why)
		}
		return true
	})
	return found
}

// TestTheBanCatchesEveryForm: the check finds each banned use, renamed
// imports and types included, and passes the session's own surface.
func TestTheBanCatchesEveryForm(t *testing.T) {
	for src, want := range map[string]int{
		`package p; import "aladdin/engine"; func f() { engine.New(engine.Config{}) }`:                                              1,
		`package p; import e "aladdin/engine"; var s *e.State`:                                                                      1,
		`package p; import "aladdin/engine"; func f(s engine.State) { engine.Load(nil); engine.Replay(engine.Config{}, nil) }`:      3,
		`package p; import . "aladdin/engine"; var s *State`:                                                                        1,
		`package p; import "aladdin/game"; func f(s *game.Session) { game.EngineState(s); game.EngineConfig(s) }`:                   2,
		`package p; import "aladdin/engine"; import "aladdin/game"; func f(s *game.Session) engine.View { return s.Prompt().View }`: 0,
	} {
		file, err := parser.ParseFile(token.NewFileSet(), "x.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := bannedUses(file); len(got) != want {
			t.Errorf("%s: found %q, want %d", src, got, want)
		}
	}
}
