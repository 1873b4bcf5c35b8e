//go:build js && wasm

package editor

import (
	"fmt"
	"slices"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
)

// The shape tools: one click turns, mirrors, shifts, trims, fills, hollows
// or scales the piece or target being drawn, or copies another piece's
// shape into it. Each is one step to undo.

// shapeTools are the tools that change the shape of what is drawn.
type shapeTools struct {
	e *Editor
}

// axisNames name the axes on buttons and in messages.
var axisNames = [3]string{"X", "Y", "Z"}

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
		switch data.Get("tool").String() {
		case "turn":
			s.turn(axis)
		case "mirror":
			s.mirror(axis)
		case "shift":
			s.shift(axis, by)
		case "trim":
			s.trim()
		case "scale", "fill-inside", "hollow":
			if g := s.e.model.GridOf(); !g.IsCubes() {
				s.e.fieldError(b.Get("textContent").String() + ": this tool works on the cube grid; this puzzle is on the " + g.Name() + " grid")
				return
			}
			switch data.Get("tool").String() {
			case "scale":
				s.scale(by)
			case "fill-inside":
				s.fillInside()
			default:
				s.hollow()
			}
		}
	})
	copyFrom := ui.Doc().GetElementByID("copy-from").(*dom.HTMLSelectElement)
	ui.Listen(copyFrom.Underlying(), "change", false, func(js.Value) {
		if i, err := strconv.Atoi(copyFrom.Value()); err == nil {
			s.copyShape(i)
		}
		copyFrom.SetValue("")
	})
}

// item returns the cells of what is being drawn: a piece's cells, or a
// target's required and optional cells.
func (e *Editor) item() [][]solver.Cell {
	if e.selected >= 0 {
		return [][]solver.Cell{e.model.Pieces[e.selected].Cells}
	}
	required, optional := e.model.Target.Split()
	return [][]solver.Cell{required, optional}
}

// setItem puts cells back into what is being drawn. A target that fills a
// box from the origin, with no optional cells, is kept as a box.
func (e *Editor) setItem(m *solver.Puzzle, lists [][]solver.Cell) {
	if e.selected >= 0 {
		m.Pieces[e.selected].Cells = lists[0]
		return
	}
	paint := m.Target.Paint
	if box, ok := boxOf(lists[0]); ok && len(lists[1]) == 0 && m.GridOf().IsCubes() {
		m.Target = solver.Target{Box: &box, Paint: paint}
		return
	}
	m.Target = solver.Target{Cells: lists[0], Optional: lists[1], Paint: paint}
}

// boxOf tells whether cells fill a box whose lowest corner is the origin,
// and its size.
func boxOf(cells []solver.Cell) ([3]int, bool) {
	lo, hi := solver.Bounds(cells)
	size := [3]int{hi[0] + 1, hi[1] + 1, hi[2] + 1}
	return size, len(cells) > 0 && lo == solver.Cell{} && len(cells) == size[0]*size[1]*size[2]
}

// all is every cell of an item, for the tools that move all of it alike.
func all(lists [][]solver.Cell) []solver.Cell {
	return slices.Concat(lists...)
}

// usable reports whether a tool can work on what is drawn, and says why
// not where it cannot.
func (s *shapeTools) usable(tool string) bool {
	e := s.e
	if e.model == nil || e.box.ReadOnly() {
		return false
	}
	if e.selected < 0 && e.model.Target.BoxTooLarge() {
		e.fieldError(tool + ": the target's box is too large to draw")
		return false
	}
	if len(all(e.item())) == 0 {
		e.fieldError(tool + ": draw some cubes first")
		return false
	}
	e.fieldError("")
	return true
}

// move applies a map of cells to what is drawn, as one step to undo; a
// map that takes a cell out of the grid changes nothing and says so.
func (s *shapeTools) move(tool string, move func(solver.Cell) solver.Cell) {
	e := s.e
	if !s.usable(tool) {
		return
	}
	item := e.item()
	lists, err := solver.Reshape(move, append(item, e.palette.lists()...)...)
	if err != nil {
		e.fieldError(tool + ": " + err.Error())
		return
	}
	e.edit(func(m *solver.Puzzle) {
		e.setItem(m, lists[:len(item)])
		e.palette.setLists(m, lists[len(item):])
	})
}

func (s *shapeTools) turn(axis int) {
	tool := "Turn about " + axisNames[axis]
	if g := s.e.model.GridOf(); !g.IsCubes() {
		s.byGrid(tool, axis, false)
		return
	}
	s.move(tool, solver.Turning(all(s.e.item()), axis))
}

func (s *shapeTools) mirror(axis int) {
	tool := "Mirror along " + axisNames[axis]
	if g := s.e.model.GridOf(); !g.IsCubes() {
		s.byGrid(tool, axis, true)
		return
	}
	s.move(tool, solver.Mirroring(all(s.e.item()), axis))
}

// shift moves what is drawn by steps along an axis: on the other grids,
// by whole periods, the least moves that keep cells on the grid.
func (s *shapeTools) shift(axis, by int) {
	s.move(fmt.Sprintf("Shift along %s", axisNames[axis]), solver.Shifting(axis, by*s.e.model.GridOf().Period()))
}

// trim moves the shape to the grid's corner and shrinks the grid to it.
func (s *shapeTools) trim() {
	e := s.e
	if !s.usable("Trim") {
		return
	}
	trim := solver.Trimming(all(e.item()))
	if g := e.model.GridOf(); !g.IsCubes() {
		by := g.Shift(all(e.item()))
		trim = func(c solver.Cell) solver.Cell { return c.Sub(by) }
	}
	s.move("Trim", trim)
	_, hi := solver.Bounds(all(e.item()))
	e.grid.size = [3]int{hi[0] + 1, hi[1] + 1, hi[2] + 1}
	e.grid.clamp()
	e.render()
}

// fillInside fills the cells the shape shuts in; in a target they become
// required cells.
func (s *shapeTools) fillInside() {
	e := s.e
	if !s.usable("Fill inside") {
		return
	}
	lists := e.item()
	inside := solver.Enclosed(all(lists))
	if len(inside) == 0 {
		e.fieldError("Fill inside: the shape shuts in no empty cells")
		return
	}
	lists[0] = append(slices.Clone(lists[0]), inside...)
	solver.SortCells(lists[0])
	e.edit(func(m *solver.Puzzle) { e.setItem(m, lists) })
}

// hollow makes the target's inner cells, those with all six neighbours in
// the target, optional.
func (s *shapeTools) hollow() {
	e := s.e
	if e.selected >= 0 {
		e.fieldError("Hollow: pick the target first; a piece has no optional cells")
		return
	}
	if !s.usable("Hollow") {
		return
	}
	lists := e.item()
	inner := solver.Inner(all(lists))
	lists[0] = slices.DeleteFunc(slices.Clone(lists[0]), func(c solver.Cell) bool { return slices.Contains(inner, c) })
	lists[1] = append(slices.Clone(lists[1]), inner...)
	solver.SortCells(lists[1])
	if len(inner) == 0 || len(lists[0]) == 0 {
		e.fieldError("Hollow: the target has no inner cells to make optional")
		return
	}
	e.edit(func(m *solver.Puzzle) { e.setItem(m, lists) })
}

// scale makes each cube of the shape a block of k×k×k.
func (s *shapeTools) scale(k int) {
	e := s.e
	tool := fmt.Sprintf("Scale ×%d", k)
	if !s.usable(tool) {
		return
	}
	lists := e.item()
	limit := solver.MaxTargetCells
	if e.selected >= 0 {
		limit = solver.MaxPieceCells
	}
	if n := len(all(lists)) * k * k * k; n > limit {
		e.fieldError(fmt.Sprintf("%s: %d cells would be more than the %d allowed", tool, n, limit))
		return
	}
	corner, _ := solver.Bounds(all(lists))
	for i := range lists {
		lists[i] = solver.Scaled(lists[i], corner, k)
	}
	if _, hi := solver.Bounds(all(lists)); max(hi[0], hi[1], hi[2]) > solver.MaxCoord {
		e.fieldError(fmt.Sprintf("%s: the shape would reach past coordinate %d", tool, solver.MaxCoord))
		return
	}
	paint := e.palette.lists()
	for i := range paint {
		paint[i] = solver.Scaled(paint[i], corner, k)
	}
	e.edit(func(m *solver.Puzzle) {
		e.setItem(m, lists)
		e.palette.setLists(m, paint)
	})
}

// copyShape gives what is drawn the shape of piece i: a target made from
// a piece, or a piece drawn like another.
func (s *shapeTools) copyShape(i int) {
	e := s.e
	if e.model == nil || e.box.ReadOnly() || i < 0 || i >= len(e.model.Pieces) || i == e.selected {
		return
	}
	cells := slices.Clone(e.model.Pieces[i].Cells)
	e.fieldError("")
	e.edit(func(m *solver.Puzzle) { e.setItem(m, [][]solver.Cell{cells, nil}) })
}

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
