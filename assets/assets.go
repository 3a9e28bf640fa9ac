package assets

import (
	"fmt"
	"image"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"aladdin/engine"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Assets holds every painted image and font the game uses. Load paints the
// small static art at once into plain RGBA images; the big board and the
// spell faces are painted on first use (on desktop a background goroutine
// starts on them straight away, so they are usually ready before asked
// for). Each getter turns its image into an *ebiten.Image on first use and
// keeps it, so nothing is repainted per frame.
//
// Getters never panic: an unknown key yields a small transparent image, so
// a UI bug shows as a missing piece, not a crash.
type Assets struct {
	mu      sync.Mutex
	entries map[string]*entry
	fonts   *fontSet
	empty   *ebiten.Image
	warming bool
}

// entry is one image: painted once (by whoever asks first), converted once.
type entry struct {
	once    sync.Once
	paint   func() *image.RGBA
	src     *image.RGBA
	img     *ebiten.Image
	painted atomic.Bool // src is ready (Painted)
}

func (e *entry) rgba() *image.RGBA {
	e.once.Do(func() { e.src = e.paint(); e.painted.Store(true) })
	return e.src
}

// Painted reports whether the image under key is painted already, so a
// getter would not have to paint it: in the browser the title is painted
// after the first frame, and the set-up screen shows the night sky until
// it is ready (game.TitleBackdrop).
func (a *Assets) Painted(key string) bool {
	a.mu.Lock()
	e, ok := a.entries[key]
	a.mu.Unlock()
	return ok && e.painted.Load()
}

// Load paints the static art and loads the fonts. It returns an error (never
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
	a = &Assets{entries: map[string]*entry{}, fonts: fs}
	for k, f := range painters() {
		a.entries[k] = &entry{paint: f}
	}
	for k, im := range paintParallel(startKeys(), painters()) {
		e := a.entries[k]
		e.once.Do(func() { e.src = im; e.painted.Store(true) })
	}
	if runtime.GOOS != "js" {
		// Warm the lazy images on another core. On wasm goroutines are not
		// preempted: the game calls Warm there once the first frame is up.
		a.Warm(nil)
	}
	return a, nil
}

// Warm paints the board in the background, so the first game's table does
// not wait for it. yield, when
// set, is called every few milliseconds of painting: in the browser, where
// goroutines take turns, a yield that sleeps lets the page draw its frames
// meanwhile. Calling Warm again does nothing.
func (a *Assets) Warm(yield func()) {
	a.mu.Lock()
	if a.warming {
		a.mu.Unlock()
		return
	}
	a.warming = true
	// The spell faces are left to paint when first shown: the basic game
	// never shows them. In the browser the title and the pieces come first
	// (Load left them for now), then the board.
	var lazy []*entry
	for _, k := range append(append([]string{"title"}, eagerKeys()...), "board") {
		lazy = append(lazy, a.entries[k])
	}
	a.mu.Unlock()
	go func() {
		defer func() { _ = recover() }() // a failure resurfaces in get
		if yield != nil {
			setPaintYield(yield)
			defer setPaintYield(nil)
		}
		for _, e := range lazy {
			e.rgba()
		}
		if OnWarmed != nil {
			OnWarmed()
		}
	}()
}

// OnWarmed, when set, is called (on Warm's goroutine) once Warm's painting
// is done; the browser build tells the page (window.aladdin.artReady), even
// while the game sleeps waiting for input.
var OnWarmed func()

// painters lists every static image by key.
func painters() map[string]func() *image.RGBA {
	p := map[string]func() *image.RGBA{
		"board":        PaintBoard,
		"title":        PaintTitle,
		"camel":        PaintCamel,
		"vizier":       PaintVizier,
		"cardback":     PaintCardBack,
		"spellback":    PaintSpellBack,
		"guardback":    func() *image.RGBA { return PaintGuard(0, false) },
		"artifactback": func() *image.RGBA { return PaintArtifact(engine.NoArtifact) },
	}
	for c := 0; c < NumColors; c++ {
		c := c
		p[fmt.Sprintf("tokenback/%d", c)] = func() *image.RGBA { return PaintToken(c, 0, false) }
		for _, v := range TokenValues {
			v := v
			p[fmt.Sprintf("token/%d/%d", c, v)] = func() *image.RGBA { return PaintToken(c, v, true) }
		}
	}
	for k := 0; k < NumKinds; k++ {
		k := k
		p[fmt.Sprintf("treasure/%d/0", k)] = func() *image.RGBA { return PaintTreasure(k, false) }
		p[fmt.Sprintf("treasure/%d/1", k)] = func() *image.RGBA { return PaintTreasure(k, true) }
	}
	for v := 1; v <= 10; v++ {
		v := v
		p[fmt.Sprintf("guard/%d", v)] = func() *image.RGBA { return PaintGuard(v, true) }
	}
	for t := engine.Artifact(0); t < engine.NumArtifactTypes; t++ {
		p[fmt.Sprintf("artifact/%d", t)] = func() *image.RGBA { return PaintArtifact(t) }
	}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		p[fmt.Sprintf("spell/%d", sp)] = func() *image.RGBA { return PaintSpellFace(sp) }
	}
	return p
}

// Relabel paints again, on their next use, the pictures that carry words
// (the board's names, the title's line, the spell cards): the game calls
// it once the player has chosen another language. The other pictures are
// kept.
func (a *Assets) Relabel() {
	fresh := painters()
	a.mu.Lock()
	defer a.mu.Unlock()
	for k := range a.entries {
		if hasWords(k) {
			a.entries[k] = &entry{paint: fresh[k]}
		}
	}
}

// hasWords: the pictures painted with words.
func hasWords(key string) bool {
	return key == "board" || key == "title" || key == "spellback" || strings.HasPrefix(key, "spell/")
}

// isEager: everything but the board and the spell faces is painted in Load
// (about 0.2 s of CPU); the board alone costs about twice that.
func isEager(key string) bool {
	return key != "board" && !strings.HasPrefix(key, "spell/")
}

// startKeys are painted in Load, before the first frame: everything eager
// on the desktop, where two cores paint it in about 0.1 s; nothing in the
// browser. There one thread paints at about a third of the speed, and the
// title and pieces would hold back the first frame by about a second;
// Warm paints them in slices once it is up (the set-up screen shows the
// night sky until the title is ready), and a piece asked for sooner is
// painted when asked.
func startKeys() []string {
	if runtime.GOOS == "js" {
		return nil
	}
	return eagerKeys()
}

func eagerKeys() []string {
	var ks []string
	for k := range painters() {
		if isEager(k) {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	return ks
}

// PaintAll paints every static image, keyed as the getters look them up
// (tools and tests use it; Load paints the same set, partly lazily).
func PaintAll() map[string]*image.RGBA {
	p := painters()
	var ks []string
	for k := range p {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return paintParallel(ks, p)
}

// paintParallel paints keys on two workers (this machine class has two
// cores; on wasm they simply run in turn). A panic in a painter is re-raised
// on the caller's goroutine, where Load turns it into an error.
func paintParallel(keys []string, p map[string]func() *image.RGBA) map[string]*image.RGBA {
	out := make(map[string]*image.RGBA, len(keys))
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan string)
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
			for k := range next {
				im := p[k]()
				mu.Lock()
				out[k] = im
				mu.Unlock()
			}
		}()
	}
	for _, k := range keys {
		next <- k
	}
	close(next)
	wg.Wait()
	if panicked != nil {
		panic(panicked)
	}
	return out
}

// get paints (once), converts (once) and returns the image for key.
func (a *Assets) get(key string) *ebiten.Image {
	a.mu.Lock()
	e, ok := a.entries[key]
	if !ok {
		if a.empty == nil {
			a.empty = ebiten.NewImage(1, 1)
		}
		im := a.empty
		a.mu.Unlock()
		return im
	}
	a.mu.Unlock()
	src := e.rgba() // outside the lock: painting the board must not stall other getters
	a.mu.Lock()
	defer a.mu.Unlock()
	if e.img == nil {
		e.img = NewTexture(src)
	}
	return e.img
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

// Artifact is the icon tile of artifact type t.
func (a *Assets) Artifact(t engine.Artifact) *ebiten.Image {
	return a.get(fmt.Sprintf("artifact/%d", t))
}

// ArtifactBack is a face-down artifact (the rest of a room's stack).
func (a *Assets) ArtifactBack() *ebiten.Image { return a.get("artifactback") }

// CardBack is the back of a treasure card.
func (a *Assets) CardBack() *ebiten.Image { return a.get("cardback") }

// SpellBack is the back of a spell card.
func (a *Assets) SpellBack() *ebiten.Image { return a.get("spellback") }

// SpellFace is the face of spell card sp.
func (a *Assets) SpellFace(sp engine.Spell) *ebiten.Image { return a.get(fmt.Sprintf("spell/%d", sp)) }

// TreasureCard is the face of a treasure card: for each cave (red, white,
// blue, black, gold) the treasure value of each shelf, top shelf first.
// Faces are painted on first request and cached by content.
func (a *Assets) TreasureCard(shelves [5][]int) *ebiten.Image {
	key := fmt.Sprintf("tcard/%v", shelves)
	a.mu.Lock()
	if _, ok := a.entries[key]; !ok {
		a.entries[key] = &entry{paint: func() *image.RGBA { return PaintTreasureCard(shelves) }}
	}
	a.mu.Unlock()
	return a.get(key)
}

// Face returns a Go font face (Go Regular or Go Bold) at size pixels.
func (a *Assets) Face(size float64, bold bool) text.Face {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.fonts.face(size, bold)
}

// NumeralFace returns the face for scores and counts: Go Bold at size
// pixels, whose digits all have the same advance, so columns of numbers
// line up (a separate monospaced font would cost about 180 KB in the web
// build for the same effect).
func (a *Assets) NumeralFace(size float64) text.Face {
	return a.Face(size, true)
}

// Image returns the painted RGBA behind a getter key (for tools and tests),
// or nil for an unknown key.
func (a *Assets) Image(key string) *image.RGBA {
	a.mu.Lock()
	e, ok := a.entries[key]
	a.mu.Unlock()
	if !ok {
		return nil
	}
	return e.rgba()
}

// NewTexture uploads a painted image (the game's painted shapes too).
// Screen-sized art (the board, the title, the set-up card) gets a texture
// of its own: on Ebitengine's shared atlas it would make the atlas grow
// page by page, each step a new texture and a copy, which under a
// software renderer stalls the first frames for half a second.
func NewTexture(src *image.RGBA) *ebiten.Image {
	b := src.Bounds()
	if b.Dx() < 1024 && b.Dy() < 1024 {
		return ebiten.NewImageFromImage(src)
	}
	img := ebiten.NewImageWithOptions(b, &ebiten.NewImageOptions{Unmanaged: true})
	img.WritePixels(src.Pix)
	return img
}
