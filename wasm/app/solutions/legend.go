//go:build js && wasm

package solutions

import (
	"fmt"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
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
func (sc *scene) fillLegend(puzzle *solver.Puzzle, sol *solver.Solution) {
	sc.pieces = pieceView{hidden: map[int]bool{}, picked: -1}
	legend := ui.ByID("legend")
	legend.SetInnerHTML("")
	ui.ByID("picked").SetTextContent("")
	if sol == nil {
		return
	}
	for i, pl := range sol.Pieces {
		li := ui.Create("li")
		swatch := ui.Create("span")
		swatch.Class().Add("swatch")
		c := view.SolvedColor(puzzle, *sol, i)
		swatch.Style().SetProperty("background", fmt.Sprintf("rgb(%d,%d,%d)", int(255*c[0]), int(255*c[1]), int(255*c[2])), "")
		show := ui.Doc().CreateElement("input").(*dom.HTMLInputElement)
		show.SetType("checkbox")
		show.SetChecked(true)
		show.SetAttribute("aria-label", "Show "+pl.Name)
		ui.Listen(show.Underlying(), "change", false, func(js.Value) {
			sc.pieces.hidden[i] = !show.Checked()
			sc.applyStates()
		})
		name := ui.Create("button")
		name.SetTextContent(pl.Name) // names are data: text, never markup
		ui.Listen(name.Underlying(), "click", false, func(js.Value) { sc.pick(i) })
		li.AppendChild(show)
		li.AppendChild(swatch)
		li.AppendChild(name)
		legend.AppendChild(li)
	}
}

// pick picks piece i out, or drops the pick if it is already picked or i
// is -1.
func (sc *scene) pick(i int) {
	if i == sc.pieces.picked {
		i = -1
	}
	sc.pieces.picked = i
	items := ui.ByID("legend").QuerySelectorAll("li")
	for k, li := range items {
		if k == i {
			ui.HTML(li).Class().Add("picked")
		} else {
			ui.HTML(li).Class().Remove("picked")
		}
	}
	text := ""
	if sol := sc.p.Solution(); i >= 0 && sol != nil {
		text = "Piece " + sol.Pieces[i].Name
	}
	ui.ByID("picked").SetTextContent(text)
	sc.applyStates()
}

// applyStates draws the pieces as build mode, hiding and picking ask.
func (sc *scene) applyStates() {
	if sc.viewer == nil {
		return
	}
	states := map[int]view.PieceState{}
	for i, st := range sc.buildStates {
		states[i] = st
	}
	for i, hidden := range sc.pieces.hidden {
		if hidden {
			st := states[i]
			st.Hidden = true
			states[i] = st
		}
	}
	if sol := sc.p.Solution(); sc.pieces.picked >= 0 && sol != nil {
		for i := range sol.Pieces {
			if i != sc.pieces.picked {
				st := states[i]
				st.Faded = true
				states[i] = st
			}
		}
	}
	sc.viewer.SetStates(states)
}
