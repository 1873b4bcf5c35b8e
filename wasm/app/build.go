//go:build js && wasm

package main

import (
	"fmt"
	"strings"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver/assembly"
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
func (p *page) toggleBuild() {
	if p.build != nil {
		p.endBuild()
		return
	}
	sol := p.shownSolution()
	if p.viewer == nil || sol == nil {
		return
	}
	order, feasible := assembly.Order(*sol)
	p.startSteps(&building{Steps: view.Steps{Order: order}, feasible: feasible}, "build")
}

// toggleApart starts taking the shown solution apart, or shows it whole.
func (p *page) toggleApart() {
	if p.build != nil {
		p.endBuild()
		return
	}
	sol, res := p.shownSolution(), p.results.disassembly(p.current()-1)
	if p.viewer == nil || sol == nil || res == nil || !res.Apart || p.shown == nil {
		return
	}
	p.startSteps(&building{
		apart:  &view.Slides{Plan: res.Plan, Pieces: len(sol.Pieces)},
		labels: assembly.Labels(p.shown, *sol),
	}, "take-apart")
}

// startSteps enters step mode; button is the one that turns it off again.
func (p *page) startSteps(b *building, button string) {
	if p.pieces.picked >= 0 {
		p.pick(-1) // a picked piece would leave the others faded throughout
	}
	p.build = b
	p.byID(button).SetTextContent("Whole")
	showIf(p.byID("build-prev"), true)
	showIf(p.byID("build-next"), true)
	if b.apart != nil {
		p.showApart(b.apart.States(0))
	} else {
		p.showBuild(0)
	}
}

// endBuild shows the whole solution again.
func (p *page) endBuild() {
	if p.build == nil {
		return
	}
	p.build = nil
	p.byID("build").SetTextContent("Build it")
	p.byID("take-apart").SetTextContent("Take it apart")
	p.byID("build-step").SetTextContent("")
	showIf(p.byID("build-prev"), false)
	showIf(p.byID("build-next"), false)
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(true)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(true)
	p.buildStates = nil
	p.applyStates()
}

// buildStep places the next piece, lowering it into place, or takes the
// last one away; when taking apart, it makes the next move or takes the
// last one back.
func (p *page) buildStep(delta int) {
	b := p.build
	if b == nil {
		return
	}
	going := func() bool { return p.build == b }
	if b.apart != nil {
		b.apart.Move(delta, func(states map[int]view.PieceState) {
			if going() {
				p.showApart(states)
			}
		}, going)
		return
	}
	b.Move(delta, p.showBuild, going)
}

// showBuild draws the placed pieces, the newest lifted by lift.
func (p *page) showBuild(lift float64) {
	b := p.build
	p.buildStates = b.States(lift)
	p.applyStates()
	sol := p.shownSolution()
	text := fmt.Sprintf("Step %d of %d.", b.Step, len(b.Order))
	if b.Step > 0 && sol != nil {
		text = fmt.Sprintf("Step %d of %d: lower %s into place.", b.Step, len(b.Order), sol.Pieces[b.Newest()].Name)
	}
	if !b.feasible {
		text += " No order lets every piece be lowered straight in; this is bottom-up order, so some pieces must slide in sideways."
	}
	p.setStepButtons(b.Step, len(b.Order))
	p.byID("build-step").SetTextContent(text)
}

// showApart draws the pieces as the take-apart plan has them now, and
// says which move comes next.
func (p *page) showApart(states map[int]view.PieceState) {
	b := p.build
	s := b.apart
	p.buildStates = states
	p.applyStates()
	text := fmt.Sprintf("Move %d of %d: taken apart. Step back to put it together.", s.Step, len(s.Plan))
	if s.Step < len(s.Plan) {
		line := assembly.Describe(s.Plan[s.Step:s.Step+1], b.labels)[0]
		text = fmt.Sprintf("Move %d of %d. Next: %s.", s.Step, len(s.Plan), strings.TrimPrefix(line, "1. "))
	}
	p.setStepButtons(s.Step, len(s.Plan))
	p.byID("build-step").SetTextContent(text)
}

func (p *page) setStepButtons(step, last int) {
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(step == 0)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(step == last)
}
