package edit

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cubist/cubist/solver"
)

// The palette: colours that cells of pieces and the target are painted
// with, and the rules of which piece colour may sit on which.

// NewColors are the colours AddColor offers, in turn.
var NewColors = []solver.NamedColor{
	{Name: "red", RGB: "#d03030"}, {Name: "blue", RGB: "#3050d0"}, {Name: "green", RGB: "#2f9e44"},
	{Name: "yellow", RGB: "#e8c220"}, {Name: "purple", RGB: "#8e44ad"}, {Name: "orange", RGB: "#e67e22"},
	{Name: "black", RGB: "#303030"}, {Name: "white", RGB: "#f4f4f4"},
}

// AddColor adds the first of NewColors the palette lacks, or a grey, with
// the rule that it may sit on itself, and returns its number from 1, as
// solver.Puzzle.ColorIndex numbers colours.
func AddColor(p *solver.Puzzle) (*solver.Puzzle, int, error) {
	if len(p.Colors) >= solver.MaxColors {
		return nil, 0, errors.New("The palette is full.")
	}
	next := solver.NamedColor{Name: "colour " + strconv.Itoa(len(p.Colors)+1), RGB: "#808080"}
	for _, c := range NewColors {
		if p.ColorIndex(c.Name) == 0 {
			next = c
			break
		}
	}
	q := Clone(p)
	q.Colors = append(q.Colors, next)
	q.Rules = append(q.Rules, solver.ColorRule{Piece: next.Name, Target: next.Name})
	Tidy(q)
	return q, len(q.Colors), nil
}

// colorTool checks that the palette has colour k (from 0).
func colorTool(p *solver.Puzzle, k int, tool string) error {
	if k < 0 || k >= len(p.Colors) {
		return fmt.Errorf("%s: the palette has no colour %d", tool, k+1)
	}
	return nil
}

// RenameColor renames colour k (from 0) everywhere the puzzle names it:
// the palette, the rules and the paint.
func RenameColor(p *solver.Puzzle, k int, name string) (*solver.Puzzle, error) {
	if err := colorTool(p, k, "Rename"); err != nil {
		return nil, err
	}
	if name == "" || p.ColorIndex(name) != 0 {
		return nil, errors.New("Each colour needs a name of its own.")
	}
	q := Clone(p)
	old := q.Colors[k].Name
	q.Colors[k].Name = name
	for i := range q.Rules {
		if q.Rules[i].Piece == old {
			q.Rules[i].Piece = name
		}
		if q.Rules[i].Target == old {
			q.Rules[i].Target = name
		}
	}
	for _, paint := range paints(q) {
		if cells, ok := paint[old]; ok {
			delete(paint, old)
			paint[name] = cells
		}
	}
	Tidy(q)
	return q, nil
}

// SetColorRGB gives colour k (from 0) another CSS colour.
func SetColorRGB(p *solver.Puzzle, k int, rgb string) (*solver.Puzzle, error) {
	if err := colorTool(p, k, "Colour"); err != nil {
		return nil, err
	}
	q := Clone(p)
	q.Colors[k].RGB = rgb
	Tidy(q)
	return q, nil
}

// RemoveColor takes colour k (from 0) out of the palette, the rules and
// every painted cell.
func RemoveColor(p *solver.Puzzle, k int) (*solver.Puzzle, error) {
	if err := colorTool(p, k, "Remove"); err != nil {
		return nil, err
	}
	q := Clone(p)
	name := q.Colors[k].Name
	q.Colors = append(q.Colors[:k:k], q.Colors[k+1:]...)
	q.Rules = keepRules(q.Rules, func(r solver.ColorRule) bool { return r.Piece != name && r.Target != name })
	for _, paint := range paints(q) {
		delete(paint, name)
	}
	Tidy(q)
	return q, nil
}

// SetRule allows or forbids piece colour a on target colour b.
func SetRule(p *solver.Puzzle, a, b string, on bool) (*solver.Puzzle, error) {
	for _, name := range []string{a, b} {
		if p.ColorIndex(name) == 0 {
			return nil, fmt.Errorf("Rule: the palette has no colour %q", name)
		}
	}
	q := Clone(p)
	r := solver.ColorRule{Piece: a, Target: b}
	q.Rules = keepRules(q.Rules, func(x solver.ColorRule) bool { return x != r })
	if on {
		q.Rules = append(q.Rules, r)
	}
	Tidy(q)
	return q, nil
}

// keepRules returns the rules that keep holds for, in order. (A loop, not
// slices.DeleteFunc: the wasm program would keep a copy of that for this
// type.)
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
func paints(p *solver.Puzzle) []map[string][]solver.Cell {
	var out []map[string][]solver.Cell
	for i := range p.Pieces {
		if p.Pieces[i].Paint == nil {
			p.Pieces[i].Paint = map[string][]solver.Cell{}
		}
		out = append(out, p.Pieces[i].Paint)
	}
	if p.Target.Paint == nil {
		p.Target.Paint = map[string][]solver.Cell{}
	}
	return append(out, p.Target.Paint)
}
