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

// The shape tools: one click turns, mirrors, shifts, trims, fills, hollows
// or scales the piece or target being drawn, or copies another piece's
// shape into it (solver/edit does each). Each is one step to undo.

// shapeTools are the tools that change the shape of what is drawn.
type shapeTools struct {
	e *Editor
}

// axisNames name the axes on buttons and in messages.
var axisNames = edit.AxisNames

// wire listens to the tools' buttons, which say in their data
// attributes what they do: data-tool, with data-axis (0 to 2) and data-by
// (a step or a factor) where it takes them.
func (s *shapeTools) wire() {
	ui.Listen(ui.ByID("shape-tools").Underlying(), "click", false, func(ev js.Value) {
		b := ev.Get("target").Call("closest", "button[data-tool]")
		if b.IsNull() {
			return
		}
		data := b.Get("dataset")
		axis, _ := strconv.Atoi(data.Get("axis").String())
		by, _ := strconv.Atoi(data.Get("by").String())
		s.use(data.Get("tool").String(), axis, by)
	})
	copyFrom := ui.Doc().GetElementByID("copy-from").(*dom.HTMLSelectElement)
	ui.Listen(copyFrom.Underlying(), "change", false, func(js.Value) {
		if i, err := strconv.Atoi(copyFrom.Value()); err == nil && s.e.editable() {
			s.e.apply(edit.CopyShape(s.e.model, s.e.item(), i))
		}
		copyFrom.SetValue("")
	})
}

// use applies a tool, by its data-tool name, to what is drawn.
func (s *shapeTools) use(tool string, axis, by int) {
	e := s.e
	if !e.editable() {
		return
	}
	m, it := e.model, e.item()
	switch tool {
	case "turn":
		e.apply(edit.Turn(m, it, axis))
	case "mirror":
		e.apply(edit.Mirror(m, it, axis))
	case "shift":
		e.apply(edit.Shift(m, it, axis, by))
	case "trim":
		if e.apply(edit.Trim(m, it)) {
			// The grid shrinks to the shape.
			_, hi := solver.Bounds(edit.All(e.model, it))
			e.grid.size = [3]int{hi[0] + 1, hi[1] + 1, hi[2] + 1}
			e.grid.clamp()
			e.render()
		}
	case "scale":
		e.apply(edit.Scale(m, it, by))
	case "fill-inside":
		e.apply(edit.FillInside(m, it))
	case "hollow":
		e.apply(edit.Hollow(m, it))
	}
}

// item is what is being drawn.
func (e *Editor) item() edit.Item { return edit.Item(e.selected) }

// fillCopyList lists the pieces whose shape can be copied into what is
// drawn.
func (s *shapeTools) fillCopyList() {
	e := s.e
	sel := ui.ByID("copy-from")
	sel.Underlying().Set("length", 1) // the first option, "a piece's shape…", stays
	for i, pc := range e.model.Pieces {
		if i != e.selected && len(pc.Cells) > 0 {
			ui.AddOption(sel, strconv.Itoa(i), pc.Name)
		}
	}
}
