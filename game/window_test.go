package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"testing"

	"aladdin/assets"
)

// TestFitWindowIsTheLargestThatFits: the window opens as large as the
// monitor allows at the game's 16:10 shape (a 1280x720 screen gave a
// 932x583 window before, with 9-pixel log text).
func TestFitWindowIsTheLargestThatFits(t *testing.T) {
	for _, c := range []struct{ mw, mh, w, h int }{
		{1280, 720, 1152, 720},
		{1920, 1080, 1728, 1080},
		{1280, 800, 1280, 800},
		{1024, 768, 1024, 640},
		{2560, 1600, 2560, 1600},
		{0, 0, 1280, 800}, // monitor unknown
	} {
		w, h := FitWindow(c.mw, c.mh)
		if w != c.w || h != c.h {
			t.Errorf("FitWindow(%d, %d) = %dx%d, want %dx%d", c.mw, c.mh, w, h, c.w, c.h)
		}
		if c.mw > 0 && (w > c.mw || h > c.mh) {
			t.Errorf("FitWindow(%d, %d) = %dx%d does not fit", c.mw, c.mh, w, h)
		}
	}
}

// TestFirstWindowPlace: the command line's size wins; otherwise the
// remembered place comes back when it fits this monitor; a place that
// no longer fits (a smaller monitor) or lies off screen falls back.
func TestFirstWindowPlace(t *testing.T) {
	saved := WindowPlace{X: 100, Y: 50, W: 960, H: 600}
	cases := []struct {
		name         string
		flagW, flagH int
		saved        WindowPlace
		mw, mh       int
		want         WindowPlace
		usePos       bool
	}{
		{"first run", 0, 0, WindowPlace{}, 1280, 720, WindowPlace{W: 1152, H: 720}, false},
		{"remembered", 0, 0, saved, 1280, 720, saved, true},
		{"command line", 1000, 625, saved, 1280, 720, WindowPlace{W: 1000, H: 625}, false},
		{"too big for this monitor", 0, 0, WindowPlace{X: 0, Y: 0, W: 1728, H: 1080}, 1280, 720, WindowPlace{W: 1152, H: 720}, false},
		{"off screen", 0, 0, WindowPlace{X: 1200, Y: 700, W: 960, H: 600}, 1280, 720, WindowPlace{X: 1200, Y: 700, W: 960, H: 600}, false},
		{"below the minimum", 0, 0, WindowPlace{X: 10, Y: 10, W: 300, H: 200}, 1280, 720, WindowPlace{W: 1152, H: 720}, false},
	}
	for _, c := range cases {
		got, usePos := firstWindow(c.flagW, c.flagH, c.saved, c.mw, c.mh)
		if got.W != c.want.W || got.H != c.want.H || usePos != c.usePos || usePos && got != c.want {
			t.Errorf("%s: firstWindow = %+v (position used %v), want %+v (%v)", c.name, got, usePos, c.want, c.usePos)
		}
	}
}

// TestTextIsReadableAt1280x720: every text size the game draws, times the
// scale of the window on a 1280x720 screen, is at least MinScreenTextPx,
// and at least MinTabletTextPx CSS pixels on a 1024x768 tablet.
// The sizes are read from the source (every literal size passed to Face,
// NumeralFace, Fit or a dialog's text helper, and every literal assigned to
// a variable named size), and UI.Face raises anything smaller at run time.
func TestTextIsReadableAt1280x720(t *testing.T) {
	scale := FitScale(1280, 720)
	if got := MinTextSize * scale; got < MinScreenTextPx {
		t.Fatalf("MinTextSize %d at the 1280x720 scale %.2f is %.1f px, under %d", MinTextSize, scale, got, MinScreenTextPx)
	}
	sizes := textSizesInSource(t, ".", "../scenes")
	if len(sizes) < 40 {
		t.Fatalf("found only %d text sizes in the source: the scan is broken", len(sizes))
	}
	for _, s := range sizes {
		if s.size*scale < MinScreenTextPx {
			t.Errorf("%s: text size %g is %.1f px on a 1280x720 screen, under %d", s.at, s.size, s.size*scale, MinScreenTextPx)
		}
		// UI.Face raises a smaller size to MinTextSize.
		if px := max(s.size, MinTextSize) * TabletScale; px < MinTabletTextPx {
			t.Errorf("%s: text size %g is %.1f CSS px on a 1024x768 tablet, under %d", s.at, s.size, px, MinTabletTextPx)
		}
	}
	if px := MinTextSize * TabletScale; px < MinTabletTextPx {
		t.Errorf("MinTextSize %d is %.1f CSS px on a 1024x768 tablet, under %d", MinTextSize, px, MinTabletTextPx)
	}

	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	u := &UI{Assets: a}
	if small, least := TextWidth("Round 1", u.Face(9, false)), TextWidth("Round 1", u.Face(MinTextSize, false)); small != least {
		t.Errorf("UI.Face(9) draws %.1f px wide text, MinTextSize %.1f: Face must not go below MinTextSize", small, least)
	}
	if _, face := u.Fit("a label far too long for forty pixels", 20, true, 40); TextWidth("x", face) < TextWidth("x", u.Face(MinTextSize, true)) {
		t.Error("Fit shrank text below MinTextSize")
	}
}

type textSize struct {
	at   string
	size float64
}

// textSizesInSource lists the literal text sizes in the Go files of dirs.
func textSizesInSource(t *testing.T, dirs ...string) []textSize {
	t.Helper()
	var out []textSize
	fset := token.NewFileSet()
	// The argument that is a size, by function name.
	sizeArg := map[string]int{"Face": 0, "NumeralFace": 0, "Fit": 1, "text": 4}
	for _, dir := range dirs {
		// The folder and the packages below it (the table's modes, the
		// board, the lobby...).
		var files []string
		_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files = append(files, path)
			}
			return nil
		})
		for _, name := range files {
			if filepath.Ext(name) != ".go" || len(name) > 8 && name[len(name)-8:] == "_test.go" {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			lit := func(e ast.Expr) (float64, bool) {
				b, ok := e.(*ast.BasicLit)
				if !ok || (b.Kind != token.INT && b.Kind != token.FLOAT) {
					return 0, false
				}
				v, err := strconv.ParseFloat(b.Value, 64)
				return v, err == nil
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					fn := ""
					switch f := n.Fun.(type) {
					case *ast.SelectorExpr:
						fn = f.Sel.Name
					case *ast.Ident:
						fn = f.Name
					}
					if i, ok := sizeArg[fn]; ok && i < len(n.Args) {
						if v, ok := lit(n.Args[i]); ok {
							out = append(out, textSize{fset.Position(n.Pos()).String(), v})
						}
					}
				case *ast.AssignStmt:
					for i, l := range n.Lhs {
						if id, ok := l.(*ast.Ident); ok && id.Name == "size" && i < len(n.Rhs) {
							if v, ok := lit(n.Rhs[i]); ok {
								out = append(out, textSize{fset.Position(n.Pos()).String(), v})
							}
						}
					}
				}
				return true
			})
		}
	}
	return out
}
