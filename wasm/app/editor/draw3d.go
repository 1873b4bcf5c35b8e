//go:build js && wasm

package editor

import (
	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/view"
)

// Drawing in 3D, in the piece preview and in the main view while it lays
// the pieces out: a click on a cube's face adds a cube against it; a
// click with Shift, Alt, Ctrl or Cmd held, or a long press of a finger,
// takes the cube away. The layer grid follows, and each click is one step
// to undo.

// clickPreview draws what a click on the preview asks for.
func (e *Editor) clickPreview(x, y float64, held bool) {
	if e.model == nil || e.box.ReadOnly() || e.preview == nil {
		return
	}
	cube, normal, ok := e.preview.FaceAt(x, y)
	if !ok {
		return // the click hit no cube: nothing to draw against
	}
	e.drawFace(solver.Cell(cube.At), solver.Cell(normal), held)
}

// drawFace adds a cube against the face of cell c with outward normal n,
// or, held, takes c away.
func (e *Editor) drawFace(c, n solver.Cell, held bool) {
	if held {
		e.drawAt(c, cellEmpty)
	} else {
		e.drawAt(c.Add(n), cellFilled)
	}
}

// ClickParts draws what a click on the main view's laid-out pieces asks
// for, on the piece clicked, or the target, which becomes the one drawn. A laid-out piece
// is turned to lie flat: the face's direction is turned back to the
// piece's own axes.
func (e *Editor) ClickParts(v *view.Viewer, x, y float64, held bool) {
	if e.model == nil || e.box.ReadOnly() {
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
	e.drawFace(cube.Cell, cube.Turn.Undo(normal), held)
}

// drawAt puts a state into one cell of what is drawn, as one step to undo.
// A cell drawn below coordinate 0 moves the whole item up by as much, so
// that the grid grows on that side; one past the largest coordinate is
// refused.
func (e *Editor) drawAt(c solver.Cell, s cellState) {
	if !e.editable() {
		return
	}
	q, _, err := edit.DrawAt(e.model, e.item(), c, s)
	e.apply(q, err)
}
