// Package msgids finds every msgid the game's code uses, by reading its Go
// sources: the catalogue's extractor (go run ./lang/cmd/msgids writes them
// as a PO template; the lang tests check each has its French).
package msgids

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Msg is one msgid and where the code uses it.
type Msg struct {
	ID     string
	Plural string // "" for a message without plural forms
	Ctx    string // gettext's msgctxt, "" for none
	Where  []string
}

// BookFiles hold the rules book's words as plain literals (the screens'
// package words them through the catalogue): every literal in them with a
// letter is a msgid, but for the sections' ids.
var BookFiles = []string{"scenes/rulesbook/text.go", "scenes/ui/spelltext.go"}

// Scan reads the module at root. It finds the literal arguments of
// lang.T, lang.Word, lang.N, lang.Mark, lang.WordIn and lang.MarkIn
// anywhere; in the engine, the refusals'
// English words (illegal, refusal{}, wordsFor, splitProblem, and the
// cards' notNow) and its configuration and save errors (configErr,
// saveErr); and the rules book's literals (BookFiles).
func Scan(root string) ([]Msg, error) {
	found := map[[2]string]*Msg{}
	ctx := ""
	add := func(fset *token.FileSet, lit ast.Expr, plural ast.Expr) {
		id, ok := literal(lit)
		if !ok || !hasLetter(id) {
			return
		}
		key := [2]string{ctx, id}
		m := found[key]
		if m == nil {
			m = &Msg{ID: id, Ctx: ctx}
			found[key] = m
		}
		if p, ok := literal(plural); ok {
			m.Plural = p
		}
		pos := fset.Position(lit.Pos())
		rel, _ := filepath.Rel(root, pos.Filename)
		m.Where = append(m.Where, filepath.ToSlash(rel)+":"+strconv.Itoa(pos.Line))
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "server" || name == "build") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		inEngine := filepath.ToSlash(filepath.Dir(rel)) == "engine"
		inLang := filepath.ToSlash(filepath.Dir(rel)) == "lang"
		book := false
		for _, b := range BookFiles {
			book = book || rel == b
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.CallExpr:
				name, pkg := callee(x)
				if inLang && pkg == "" {
					pkg = "lang" // the package's own calls
				}
				switch {
				case pkg == "lang" && (name == "T" || name == "Word" || name == "Mark") && len(x.Args) > 0:
					add(fset, x.Args[0], nil)
				case pkg == "lang" && name == "N" && len(x.Args) > 1:
					add(fset, x.Args[0], x.Args[1])
				case pkg == "lang" && (name == "WordIn" || name == "MarkIn") && len(x.Args) > 1:
					if c, ok := literal(x.Args[0]); ok {
						ctx = c
						add(fset, x.Args[1], nil)
						ctx = ""
					}
				case inEngine && name == "illegal" && len(x.Args) > 1:
					add(fset, x.Args[1], nil)
				case inEngine && (name == "configErr" || name == "saveErr") && len(x.Args) > 0:
					add(fset, x.Args[0], nil)
				case inEngine && name == "wordsFor" && len(x.Args) == 1:
					add(fset, x.Args[0], nil)
				case inEngine && name == "splitProblem" && len(x.Args) == 4:
					add(fset, x.Args[3], nil)
				}
			case *ast.CompositeLit:
				if id, ok := x.Type.(*ast.Ident); inEngine && ok && id.Name == "refusal" && len(x.Elts) == 2 {
					add(fset, x.Elts[1], nil)
				}
			case *ast.KeyValueExpr:
				key, _ := x.Key.(*ast.Ident)
				switch {
				case key == nil:
				case inEngine && key.Name == "notNow":
					add(fset, x.Value, nil)
				case book && key.Name == "id":
					return false
				}
			case *ast.BasicLit:
				if s, _ := literal(x); book && !sectionID.MatchString(s) {
					add(fset, x, nil)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := make([]Msg, 0, len(found))
	for _, m := range found {
		out = append(out, *m)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].ID != out[j].ID {
			return out[i].ID < out[j].ID
		}
		return out[i].Ctx < out[j].Ctx
	})
	return out, nil
}

// sectionID is the shape of the rules book's section ids ("caves",
// "spells-tokens"), which are keys, not words.
var sectionID = regexp.MustCompile(`^[a-z]+(?:-[a-z]+)*$`)

// callee names a call's function and, for pkg.Func or x.Method, the name
// before the dot.
func callee(c *ast.CallExpr) (name, pkg string) {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name, ""
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok {
			pkg = id.Name
		}
		return f.Sel.Name, pkg
	}
	return "", ""
}

// literal is a string literal's text, or a constant sum of them.
func literal(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(x.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(x.X)
		b, ok2 := literal(x.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(x.X)
	}
	return "", false
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
