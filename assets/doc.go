// Package assets paints the game's art and synthesises its sound in pure Go:
// the board, pieces, cards and title are drawn with antialiased vector paths
// (golang.org/x/image/vector) into plain RGBA images, so everything renders
// and is tested headless; Load wraps them as cached Ebitengine images.
//
// Run `go generate ./assets` to write the embedded fonts (assets/fonts, the
// Go fonts without hinting) and the screenshots in docs/.
package assets

//go:generate go run ./cmd/fonts -out fonts
//go:generate go run ./cmd/shots -out ../docs
