//go:build js && wasm

package editor

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
)

// pieceList is what the piece panel does to the puzzle's list of pieces:
// add, copy, delete and move pieces, and set a piece's name, copies and
// colour, or the puzzle's name. Each is one step to undo.
type pieceList struct {
	e *Editor
}

func (l *pieceList) wire() {
	e := l.e
	ui.OnClick("add-piece", l.add)
	ui.OnClick("dup-piece", l.duplicate)
	ui.OnClick("del-piece", l.delete)
	ui.OnClick("up-piece", func() { l.move(-1) })
	ui.OnClick("down-piece", func() { l.move(1) })
	field := func(id string, fn func(value string)) {
		input := ui.Doc().GetElementByID(id).(*dom.HTMLInputElement)
		ui.Listen(input.Underlying(), "change", false, func(js.Value) { fn(input.Value()) })
	}
	field("piece-name", func(name string) {
		if e.editable() && e.selected >= 0 && !e.apply(edit.RenamePiece(e.model, e.item(), name)) {
			e.render() // the field shows the name the piece keeps
		}
	})
	// The puzzle's name is shown with the target.
	field("puzzle-name-field", func(name string) {
		if e.editable() {
			e.apply(edit.Rename(e.model, name), nil)
		}
	})
	field("piece-count", l.recount)
	field("piece-color", func(c string) {
		if e.editable() && e.selected >= 0 {
			e.apply(edit.SetPieceColor(e.model, e.item(), c))
		}
	})
	l.wireLibrary()
}

// pick makes piece i what is drawn, once an edit that moved it is
// made.
func (l *pieceList) pick(q *solver.Puzzle, i edit.Item, err error) {
	e := l.e
	if err != nil {
		e.fieldError(err.Error())
		return
	}
	old := e.selected
	e.selected = int(i)
	if !e.apply(q, nil) {
		e.selected = old
	}
}

func (l *pieceList) add() {
	e := l.e
	if !e.editable() {
		return
	}
	q, i := edit.AddPiece(e.model)
	l.pick(q, i, nil)
	e.grid.layer = 0
	e.render()
}

func (l *pieceList) duplicate() {
	if e := l.e; e.editable() && e.selected >= 0 {
		l.pick(edit.DuplicatePiece(e.model, e.item()))
	}
}

func (l *pieceList) delete() {
	if e := l.e; e.editable() && e.selected >= 0 {
		l.pick(edit.DeletePiece(e.model, e.item()))
	}
}

func (l *pieceList) move(delta int) {
	e := l.e
	if !e.editable() || e.selected < 0 {
		return
	}
	if j := e.selected + delta; j < 0 || j >= len(e.model.Pieces) {
		return // the button at the list's end does nothing
	}
	l.pick(edit.MovePiece(e.model, e.item(), delta))
}

// recount sets the selected piece's copies from its field: a number, or
// a range such as "0-2" or "0–2" (from 0 to 2 copies).
func (l *pieceList) recount(value string) {
	e := l.e
	if !e.editable() || e.selected < 0 {
		return
	}
	if !e.apply(edit.SetCopies(e.model, e.item(), value)) {
		e.render()
	}
}

// merge makes identical pieces one piece with a count: the first keeps
// its name and takes the others' copies.
func (l *pieceList) merge(group []int) {
	if e := l.e; e.editable() && len(group) >= 2 {
		l.pick(edit.MergePieces(e.model, group))
	}
}
