package bot

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A bot is given its View and nothing else: never the game's configuration,
// whose master seed would let it recompute the deck, the guards and the
// stacks. No bot file may name engine.Config, or any field called Seed
// (the bots' own seeds are lower-case), so the seed cannot come back by
// accident. The public configuration a bot needs is View.Config().
func TestBotsNeverSeeTheConfigOrItsSeed(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		pf, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, msg := range configMentions(fset, pf) {
			t.Error(msg)
		}
	}
	if checked == 0 {
		t.Fatal("no bot source file was read")
	}
}

// configMentions lists where a file names engine.Config (under whatever
// name the file imports the engine) or anything called Seed.
func configMentions(fset *token.FileSet, f *ast.File) []string {
	engineName := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == "aladdin/engine" {
			engineName = "engine"
			if imp.Name != nil {
				engineName = imp.Name.Name
			}
		}
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && engineName != "" && x.Name == engineName && n.Sel.Name == "Config" {
				found = append(found, fset.Position(n.Pos()).String()+": names engine.Config")
			}
		case *ast.Ident:
			if n.Name == "Seed" {
				found = append(found, fset.Position(n.Pos()).String()+": names a Seed")
			}
		}
		return true
	})
	if engineName == "." {
		found = append(found, fset.Position(f.Package).Filename+": imports the engine with a dot, which would hide engine.Config")
	}
	return found
}

// The check itself finds each way the seed could come back.
func TestConfigMentionsFindsTheSeed(t *testing.T) {
	cases := []struct {
		src  string
		want int
	}{
		{`package bot; import "aladdin/engine"; func Act(cfg engine.Config, v *engine.View) {}`, 1},
		{`package bot; import e "aladdin/engine"; var c = e.Config{Players: 4, Seed: 1}`, 2},
		{`package bot; import "aladdin/engine"; func f(v *engine.View) uint64 { return uint64(v.Config().Seed) }`, 1},
		{`package bot; import . "aladdin/engine"; var _ View`, 1},
		{`package bot; import "aladdin/engine"; type B struct{ seed uint64 }; func f(v *engine.View) int { return v.Config().Players }`, 0},
	}
	for _, c := range cases {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "x.go", c.src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if got := configMentions(fset, f); len(got) != c.want {
			t.Errorf("%s\nfound %d mentions %v, want %d", c.src, len(got), got, c.want)
		}
	}
}
