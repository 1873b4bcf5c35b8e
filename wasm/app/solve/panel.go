//go:build js && wasm

package solve

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/wasm/app/solutions"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// Panel is the search panel.
type Panel struct {
	box                      *state.Box
	results                  *solutions.Panel
	solveButton, countButton *dom.HTMLButtonElement
	stopButton               *dom.HTMLButtonElement
	workers                  *dom.HTMLInputElement
	progress, counts, bar    ui.Element
	run                      *ui.Task // the running search, if any
	started                  bool     // the solver is ready
	solvable                 bool     // the box holds a puzzle ready to solve
	held                     bool     // another task has the workers: a design search
	counted                  bool     // the last search was a Count, which keeps no solutions
	notReady                 string   // why the puzzle is not ready, said beside Solve
	fraction                 float64  // the share of the search done, as last reported
	onReady                  []func(bool)
}

// New sets up the panel, which solves the puzzle in box and hands its
// solutions to results, and starts waiting for the solver.
func New(box *state.Box, results *solutions.Panel) *Panel {
	doc := ui.Doc()
	p := &Panel{
		box:         box,
		results:     results,
		solveButton: doc.GetElementByID("solve").(*dom.HTMLButtonElement),
		countButton: doc.GetElementByID("count").(*dom.HTMLButtonElement),
		stopButton:  doc.GetElementByID("stop").(*dom.HTMLButtonElement),
		workers:     doc.GetElementByID("workers").(*dom.HTMLInputElement),
		progress:    ui.ByID("progress"),
		counts:      ui.ByID("counts"),
		bar:         ui.ByID("bar"),
	}
	results.SetSearch(p)
	ui.Listen(p.solveButton.Underlying(), "click", false, func(js.Value) { go p.Start(false) })
	ui.Listen(p.countButton.Underlying(), "click", false, func(js.Value) { go p.Start(true) })
	ui.OnClick("solve-to-see", func() { go p.Start(false) })
	ui.Listen(p.stopButton.Underlying(), "click", false, func(js.Value) { p.Stop() })
	ui.Listen(p.workers.Underlying(), "change", false, func(js.Value) {
		n, _ := strconv.Atoi(p.workers.Value())
		ui.Cubist().Set("workers", n)
		p.showWorkers()
	})
	p.showWorkers()
	// The puzzle is shown at once; the workers start meanwhile, and a
	// search the address asks for waits for them.
	go func() {
		if _, err := jsutil.Await(ui.Cubist().Get("ready")); err != nil {
			ui.ShowError("The solver could not start: " + err.Error())
			return
		}
		p.started = true
		if p.run == nil {
			p.progress.SetTextContent(p.idleText())
		}
		p.setRunning(p.run != nil)
	}()
	return p
}

// showWorkers shows the size of the worker pool.
func (p *Panel) showWorkers() {
	p.workers.SetValue(strconv.Itoa(ui.Cubist().Get("workers").Int()))
}

// Running reports whether a search is under way.
func (p *Panel) Running() bool { return p.run != nil }

// Counted reports whether the last search was a Count that found
// solutions.
func (p *Panel) Counted() bool { return p.counted }

// HasCounts reports whether the panel shows counts.
func (p *Panel) HasCounts() bool { return p.counts.Underlying().Get("childElementCount").Int() > 0 }

// Solvable reports whether the box holds a puzzle ready to solve.
func (p *Panel) Solvable() bool { return p.solvable }

// Stop stops the search under way.
func (p *Panel) Stop() {
	if p.run != nil {
		p.run.Stop()
	}
}

// Hold keeps Solve and Count off while another task has the workers.
func (p *Panel) Hold(on bool) {
	p.held = on
	p.setRunning(p.run != nil)
}

// OnReady calls fn whenever the workers become free for another task, or
// stop being free: with no search under way, a puzzle ready to solve and
// the solver started.
func (p *Panel) OnReady(fn func(ready bool)) { p.onReady = append(p.onReady, fn) }

// setRunning turns the search buttons on and off: Solve and Count only
// for a puzzle ready to solve, once the solver is, and with no search
// under way.
func (p *Panel) setRunning(on bool) {
	idle := !on && p.started && p.solvable
	p.solveButton.SetDisabled(!idle || p.held)
	p.countButton.SetDisabled(!idle || p.held)
	for _, fn := range p.onReady {
		fn(idle && !p.held)
	}
	p.stopButton.SetDisabled(!on)
	// Only what can be done now is shown: Stop while a search runs, Solve
	// and Count otherwise.
	ui.ShowIf(ui.HTML(p.solveButton), !on)
	ui.ShowIf(ui.HTML(p.countButton), !on)
	ui.ShowIf(ui.HTML(p.stopButton), on)
}

// SetSolvable records whether the box holds a puzzle ready to solve, and
// if not, why: the line beside Solve says so, since the checks that say
// it too are in the editor, which a phone shows on another tab.
func (p *Panel) SetSolvable(ok bool, why string) {
	p.solvable, p.notReady = ok, why
	p.setRunning(p.run != nil)
	if now := p.progress.TextContent(); p.started && p.run == nil && (!ok || strings.HasPrefix(now, notReadyPrefix)) {
		p.progress.SetTextContent(p.idleText())
	}
}

// notReadyPrefix starts the line beside Solve for a puzzle not ready to
// solve.
const notReadyPrefix = "Not ready to solve: "

// idleText is the line beside Solve with no search running: Ready, or why
// Solve is greyed out.
func (p *Panel) idleText() string {
	if p.solvable {
		return "Ready."
	}
	return notReadyPrefix + p.notReady
}

// Clear takes away the counts of a puzzle no longer in the box.
func (p *Panel) Clear() {
	p.counts.SetInnerHTML("")
	p.counted = false
	p.setBar(0)
	if p.started {
		p.progress.SetTextContent(p.idleText())
	}
}

// CheckingApart reports whether searches check that solutions come apart.
func CheckingApart() bool {
	return ui.Doc().GetElementByID("disassemble").(*dom.HTMLInputElement).Checked()
}

// CheckApart ticks the box that has searches check that solutions come
// apart.
func CheckApart() {
	ui.Doc().GetElementByID("disassemble").(*dom.HTMLInputElement).SetChecked(true)
}

// CheckingTurns reports whether searches check that solutions come apart
// with turns.
func CheckingTurns() bool {
	return CheckingApart() && ui.Doc().GetElementByID("rotations").(*dom.HTMLInputElement).Checked()
}

// CheckTurns ticks the boxes that have searches check that solutions
// come apart, with turns.
func CheckTurns() {
	CheckApart()
	ui.Doc().GetElementByID("rotations").(*dom.HTMLInputElement).SetChecked(true)
}
