//go:build js && wasm

package main

import (
	"slices"
	"strconv"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// The piece library: a set of pieces people build puzzles from
// (pentominoes, tetrominoes, Soma pieces, tetracubes), added to the
// puzzle being drawn in one step to undo.

// wireLibrary fills the list of piece sets and adds the one picked.
func (e *editor) wireLibrary() {
	sel := e.p.doc.GetElementByID("add-set").(*dom.HTMLSelectElement)
	for _, name := range examples.SetNames() {
		s, err := examples.Set(name)
		if err != nil {
			continue
		}
		addOption(sel, name, s.Title)
	}
	sel.AddEventListener("change", false, func(dom.Event) {
		if name := sel.Value(); name != "" {
			e.addSet(name)
		}
		sel.SetValue("")
	})
}

// addSet adds the pieces of a set after the puzzle's own; a name a piece
// already has gets a number.
func (e *editor) addSet(name string) {
	s, err := examples.Set(name)
	if err != nil {
		e.fieldError(err.Error())
		return
	}
	e.edit(func(m *solver.Puzzle) {
		for _, pc := range s.Pieces {
			base := pc.Name
			for k := 2; slices.ContainsFunc(m.Pieces, func(q solver.Piece) bool { return q.Name == pc.Name }); k++ {
				pc.Name = base + strconv.Itoa(k)
			}
			m.Pieces = append(m.Pieces, pc)
		}
		e.selected = len(m.Pieces) - 1
	})
}
