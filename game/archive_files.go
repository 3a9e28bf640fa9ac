//go:build !js

package game

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"aladdin/game/store"
	"aladdin/lang"
)

// Desktop: a game is exported as a file in a folder the player can find
// (their Downloads folder), and imported from a file in that folder or
// dropped on the window.

// ExportFolder is where exported games are written and where Import looks:
// the Downloads folder in the player's home (else the home itself); under
// ALADDIN_DATA_DIR (tests, a portable copy) its "records" folder.
func ExportFolder() string {
	if os.Getenv("ALADDIN_DATA_DIR") != "" {
		if d, err := store.Dir(); err == nil {
			return filepath.Join(d, "records")
		}
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(store.Where(), "records")
	}
	if fi, err := os.Stat(filepath.Join(home, "Downloads")); err == nil && fi.IsDir() {
		return filepath.Join(home, "Downloads")
	}
	return home
}

// ExportGame writes the game to a file in ExportFolder and says where, in
// a sentence for the screen.
func ExportGame(g *ArchivedGame) (string, error) {
	data, err := ExportData(g)
	if err != nil {
		return "", err
	}
	dir := ExportFolder()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	name := ExportName(g)
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		return "", err
	}
	return lang.T("Saved as %s in %s.", name, dir), nil
}

// ImportBrowses reports whether Import opens the system's own file chooser
// (the browser); on the desktop the screen lists ImportFiles instead.
const ImportBrowses = false

// ImportFiles lists the game files in ExportFolder, newest first (at most
// max): the ones this game wrote ("aladdins-dragons-*.json").
func ImportFiles(limit int) []string {
	dir := ExportFolder()
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	type file struct {
		name string
		mod  int64
	}
	var files []file
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, "aladdins-dragons") || !strings.HasSuffix(n, ".json") {
			continue
		}
		if fi, err := e.Info(); err == nil {
			files = append(files, file{n, fi.ModTime().UnixNano()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod > files[j].mod })
	var out []string
	for i := 0; i < len(files) && i < limit; i++ {
		out = append(out, files[i].name)
	}
	return out
}

// ReadImportFile reads one of ImportFiles.
func ReadImportFile(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(ExportFolder(), filepath.Base(name)))
}

// BrowseImport opens the system's file chooser (the browser only).
func BrowseImport() {}

// TakeBrowsedFile returns the file the chooser picked, once (the browser
// only).
func TakeBrowsedFile() (name string, data []byte, ok bool) { return "", nil, false }
