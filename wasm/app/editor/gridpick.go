//go:build js && wasm

package editor

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
)

// Choosing a puzzle's grid: New puzzle starts on the grid picked beside
// it, and the target's Grid field moves the puzzle being drawn to another
// grid, one step to undo.

// wireGridPick moves the puzzle to the grid picked in the target's Grid
// field, asking first where that clears pieces or a target drawn.
func wireGridPick(e *Editor) {
	for _, id := range []string{"new-grid", "puzzle-grid"} {
		for _, g := range solver.Grids {
			ui.AddOption(ui.ByID(id), g.Name(), g.Title())
		}
	}
	pick := ui.Doc().GetElementByID("puzzle-grid").(*dom.HTMLSelectElement)
	ui.Listen(pick.Underlying(), "change", false, func(js.Value) {
		g, err := solver.GridByName(pick.Value())
		if err != nil || e.model == nil || g == e.model.GridOf() {
			return
		}
		if len(e.model.Pieces) > 0 && !js.Global().Call("confirm", "The pieces and the target are drawn on the "+e.model.GridOf().Name()+
			" grid and mean nothing on the "+g.Name()+" grid: they will be cleared. Undo brings them back.").Bool() {
			pick.SetValue(e.model.GridOf().Name())
			return
		}
		n := g.StartSize()
		e.selected, e.grid.size = -1, [3]int{n, n, n}
		e.grid.clamp()
		e.apply(edit.SetGrid(e.model, g), nil)
	})
}
