//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"strconv"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// editor draws a puzzle layer by layer. It edits the same puzzle the JSON
// box holds: every edit rewrites the box, and typing in the box redraws the
// editor.
type editor struct {
	p        *page
	model    *solver.Puzzle // the puzzle being drawn, or nil while the box does not parse
	selected int            // the piece being drawn; -1 for the target
	size     [3]int         // the drawing grid
	plane    int            // 0: XY layers along z; 1: XZ along y; 2: YZ along x
	layer    int            // the layer shown, along the plane's depth axis
	undo     []string       // earlier states of the box, latest last
	redo     []string
	preview  *view.Viewer // the drawn piece in 3D, if WebGL works
	// previewTried is set once startPreview has run.
	previewTried bool
	text         string // the box as the editor last saw it
	typing       bool   // a burst of typing in the box is under way
	painting     bool   // a stroke is under way
	refit        bool   // another puzzle was opened: size the grid to it
	paintTo      cellState
	column       bool   // the stroke fills or clears whole columns through the layers
	before       string // the box at the start of the stroke
	brush        int    // brushDraw, brushClear, or the palette colour to paint (from 1)
	colorTo      string // the colour a brush stroke gives cells, "" to take it off
	paletteShown string // what the colour panel was last drawn from
}

func (p *page) startEditor() {
	e := &editor{p: p, size: [3]int{4, 4, 3}, refit: true, brush: brushDraw}
	p.editor = e
	byID := p.byID
	help := byID("help").Underlying()
	byID("help-button").AddEventListener("click", false, func(dom.Event) { help.Call("showModal") })
	click := func(id string, fn func()) {
		byID(id).AddEventListener("click", false, func(dom.Event) { fn() })
	}
	click("new-puzzle", e.newPuzzle)
	click("undo", e.undoEdit)
	click("redo", e.redoEdit)
	click("add-piece", e.addPiece)
	click("dup-piece", e.duplicatePiece)
	click("del-piece", e.deletePiece)
	click("up-piece", func() { e.movePiece(-1) })
	click("down-piece", func() { e.movePiece(1) })
	click("layer-up", func() { e.setLayer(e.layer + 1) })
	click("layer-down", func() { e.setLayer(e.layer - 1) })
	e.wireShapeTools()
	e.wireLibrary()
	e.wirePaint()
	byID("piece-name").AddEventListener("change", false, func(dom.Event) { e.rename() })
	byID("puzzle-name-field").AddEventListener("change", false, func(dom.Event) { e.retitle() })
	byID("piece-count").AddEventListener("change", false, func(dom.Event) { e.recount() })
	byID("piece-color").AddEventListener("change", false, func(dom.Event) { e.recolor() })
	plane := p.doc.GetElementByID("plane").(*dom.HTMLSelectElement)
	plane.AddEventListener("change", false, func(dom.Event) {
		e.plane, _ = strconv.Atoi(plane.Value())
		e.layer = 0
		e.render()
	})
	for axis, id := range []string{"grid-x", "grid-y", "grid-z"} {
		byID(id).AddEventListener("change", false, func(dom.Event) { e.resize(axis) })
	}
	dom.GetWindow().AddEventListener("pointerup", false, func(dom.Event) { e.endStroke() })
	// Before any control acts on the model, the editor catches up with
	// text typed into the box that the checker has not read yet: a tool
	// used within moments of typing must not work on the puzzle before
	// the typing, and so write the typing away.
	for _, event := range []string{"pointerdown", "keydown", "focusin"} {
		dom.GetWindow().AddEventListener(event, true, func(ev dom.Event) {
			if !ev.Underlying().Get("target").Equal(e.p.puzzle.Underlying()) {
				e.catchUp()
			}
		})
	}
	dom.GetWindow().AddEventListener("keydown", false, func(ev dom.Event) {
		k := ev.(*dom.KeyboardEvent)
		if tag := html(k.Target()).TagName(); tag == "TEXTAREA" || tag == "INPUT" || tag == "SELECT" {
			return
		}
		ctrl := k.CtrlKey() || k.MetaKey()
		switch {
		case ctrl && k.Key() == "z" && !k.ShiftKey():
			e.undoEdit()
		case ctrl && (k.Key() == "y" || k.Key() == "Z" || k.Key() == "z" && k.ShiftKey()):
			e.redoEdit()
		case !ctrl && k.Key() == "]":
			e.setLayer(e.layer + 1)
		case !ctrl && k.Key() == "[":
			e.setLayer(e.layer - 1)
		case !ctrl && k.Key() == "?":
			help.Call("showModal")
		case !ctrl && !k.AltKey() && html(k.Target()).TagName() != "CANVAS" && e.shapeKey(k):
		default:
			return
		}
		k.PreventDefault()
	})
}

// catchUp reads the box at once if it holds text the editor has not
// seen.
func (e *editor) catchUp() {
	if e.p.puzzle.Value() != e.text {
		e.p.checker.Stop()
		e.p.save()
		e.p.checkPuzzle()
	}
}

// typed records a burst of typing in the box as one step to undo.
func (e *editor) typed() {
	if !e.typing {
		e.typing = true
		e.remember(e.text)
	}
}

// load shows the puzzle the box now holds; a burst of typing ends here.
func (e *editor) load(p *solver.Puzzle) {
	e.typing = false
	e.text = e.p.puzzle.Value()
	e.model = p
	if p == nil {
		return
	}
	if e.selected >= len(p.Pieces) {
		e.selected = len(p.Pieces) - 1
	}
	if e.refit {
		e.refit = false
		e.fitTo()
	} else {
		e.fitGrid()
	}
	e.render()
}

// fitTo sizes the grid to the item being drawn: a box target's box, else
// the item's extent with a cell to spare on every axis (3x3x2 for an
// empty piece), so that a flat board is drawn flat and a small piece on
// a small grid.
func (e *editor) fitTo() {
	var cells []solver.Cell
	if e.selected >= 0 {
		cells = e.model.Pieces[e.selected].Cells
	} else if b := e.model.Target.Box; b != nil && !e.model.Target.BoxTooLarge() {
		e.size = *b
		e.layer = max(0, min(e.layer, e.size[e.axes()[2]]-1))
		return
	} else {
		cells = append(slices.Clone(e.model.Target.Cells), e.model.Target.Optional...)
	}
	e.size = [3]int{3, 3, 2}
	if len(cells) > 0 {
		_, hi := solver.Bounds(cells)
		for i := range 3 {
			e.size[i] = max(1, min(hi[i]+2, solver.MaxCoord+1))
		}
	}
	e.layer = max(0, min(e.layer, e.size[e.axes()[2]]-1))
}

// fitGrid grows the grid to hold the target and the selected piece.
func (e *editor) fitGrid() {
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
				e.size[i] = max(e.size[i], c[i]+1)
			}
		}
	}
	e.layer = max(0, min(e.layer, e.size[e.axes()[2]]-1))
}

// axes gives the plane's axes: columns, rows, and depth (the layers).
func (e *editor) axes() [3]int {
	return [3][3]int{{0, 1, 2}, {0, 2, 1}, {1, 2, 0}}[e.plane]
}

// cellAt is the cell at a column and row of the grid on the shown layer.
// In the upright planes, rows go down from the top layer of z.
func (e *editor) cellAt(col, row int) solver.Cell {
	a := e.axes()
	var c solver.Cell
	c[a[0]], c[a[2]] = col, e.layer
	if e.plane == 0 {
		c[a[1]] = row
	} else {
		c[a[1]] = e.size[a[1]] - 1 - row
	}
	return c
}

// edit applies a change to the model and writes it to the box, as one
// step to undo.
func (e *editor) edit(change func(m *solver.Puzzle)) {
	if e.model == nil || e.p.readOnly {
		return
	}
	e.remember(e.p.puzzle.Value())
	e.fieldError("") // a refusal of an earlier change is old news
	change(e.model)
	tidyPaint(e.model)
	e.write()
}

func (e *editor) remember(state string) {
	e.undo = append(e.undo, state)
	if len(e.undo) > 500 {
		e.undo = e.undo[1:]
	}
	e.redo = nil
}

// write puts the model into the box and refreshes everything.
func (e *editor) write() {
	e.p.puzzle.SetValue(string(solver.FormatJSON(e.model)))
	e.p.example.SetValue("")
	e.p.save()
	e.p.checkPuzzle()
}

// forget drops the undo history, when another puzzle is opened: undoing
// must not bring one puzzle's state into another.
func (e *editor) forget() { e.undo, e.redo, e.refit = nil, nil, true }

func (e *editor) undoEdit() { e.step(&e.undo, &e.redo) }
func (e *editor) redoEdit() { e.step(&e.redo, &e.undo) }

// step moves the box's text from one history to the other.
func (e *editor) step(from, to *[]string) {
	if len(*from) == 0 || e.p.readOnly {
		return
	}
	last := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, e.p.puzzle.Value())
	e.fieldError("")
	e.p.puzzle.SetValue(last)
	e.p.save()
	e.p.checkPuzzle()
}

func (e *editor) newPuzzle() {
	e.model = &solver.Puzzle{Name: "My puzzle", Target: solver.Target{Box: &[3]int{3, 3, 3}}}
	e.selected, e.layer, e.size = -1, 0, [3]int{3, 3, 3}
	e.p.leave()
	e.p.setReadOnly(false)
	e.p.puzzle.SetValue(string(solver.FormatJSON(e.model)))
	e.p.example.SetValue("")
	e.p.opened()
	e.p.checkPuzzle()
}

func (e *editor) resize(axis int) {
	id := []string{"grid-x", "grid-y", "grid-z"}[axis]
	value := e.p.doc.GetElementByID(id).(*dom.HTMLInputElement).Value()
	n, err := strconv.Atoi(value)
	ok := err == nil && n >= 1 && n <= solver.MaxCoord+1
	if ok {
		e.fieldError("")
	} else {
		e.fieldError(fmt.Sprintf("The grid is 1 to %d cells along each side; %q is not, so the %c side stays %d.",
			solver.MaxCoord+1, value, "xyz"[axis], e.size[axis]))
	}
	if ok {
		e.size[axis] = n
		e.layer = min(e.layer, e.size[e.axes()[2]]-1)
		if e.selected < 0 && e.model != nil && e.model.Target.Box != nil {
			// The grid of a box target is its box.
			e.edit(func(m *solver.Puzzle) {
				b := *m.Target.Box
				b[axis] = n
				m.Target.Box = &b
			})
			return
		}
	}
	e.render()
}

// fieldError says next to the grid why a value typed into a field was
// not taken; "" clears it.
func (e *editor) fieldError(text string) {
	e.p.byID("field-error").SetTextContent(text)
}

func (e *editor) setLayer(z int) {
	e.layer = max(0, min(z, e.size[e.axes()[2]]-1))
	e.render()
}
