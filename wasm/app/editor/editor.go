//go:build js && wasm

package editor

import (
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/view"
)

// Editor draws a puzzle layer by layer. It edits the same puzzle the box
// holds: every edit rewrites the box, and a change to the box redraws the
// editor.
type Editor struct {
	box      *state.Box
	model    *solver.Puzzle // the puzzle being drawn, or nil while the box does not parse
	selected int            // the piece being drawn; -1 for the target
	grid     grid
	preview  *view.Viewer // the drawn piece in 3D, if WebGL works
	// previewTried is set once StartPreview has run.
	previewTried bool
	refit        bool // another puzzle was opened: size the grid to it

	stroke  stroke
	palette palette
	pieces  pieceList
	shapes  shapeTools
}

// New starts the editor on the page, drawing the puzzle in box.
func New(box *state.Box) *Editor {
	e := &Editor{box: box, grid: grid{size: [3]int{4, 4, 3}}, refit: true}
	e.stroke.e, e.palette.e, e.pieces.e, e.shapes.e = e, e, e, e
	e.palette.brush = brushDraw
	box.OnMode(e.setMode)
	help := ui.ByID("help").Underlying()
	ui.OnClick("help-button", func() { help.Call("showModal") })
	ui.OnClick("new-puzzle", e.newPuzzle)
	ui.OnClick("undo", e.undo)
	ui.OnClick("redo", e.redo)
	ui.OnClick("layer-up", func() { e.setLayer(e.grid.layer + 1) })
	ui.OnClick("layer-down", func() { e.setLayer(e.grid.layer - 1) })
	e.pieces.wire()
	e.shapes.wire()
	e.palette.wire()
	wireGridPick(e)
	e.stroke.wireKeys()
	plane := ui.Doc().GetElementByID("plane").(*dom.HTMLSelectElement)
	ui.Listen(plane.Underlying(), "change", false, func(js.Value) {
		e.grid.plane, _ = strconv.Atoi(plane.Value())
		e.grid.layer = 0
		e.render()
	})
	for axis, id := range []string{"grid-x", "grid-y", "grid-z"} {
		ui.Listen(ui.ByID(id).Underlying(), "change", false, func(js.Value) { e.resize(axis) })
	}
	ui.Listen(js.Global(), "pointerup", false, func(js.Value) { e.stroke.end() })
	ui.Listen(js.Global(), "keydown", false, func(ev js.Value) {
		tag := ev.Get("target").Get("tagName").String()
		if tag == "TEXTAREA" || tag == "INPUT" || tag == "SELECT" {
			return
		}
		k := keyOf(ev)
		switch {
		case k.ctrl && k.name == "z" && !k.shift:
			e.undo()
		case k.ctrl && (k.name == "y" || k.name == "Z" || k.name == "z" && k.shift):
			e.redo()
		case !k.ctrl && k.name == "]":
			e.setLayer(e.grid.layer + 1)
		case !k.ctrl && k.name == "[":
			e.setLayer(e.grid.layer - 1)
		case !k.ctrl && k.name == "?":
			help.Call("showModal")
		case !k.ctrl && !k.alt && tag != "CANVAS" && e.shapes.key(k):
		default:
			return
		}
		ev.Call("preventDefault")
	})
	return e
}

// Load draws the puzzle the box now holds, with its checks, and says
// whether it is ready to solve, and if not, why.
func (e *Editor) Load(c state.Change) (ready bool, why string) {
	if c.Fresh {
		e.refit = true
		e.fieldError("") // a refusal in another puzzle is old news
	}
	e.model = c.Puzzle
	if c.Puzzle != nil {
		e.selected = min(e.selected, len(c.Puzzle.Pieces)-1)
		if e.refit {
			e.refit = false
			e.fitTo()
		} else {
			e.fitGrid()
		}
		e.render()
	}
	return e.showChecks(c)
}

// editable reports whether there is a puzzle to edit: one that parses,
// not shown read-only.
func (e *Editor) editable() bool { return e.model != nil && !e.box.ReadOnly() }

// apply writes the puzzle an edit gave to the box, as one step to undo,
// or says beside the grid why the edit could not be done; it reports
// whether the edit was made.
func (e *Editor) apply(q *solver.Puzzle, err error) bool {
	if !e.editable() {
		return false
	}
	if err != nil {
		e.fieldError(err.Error())
		return false
	}
	before := e.box.Text()
	e.fieldError("") // a refusal of an earlier change is old news
	e.model = q
	e.box.Edit(before, string(solver.FormatJSON(q)))
	return true
}

func (e *Editor) undo() {
	if e.box.Undo() {
		e.fieldError("")
	}
}

func (e *Editor) redo() {
	if e.box.Redo() {
		e.fieldError("")
	}
}

// newPuzzle opens an empty puzzle on the grid chosen beside New puzzle.
func (e *Editor) newPuzzle() {
	g, err := solver.GridByName(ui.Doc().GetElementByID("new-grid").(*dom.HTMLSelectElement).Value())
	if err != nil {
		g = solver.DefaultGrid()
	}
	e.model = edit.NewPuzzle(g)
	n := g.StartSize()
	e.grid.size = [3]int{n, n, n}
	e.grid.clamp()
	e.selected, e.grid.layer = -1, 0
	e.box.Open(string(solver.FormatJSON(e.model)), "")
}

func (e *Editor) resize(axis int) {
	id := []string{"grid-x", "grid-y", "grid-z"}[axis]
	value := ui.Doc().GetElementByID(id).(*dom.HTMLInputElement).Value()
	n, err := strconv.Atoi(value)
	ok := err == nil && n >= 1 && n <= solver.MaxCoord+1
	if ok {
		e.fieldError("")
	} else {
		e.fieldError(fmt.Sprintf("The grid is 1 to %d cells along each side; %q is not, so the %c side stays %d.",
			solver.MaxCoord+1, value, "xyz"[axis], e.grid.size[axis]))
	}
	if ok {
		e.grid.size[axis] = n
		e.grid.clamp()
		if e.selected < 0 && e.model != nil && e.model.Target.Box != nil {
			// The grid of a box target is its box.
			e.apply(edit.ResizeBox(e.model, axis, n))
			return
		}
	}
	e.render()
}

// fieldError says next to the grid why a value typed into a field was
// not taken; "" clears it.
func (e *Editor) fieldError(text string) {
	ui.ByID("field-error").SetTextContent(text)
}

func (e *Editor) setLayer(z int) {
	e.grid.layer = z
	e.grid.clamp()
	e.render()
}

// editControls are what changes a puzzle; a shared puzzle or a variant,
// shown read-only, turns them off.
var editControls = []string{
	"undo", "redo", "add-piece", "dup-piece", "del-piece", "up-piece", "down-piece",
	"piece-name", "piece-count", "piece-color", "puzzle-name-field", "puzzle-grid", "grid-x", "grid-y", "grid-z",
	"turn-X", "turn-Y", "turn-Z", "mirror-X", "mirror-Y", "mirror-Z",
	"shift-X-minus", "shift-X-plus", "shift-Y-minus", "shift-Y-plus", "shift-Z-minus", "shift-Z-plus",
	"trim", "fill-inside", "hollow", "scale-2", "scale-3", "copy-from", "add-set",
}

// setMode turns the controls off for a puzzle shown read-only, or on.
func (e *Editor) setMode(m state.Mode) {
	on := m != state.Editing
	for _, id := range editControls {
		el := ui.ByID(id)
		if on {
			el.SetAttribute("disabled", "")
		} else {
			el.RemoveAttribute("disabled")
		}
	}
	if !on && e.model != nil {
		e.render() // sets undo, redo and count as they should be
	}
}

// key is a key pressed, as a keydown event tells it; ctrl is Ctrl or Cmd.
type key struct {
	name             string
	ctrl, shift, alt bool
}

// keyOf reads a keydown event.
func keyOf(ev js.Value) key {
	return key{
		name:  ev.Get("key").String(),
		ctrl:  ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool(),
		shift: ev.Get("shiftKey").Bool(),
		alt:   ev.Get("altKey").Bool(),
	}
}
