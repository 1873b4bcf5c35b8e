//go:build js && wasm

package editor

import (
	"slices"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
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

// newColors are the colours "Add colour" offers, in turn.
var newColors = []solver.NamedColor{
	{Name: "red", RGB: "#d03030"}, {Name: "blue", RGB: "#3050d0"}, {Name: "green", RGB: "#2f9e44"},
	{Name: "yellow", RGB: "#e8c220"}, {Name: "purple", RGB: "#8e44ad"}, {Name: "orange", RGB: "#e67e22"},
	{Name: "black", RGB: "#303030"}, {Name: "white", RGB: "#f4f4f4"},
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
	if e.model == nil || e.box.ReadOnly() {
		return
	}
	if len(e.model.Colors) >= solver.MaxColors {
		e.fieldError("The palette is full.")
		return
	}
	next := solver.NamedColor{Name: "colour " + strconv.Itoa(len(e.model.Colors)+1), RGB: "#808080"}
	for _, c := range newColors {
		if e.model.ColorIndex(c.Name) == 0 {
			next = c
			break
		}
	}
	e.edit(func(m *solver.Puzzle) {
		m.Colors = append(m.Colors, next)
		m.Rules = append(m.Rules, solver.ColorRule{Piece: next.Name, Target: next.Name})
	})
	pl.brush = len(e.model.Colors)
	pl.e.render()
}

// renameColor renames colour k (from 0) everywhere the puzzle names it.
func (pl *palette) renameColor(k int, name string) {
	e := pl.e
	if name == "" || e.model.ColorIndex(name) != 0 {
		e.fieldError("Each colour needs a name of its own.")
		pl.shown = "" // draw the field again with the name it keeps
		pl.e.render()
		return
	}
	e.fieldError("")
	e.edit(func(m *solver.Puzzle) {
		old := m.Colors[k].Name
		m.Colors[k].Name = name
		for i := range m.Rules {
			if m.Rules[i].Piece == old {
				m.Rules[i].Piece = name
			}
			if m.Rules[i].Target == old {
				m.Rules[i].Target = name
			}
		}
		for _, paint := range paints(m) {
			if cells, ok := paint[old]; ok {
				delete(paint, old)
				paint[name] = cells
			}
		}
	})
}

// removeColor takes colour k (from 0) out of the palette, the rules and
// every painted cell.
func (pl *palette) removeColor(k int) {
	e := pl.e
	e.edit(func(m *solver.Puzzle) {
		name := m.Colors[k].Name
		m.Colors = append(m.Colors[:k:k], m.Colors[k+1:]...)
		m.Rules = keepRules(m.Rules, func(r solver.ColorRule) bool { return r.Piece != name && r.Target != name })
		for _, paint := range paints(m) {
			delete(paint, name)
		}
	})
	pl.brush = min(pl.brush, len(e.model.Colors))
}

// setRule allows or forbids piece colour a on target colour b.
func (pl *palette) setRule(a, b string, on bool) {
	e := pl.e
	e.edit(func(m *solver.Puzzle) {
		r := solver.ColorRule{Piece: a, Target: b}
		m.Rules = keepRules(m.Rules, func(q solver.ColorRule) bool { return q != r })
		if on {
			m.Rules = append(m.Rules, r)
		}
	})
}

// keepRules returns the rules that keep holds for, in order. (A loop, not
// slices.DeleteFunc: the program would keep a copy of that for this type.)
func keepRules(rules []solver.ColorRule, keep func(solver.ColorRule) bool) []solver.ColorRule {
	var out []solver.ColorRule
	for _, r := range rules {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// paints lists the puzzle's paint maps, made where missing: each piece's
// and the target's.
func paints(m *solver.Puzzle) []map[string][]solver.Cell {
	var out []map[string][]solver.Cell
	for i := range m.Pieces {
		if m.Pieces[i].Paint == nil {
			m.Pieces[i].Paint = map[string][]solver.Cell{}
		}
		out = append(out, m.Pieces[i].Paint)
	}
	if m.Target.Paint == nil {
		m.Target.Paint = map[string][]solver.Cell{}
	}
	return append(out, m.Target.Paint)
}

// itemPaint returns the paint of what is being drawn.
func (pl *palette) itemPaint(m *solver.Puzzle) *map[string][]solver.Cell {
	e := pl.e
	if e.selected >= 0 {
		return &m.Pieces[e.selected].Paint
	}
	return &m.Target.Paint
}

// lists returns the drawn item's painted cells as one list per
// palette colour, in the palette's order, for the tools that move cells.
func (pl *palette) lists() [][]solver.Cell {
	e := pl.e
	paint := *pl.itemPaint(e.model)
	lists := make([][]solver.Cell, len(e.model.Colors))
	for k, c := range e.model.Colors {
		lists[k] = slices.Clone(paint[c.Name])
	}
	return lists
}

// setLists puts back lists from lists().
func (pl *palette) setLists(m *solver.Puzzle, lists [][]solver.Cell) {
	paint := map[string][]solver.Cell{}
	for k, cells := range lists {
		if len(cells) > 0 && k < len(m.Colors) {
			paint[m.Colors[k].Name] = cells
		}
	}
	*pl.itemPaint(m) = paint
}

// colorAt returns the colour name of a cell of the drawn item, or "".
func (pl *palette) colorAt(c solver.Cell) string {
	e := pl.e
	for name, cells := range *pl.itemPaint(e.model) {
		if slices.Contains(cells, c) {
			return name
		}
	}
	return ""
}

// setColor paints a cell of the drawn item, or takes its colour off for "".
func (pl *palette) setColor(c solver.Cell, name string) {
	e := pl.e
	paint := pl.itemPaint(e.model)
	for k, cells := range *paint {
		(*paint)[k] = slices.DeleteFunc(cells, func(d solver.Cell) bool { return d == c })
	}
	if name != "" {
		if *paint == nil {
			*paint = map[string][]solver.Cell{}
		}
		(*paint)[name] = append((*paint)[name], c)
		solver.SortCells((*paint)[name])
	}
}

// tidyPaint drops paint from cells the pieces and target no longer have,
// and empty colour lists, so that the box holds no paint that means
// nothing.
func tidyPaint(m *solver.Puzzle) {
	tidy := func(paint map[string][]solver.Cell, cells []solver.Cell) map[string][]solver.Cell {
		for name, list := range paint {
			list = slices.DeleteFunc(list, func(c solver.Cell) bool { return !slices.Contains(cells, c) })
			if len(list) == 0 || m.ColorIndex(name) == 0 {
				delete(paint, name)
			} else {
				paint[name] = list
			}
		}
		if len(paint) == 0 {
			return nil
		}
		return paint
	}
	for i := range m.Pieces {
		m.Pieces[i].Paint = tidy(m.Pieces[i].Paint, m.Pieces[i].Cells)
	}
	if !m.Target.BoxTooLarge() {
		required, optional := m.Target.Split()
		m.Target.Paint = tidy(m.Target.Paint, append(required, optional...))
	}
}
