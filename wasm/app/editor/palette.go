//go:build js && wasm

package editor

import (
	"fmt"
	"slices"
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/wasm/app/ui"
)

// render draws the colour panel: the brush's choices, the palette
// with a colour field, name and Remove for each colour, and the rules as
// a table of piece colours by target colours.
//
// The editor renders at every cell a stroke crosses; the panel is drawn
// again only when the palette, the rules, the brush or read-only change.
func (pl *palette) render() {
	e := pl.e
	m := e.model
	ro := e.box.ReadOnly()
	pl.brush = min(pl.brush, len(m.Colors))
	key := fmt.Sprint(m.Colors, m.Rules, pl.brush, ro)
	if key == pl.shown {
		return
	}
	pl.shown = key
	brush := ui.ByID("brush")
	brush.SetInnerHTML("")
	option := func(value int, text string) {
		o := ui.Create("option")
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
	brush.Underlying().Set("value", strconv.Itoa(pl.brush))
	brush.Underlying().Set("disabled", ro)
	ui.ByID("add-color").Underlying().Set("disabled", ro)

	list := ui.ByID("color-list")
	list.SetInnerHTML("")
	for k, c := range m.Colors {
		li := ui.Create("li")
		rgb := ui.Create("input")
		rgb.SetAttribute("type", "color")
		rgb.SetAttribute("aria-label", "Colour of "+c.Name)
		rgb.Underlying().Set("value", fullHex(c.RGB))
		ui.Listen(rgb.Underlying(), "change", false, func(js.Value) {
			v := rgb.Underlying().Get("value").String()
			e.apply(edit.SetColorRGB(e.model, k, v))
		})
		name := ui.Create("input")
		name.SetAttribute("size", "8")
		name.SetAttribute("aria-label", "Name of colour "+strconv.Itoa(k+1))
		name.Underlying().Set("value", c.Name)
		ui.Listen(name.Underlying(), "change", false, func(js.Value) { pl.renameColor(k, name.Underlying().Get("value").String()) })
		remove := ui.Create("button")
		remove.SetTextContent("Remove")
		remove.SetAttribute("aria-label", "Remove "+c.Name)
		ui.Listen(remove.Underlying(), "click", false, func(js.Value) { pl.removeColor(k) })
		for _, el := range []ui.Element{rgb, name, remove} {
			el.Underlying().Set("disabled", ro)
			li.AppendChild(el)
		}
		list.AppendChild(li)
	}
	pl.renderRules()
}

// renderRules draws the rules: a row per piece colour, a column per target
// colour, and a box ticked where the piece colour may sit on the target's.
func (pl *palette) renderRules() {
	e := pl.e
	m := e.model
	table := ui.ByID("rules")
	table.SetInnerHTML("")
	ui.ShowIf(table, len(m.Colors) > 0)
	if len(m.Colors) == 0 {
		return
	}
	head := ui.Create("tr")
	corner := ui.Create("th")
	corner.SetTextContent("piece ↓ on target →")
	head.AppendChild(corner)
	for _, c := range m.Colors {
		th := ui.Create("th")
		th.SetTextContent(c.Name)
		head.AppendChild(th)
	}
	table.AppendChild(head)
	for _, a := range m.Colors {
		tr := ui.Create("tr")
		th := ui.Create("th")
		th.SetTextContent(a.Name)
		tr.AppendChild(th)
		for _, b := range m.Colors {
			td := ui.Create("td")
			box := ui.Create("input")
			box.SetAttribute("type", "checkbox")
			box.SetAttribute("aria-label", a.Name+" on "+b.Name)
			rule := solver.ColorRule{Piece: a.Name, Target: b.Name}
			box.Underlying().Set("checked", slices.Contains(m.Rules, rule))
			box.Underlying().Set("disabled", e.box.ReadOnly())
			pieceColor, targetColor := a.Name, b.Name
			ui.Listen(box.Underlying(), "change", false, func(js.Value) {
				pl.setRule(pieceColor, targetColor, box.Underlying().Get("checked").Bool())
			})
			td.AppendChild(box)
			tr.AppendChild(td)
		}
		table.AppendChild(tr)
	}
}
