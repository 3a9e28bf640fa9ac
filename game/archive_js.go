//go:build js

package game

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"aladdin/lang"
)

// In the browser a game is exported as a download and imported through the
// browser's file chooser (or dropped on the page).

// ExportFolder names where downloads go, for the screen.
func ExportFolder() string { return lang.T("your browser's downloads") }

// ExportGame offers the game as a download and says so.
func ExportGame(g *ArchivedGame) (string, error) {
	data, err := ExportData(g)
	if err != nil {
		return "", err
	}
	name := ExportName(g)
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New([]any{string(data)}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return lang.T("Downloaded as %s: see your browser's downloads.", name), nil
}

// ImportBrowses: Import opens the browser's file chooser.
const ImportBrowses = true

// ImportFiles: the browser lists no folder.
func ImportFiles(int) []string { return nil }

// ReadImportFile: the browser reads no folder.
func ReadImportFile(string) ([]byte, error) { return nil, errNoFolder }

type noFolder struct{}

func (noFolder) Error() string { return lang.T("the browser has no folder to read") }

var errNoFolder error = noFolder{}

type browsed struct {
	name string
	data []byte
}

// picked carries the chosen file from the browser's callback to the game.
var picked = make(chan browsed, 1)

// BrowseImport opens the browser's file chooser; the file read comes back
// through TakeBrowsedFile.
func BrowseImport() {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, _ []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var onText js.Func
		onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
			onText.Release()
			select {
			case picked <- browsed{name, []byte(args[0].String())}:
			default:
			}
			// An idle game sleeps until input (sleep.go), and choosing a
			// file is none: wake it, or the import would wait for the
			// next move of the mouse.
			//lint:ignore SA1019 no successor in v2.10 for waking a game that sleeps until input (see sleep.go)
			ebiten.ScheduleFrame()
			return nil
		})
		f.Call("text").Call("then", onText)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

// TakeBrowsedFile returns the file the chooser picked, once.
func TakeBrowsedFile() (name string, data []byte, ok bool) {
	select {
	case b := <-picked:
		return b.name, b.data, true
	default:
		return "", nil, false
	}
}
