//go:build js && wasm

package main

import (
	"fmt"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/view"
)

// building is build mode: the shown solution assembled piece by piece.
type building struct {
	order    []int // indexes into the solution's pieces
	step     int   // pieces placed so far
	feasible bool  // every piece can be lowered straight in
}

// dropFrames and dropHeight shape the animation of a piece being lowered.
const (
	dropFrames = 24
	dropHeight = 3.0
)

// toggleBuild starts build mode on the shown solution, or leaves it.
func (p *page) toggleBuild() {
	if p.build != nil {
		p.endBuild()
		return
	}
	i := p.current()
	if p.viewer == nil || i < 1 || i > len(p.results) {
		return
	}
	order, feasible := assembly.Order(p.results[i-1])
	p.build = &building{order: order, feasible: feasible}
	p.doc.GetElementByID("build").SetTextContent("Show it whole")
	p.showBuild(-1, 0)
}

// endBuild shows the whole solution again.
func (p *page) endBuild() {
	if p.build == nil {
		return
	}
	p.build = nil
	p.doc.GetElementByID("build").SetTextContent("Build it")
	p.doc.GetElementByID("build-step").SetTextContent("")
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(true)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(true)
	p.buildStates = nil
	p.applyStates()
}

// buildStep places the next piece, lowering it into place, or takes the
// last one away.
func (p *page) buildStep(delta int) {
	b := p.build
	if b == nil || b.step+delta < 0 || b.step+delta > len(b.order) {
		return
	}
	b.step += delta
	if delta < 0 {
		p.showBuild(-1, 0)
		return
	}
	for f := dropFrames; f >= 0; f-- {
		if p.build != b {
			return // left build mode meanwhile
		}
		t := float64(f) / dropFrames
		p.showBuild(b.order[b.step-1], dropHeight*t*t)
		time.Sleep(16 * time.Millisecond)
	}
}

// showBuild draws the placed pieces, the newest lifted by lift.
func (p *page) showBuild(newest int, lift float64) {
	b := p.build
	states := map[int]view.PieceState{}
	for k, piece := range b.order {
		switch {
		case k >= b.step:
			states[piece] = view.PieceState{Hidden: true}
		case piece == newest:
			states[piece] = view.PieceState{Lift: lift}
		}
	}
	p.buildStates = states
	p.applyStates()
	sol := p.results[p.current()-1]
	text := fmt.Sprintf("Step %d of %d.", b.step, len(b.order))
	if b.step > 0 {
		text = fmt.Sprintf("Step %d of %d: lower %s into place.", b.step, len(b.order), sol.Pieces[b.order[b.step-1]].Name)
	}
	if !b.feasible {
		text += " No order lets every piece be lowered straight in; this is bottom-up order, so some pieces must slide in sideways."
	}
	p.doc.GetElementByID("build-step").SetTextContent(text)
	p.doc.GetElementByID("build-prev").(*dom.HTMLButtonElement).SetDisabled(b.step == 0)
	p.doc.GetElementByID("build-next").(*dom.HTMLButtonElement).SetDisabled(b.step == len(b.order))
}
