package scenes

import (
	"image"

	"aladdin/engine"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// tableForModes is the table as its modes reach it (modes.Table): a
// handful of the table's doings, kept off Table's own method set.
type tableForModes struct{ t *Table }

func (m tableForModes) Submit(a engine.Action) bool    { return m.t.submit(a) }
func (m tableForModes) Say(msg string)                 { m.t.say(msg) }
func (m tableForModes) ToastText() string              { return m.t.toastText() }
func (m tableForModes) DrawToast(dst *ebiten.Image)    { m.t.drawToast(dst) }
func (m tableForModes) Animating() bool                { return m.t.q.Busy() }
func (m tableForModes) SkipAnimation()                 { m.t.q.skip() }
func (m tableForModes) Resync()                        { m.t.resync() }
func (m tableForModes) CloseSummary()                  { m.t.closeSummary() }
func (m tableForModes) BoardTip(at image.Point) string { return m.t.boardTip(at) }

// Moment names the moment of the tally on show: the guard's reveal is
// one, while its tile is turned and held.
func (m tableForModes) Moment() string {
	for i := range m.t.q.active {
		if name := board.MomentName(&m.t.q.active[i]); name != "" {
			return name
		}
	}
	return ""
}

// panelForModes is the side panel as the modes reach it (modes.Panel).
type panelForModes struct{ t *Table }

func (m panelForModes) DrawPanel(dst *ebiten.Image, covered bool) { m.t.panel.draw(dst, m.t, covered) }
func (m panelForModes) HideTakeBack()                             { m.t.panel.takeBackOn = false }
func (m panelForModes) Lift(token int)                            { m.t.lifted = token }
func (m panelForModes) TrayBottom() int                           { return m.t.hand.trayBottom() }
func (m panelForModes) HandCardAt(pt image.Point) (engine.Spell, bool) {
	return m.t.hand.handCardAt(pt)
}
func (m panelForModes) ArtifactAt(pt image.Point) (engine.Artifact, bool) {
	return m.t.artifactAt(pt)
}

// note counts an event in the round's public gains: the live table notes
// each event as its animation begins, a resumed one notes the events it
// rebuilds (resume.go), so both summaries add up the same.
func (r *roundStats) note(e engine.Event) {
	if gains := kindOf(e).gains; gains != nil {
		gains(r, e)
	}
}
