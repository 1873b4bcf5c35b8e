//go:build js && wasm

package editor

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
)

// The editor's cell colours: the puzzle's palette and rules, and the
// brush that paints cells of the piece or target being drawn.

// brushDraw and brushClear are the brush's values besides a palette
// colour (1 and up, as solver.Puzzle.ColorIndex numbers them): drawing
// cells, and taking their colour off.
const (
	brushDraw  = -1
	brushClear = 0
)

// palette is the puzzle's colours and rules, and the brush that paints
// cells of the piece or target being drawn.
type palette struct {
	e       *Editor
	brush   int    // brushDraw, brushClear, or the palette colour to paint (from 1)
	colorTo string // the colour a brush stroke gives cells, "" to take it off
	shown   string // what the colour panel was last drawn from
}

func (pl *palette) wire() {
	brush := ui.Doc().GetElementByID("brush").(*dom.HTMLSelectElement)
	ui.Listen(brush.Underlying(), "change", false, func(js.Value) {
		pl.brush, _ = strconv.Atoi(brush.Value())
		pl.e.render()
	})
	ui.OnClick("add-color", pl.addColor)
}

// addColor adds a colour to the palette, with the rule that it may sit on
// itself, and takes it as the brush.
func (pl *palette) addColor() {
	e := pl.e
	if !e.editable() {
		return
	}
	q, k, err := edit.AddColor(e.model)
	if e.apply(q, err) {
		pl.brush = k
		e.render()
	}
}

// renameColor renames colour k (from 0) everywhere the puzzle names it.
func (pl *palette) renameColor(k int, name string) {
	e := pl.e
	if e.editable() && !e.apply(edit.RenameColor(e.model, k, name)) {
		pl.shown = "" // draw the field again with the name it keeps
		e.render()
	}
}

// removeColor takes colour k (from 0) out of the palette, the rules and
// every painted cell.
func (pl *palette) removeColor(k int) {
	e := pl.e
	if e.editable() && e.apply(edit.RemoveColor(e.model, k)) {
		pl.brush = min(pl.brush, len(e.model.Colors))
	}
}

// setRule allows or forbids piece colour a on target colour b.
func (pl *palette) setRule(a, b string, on bool) {
	if e := pl.e; e.editable() {
		e.apply(edit.SetRule(e.model, a, b, on))
	}
}

// colorAt returns the colour name of a cell of the drawn item, or "".
func (pl *palette) colorAt(c solver.Cell) string { return edit.ColorAt(pl.e.model, pl.e.item(), c) }
