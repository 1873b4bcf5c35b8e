//go:build js && wasm

package editor

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// grid is the drawing grid: its size, the plane its layers lie in, and
// the layer shown.
type grid struct {
	size  [3]int
	plane int // 0: XY layers along z; 1: XZ along y; 2: YZ along x
	layer int // the layer shown, along the plane's depth axis
	// cursor is the column and row of the cell the keyboard is on.
	cursor [2]int
}

// axes gives the plane's axes: columns, rows, and depth (the layers).
func (g *grid) axes() [3]int {
	return [3][3]int{{0, 1, 2}, {0, 2, 1}, {1, 2, 0}}[g.plane]
}

// clamp keeps the layer shown within the grid.
func (g *grid) clamp() {
	g.layer = max(0, min(g.layer, g.size[g.axes()[2]]-1))
}

// cellAt is the cell at a column and row of the grid on the shown layer.
// In the upright planes, rows go down from the top layer of z.
func (g *grid) cellAt(col, row int) solver.Cell {
	a := g.axes()
	var c solver.Cell
	c[a[0]], c[a[2]] = col, g.layer
	if g.plane == 0 {
		c[a[1]] = row
	} else {
		c[a[1]] = g.size[a[1]] - 1 - row
	}
	return c
}

// fitTo sizes the grid to the item being drawn: a box target's box, else
// the item's extent with a cell to spare on every axis (3x3x2 for an
// empty piece), so that a flat board is drawn flat and a small piece on
// a small grid.
func (e *Editor) fitTo() {
	g := &e.grid
	var cells []solver.Cell
	if e.selected >= 0 {
		cells = e.model.Pieces[e.selected].Cells
	} else if b := e.model.Target.Box; b != nil && !e.model.Target.BoxTooLarge() {
		g.size = *b
		g.clamp()
		return
	} else {
		cells = append(slices.Clone(e.model.Target.Cells), e.model.Target.Optional...)
	}
	g.size = [3]int{3, 3, 2}
	if len(cells) > 0 {
		lo, hi := solver.Bounds(cells)
		for i := range 3 {
			g.size[i] = max(1, min(hi[i]+2, solver.MaxCoord+1))
		}
		// The layer shown holds some of the cells: the lowest that does,
		// where the one shown holds none (the rhombic grid's first layers
		// hold no cell of its dodecahedra).
		a, shown := g.axes()[2], false
		for _, c := range cells {
			shown = shown || c[a] == g.layer
		}
		if !shown {
			g.layer = lo[a]
		}
	}
	g.clamp()
}

// fitGrid grows the grid to hold the target and the selected piece.
func (e *Editor) fitGrid() {
	var cells []solver.Cell
	if e.model.Target.Box != nil {
		b := e.model.Target.Box
		cells = append(cells, solver.Cell{b[0] - 1, b[1] - 1, b[2] - 1})
	}
	cells = append(append(cells, e.model.Target.Cells...), e.model.Target.Optional...)
	if e.selected >= 0 {
		cells = append(cells, e.model.Pieces[e.selected].Cells...)
	}
	for _, c := range cells {
		for i := range 3 {
			if c[i] >= 0 && c[i] < solver.MaxCoord {
				e.grid.size[i] = max(e.grid.size[i], c[i]+1)
			}
		}
	}
	e.grid.clamp()
}
