package assets

import (
	"fmt"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Assets holds every painted image and font the game uses. Load paints the
// static art once into plain RGBA images; each getter turns its image into an
// *ebiten.Image on first use and keeps it, so nothing is repainted per frame
// and no GPU work happens before the game loop wants it.
//
// Getters never panic: an index out of range yields a small transparent
// image, so a UI bug shows as a missing piece, not a crash.
type Assets struct {
	mu    sync.Mutex
	src   map[string]*image.RGBA
	img   map[string]*ebiten.Image
	fonts *fontSet
	empty *ebiten.Image
}

// Load paints all static art and loads the fonts. It returns an error (never
// panics) if anything fails.
func Load() (a *Assets, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, err = nil, fmt.Errorf("assets: painting failed: %v", r)
		}
	}()
	fs, err := loadFonts()
	if err != nil {
		return nil, err
	}
	a = &Assets{src: PaintAll(), img: map[string]*ebiten.Image{}, fonts: fs}
	return a, nil
}

// PaintAll paints every static image, keyed as the getters look them up.
// Independent images are painted concurrently (on desktop that uses both
// cores; on wasm it simply runs in turn).
func PaintAll() map[string]*image.RGBA {
	type job struct {
		key string
		fn  func() *image.RGBA
	}
	jobs := []job{
		{"board", PaintBoard},
		{"title", PaintTitle},
		{"camel", PaintCamel},
		{"vizier", PaintVizier},
		{"cardback", PaintCardBack},
		{"spellback", PaintSpellBack},
		{"guardback", func() *image.RGBA { return PaintGuard(0, false) }},
		{"artifactback", func() *image.RGBA { return PaintArtifact(-1) }},
	}
	for c := 0; c < NumColors; c++ {
		c := c
		jobs = append(jobs, job{fmt.Sprintf("tokenback/%d", c), func() *image.RGBA { return PaintToken(c, 0, false) }})
		for _, v := range TokenValues {
			v := v
			jobs = append(jobs, job{fmt.Sprintf("token/%d/%d", c, v), func() *image.RGBA { return PaintToken(c, v, true) }})
		}
	}
	for k := 0; k < NumKinds; k++ {
		k := k
		jobs = append(jobs, job{fmt.Sprintf("treasure/%d/0", k), func() *image.RGBA { return PaintTreasure(k, false) }})
		jobs = append(jobs, job{fmt.Sprintf("treasure/%d/1", k), func() *image.RGBA { return PaintTreasure(k, true) }})
	}
	for v := 1; v <= 10; v++ {
		v := v
		jobs = append(jobs, job{fmt.Sprintf("guard/%d", v), func() *image.RGBA { return PaintGuard(v, true) }})
	}
	for t := 0; t < NumArtifacts; t++ {
		t := t
		jobs = append(jobs, job{fmt.Sprintf("artifact/%d", t), func() *image.RGBA { return PaintArtifact(t) }})
	}
	for i := range SpellNames {
		i := i
		jobs = append(jobs, job{fmt.Sprintf("spell/%d", i), func() *image.RGBA { return PaintSpellFace(i) }})
	}
	out := make(map[string]*image.RGBA, len(jobs))
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan job)
	var panicked any
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					mu.Lock()
					panicked = r
					mu.Unlock()
					for range next { // drain so the sender never blocks
					}
				}
			}()
			for j := range next {
				im := j.fn()
				mu.Lock()
				out[j.key] = im
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	if panicked != nil {
		panic(panicked) // re-raised on the caller's goroutine, where Load recovers it
	}
	return out
}

// get converts (once) and returns the cached image for key.
func (a *Assets) get(key string) *ebiten.Image {
	a.mu.Lock()
	defer a.mu.Unlock()
	if im, ok := a.img[key]; ok {
		return im
	}
	src, ok := a.src[key]
	if !ok {
		if a.empty == nil {
			a.empty = ebiten.NewImage(1, 1)
		}
		return a.empty
	}
	im := ebiten.NewImageFromImage(src)
	a.img[key] = im
	return im
}

// Board is the full 1600x1000 static board, side panel included.
func (a *Assets) Board() *ebiten.Image { return a.get("board") }

// Title is the full-screen title art.
func (a *Assets) Title() *ebiten.Image { return a.get("title") }

// Token is the face (numeral side) of a token: seat colour 0..4, value one of
// 1,2,4,5,6,7,8,9. TokenSize x TokenSize plus a shadow margin (see PieceMargin).
func (a *Assets) Token(seatColor, value int) *ebiten.Image {
	return a.get(fmt.Sprintf("token/%d/%d", seatColor, value))
}

// TokenBack is the face-down side of a seat colour's token.
func (a *Assets) TokenBack(seatColor int) *ebiten.Image {
	return a.get(fmt.Sprintf("tokenback/%d", seatColor))
}

// Treasure is a treasure piece of kind 0..4; large pieces are worth 3.
func (a *Assets) Treasure(kind int, large bool) *ebiten.Image {
	l := 0
	if large {
		l = 1
	}
	return a.get(fmt.Sprintf("treasure/%d/%d", kind, l))
}

// Guard is a face-up palace guard of strength 1..10.
func (a *Assets) Guard(value int) *ebiten.Image { return a.get(fmt.Sprintf("guard/%d", value)) }

// GuardBack is a face-down palace guard.
func (a *Assets) GuardBack() *ebiten.Image { return a.get("guardback") }

// Camel is the starting player's camel.
func (a *Assets) Camel() *ebiten.Image { return a.get("camel") }

// Vizier is the figure that walks the tally: draw it with VizierFeet (a
// point inside the image) on VizierPath(space).
func (a *Assets) Vizier() *ebiten.Image { return a.get("vizier") }

// Artifact is the icon tile of an artifact type 0..5 (Lamp, Counterspell,
// Double, Flying Carpet, Key, Scroll).
func (a *Assets) Artifact(t int) *ebiten.Image { return a.get(fmt.Sprintf("artifact/%d", t)) }

// ArtifactBack is a face-down artifact (the rest of a room's stack).
func (a *Assets) ArtifactBack() *ebiten.Image { return a.get("artifactback") }

// CardBack is the back of a treasure card.
func (a *Assets) CardBack() *ebiten.Image { return a.get("cardback") }

// SpellBack is the back of a spell card.
func (a *Assets) SpellBack() *ebiten.Image { return a.get("spellback") }

// SpellFace is the face of spell i (0..20, the order of SpellNames).
func (a *Assets) SpellFace(i int) *ebiten.Image { return a.get(fmt.Sprintf("spell/%d", i)) }

// TreasureCard is the face of a treasure card: for each cave (red, white,
// blue, black, gold) the treasure value of each shelf, top shelf first.
// Faces are painted on first request and cached by content.
func (a *Assets) TreasureCard(shelves [5][]int) *ebiten.Image {
	key := fmt.Sprintf("tcard/%v", shelves)
	a.mu.Lock()
	_, ok := a.src[key]
	if !ok {
		a.src[key] = PaintTreasureCard(shelves)
	}
	a.mu.Unlock()
	return a.get(key)
}

// Face returns a Go font face (Go Regular or Go Bold) at size pixels.
func (a *Assets) Face(size float64, bold bool) text.Face {
	k := 0
	if bold {
		k = 1
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.fonts.face(size, k)
}

// NumeralFace returns Go Mono Bold at size pixels: wide, clear numerals for
// scores and counts.
func (a *Assets) NumeralFace(size float64) text.Face {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.fonts.face(size, 2)
}

// Image returns the painted RGBA behind a getter key (for tools and tests).
func (a *Assets) Image(key string) *image.RGBA {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.src[key]
}
