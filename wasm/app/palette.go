//go:build js && wasm

package main

import (
	"fmt"
	"strconv"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
)

// renderPalette draws the colour panel: the brush's choices, the palette
// with a colour field, name and Remove for each colour, and the rules as
// a table of piece colours by target colours.
//
// The editor renders at every cell a stroke crosses; the panel is drawn
// again only when the palette, the rules, the brush or read-only change.
func (e *editor) renderPalette() {
	m := e.model
	ro := e.p.readOnly
	e.brush = min(e.brush, len(m.Colors))
	key := fmt.Sprint(m.Colors, m.Rules, e.brush, ro)
	if key == e.paletteShown {
		return
	}
	e.paletteShown = key
	brush := e.p.byID("brush")
	brush.SetInnerHTML("")
	option := func(value int, text string) {
		o := e.p.create("option")
		o.SetAttribute("value", strconv.Itoa(value))
		o.SetTextContent(text) // names are data: text, never markup
		brush.AppendChild(o)
	}
	option(brushDraw, "Draw cells")
	if len(m.Colors) > 0 {
		option(brushClear, "Take colour off")
	}
	for k, c := range m.Colors {
		option(k+1, "Paint "+c.Name)
	}
	brush.Underlying().Set("value", strconv.Itoa(e.brush))
	brush.Underlying().Set("disabled", ro)
	e.p.byID("add-color").Underlying().Set("disabled", ro)

	list := e.p.byID("color-list")
	list.SetInnerHTML("")
	for k, c := range m.Colors {
		li := e.p.create("li")
		rgb := e.p.create("input")
		rgb.SetAttribute("type", "color")
		rgb.SetAttribute("aria-label", "Colour of "+c.Name)
		rgb.Underlying().Set("value", fullHex(c.RGB))
		rgb.AddEventListener("change", false, func(dom.Event) {
			v := rgb.Underlying().Get("value").String()
			e.edit(func(m *solver.Puzzle) { m.Colors[k].RGB = v })
		})
		name := e.p.create("input")
		name.SetAttribute("size", "8")
		name.SetAttribute("aria-label", "Name of colour "+strconv.Itoa(k+1))
		name.Underlying().Set("value", c.Name)
		name.AddEventListener("change", false, func(dom.Event) { e.renameColor(k, name.Underlying().Get("value").String()) })
		remove := e.p.create("button")
		remove.SetTextContent("Remove")
		remove.SetAttribute("aria-label", "Remove "+c.Name)
		remove.AddEventListener("click", false, func(dom.Event) { e.removeColor(k) })
		for _, el := range []element{rgb, name, remove} {
			el.Underlying().Set("disabled", ro)
			li.AppendChild(el)
		}
		list.AppendChild(li)
	}
	e.renderRules()
}

// renderRules draws the rules: a row per piece colour, a column per target
// colour, and a box ticked where the piece colour may sit on the target's.
func (e *editor) renderRules() {
	m := e.model
	table := e.p.byID("rules")
	table.SetInnerHTML("")
	showIf(table, len(m.Colors) > 0)
	if len(m.Colors) == 0 {
		return
	}
	head := e.p.create("tr")
	corner := e.p.create("th")
	corner.SetTextContent("piece ↓ on target →")
	head.AppendChild(corner)
	for _, c := range m.Colors {
		th := e.p.create("th")
		th.SetTextContent(c.Name)
		head.AppendChild(th)
	}
	table.AppendChild(head)
	for _, a := range m.Colors {
		tr := e.p.create("tr")
		th := e.p.create("th")
		th.SetTextContent(a.Name)
		tr.AppendChild(th)
		for _, b := range m.Colors {
			td := e.p.create("td")
			box := e.p.create("input")
			box.SetAttribute("type", "checkbox")
			box.SetAttribute("aria-label", a.Name+" on "+b.Name)
			rule := solver.ColorRule{Piece: a.Name, Target: b.Name}
			box.Underlying().Set("checked", len(keepRules(m.Rules, func(r solver.ColorRule) bool { return r == rule })) > 0)
			box.Underlying().Set("disabled", e.p.readOnly)
			pieceColor, targetColor := a.Name, b.Name
			box.AddEventListener("change", false, func(dom.Event) {
				e.setRule(pieceColor, targetColor, box.Underlying().Get("checked").Bool())
			})
			td.AppendChild(box)
			tr.AppendChild(td)
		}
		table.AppendChild(tr)
	}
}
