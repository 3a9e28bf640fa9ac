package game

// Step runs one tick of the scenes as App.Update runs it, without a
// window: the input is what the caller put in c.In (nothing is polled),
// the targets and the tooltip laid out afresh, the scene on top (an
// overlay if one shows) updated and a cross-fade stepped. The headless
// whole-game tests (scenes) drive the real table with it at instant
// speed; it reads and changes nothing the app's own tick does not.
func (c *Context) Step() error {
	c.NewTick()
	c.StepClock()
	c.Thinking = false
	c.beginTick()
	err := c.Scenes.update(c)
	c.endTick()
	return err
}

// Quitting reports that a scene asked the program to end after this tick
// (Quit): the headless tests' view of the window closing.
func (c *Context) Quitting() bool { return c.quit }
