//go:build js && wasm

package main

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// The editor's drawing on the grid: what a cell of the drawn item holds,
// and strokes of the pointer that fill, clear or paint cells.

// cellState is what a grid cell holds.
type cellState int

const (
	cellEmpty cellState = iota
	cellFilled
	cellOptional // target only
)

// state tells what the drawn item holds at a cell.
func (e *editor) state(c solver.Cell) cellState {
	m := e.model
	if e.selected >= 0 {
		if slices.Contains(m.Pieces[e.selected].Cells, c) {
			return cellFilled
		}
		return cellEmpty
	}
	if slices.Contains(m.Target.Optional, c) {
		return cellOptional
	}
	if b := m.Target.Box; b != nil {
		if c[0] < b[0] && c[1] < b[1] && c[2] < b[2] {
			return cellFilled
		}
		return cellEmpty
	}
	if slices.Contains(m.Target.Cells, c) {
		return cellFilled
	}
	return cellEmpty
}

// setState puts a state into a cell of the drawn item.
func (e *editor) setState(c solver.Cell, s cellState) {
	m := e.model
	if e.selected >= 0 {
		pc := &m.Pieces[e.selected]
		pc.Cells = slices.DeleteFunc(pc.Cells, func(d solver.Cell) bool { return d == c })
		if s == cellFilled {
			pc.Cells = append(pc.Cells, c)
			solver.SortCells(pc.Cells)
		}
		return
	}
	if m.Target.Box != nil { // a drawn target is a list of cells
		if m.Target.BoxTooLarge() {
			return
		}
		required, optional := m.Target.Split()
		m.Target = solver.Target{Cells: required, Optional: optional, Paint: m.Target.Paint}
	}
	t := &m.Target
	t.Cells = slices.DeleteFunc(t.Cells, func(d solver.Cell) bool { return d == c })
	t.Optional = slices.DeleteFunc(t.Optional, func(d solver.Cell) bool { return d == c })
	switch s {
	case cellFilled:
		t.Cells = append(t.Cells, c)
		solver.SortCells(t.Cells)
	case cellOptional:
		t.Optional = append(t.Optional, c)
		solver.SortCells(t.Optional)
	}
}

// press starts a stroke on a cell: the cell's next state is painted on
// every cell the stroke crosses.
func (e *editor) press(c solver.Cell) {
	if e.model == nil || e.p.readOnly {
		return
	}
	e.painting, e.before = true, e.p.puzzle.Value()
	if e.brush != brushDraw {
		// A brush stroke paints the cells it crosses, or takes their
		// colour off where it begins on a cell of its own colour.
		e.colorTo = ""
		if e.brush > 0 && e.brush <= len(e.model.Colors) {
			e.colorTo = e.model.Colors[e.brush-1].Name
		}
		if e.colorAt(c) == e.colorTo {
			e.colorTo = ""
		}
		e.paint(c)
		return
	}
	next := map[cellState]cellState{cellEmpty: cellFilled, cellFilled: cellEmpty}
	if e.selected < 0 {
		next = map[cellState]cellState{cellEmpty: cellFilled, cellFilled: cellOptional, cellOptional: cellEmpty}
	}
	e.paintTo = next[e.state(c)]
	e.paint(c)
}

func (e *editor) paint(c solver.Cell) {
	if !e.painting {
		return
	}
	changed := false
	for _, d := range e.drawnCells(c) {
		switch {
		case e.brush != brushDraw:
			if e.state(d) != cellEmpty && e.colorAt(d) != e.colorTo {
				e.setColor(d, e.colorTo)
				changed = true
			}
		case e.state(d) != e.paintTo:
			e.setState(d, e.paintTo)
			changed = true
		}
	}
	if changed {
		tidyPaint(e.model)
		e.p.puzzle.SetValue(string(solver.FormatJSON(e.model)))
		e.render()
	}
}

// endStroke makes the stroke one step to undo.
func (e *editor) endStroke() {
	if !e.painting {
		return
	}
	e.painting = false
	if e.p.puzzle.Value() != e.before {
		e.remember(e.before)
		e.write()
	}
}
