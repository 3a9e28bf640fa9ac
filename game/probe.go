//go:build !js

package game

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
)

// probe is the test hook: it writes a PNG of every scene the player sees
// and a JSON file naming the visible scene and where its clickable targets
// are, so an end-to-end test can drive the real mouse through xdotool.
type probe struct {
	shots, file string
	lastScene   string
	// shotAt is the tick at which the new scene's screenshot is due, once
	// its fade is over (0: none due). Ticks, not frames: on a busy machine
	// frames are few while the ticks keep the clock's pace, and a moment
	// that lasts two seconds (the guard's reveal) must be caught in them.
	shotAt int64
	n      int
	last   []byte
	saved  []string
	since  int // frames since the last scene change
}

// active keeps frames coming while a scene's screenshot and its probe
// state are still to be written (the app otherwise sleeps when idle).
func (p *probe) active() bool { return p != nil && (p.shotAt > 0 || p.since < 40) }

func newProbe(shots, file string) *probe {
	if shots == "" && file == "" {
		return nil
	}
	if shots != "" {
		_ = os.MkdirAll(shots, 0o755)
	}
	return &probe{shots: shots, file: file}
}

// settleTicks lets a fade finish before a scene's screenshot is taken.
const settleTicks = transitionTicks + 6

func (p *probe) frame(ctx *Context, screen *ebiten.Image) {
	if p == nil {
		return
	}
	name := ctx.Scenes.VisibleName()
	p.since++
	if name != p.lastScene {
		p.lastScene = name
		p.shotAt = ctx.Tick + settleTicks
		p.since = 0
	}
	if p.shotAt > 0 && ctx.Tick >= p.shotAt {
		p.shotAt = 0
		if p.shots != "" {
			p.n++
			path := filepath.Join(p.shots, fmt.Sprintf("%03d-%s.png", p.n, name))
			p.save(screen, path)
			p.saved = append(p.saved, filepath.Base(path))
		}
	}
	// Written every tick (when it changed, which the tick makes it): the
	// driver waits on the tick to know its input has been seen.
	if p.file == "" {
		return
	}
	st := ProbeState{Scene: name, Tick: ctx.Tick, Targets: map[string][4]int{}, Status: ctx.Status, Shots: p.saved}
	if p.shotAt > 0 {
		st.Scene = name + "~settling"
	}
	keys := make([]string, 0, len(ctx.UI.Targets))
	for k := range ctx.UI.Targets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		r := ctx.UI.Targets[k]
		st.Targets[k] = [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}
	}
	data, err := json.Marshal(st)
	if err != nil || string(data) == string(p.last) {
		return
	}
	p.last = data
	tmp := p.file + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		_ = os.Rename(tmp, p.file)
	}
}

// save writes the logical screen as a PNG. Encoding runs in the background
// so a test run's frames stay smooth; this is a test hook, not gameplay.
func (p *probe) save(screen *ebiten.Image, path string) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	go func() {
		f, err := os.Create(path + ".tmp")
		if err != nil {
			return
		}
		if png.Encode(f, img) == nil && f.Close() == nil {
			_ = os.Rename(path+".tmp", path)
		}
	}()
}
