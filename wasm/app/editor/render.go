//go:build js && wasm

package editor

import (
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/view"
)

// How the editor shows what is drawn: the piece list and fields, the
// layer grid, and the small 3D view of the piece or target.

// render redraws the piece list, the fields and the grid.
func (e *Editor) render() {
	doc := ui.Doc()
	m := e.model
	if m == nil {
		return
	}
	e.selected = min(e.selected, len(m.Pieces)-1)
	list := ui.ByID("piece-list")
	list.SetInnerHTML("")
	item := func(i int, label, color string) {
		li := ui.Create("li")
		b := ui.Create("button")
		if color != "" {
			sw := ui.Create("span")
			sw.Class().Add("swatch")
			sw.Style().SetProperty("background", color, "")
			b.AppendChild(sw)
		}
		b.AppendChild(doc.CreateTextNode(label)) // names are data: text, never markup
		b.SetAttribute("aria-pressed", strconv.FormatBool(i == e.selected))
		ui.Listen(b.Underlying(), "click", false, func(js.Value) {
			e.selected = i
			e.fitTo()
			e.render()
		})
		li.AppendChild(b)
		list.AppendChild(li)
	}
	item(-1, "Target", "")
	for i, pc := range m.Pieces {
		label := pc.Name
		if pc.Ranged() || pc.Copies() > 1 {
			label += " ×" + edit.CopiesText(pc)
		}
		item(i, label, solver.PieceColor(i, pc.Color))
	}
	name := doc.GetElementByID("piece-name").(*dom.HTMLInputElement)
	count := doc.GetElementByID("piece-count").(*dom.HTMLInputElement)
	colour := doc.GetElementByID("piece-color").(*dom.HTMLInputElement)
	ro := e.box.ReadOnly()
	colour.SetDisabled(e.selected < 0 || ro)
	// The target has a shape and no more: its fields are the puzzle's.
	ui.ShowIf(ui.ByID("piece-fields"), e.selected >= 0)
	ui.ShowIf(ui.ByID("target-fields"), e.selected < 0)
	if e.selected >= 0 {
		name.SetValue(m.Pieces[e.selected].Name)
		count.SetValue(edit.CopiesText(m.Pieces[e.selected]))
		count.SetDisabled(ro)
		colour.SetValue(fullHex(solver.PieceColor(e.selected, m.Pieces[e.selected].Color)))
		ui.ByID("grid-hint").SetTextContent(pieceHint(m.GridOf()))
	} else {
		doc.GetElementByID("puzzle-name-field").(*dom.HTMLInputElement).SetValue(m.Name)
		doc.GetElementByID("puzzle-grid").(*dom.HTMLSelectElement).SetValue(m.GridOf().Name())
		ui.ByID("grid-hint").SetTextContent("Target: a click fills a cell, a second marks it optional (it may stay empty), a third clears it.")
	}
	for i, id := range []string{"grid-x", "grid-y", "grid-z"} {
		doc.GetElementByID(id).(*dom.HTMLInputElement).SetValue(strconv.Itoa(e.grid.size[i]))
	}
	depth := e.grid.axes()[2]
	ui.ByID("layer-label").SetTextContent(fmt.Sprintf("Layer %d of %d (%c = %d)", e.grid.layer+1, e.grid.size[depth], "xyz"[depth], e.grid.layer))
	doc.GetElementByID("undo").(*dom.HTMLButtonElement).SetDisabled(!e.box.History.CanUndo() || ro)
	doc.GetElementByID("redo").(*dom.HTMLButtonElement).SetDisabled(!e.box.History.CanRedo() || ro)
	e.renderGrid()
	showSets(e.model)
	e.palette.render()
	e.shapes.fillCopyList()
	e.renderPreview()
}

// StartPreview starts the piece preview's 3D view. The page calls it once
// the puzzle is drawn: starting a WebGL context takes a good part of a
// first visit's time, and the main view's comes first.
// Later calls do nothing.
func (e *Editor) StartPreview() {
	if e.previewTried {
		return
	}
	e.previewTried = true
	canvas := ui.ByID("piece-view")
	v, err := view.New(canvas.Underlying(), ui.WantWebGL1())
	if err != nil {
		canvas.SetAttribute("hidden", "")
		return
	}
	e.preview = v
	v.OnClick = e.clickPreview
	e.renderPreview()
}

// renderPreview shows the drawn piece, or the target, in 3D, and says
// what it shows in its label.
func (e *Editor) renderPreview() {
	if e.preview == nil || e.model == nil {
		return
	}
	var cubes []view.Cube
	what := "The target in 3D, too large to draw"
	if e.selected >= 0 {
		pc := e.model.Pieces[e.selected]
		color := view.PieceColor(e.selected, pc.Color)
		for _, c := range pc.Cells {
			cubes = append(cubes, view.Cube{At: c, Color: color})
		}
		what = fmt.Sprintf("Piece %s in 3D, %s", pc.Name, e.model.GridOf().Amount(pc.Cells))
	} else if !e.model.Target.BoxTooLarge() {
		required, optional := e.model.Target.Split()
		for _, c := range required {
			cubes = append(cubes, view.Cube{At: c, Color: [3]float32{0.62, 0.66, 0.72}})
		}
		for _, c := range optional {
			cubes = append(cubes, view.Cube{At: c, Color: [3]float32{0.6, 0.9, 0.7}})
		}
		what = "The target in 3D, " + e.model.GridOf().Amount(required)
		if len(optional) > 0 {
			what += fmt.Sprintf(" and %d optional", len(optional))
		}
	}
	one, _ := e.model.GridOf().Words()
	ui.ByID("piece-view").SetAttribute("aria-label", what+": drag to turn it, click a "+one+" to add one beside it on that side, Shift+click a "+one+" to take it away")
	e.preview.SetGrid(e.model.GridOf())
	e.preview.SetCubes(cubes, true)
}

// renderGrid draws the layer shown as a grid of rows of cells. One cell
// at a time takes the keyboard's focus (gridkeys.go); the grid keeps it
// on the cell at the cursor when it is drawn again.
func (e *Editor) renderGrid() {
	grid := ui.ByID("grid")
	focused := grid.Underlying().Call("contains", ui.Doc().Underlying().Get("activeElement")).Bool()
	grid.SetInnerHTML("")
	a := e.grid.axes()
	depth := a[2]
	item := "the target"
	color := "#2b6cb0"
	if e.selected >= 0 {
		item = "piece " + e.model.Pieces[e.selected].Name
		color = solver.PieceColor(e.selected, e.model.Pieces[e.selected].Color)
	}
	grid.SetAttribute("aria-label", fmt.Sprintf("Layer %d of %d (%c = %d) of %s: arrow keys move, Space fills or clears",
		e.grid.layer+1, e.grid.size[depth], "xyz"[depth], e.grid.layer, item))
	cols, rows := e.grid.size[a[0]], e.grid.size[a[1]]
	// On the other grids the layer is drawn in the grid's own shapes, and
	// places that are not cells are left blank.
	g := e.model.GridOf()
	grid.SetAttribute("data-look", g.Look())
	e.grid.cursor = [2]int{min(e.grid.cursor[0], cols-1), min(e.grid.cursor[1], rows-1)}
	// The cursor, which Tab reaches, rests on a cell: on the other grids
	// the first of the layer where it lies on a blank.
	for i := 0; i < cols*rows && !g.Valid(e.grid.cellAt(e.grid.cursor[0], e.grid.cursor[1])); i++ {
		e.grid.cursor = [2]int{i % cols, i / cols}
	}
	var current ui.Element
	for row := range rows {
		line := ui.Create("div")
		line.SetAttribute("role", "row")
		for col := range cols {
			c := e.grid.cellAt(col, row)
			x, y := c[a[0]], c[a[1]]
			cell := ui.Create("div")
			if !g.Valid(c) {
				cell.Class().Add("void")
				cell.SetAttribute("aria-hidden", "true")
				line.AppendChild(cell)
				continue
			}
			if g.Look() == "triangle" && e.grid.plane == 0 {
				// Rows run down the screen as y grows: a triangle that
				// points up along y points down there.
				cell.Class().Add(map[bool]string{true: "apex-down", false: "apex-up"}[g.PointsUp(c)])
			}
			cell.SetAttribute("role", "gridcell")
			cell.SetAttribute("data-cell", fmt.Sprintf("%d,%d,%d", c[0], c[1], c[2]))
			cell.SetAttribute("tabindex", "-1")
			if col == e.grid.cursor[0] && row == e.grid.cursor[1] {
				cell.SetAttribute("tabindex", "0")
				current = cell
			}
			paint := e.palette.colorAt(c)
			if paint != "" {
				if k := e.model.ColorIndex(paint); k > 0 {
					cell.Class().Add("painted")
					cell.Style().SetProperty("--paint", e.model.Colors[k-1].RGB, "")
					cell.SetAttribute("title", paint)
				}
			}
			state := "empty"
			switch e.state(c) {
			case cellFilled:
				cell.Class().Add("on")
				cell.Style().SetProperty("--cell", color, "")
				state = "filled"
			case cellOptional:
				cell.Class().Add("optional")
				state = "optional"
			}
			if paint != "" {
				state += ", " + paint
			}
			cell.SetAttribute("aria-label", fmt.Sprintf("%d, %d: %s", x, y, state))
			ui.Listen(cell.Underlying(), "pointerdown", false, func(ev js.Value) {
				ev.Call("preventDefault")
				// A touch holds on to the cell it began on; let go, so the
				// cells the finger crosses see it and a stroke can paint.
				target, id := ev.Get("target"), ev.Get("pointerId")
				if target.Call("hasPointerCapture", id).Bool() {
					target.Call("releasePointerCapture", id)
				}
				e.grid.cursor = [2]int{col, row}
				e.stroke.column = ev.Get("shiftKey").Bool()
				e.stroke.press(c)
			})
			ui.Listen(cell.Underlying(), "pointerenter", false, func(js.Value) { e.stroke.over(c) })
			line.AppendChild(cell)
		}
		grid.AppendChild(line)
	}
	if focused && current != nil {
		current.Underlying().Call("focus")
	}
}

// fullHex writes "#rgb" as "#rrggbb", the form a colour input takes.
func fullHex(c string) string {
	if len(c) == 4 {
		return string([]byte{'#', c[1], c[1], c[2], c[2], c[3], c[3]})
	}
	return c
}

// pieceHint says how to draw a piece: with a mouse, Shift fills through
// every layer; a touch screen has no Shift, so its hint leaves it out.
func pieceHint(g *solver.Grid) string {
	one, _ := g.Words()
	if mq := js.Global().Call("matchMedia", "(pointer: coarse)"); mq.Truthy() && mq.Get("matches").Bool() {
		return "Tap or drag across cells to fill or clear them. ▲ and ▼ beside the layer's number change the layer; a tap on a " + one + " in the 3D view adds one beside it on that side."
	}
	return "Click or drag across cells to fill or clear them; with Shift, through every layer. ▲ and ▼ beside the layer's number change the layer; a click on a " + one + " in the 3D view adds one beside it on that side."
}
