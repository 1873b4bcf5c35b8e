//go:build js && wasm

package main

import (
	"fmt"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/view"
)

// building is build mode: the shown solution assembled piece by piece.
type building struct {
	view.Steps      // Order indexes the solution's pieces
	feasible   bool // every piece can be lowered straight in
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
	if p.pieces.picked >= 0 {
		p.pick(-1) // a picked piece would leave the others faded throughout
	}
	order, feasible := assembly.Order(*sol)
	p.build = &building{Steps: view.Steps{Order: order}, feasible: feasible}
	p.byID("build").SetTextContent("Whole")
	showIf(p.byID("build-prev"), true)
	showIf(p.byID("build-next"), true)
	p.showBuild(0)
}

// endBuild shows the whole solution again.
func (p *page) endBuild() {
	if p.build == nil {
		return
	}
	p.build = nil
	p.byID("build").SetTextContent("Build it")
	p.byID("build-step").SetTextContent("")
	showIf(p.byID("build-prev"), false)
	showIf(p.byID("build-next"), false)
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(true)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(true)
	p.buildStates = nil
	p.applyStates()
}

// buildStep places the next piece, lowering it into place, or takes the
// last one away.
func (p *page) buildStep(delta int) {
	if b := p.build; b != nil {
		b.Move(delta, p.showBuild, func() bool { return p.build == b })
	}
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
	p.byID("build-step").SetTextContent(text)
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(b.Step == 0)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(b.Step == len(b.Order))
}
