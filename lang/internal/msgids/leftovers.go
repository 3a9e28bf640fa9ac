package msgids

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
)

// Literal is a player-facing string literal written outside the
// catalogue's calls.
type Literal struct {
	Text, Where string
	// Drawn: the literal is (part of) an argument of a call that draws or
	// shows text, or the value of a widget's text field; otherwise it is
	// a sentence that reaches the screen through a variable or a return.
	Drawn bool
}

// drawCalls are the functions and methods through which the screens show
// text: drawing, fitting and wrapping it, tooltips, the log and the prompt.
var drawCalls = map[string]bool{
	"DrawText": true, "DrawTextMiddle": true, "DrawSelected": true, "Tip": true, "Fit": true, "FitName": true,
	"Wrap": true, "TextWidth": true, "say": true, "add": true, "text": true, "label": true, "seatSays": true,
	"captionAbove": true, "drawPrompt": true, "ForTouch": true, "Draw": true, "notice": true,
}

// textFields are the fields of widgets that hold text the screen draws.
var textFields = map[string]bool{"Label": true, "Reason": true, "Help": true, "Title": true, "Text": true, "Hint": true, "Badge": true}

// keyCalls take names for programs (probe targets, status keys), not words.
var keyCalls = map[string]bool{"Target": true, "SetStatus": true, "Errorf": true, "Sprintf": false, "Fatalf": true, "Getenv": true}

// Leftovers lists the player-facing string literals of the Go packages in
// dir and below (relative to root, its cmd folders of tools left out) that
// do not go through lang: literals with a letter that read as words (a
// space, or a capital first; a lower-case word too when it is drawn), except import
// paths, struct tags, switch cases and comparisons, map keys, probe
// names, the literals of BookFiles (catalogued as they are) and the
// literals given to lang.
func Leftovers(root, dir string) ([]Literal, error) {
	var files []string
	err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "cmd" {
			return filepath.SkipDir // the developers' tools: they show players nothing
		}
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	var out []Literal
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if strings.HasSuffix(path, "_test.go") || isBook(rel) {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return nil, err
		}
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			stack = append(stack, n)
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			text, err := strconv.Unquote(lit.Value)
			if err != nil || !hasLetter(text) || strings.HasPrefix(text, "aladdin/") {
				return true
			}
			drawn, skip := context(stack)
			// One word in lower case ("closed") is a key unless it is drawn.
			if !skip && (readsAsWords(text) || drawn) {
				out = append(out, Literal{Text: text, Where: rel + ":" + strconv.Itoa(fset.Position(lit.Pos()).Line), Drawn: drawn})
			}
			return true
		})
	}
	return out, nil
}

func isBook(rel string) bool {
	for _, b := range BookFiles {
		if rel == b {
			return true
		}
	}
	return false
}

// readsAsWords: a letter, and a space or a capital first.
func readsAsWords(s string) bool {
	if !hasLetter(s) || strings.HasPrefix(s, "aladdin/") {
		return false
	}
	first := []rune(strings.TrimSpace(s))
	return strings.Contains(strings.TrimSpace(s), " ") || (len(first) > 0 && unicode.IsUpper(first[0]))
}

// context reads a literal's ancestors (the last of stack is the literal):
// whether it reaches a draw call or a widget's text, and whether it is no
// word at all (a key, a tag, a comparison, a lang msgid).
func context(stack []ast.Node) (drawn, skip bool) {
	for i := len(stack) - 2; i >= 0; i-- {
		switch x := stack[i].(type) {
		case *ast.ImportSpec, *ast.Field, *ast.CaseClause:
			return false, true
		case *ast.BinaryExpr:
			if x.Op == token.EQL || x.Op == token.NEQ {
				return false, true
			}
		case *ast.IndexExpr:
			return false, true
		case *ast.KeyValueExpr:
			if key, ok := x.Key.(*ast.Ident); ok {
				switch {
				case key.Name == "Name" || key.Name == "id" || key.Name == "ID":
					return false, true
				case textFields[key.Name]:
					return true, false
				}
			}
			if _, ok := x.Key.(*ast.BasicLit); ok && stack[i+1] == x.Key {
				return false, true // a map key
			}
		case *ast.CallExpr:
			name, pkg := callee(x)
			switch {
			case pkg == "lang":
				return false, true
			case keyCalls[name] || pkg == "strings" || pkg == "errors" && name == "Is":
				return false, true
			case drawCalls[name]:
				return true, false
			}
		case *ast.FuncDecl, *ast.FuncLit:
			return false, false
		}
	}
	return false, false
}
