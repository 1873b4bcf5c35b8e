//go:build js && wasm

package editor

import (
	"syscall/js"

	"github.com/cubist/cubist/wasm/app/ui"
)

// Drawing from the keyboard: Tab reaches the grid on the cell at its
// cursor; the arrow keys move the cursor to the next cell that way, Home
// and End to the row's first and last cells;
// Space or Enter fills or clears the cell, or paints it with the brush, as
// a click does, each one step to undo. [ and ] change the layer, and the
// focus stays on the grid.

// wireKeys listens to the keys pressed on the grid's cells: a stroke of
// one cell at a time.
func (s *stroke) wireKeys() {
	e := s.e
	ui.Listen(ui.ByID("grid").Underlying(), "keydown", false, func(ev js.Value) {
		k := keyOf(ev)
		if k.ctrl || k.alt || k.shift || e.model == nil {
			return // Shift and the arrows shift the shape (shapes.go)
		}
		a := e.grid.axes()
		cols, rows := e.grid.size[a[0]], e.grid.size[a[1]]
		col, row := e.grid.cursor[0], e.grid.cursor[1]
		// A move goes on past places that are not cells (the other
		// grids' blanks) to the next cell that way, if there is one.
		dc, dr := 0, 0
		switch k.name {
		case "ArrowLeft":
			dc = -1
		case "ArrowRight":
			dc = 1
		case "ArrowUp":
			dr = -1
		case "ArrowDown":
			dr = 1
		case "Home":
			col, dc = -1, 1
		case "End":
			col, dc = cols, -1
		case " ", "Enter":
			s.column = false
			s.press(e.grid.cellAt(col, row))
			s.end()
			ev.Call("preventDefault")
			return
		default:
			return
		}
		ev.Call("preventDefault")
		g := e.model.GridOf()
		for c, r := col+dc, row+dr; c >= 0 && r >= 0 && c < cols && r < rows; c, r = c+dc, r+dr {
			if g.Valid(e.grid.cellAt(c, r)) {
				e.grid.cursor = [2]int{c, r}
				break
			}
		}
		e.grid.focusCursor()
	})
	// Space's keypress still comes once its keydown has drawn the grid
	// again, on the new cell, and would scroll the page by a screen.
	ui.Listen(ui.ByID("grid").Underlying(), "keypress", false, func(ev js.Value) {
		if k := ev.Get("key").String(); k == " " || k == "Enter" {
			ev.Call("preventDefault")
		}
	})
}

// focusCursor moves the keyboard's focus to the cell at the cursor, the
// one cell Tab reaches.
func (g *grid) focusCursor() {
	rows := ui.ByID("grid").Underlying().Get("children")
	for r := range rows.Length() {
		cells := rows.Index(r).Get("children")
		for c := range cells.Length() {
			cell := cells.Index(c)
			if r == g.cursor[1] && c == g.cursor[0] {
				cell.Set("tabIndex", 0)
				cell.Call("focus")
			} else {
				cell.Set("tabIndex", -1)
			}
		}
	}
}

// key runs the shape tool a key asks for, and reports whether there
// was one: x, y and z turn; with Shift they mirror; Shift and the arrow
// keys shift in the layer's plane, Shift and Page Up or Down across it.
func (s *shapeTools) key(k key) bool {
	e := s.e
	a := e.grid.axes()
	up := 1 // the grid's rows run up the screen in the upright planes
	if e.grid.plane == 0 {
		up = -1
	}
	switch key := k.name; {
	case key == "x" || key == "y" || key == "z":
		s.use("turn", int(key[0]-'x'), 0)
	case key == "X" || key == "Y" || key == "Z":
		s.use("mirror", int(key[0]-'X'), 0)
	case k.shift && key == "ArrowLeft":
		s.use("shift", a[0], -1)
	case k.shift && key == "ArrowRight":
		s.use("shift", a[0], 1)
	case k.shift && key == "ArrowUp":
		s.use("shift", a[1], up)
	case k.shift && key == "ArrowDown":
		s.use("shift", a[1], -up)
	case k.shift && key == "PageUp":
		s.use("shift", a[2], 1)
	case k.shift && key == "PageDown":
		s.use("shift", a[2], -1)
	default:
		return false
	}
	return true
}
