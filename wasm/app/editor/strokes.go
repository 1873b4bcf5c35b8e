//go:build js && wasm

package editor

import (
	"slices"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
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
func (e *Editor) state(c solver.Cell) cellState {
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
func (e *Editor) setState(c solver.Cell, s cellState) {
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

// stroke is a stroke of the pointer across the grid, under way.
type stroke struct {
	e        *Editor
	painting bool // a stroke is under way
	paintTo  cellState
	column   bool   // the stroke fills or clears whole columns through the layers
	before   string // the box at the start of the stroke
}

// press starts a stroke on a cell: the cell's next state is painted on
// every cell the stroke crosses.
func (s *stroke) press(c solver.Cell) {
	e := s.e
	if e.model == nil || e.box.ReadOnly() {
		return
	}
	s.painting, s.before = true, e.box.Text()
	if p := &e.palette; p.brush != brushDraw {
		// A brush stroke paints the cells it crosses, or takes their
		// colour off where it begins on a cell of its own colour.
		p.colorTo = ""
		if p.brush > 0 && p.brush <= len(e.model.Colors) {
			p.colorTo = e.model.Colors[p.brush-1].Name
		}
		if p.colorAt(c) == p.colorTo {
			p.colorTo = ""
		}
		s.over(c)
		return
	}
	next := map[cellState]cellState{cellEmpty: cellFilled, cellFilled: cellEmpty}
	if e.selected < 0 {
		next = map[cellState]cellState{cellEmpty: cellFilled, cellFilled: cellOptional, cellOptional: cellEmpty}
	}
	s.paintTo = next[e.state(c)]
	s.over(c)
}

// over paints a cell the stroke crosses.
func (s *stroke) over(c solver.Cell) {
	if !s.painting {
		return
	}
	e, p := s.e, &s.e.palette
	changed := false
	for _, d := range s.drawnCells(c) {
		switch {
		case p.brush != brushDraw:
			if e.state(d) != cellEmpty && p.colorAt(d) != p.colorTo {
				p.setColor(d, p.colorTo)
				changed = true
			}
		case e.state(d) != s.paintTo:
			e.setState(d, s.paintTo)
			changed = true
		}
	}
	if changed {
		tidyPaint(e.model)
		e.box.Stroke(string(solver.FormatJSON(e.model)))
		e.render()
	}
}

// end makes the stroke one step to undo.
func (s *stroke) end() {
	if !s.painting {
		return
	}
	s.painting = false
	if text := s.e.box.Text(); text != s.before {
		s.e.box.Edit(s.before, text)
	}
}

// drawnCells are the cells one press of the grid paints: the cell, its
// mirror images across the grid's middle along the axes drawn
// symmetrically, and with Shift held, each of those through every layer.
func (s *stroke) drawnCells(c solver.Cell) []solver.Cell {
	g := &s.e.grid
	cells := []solver.Cell{c}
	for axis, name := range axisNames {
		if !ui.Doc().GetElementByID("sym-" + name).(*dom.HTMLInputElement).Checked() {
			continue
		}
		for _, d := range cells {
			d[axis] = g.size[axis] - 1 - d[axis]
			if !slices.Contains(cells, d) {
				cells = append(cells, d)
			}
		}
	}
	if s.column {
		depth := g.axes()[2]
		var through []solver.Cell
		for _, d := range cells {
			for layer := range g.size[depth] {
				d[depth] = layer
				if !slices.Contains(through, d) {
					through = append(through, d)
				}
			}
		}
		cells = through
	}
	// On the other grids, only the places that are cells.
	grid := s.e.model.GridOf()
	return slices.DeleteFunc(cells, func(c solver.Cell) bool { return !grid.Valid(c) })
}
