//go:build js && wasm

package main

import (
	"fmt"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// pieceView is what the person chose to see of the shown solution's
// pieces, by index into the solution's pieces.
type pieceView struct {
	hidden map[int]bool
	picked int // -1 for none
}

// fillLegend lists the solution's pieces with their colours, a button to
// pick each out and a box to hide it.
func (p *page) fillLegend(puzzle *solver.Puzzle, sol *solver.Solution) {
	p.pieces = pieceView{hidden: map[int]bool{}, picked: -1}
	legend := p.byID("legend")
	legend.SetInnerHTML("")
	p.byID("picked").SetTextContent("")
	if sol == nil {
		return
	}
	for i, pl := range sol.Pieces {
		li := p.create("li")
		swatch := p.create("span")
		swatch.Class().Add("swatch")
		c := view.SolvedColor(puzzle, *sol, i)
		swatch.Style().SetProperty("background", fmt.Sprintf("rgb(%d,%d,%d)", int(255*c[0]), int(255*c[1]), int(255*c[2])), "")
		show := p.doc.CreateElement("input").(*dom.HTMLInputElement)
		show.SetType("checkbox")
		show.SetChecked(true)
		show.SetAttribute("aria-label", "Show "+pl.Name)
		show.AddEventListener("change", false, func(dom.Event) {
			p.pieces.hidden[i] = !show.Checked()
			p.applyStates()
		})
		name := p.create("button")
		name.SetTextContent(pl.Name) // names are data: text, never markup
		name.AddEventListener("click", false, func(dom.Event) { p.pick(i) })
		li.AppendChild(show)
		li.AppendChild(swatch)
		li.AppendChild(name)
		legend.AppendChild(li)
	}
}

// pick picks piece i out, or drops the pick if it is already picked or i
// is -1.
func (p *page) pick(i int) {
	if i == p.pieces.picked {
		i = -1
	}
	p.pieces.picked = i
	items := p.byID("legend").QuerySelectorAll("li")
	for k, li := range items {
		if k == i {
			html(li).Class().Add("picked")
		} else {
			html(li).Class().Remove("picked")
		}
	}
	text := ""
	if sol := p.shownSolution(); i >= 0 && sol != nil {
		text = "Piece " + sol.Pieces[i].Name
	}
	p.byID("picked").SetTextContent(text)
	p.applyStates()
}

// applyStates draws the pieces as build mode, hiding and picking ask.
func (p *page) applyStates() {
	if p.viewer == nil {
		return
	}
	states := map[int]view.PieceState{}
	for i, st := range p.buildStates {
		states[i] = st
	}
	for i, hidden := range p.pieces.hidden {
		if hidden {
			st := states[i]
			st.Hidden = true
			states[i] = st
		}
	}
	if sol := p.shownSolution(); p.pieces.picked >= 0 && sol != nil {
		for i := range sol.Pieces {
			if i != p.pieces.picked {
				st := states[i]
				st.Faded = true
				states[i] = st
			}
		}
	}
	p.viewer.SetStates(states)
}

// shownSolution is the solution in the view, or nil.
func (p *page) shownSolution() *solver.Solution {
	return p.results.at(p.current() - 1)
}
