//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"strconv"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
)

// What the piece panel does to the puzzle's list of pieces: add, copy,
// delete and move pieces, and set a piece's name, copies and colour, or
// the puzzle's name. Each is one step to undo.

func (e *editor) addPiece() {
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = append(m.Pieces, solver.Piece{Name: e.freeName()})
		e.selected = len(m.Pieces) - 1
	})
	e.layer = 0
	e.render()
}

// freeName is the first of A, B, ... not used by a piece.
func (e *editor) freeName() string {
	for i := 0; ; i++ {
		name := string(rune('A' + i%26))
		if i >= 26 {
			name += strconv.Itoa(i / 26)
		}
		if !slices.ContainsFunc(e.model.Pieces, func(pc solver.Piece) bool { return pc.Name == name }) {
			return name
		}
	}
}

func (e *editor) duplicatePiece() {
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		pc := m.Pieces[e.selected]
		pc.Cells = slices.Clone(pc.Cells)
		pc.Name = e.freeName()
		m.Pieces = slices.Insert(m.Pieces, e.selected+1, pc)
		e.selected++
	})
}

func (e *editor) deletePiece() {
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = slices.Delete(m.Pieces, e.selected, e.selected+1)
		e.selected = min(e.selected, len(m.Pieces)-1)
	})
}

func (e *editor) movePiece(delta int) {
	j := e.selected + delta
	if e.selected < 0 || j < 0 || j >= len(e.model.Pieces) {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces[e.selected], m.Pieces[j] = m.Pieces[j], m.Pieces[e.selected]
		e.selected = j
	})
}

func (e *editor) rename() {
	name := e.p.doc.GetElementByID("piece-name").(*dom.HTMLInputElement).Value()
	if e.selected >= 0 {
		e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Name = name })
	}
}

// retitle names the puzzle, from the field shown with the target.
func (e *editor) retitle() {
	name := e.p.doc.GetElementByID("puzzle-name-field").(*dom.HTMLInputElement).Value()
	e.edit(func(m *solver.Puzzle) { m.Name = name })
}

func (e *editor) recount() {
	field := e.p.doc.GetElementByID("piece-count").(*dom.HTMLInputElement)
	n, err := strconv.Atoi(field.Value())
	if e.selected < 0 {
		return
	}
	if err != nil || n < 1 || n > solver.MaxCount {
		e.fieldError(fmt.Sprintf("Copies must be a whole number from 1 to %d; %q is not.", solver.MaxCount, field.Value()))
		e.render()
		return
	}
	e.fieldError("")
	e.edit(func(m *solver.Puzzle) {
		m.Pieces[e.selected].Count = n
		if n == 1 {
			m.Pieces[e.selected].Count = 0
		}
	})
}

func (e *editor) recolor() {
	c := e.p.doc.GetElementByID("piece-color").(*dom.HTMLInputElement).Value()
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Color = c })
}

// merge makes identical pieces one piece with a count: the first keeps
// its name and takes the others' copies.
func (e *editor) merge(group []int) {
	if len(group) < 2 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		first := &m.Pieces[group[0]]
		count := first.Copies()
		for _, i := range group[1:] {
			count += m.Pieces[i].Copies()
		}
		first.Count = count
		for k := len(group) - 1; k > 0; k-- {
			m.Pieces = slices.Delete(m.Pieces, group[k], group[k]+1)
		}
		e.selected = group[0]
	})
}
