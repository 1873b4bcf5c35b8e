//go:build js && wasm

package solutions

import (
	"fmt"
	"strings"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/view"
)

// building is step mode: the shown solution assembled piece by piece
// (Build it), or taken apart move by move (Take it apart).
type building struct {
	view.Steps      // Order indexes the solution's pieces
	feasible   bool // every piece can be lowered straight in

	apart  *view.Slides // set when taking the solution apart
	labels []string     // the pieces' names in plans
}

// toggleBuild starts build mode on the shown solution, or leaves it.
func (sc *scene) toggleBuild() {
	if sc.build != nil {
		sc.endBuild()
		return
	}
	sol := sc.p.Solution()
	if sc.viewer == nil || sol == nil {
		return
	}
	order, feasible := assembly.Order(*sol)
	sc.startSteps(&building{Steps: view.Steps{Order: order}, feasible: feasible}, "build")
}

// toggleApart starts taking the shown solution apart, or shows it whole.
func (sc *scene) toggleApart() {
	if sc.build != nil {
		sc.endBuild()
		return
	}
	sol, res := sc.p.Solution(), sc.p.results.disassembly(sc.p.Current()-1)
	if sc.viewer == nil || sol == nil || res == nil || !res.Apart || sc.p.shown == nil {
		return
	}
	sc.startSteps(&building{
		apart:  &view.Slides{Plan: res.Plan, Pieces: len(sol.Pieces)},
		labels: assembly.Labels(sc.p.shown, *sol),
	}, "take-apart")
}

// startSteps enters step mode; button is the one that turns it off again.
func (sc *scene) startSteps(b *building, button string) {
	if sc.pieces.picked >= 0 {
		sc.pick(-1) // a picked piece would leave the others faded throughout
	}
	sc.build = b
	ui.ByID(button).SetTextContent("Show it whole")
	ui.ShowIf(ui.ByID("build-prev"), true)
	ui.ShowIf(ui.ByID("build-next"), true)
	if b.apart != nil {
		sc.showApart(b.apart.States(0))
	} else {
		sc.showBuild(0)
	}
}

// endBuild shows the whole solution again.
func (sc *scene) endBuild() {
	if sc.build == nil {
		return
	}
	sc.build = nil
	ui.ByID("build").SetTextContent("Build it")
	ui.ByID("take-apart").SetTextContent("Take it apart")
	ui.ByID("build-step").SetTextContent("")
	ui.ShowIf(ui.ByID("build-prev"), false)
	ui.ShowIf(ui.ByID("build-next"), false)
	ui.Doc().GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(true)
	ui.Doc().GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(true)
	sc.buildStates = nil
	sc.applyStates()
}

// buildStep places the next piece, lowering it into place, or takes the
// last one away; when taking apart, it makes the next move or takes the
// last one back.
func (sc *scene) buildStep(delta int) {
	b := sc.build
	if b == nil {
		return
	}
	going := func() bool { return sc.build == b }
	if b.apart != nil {
		b.apart.Move(delta, func(states map[int]view.PieceState) {
			if going() {
				sc.showApart(states)
			}
		}, going)
		return
	}
	b.Move(delta, sc.showBuild, going)
}

// showBuild draws the placed pieces, the newest lifted by lift.
func (sc *scene) showBuild(lift float64) {
	b := sc.build
	sc.buildStates = b.States(lift)
	sc.applyStates()
	sol := sc.p.Solution()
	text := fmt.Sprintf("Step %d of %d.", b.Step, len(b.Order))
	if b.Step > 0 && sol != nil {
		text = fmt.Sprintf("Step %d of %d: lower %s into place.", b.Step, len(b.Order), sol.Pieces[b.Newest()].Name)
	}
	if !b.feasible {
		text += " No order lets every piece be lowered straight in; this is bottom-up order, so some pieces must slide in sideways."
	}
	sc.setStepButtons(b.Step, len(b.Order))
	ui.ByID("build-step").SetTextContent(text)
}

// showApart draws the pieces as the take-apart plan has them now, and
// says which move comes next.
func (sc *scene) showApart(states map[int]view.PieceState) {
	b := sc.build
	s := b.apart
	sc.buildStates = states
	sc.applyStates()
	text := fmt.Sprintf("Move %d of %d: taken apart. Step back to put it together.", s.Step, len(s.Plan))
	if s.Step < len(s.Plan) {
		line := assembly.Describe(s.Plan[s.Step:s.Step+1], b.labels)[0]
		text = fmt.Sprintf("Move %d of %d. Next: %s.", s.Step, len(s.Plan), strings.TrimPrefix(line, "1. "))
	}
	sc.setStepButtons(s.Step, len(s.Plan))
	ui.ByID("build-step").SetTextContent(text)
}

func (sc *scene) setStepButtons(step, last int) {
	ui.Doc().GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(step == 0)
	ui.Doc().GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(step == last)
}
