package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"aladdin/game"
)

// TestEveryScreenIsLinkedIn: the program links in every package whose
// screens the others open through game.Screens, so no "go to" finds a
// screen missing.
func TestEveryScreenIsLinkedIn(t *testing.T) {
	v := reflect.ValueOf(game.Screens)
	for i := range v.NumField() {
		if v.Field(i).IsNil() {
			t.Errorf("game.Screens.%s is not filled in", v.Type().Field(i).Name)
		}
	}
}

// TestScreensReachEachOtherOnlyThroughTheSeam parses the imports of every
// package of the app (tests aside): a screen package (one that fills in
// game.Screens) is imported by no package but this program's main, so
// the screens open one another through game.Screens and no part of a
// screen reaches up into a screen; game imports nothing of scenes; the
// tests' harness scenetest is imported by tests only.
func TestScreensReachEachOtherOnlyThroughTheSeam(t *testing.T) {
	pkgs := appPackages(t)
	screens := map[string]bool{}
	for path, p := range pkgs {
		if p.fillsScreens {
			screens[path] = true
		}
	}
	if len(screens) < 4 {
		t.Fatalf("only %d screen packages found: %v", len(screens), screens)
	}
	for path, p := range pkgs {
		for _, imp := range p.imports {
			switch {
			case screens[imp] && path != "aladdin":
				t.Errorf("%s imports the screen package %s: open it through game.Screens", path, imp)
			case (path == "aladdin/game" || strings.HasPrefix(path, "aladdin/game/")) && (imp == "aladdin/scenes" || strings.HasPrefix(imp, "aladdin/scenes/")):
				t.Errorf("%s imports %s: game sits below the screens", path, imp)
			case imp == "aladdin/scenes/scenetest":
				t.Errorf("%s imports the tests' harness scenetest", path)
			}
		}
	}
}

// appPackage is what the seam test knows of a package: its imports (tests
// aside) and whether it fills in game.Screens.
type appPackage struct {
	imports      []string
	fillsScreens bool
}

// appPackages parses every folder of the module's Go code but the
// server's own module and the build scripts, by import path.
func appPackages(t *testing.T) map[string]*appPackage {
	t.Helper()
	pkgs := map[string]*appPackage{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "server" || name == "build") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ip := "aladdin"
		if dir := filepath.ToSlash(filepath.Dir(path)); dir != "." {
			ip += "/" + dir
		}
		p := pkgs[ip]
		if p == nil {
			p = &appPackage{}
			pkgs[ip] = p
		}
		for _, imp := range f.Imports {
			s, _ := strconv.Unquote(imp.Path.Value)
			p.imports = append(p.imports, s)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for _, lhs := range as.Lhs {
					if sel, ok := lhs.(*ast.SelectorExpr); ok {
						if inner, ok := sel.X.(*ast.SelectorExpr); ok && inner.Sel.Name == "Screens" {
							if id, ok := inner.X.(*ast.Ident); ok && id.Name == "game" {
								p.fillsScreens = true
							}
						}
					}
				}
			}
			return !p.fillsScreens
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}
