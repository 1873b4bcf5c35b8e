//go:build js && wasm

package main

import (
	"fmt"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// Drawing in 3D, in the piece preview and in the main view while it lays
// the pieces out: a click on a cube's face adds a cube against it; a
// click with Shift, Alt, Ctrl or Cmd held, or a long press of a finger,
// takes the cube away. The layer grid follows, and each click is one step
// to undo.

// clickPreview draws what a click on the preview asks for.
func (e *editor) clickPreview(x, y float64, held bool) {
	if e.model == nil || e.p.readOnly || e.preview == nil {
		return
	}
	cube, normal, ok := e.preview.FaceAt(x, y)
	if !ok {
		return // the click hit no cube: nothing to draw against
	}
	c, state := solver.Cell(cube.At), cellEmpty
	if !held {
		c, state = c.Add(solver.Cell(normal)), cellFilled
	}
	e.drawAt(c, state)
}

// clickParts draws what a click on the main view's laid-out pieces asks
// for, on the piece clicked, or the target, which becomes the one drawn. A laid-out piece
// is turned to lie flat: the face's direction is turned back to the
// piece's own axes.
func (e *editor) clickParts(v *view.Viewer, x, y float64, held bool) {
	if e.model == nil || e.p.readOnly {
		return
	}
	cube, normal, ok := v.FaceAt(x, y)
	if !ok {
		return
	}
	piece, part := -2, cube.Piece // parts are numbered by piece, copies one after another
	if part == view.TargetPiece {
		piece = -1
	}
	for i, pc := range e.model.Pieces {
		if piece != -2 {
			break
		}
		if part < pc.Copies() {
			piece = i
		}
		part -= pc.Copies()
	}
	if piece == -2 {
		return
	}
	if e.selected != piece {
		e.selected = piece
		e.fitTo()
		e.render()
	}
	c, state := cube.Cell, cellEmpty
	if !held {
		c, state = c.Add(unturn(cube.Turn, normal)), cellFilled
	}
	e.drawAt(c, state)
}

// unturn maps a direction back through a turn: t.Apply(unturn(t, d)) = d.
func unturn(t solver.Transform, d [3]int) solver.Cell {
	var c solver.Cell
	for i := range 3 {
		c[t.Perm[i]] = t.Sign[i] * d[i]
	}
	return c
}

// drawAt puts a state into one cell of what is drawn, as one step to undo.
// A cell drawn below coordinate 0 moves the whole item up by as much, so
// that the grid grows on that side; one past the largest coordinate is
// refused.
func (e *editor) drawAt(c solver.Cell, s cellState) {
	if e.selected < 0 && e.model.Target.BoxTooLarge() {
		return
	}
	var by solver.Cell
	for i := range 3 {
		if c[i] > solver.MaxCoord {
			e.fieldError(fmt.Sprintf("A cube at %v would be outside the grid (0 to %d)", c, solver.MaxCoord))
			return
		}
		by[i] = max(0, -c[i])
	}
	lists := e.item()
	if by != (solver.Cell{}) {
		var err error
		if lists, err = solver.Reshape(func(d solver.Cell) solver.Cell { return d.Add(by) }, lists...); err != nil {
			e.fieldError("The grid cannot grow that way: " + err.Error())
			return
		}
	}
	e.fieldError("")
	e.edit(func(m *solver.Puzzle) {
		e.setItem(m, lists)
		e.setState(c.Add(by), s)
	})
}
