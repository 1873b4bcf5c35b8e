//go:build js && wasm

package editor

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/wasm/app/ui"
)

// The piece library: a set of pieces people build puzzles from
// (pentominoes, tetrominoes, Soma pieces, tetracubes), added to the
// puzzle being drawn in one step to undo.

// wireLibrary fills the list of piece sets and adds the one picked.
func (l *pieceList) wireLibrary() {
	sel := ui.Doc().GetElementByID("add-set").(*dom.HTMLSelectElement)
	for _, name := range examples.SetNames() {
		s, err := examples.Set(name)
		if err != nil {
			continue
		}
		ui.AddOption(sel, name, s.Title)
		sel.Underlying().Get("lastElementChild").Call("setAttribute", "data-grid", s.GridOf().Name()) // by the grid's name, which showSets matches to the puzzle's: no grid is singled out
	}
	ui.Listen(sel.Underlying(), "change", false, func(js.Value) {
		if name := sel.Value(); name != "" {
			l.addSet(name)
		}
		sel.SetValue("")
	})
}

// showSets lists the sets of the puzzle's grid only.
func showSets(m *solver.Puzzle) {
	g := m.GridOf().Name()
	opts := ui.ByID("add-set").Underlying().Get("options")
	for i := range opts.Length() {
		o := opts.Index(i)
		if grid := o.Call("getAttribute", "data-grid"); !grid.IsNull() {
			o.Set("hidden", grid.String() != g)
		}
	}
}

// addSet adds the pieces of a set after the puzzle's own; a name a piece
// already has gets a number.
func (l *pieceList) addSet(name string) {
	e := l.e
	if !e.editable() {
		return
	}
	s, err := examples.Set(name)
	if err != nil {
		e.fieldError(err.Error())
		return
	}
	l.pick(edit.AddPieces(e.model, s.Pieces, s.Grid, s.Title))
}
