//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// How the editor shows what is drawn: the piece list and fields, the
// layer grid, and the small 3D view of the piece or target.

// render redraws the piece list, the fields and the grid.
func (e *editor) render() {
	doc := e.p.doc
	m := e.model
	if m == nil {
		return
	}
	e.selected = min(e.selected, len(m.Pieces)-1)
	list := e.p.byID("piece-list")
	list.SetInnerHTML("")
	item := func(i int, label, color string) {
		li := e.p.create("li")
		b := e.p.create("button")
		if color != "" {
			sw := e.p.create("span")
			sw.Class().Add("swatch")
			sw.Style().SetProperty("background", color, "")
			b.AppendChild(sw)
		}
		b.AppendChild(doc.CreateTextNode(label)) // names are data: text, never markup
		b.SetAttribute("aria-pressed", strconv.FormatBool(i == e.selected))
		b.AddEventListener("click", false, func(dom.Event) {
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
			label += " ×" + copiesText(pc)
		}
		item(i, label, solver.PieceColor(i, pc.Color))
	}
	name := doc.GetElementByID("piece-name").(*dom.HTMLInputElement)
	count := doc.GetElementByID("piece-count").(*dom.HTMLInputElement)
	colour := doc.GetElementByID("piece-color").(*dom.HTMLInputElement)
	ro := e.p.readOnly
	colour.SetDisabled(e.selected < 0 || ro)
	// The target has a shape and no more: its fields are the puzzle's.
	showIf(e.p.byID("piece-fields"), e.selected >= 0)
	showIf(e.p.byID("target-fields"), e.selected < 0)
	if e.selected >= 0 {
		name.SetValue(m.Pieces[e.selected].Name)
		count.SetValue(copiesText(m.Pieces[e.selected]))
		count.SetDisabled(ro)
		colour.SetValue(fullHex(solver.PieceColor(e.selected, m.Pieces[e.selected].Color)))
		e.p.byID("grid-hint").SetTextContent(pieceHint())
	} else {
		doc.GetElementByID("puzzle-name-field").(*dom.HTMLInputElement).SetValue(m.Name)
		e.p.byID("grid-hint").SetTextContent("Target: a click fills a cell, a second marks it optional (it may stay empty), a third clears it.")
	}
	for i, id := range []string{"grid-x", "grid-y", "grid-z"} {
		doc.GetElementByID(id).(*dom.HTMLInputElement).SetValue(strconv.Itoa(e.size[i]))
	}
	depth := e.axes()[2]
	e.p.byID("layer-label").SetTextContent(fmt.Sprintf("Layer %d of %d (%c = %d)", e.layer+1, e.size[depth], "xyz"[depth], e.layer))
	doc.GetElementByID("undo").(*dom.HTMLButtonElement).SetDisabled(len(e.undo) == 0 || ro)
	doc.GetElementByID("redo").(*dom.HTMLButtonElement).SetDisabled(len(e.redo) == 0 || ro)
	e.renderGrid()
	e.renderPalette()
	e.fillCopyList()
	e.renderPreview()
}

// startPreview starts the piece preview's 3D view. The page calls it once
// the puzzle is drawn: starting a WebGL context takes a good part of a
// first visit's time, and the main view's comes first.
// Later calls do nothing.
func (e *editor) startPreview() {
	if e.previewTried {
		return
	}
	e.previewTried = true
	canvas := e.p.byID("piece-view")
	v, err := view.New(canvas.Underlying(), wantWebGL1())
	if err != nil {
		canvas.SetAttribute("hidden", "")
		return
	}
	e.preview = v
	v.OnClick = e.clickPreview
	e.renderPreview()
}

// renderPreview shows the drawn piece, or the target, in 3D.
func (e *editor) renderPreview() {
	if e.preview == nil {
		return
	}
	var cubes []view.Cube
	if e.selected >= 0 {
		color := view.PieceColor(e.selected, e.model.Pieces[e.selected].Color)
		for _, c := range e.model.Pieces[e.selected].Cells {
			cubes = append(cubes, view.Cube{At: c, Color: color})
		}
	} else if !e.model.Target.BoxTooLarge() {
		required, optional := e.model.Target.Split()
		for _, c := range required {
			cubes = append(cubes, view.Cube{At: c, Color: [3]float32{0.62, 0.66, 0.72}})
		}
		for _, c := range optional {
			cubes = append(cubes, view.Cube{At: c, Color: [3]float32{0.6, 0.9, 0.7}})
		}
	}
	e.preview.SetCubes(cubes, true)
}

func (e *editor) renderGrid() {
	grid := e.p.byID("grid")
	grid.SetInnerHTML("")
	a := e.axes()
	grid.Style().SetProperty("grid-template-columns", fmt.Sprintf("repeat(%d, auto)", e.size[a[0]]), "")
	color := "#2b6cb0"
	if e.selected >= 0 {
		color = solver.PieceColor(e.selected, e.model.Pieces[e.selected].Color)
	}
	for row := range e.size[a[1]] {
		for col := range e.size[a[0]] {
			c := e.cellAt(col, row)
			x, y := c[a[0]], c[a[1]]
			cell := e.p.create("div")
			cell.SetAttribute("role", "gridcell")
			cell.SetAttribute("data-cell", fmt.Sprintf("%d,%d,%d", c[0], c[1], c[2]))
			if name := e.colorAt(c); name != "" {
				if k := e.model.ColorIndex(name); k > 0 {
					cell.Class().Add("painted")
					cell.Style().SetProperty("--paint", e.model.Colors[k-1].RGB, "")
					cell.SetAttribute("title", name)
				}
			}
			switch e.state(c) {
			case cellFilled:
				cell.Class().Add("on")
				cell.Style().SetProperty("--cell", color, "")
				cell.SetAttribute("aria-label", fmt.Sprintf("%d, %d: filled", x, y))
			case cellOptional:
				cell.Class().Add("optional")
				cell.SetAttribute("aria-label", fmt.Sprintf("%d, %d: optional", x, y))
			default:
				cell.SetAttribute("aria-label", fmt.Sprintf("%d, %d: empty", x, y))
			}
			cell.AddEventListener("pointerdown", false, func(ev dom.Event) {
				preventDefault(ev)
				// A touch holds on to the cell it began on; let go, so the
				// cells the finger crosses see it and a stroke can paint.
				target, id := ev.Underlying().Get("target"), ev.Underlying().Get("pointerId")
				if target.Call("hasPointerCapture", id).Bool() {
					target.Call("releasePointerCapture", id)
				}
				e.column = ev.Underlying().Get("shiftKey").Bool()
				e.press(c)
			})
			cell.AddEventListener("pointerenter", false, func(dom.Event) { e.paint(c) })
			grid.AppendChild(cell)
		}
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
func pieceHint() string {
	if mq := js.Global().Call("matchMedia", "(pointer: coarse)"); mq.Truthy() && mq.Get("matches").Bool() {
		return "Tap or drag across cells to fill or clear them. ▲ and ▼ beside the layer's number change the layer; a tap on a face of the 3D view adds a cube there."
	}
	return "Click or drag across cells to fill or clear them; with Shift, through every layer. ▲ and ▼ beside the layer's number change the layer; the 3D view takes clicks on its faces too."
}
