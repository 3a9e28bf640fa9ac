package scenetest

import (
	"image"

	"aladdin/assets"
)

// DiffBounds is the smallest rectangle holding every pixel where a and b
// clearly differ (empty when they look the same). Two draws of the same
// picture may differ by a few levels on anti-aliased edges, depending on
// where the images lie in the texture atlas.
func DiffBounds(a, b *image.RGBA) image.Rectangle {
	const tolerance = 24
	var r image.Rectangle
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			i, j := a.PixOffset(x, y), b.PixOffset(x, y)
			for k := 0; k < 4; k++ {
				if d := int(a.Pix[i+k]) - int(b.Pix[j+k]); d > tolerance || d < -tolerance {
					r = r.Union(image.Rect(x, y, x+1, y+1))
					break
				}
			}
		}
	}
	return r
}

// ChangedIn counts the pixels of r that differ between two pictures.
func ChangedIn(a, b []byte, r image.Rectangle) int {
	n := 0
	r = r.Intersect(image.Rect(0, 0, assets.ScreenW, assets.ScreenH))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := 4 * (y*assets.ScreenW + x)
			if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
				n++
			}
		}
	}
	return n
}

// PixelsApart counts the pixels of two frames more than tol apart in a
// channel, and the box around them.
func PixelsApart(a, b []byte, tol int) (n int, box image.Rectangle) {
	for y := 0; y < assets.ScreenH; y++ {
		for x := 0; x < assets.ScreenW; x++ {
			i := 4 * (y*assets.ScreenW + x)
			for c := 0; c < 3; c++ {
				if d := int(a[i+c]) - int(b[i+c]); d > tol || d < -tol {
					n++
					box = box.Union(image.Rect(x, y, x+1, y+1))
					break
				}
			}
		}
	}
	return n, box
}
