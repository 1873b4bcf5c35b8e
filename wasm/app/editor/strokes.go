//go:build js && wasm

package editor

import (
	"slices"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
)

// The editor's drawing on the grid: what a cell of the drawn item holds,
// and strokes of the pointer that fill, clear or paint cells.

// cellState is what a grid cell holds (solver/edit's State).
type cellState = edit.State

const (
	cellEmpty    = edit.Empty
	cellFilled   = edit.Filled
	cellOptional = edit.Optional // target only
)

// state tells what the drawn item holds at a cell.
func (e *Editor) state(c solver.Cell) cellState { return edit.StateAt(e.model, e.item(), c) }

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
		if edit.ColorAt(e.model, e.item(), c) == p.colorTo {
			p.colorTo = ""
		}
		s.over(c)
		return
	}
	s.paintTo = edit.Next(e.item(), e.state(c))
	s.over(c)
}

// over paints a cell the stroke crosses.
func (s *stroke) over(c solver.Cell) {
	if !s.painting {
		return
	}
	e, p := s.e, &s.e.palette
	var cells []solver.Cell
	for _, d := range s.drawnCells(c) {
		switch {
		case p.brush != brushDraw:
			if e.state(d) != cellEmpty && edit.ColorAt(e.model, e.item(), d) != p.colorTo {
				cells = append(cells, d)
			}
		case e.state(d) != s.paintTo:
			cells = append(cells, d)
		}
	}
	if len(cells) == 0 {
		return
	}
	var q *solver.Puzzle
	var err error
	if p.brush != brushDraw {
		q, err = edit.PaintCells(e.model, e.item(), cells, p.colorTo)
	} else {
		q, err = edit.SetCells(e.model, e.item(), cells, s.paintTo)
	}
	if err != nil {
		e.fieldError(err.Error())
		return
	}
	e.model = q
	e.box.Stroke(string(solver.FormatJSON(q)))
	e.render()
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
