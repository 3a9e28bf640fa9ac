// Package game is the Ebitengine app around the rules engine: the scene
// manager, input in the meaning scenes need, widgets skinned to the board,
// sound, settings, and the Session that submits actions to the engine and
// hands its events to the animations.
package game

import (
	"cmp"
	"errors"
	"image"
	"math"
	"slices"
	"time"

	"aladdin/assets"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// Context is what every scene gets: shared resources and this tick's input.
type Context struct {
	Assets   *assets.Assets
	UI       *UI
	In       *Input
	Settings Settings
	Scenes   *Manager
	Audio    *Audio
	Tick     int64
	// Frames counts Draw calls (frames that repainted or kept the last
	// picture); when the game lags, several ticks share one frame.
	Frames int64
	// Status is what scenes publish about themselves (the pending decision,
	// the viewer, ...) for the test probe.
	Status map[string]string
	quit   bool
	// FastBots is a test setting (ALADDIN_FAST_BOTS): bots decide in one
	// long slice and show their move at once, so end-to-end tests spend
	// their time on what they test. Never set in play.
	FastBots bool
	// Thinking is set by the table while a bot searches for its move (the
	// browser test times frames in those moments).
	Thinking bool
	// Clock is the time the animations follow (the wall clock in the app;
	// nil in scene tests, where each tick is TickTime). See clock.go.
	Clock Clock
	clock tickClock
	// OnClose, when set, saves the scene's state as the program ends
	// (window closed, SIGTERM); the table sets it to the session's save.
	OnClose func()
	// busy is set by a scene during a tick whose picture changes by itself
	// (an animation, a bot's move landing, a blinking cursor's new phase).
	busy bool
	// awake is set by a scene that has work in the coming ticks although
	// this tick's picture is unchanged (a bot's beat, a cursor about to
	// blink): the game keeps ticking at full rate without redrawing.
	awake bool
}

// Busy asks for this tick to be redrawn even without input: scenes call it
// while something moves on its own.
func (c *Context) Busy() { c.busy = true }

// KeepAwake keeps the game ticking at full rate without a redraw: under a
// software renderer every presented frame costs a copy of the whole
// screen, so a picture that has not changed is not presented again.
func (c *Context) KeepAwake() { c.awake = true }

// NewTick starts a tick: the count moves on and no scene has yet asked
// for a redraw. The app calls it first thing; scene tests too.
func (c *Context) NewTick() {
	c.Tick++
	c.busy, c.awake = false, false
}

// Redraws reports whether a scene asked for this tick to be redrawn
// (Busy): what the app's Draw paints after it.
func (c *Context) Redraws() bool { return c.busy }

// SaveSettings applies and remembers the current settings. A new language
// has the pictures with words painted again.
func (c *Context) SaveSettings() {
	was := lang.Current()
	c.Settings.ApplyLanguage()
	if lang.Current() != was && c.Assets != nil {
		c.Assets.Relabel()
	}
	c.Audio.Apply(c.Settings)
	if ebiten.IsFullscreen() != c.Settings.Fullscreen {
		ebiten.SetFullscreen(c.Settings.Fullscreen)
	}
	_ = c.Settings.Save() // a preference that fails to save is not worth stopping play
}

// SetStatus publishes a key for the test probe.
func (c *Context) SetStatus(k, v string) {
	if c.Status == nil {
		c.Status = map[string]string{}
	}
	c.Status[k] = v
}

// beginTick readies the UI for the scenes' update: this tick's pointer
// kind, no tooltip or targets yet.
func (c *Context) beginTick() {
	c.UI.touch = c.In.Touching()
	c.UI.BeginTick()
	for k := range c.UI.Targets {
		delete(c.UI.Targets, k)
	}
}

// endTick notes, after the scenes' update, where the tooltip asked for
// will be drawn: after a long press a tap on it opens the rules there.
func (c *Context) endTick() {
	_, r := c.UI.tipLayout()
	c.In.noteRect = c.In.zoom.toScreen(r)
	c.In.targets = c.In.targets[:0]
	for _, t := range c.UI.Targets {
		c.In.targets = append(c.In.targets, t)
	}
	// In screen order, so a tap between two targets always takes the same.
	slices.SortFunc(c.In.targets, func(a, b image.Rectangle) int {
		return cmp.Or(cmp.Compare(a.Min.Y, b.Min.Y), cmp.Compare(a.Min.X, b.Min.X), cmp.Compare(a.Max.Y, b.Max.Y), cmp.Compare(a.Max.X, b.Max.X))
	})
	c.publishPointer()
}

// publishPointer tells the test probe how the pointer is read: by finger
// or mouse, a long press in effect, the tooltip and where it is (screen
// logical pixels), and the zoom in percent.
func (c *Context) publishPointer() {
	in := c.In
	pointer, holding := "mouse", ""
	if in.Touching() {
		pointer = "touch"
	}
	if in.Holding() {
		holding = "yes"
	}
	c.SetStatus("pointer", pointer)
	c.SetStatus("holding", holding)
	c.SetStatus("tip", c.UI.tip)
	r := in.noteRect
	c.SetStatus("note", Itoa(r.Min.X)+","+Itoa(r.Min.Y)+","+Itoa(r.Max.X)+","+Itoa(r.Max.Y))
	c.SetStatus("zoom", Itoa(int(math.Round(max(in.zoom.scale, 1)*100))))
}

// StepInput and EndInput are a tick's input as the app reads it, around
// the scenes' update, for scene tests that feed pointer events
// (Input.Feed): the fed events read at time ms, then the tooltip noted.
func (c *Context) StepInput(ms float64) {
	c.In.Step(ms)
	c.beginTick()
}

// EndInput: see StepInput.
func (c *Context) EndInput() { c.endTick() }

// Quit ends the program after this tick.
func (c *Context) Quit() { c.quit = true }

// Options configure Run.
type Options struct {
	// First builds the first scene once assets are loaded.
	First func(ctx *Context) Scene
	// Silent opens no audio device.
	Silent bool
	// ShotsDir, when set, receives a PNG of every scene change (tests).
	ShotsDir string
	// ProbeFile, when set, is rewritten with the visible scene and its
	// clickable targets (tests drive the mouse from it).
	ProbeFile string
	// PerfFile, when set, receives frame-cost and start-up figures at exit.
	PerfFile string
	// WindowW, WindowH is the initial window size (0: where it was last
	// time, or the largest that fits the screen; see firstWindow).
	WindowW, WindowH int
	// Started is when the process started, for the start-up figure.
	Started time.Time
	// FastBots: see Context.FastBots.
	FastBots bool
}

// App is the ebiten.Game.
type App struct {
	ctx       *Context
	opt       Options
	probe     *probe
	perf      perf
	drawn     bool
	dirty     int // frames still to draw; 0 keeps the last frame on screen
	shown     string
	changedAt int64
	quiet     int  // ticks in a row with nothing asking for frames
	sleeping  bool // the game runs Update only on input (setSleeping)
	warmed    bool
	frame     *ebiten.Image // the game's whole frame, when a pinch zoomed the view
	// windowMoved is the tick the window last moved or resized, until its
	// place is saved (trackWindow); 0 when saved.
	windowMoved int64
}

// quietTicksBeforeSleep: see Update.
const quietTicksBeforeSleep = 10

// newSceneFrames is how many ticks a scene just shown is drawn for, so
// its first tick's layout and the next are both on screen. A scene that
// moves after that says so (Context.Busy); each frame more costs a
// browser without a GPU 60-200 ms of its main thread (it used to be 60).
const newSceneFrames = 4

// noticeSceneChange notes a new visible scene or overlay: it is drawn for
// a few ticks, and, as a screen that closed or opened leaves the pointer
// where the click was, no tooltip of what lies there now opens until the
// pointer moves (How to play closed over the board popped one).
func (a *App) noticeSceneChange() {
	if a.sceneChanged() {
		a.changedAt = a.ctx.Tick
		a.ctx.UI.HoldTips(a.ctx.In.Mouse)
	}
}

// sceneChanged reports a new visible scene or overlay since the last tick.
func (a *App) sceneChanged() bool {
	n := a.ctx.Scenes.VisibleName()
	if n == a.shown {
		return false
	}
	a.shown = n
	return true
}

// Run opens the window and plays until it closes.
func Run(opt Options) error {
	if opt.Started.IsZero() {
		opt.Started = time.Now()
	}
	// The language first: the board and the cards are painted with words.
	settings := LoadSettings()
	settings.ApplyLanguage()
	a, err := assets.Load()
	if err != nil {
		return err
	}
	ctx := &Context{Assets: a, UI: &UI{Assets: a}, In: &Input{}, Settings: settings,
		Scenes: &Manager{}, Audio: NewAudio(opt.Silent), FastBots: opt.FastBots, Clock: wallClock{}}
	ctx.Audio.Apply(settings)
	app := &App{ctx: ctx, opt: opt, probe: newProbe(opt.ShotsDir, opt.ProbeFile)}
	ctx.Scenes.Switch(opt.First(ctx))

	ebiten.SetWindowTitle("Aladdin's Dragons")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	openWindow(opt, settings)
	ebiten.SetFullscreen(settings.Fullscreen)
	// Frames are redrawn only when something changed (see Update), so the
	// screen must keep its content between draws.
	ebiten.SetScreenClearedEveryFrame(false)
	// Closing the window (or a SIGTERM) goes through Update, which saves
	// before the program ends.
	ebiten.SetWindowClosingHandled(true)
	watchSignals()
	err = ebiten.RunGame(app)
	app.perf.write(opt.PerfFile)
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}

// Update runs one tick.
func (a *App) Update() error {
	t0 := time.Now()
	ctx := a.ctx
	a.perf.tick(t0, !a.sleeping && a.drawn, ebiten.ActualTPS())
	ctx.NewTick()
	ctx.StepClock()
	ctx.Thinking = false
	ctx.In.poll()
	if (renderEarly && a.drawn) || ctx.In.Clicked || len(ctx.In.keys) > 0 {
		// Rendering the sounds (about 2 s of CPU) starts after the first
		// frame, so it does not delay start-up; in the browser, which
		// allows sound only after a user gesture, on the first input.
		// A no-op once started.
		ctx.Audio.Prepare()
	}
	ctx.Audio.Tick()
	if a.drawn && !a.warmed {
		// The board paints in the background once the first screen is
		// up (on the desktop Load has started it already).
		a.warmed = true
		ctx.Assets.Warm(warmYield)
	}
	ctx.beginTick()
	if ctx.In.Key(ebiten.KeyF11) || (ctx.In.Key(ebiten.KeyEnter) && ebiten.IsKeyPressed(ebiten.KeyAlt)) {
		ctx.Settings.Fullscreen = !ctx.Settings.Fullscreen
		ctx.SaveSettings()
	}
	ctx.followFullscreen()
	if err := ctx.Scenes.update(ctx); err != nil {
		return err
	}
	a.trackWindow(false)
	if ctx.In.Idle() < 12 && !ctx.In.Pressed {
		// A tooltip appears only when the pointer rests, never while moving.
		if ctx.In.Idle() < 6 {
			ctx.UI.tip = ""
		}
	}
	ctx.endTick()
	if ctx.quit || closing() {
		a.trackWindow(true)
		ctx.saveOnClose()
		return ebiten.Termination
	}
	// Redraw only when the picture can have changed: input, a fade, a
	// scene that says it is busy, or a tooltip about to appear. An idle
	// table then costs almost nothing (the screen keeps its last frame).
	// Before the pointer has come over the game there is no tooltip to
	// wait for (a browser's first seconds repainted for nothing).
	tipSoon := ctx.In.Idle() < 40 && ctx.In.pointed
	a.noticeSceneChange()
	why := ""
	switch {
	case ctx.busy:
		why = "scene busy"
	case ctx.Scenes.Fading():
		why = "fade"
	case ctx.Tick-a.changedAt < newSceneFrames:
		why = "new scene"
	case tipSoon:
		why = "tooltip pending"
	case ctx.In.Pressed:
		why = "button held"
	case ctx.In.zoom.changed:
		why = "zoomed"
	case a.probe.active():
		why = "test probe"
	}
	if why != "" {
		a.dirty = 2
		a.quiet = 0
	} else if ctx.awake {
		why = "scene awake"
		a.quiet = 0
	} else if ctx.In.Queued() {
		// A tap still on its way to the scenes, or a finger that may
		// become a long press: keep ticking until it has arrived.
		why = "input queued"
		a.quiet = 0
	} else {
		a.quiet++
	}
	if a.probe != nil {
		// Why the game is not asleep, for the idle-CPU figure's test.
		ctx.SetStatus("awake", why)
	}
	// When nothing moves and no tooltip is pending, let Ebitengine sleep
	// until the next input event: an idle table then costs next to nothing,
	// even under a software renderer.
	// Sleep only after a few quiet ticks in a row, so a scene that is idle
	// for one tick between two steps of work is not put to sleep.
	sleep := a.dirty == 0 && a.drawn && a.quiet >= quietTicksBeforeSleep
	if sleep != a.sleeping {
		setSleeping(sleep)
		a.sleeping = sleep
	}
	if a.probe != nil {
		// Whether Update now waits for input (this tick's Draw still writes
		// the probe): the idle test waits for "yes" on each idle screen.
		ctx.SetStatus("asleep", sleepStatus(sleep))
	}
	a.perf.addUpdate(time.Since(t0))
	return nil
}

// Draw paints the frame.
func (a *App) Draw(screen *ebiten.Image) {
	ctx := a.ctx
	ctx.Frames++
	if a.drawn && a.dirty == 0 {
		a.perf.addDraw(0) // the tick's Update still counts as a frame's cost
		a.probe.frame(ctx, screen)
		webFrame(ctx)
		return
	}
	if a.dirty > 0 {
		a.dirty--
	}
	t0 := time.Now()
	a.drawScenes(screen)
	a.perf.addDraw(time.Since(t0))
	if !a.drawn {
		a.drawn = true
		a.perf.startup = time.Since(a.opt.Started)
	}
	a.probe.frame(ctx, screen)
	webFrame(ctx)
	if OnRedraw != nil {
		OnRedraw()
	}
}

// drawScenes paints the scenes and the tooltip, through the zoom a pinch
// chose when there is one.
func (a *App) drawScenes(screen *ebiten.Image) {
	ctx := a.ctx
	ctx.In.zoom.changed = false
	dst := screen
	if ctx.In.zoom.zoomed() {
		if a.frame == nil {
			a.frame = ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		}
		dst = a.frame
	}
	ctx.Scenes.draw(dst)
	ctx.UI.DrawAbove(dst)
	if dst != screen {
		ctx.In.zoom.drawZoomed(screen, dst)
	}
}

// Layout fixes the logical resolution; Ebitengine scales it to the window
// and to the monitor's device scale, so HiDPI screens get full detail.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	return assets.ScreenW, assets.ScreenH
}
