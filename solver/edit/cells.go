package edit

import (
	"fmt"
	"slices"

	"github.com/cubist/cubist/solver"
)

// Drawing and painting cells of the piece or target being drawn.

// State is what a cell of a drawn item holds.
type State int

// The states of a cell: a target's cell may be optional, a piece's not.
const (
	Empty State = iota
	Filled
	Optional
)

// StateAt tells what item it of p holds at cell c.
func StateAt(p *solver.Puzzle, it Item, c solver.Cell) State {
	if it != Target {
		if slices.Contains(p.Pieces[it].Cells, c) {
			return Filled
		}
		return Empty
	}
	if slices.Contains(p.Target.Optional, c) {
		return Optional
	}
	if b := p.Target.Box; b != nil {
		if c[0] >= 0 && c[1] >= 0 && c[2] >= 0 && c[0] < b[0] && c[1] < b[1] && c[2] < b[2] {
			return Filled
		}
		return Empty
	}
	if slices.Contains(p.Target.Cells, c) {
		return Filled
	}
	return Empty
}

// Next is the state a press of the grid puts in a cell that holds s: a
// piece's cell turns on and off, a target's goes from empty to filled to
// optional and back.
func Next(it Item, s State) State {
	switch {
	case s == Empty:
		return Filled
	case s == Filled && it == Target:
		return Optional
	}
	return Empty
}

// SetCells puts state s into cells of item it: cells that are not on the
// puzzle's grid, or past its coordinates, are refused with the first one
// named, and a piece's cell cannot be optional.
func SetCells(p *solver.Puzzle, it Item, cells []solver.Cell, s State) (*solver.Puzzle, error) {
	const tool = "Draw"
	if err := check(p, it, tool); err != nil {
		return nil, err
	}
	if s == Optional && it != Target {
		return nil, fail(tool, "a piece has no optional cells")
	}
	if it == Target && p.Target.BoxTooLarge() {
		return nil, fail(tool, "the target's box is too large to draw")
	}
	g := p.GridOf()
	for _, c := range cells {
		if !inRange(c) {
			return nil, fmt.Errorf("%s: a cell at %v would be outside the grid (0 to %d)", tool, c, solver.MaxCoord)
		}
		if !g.Valid(c) {
			return nil, fmt.Errorf("%s: %v is not a cell of the %s grid", tool, c, g.Name())
		}
	}
	q := Clone(p)
	if it == Target && q.Target.Box != nil { // a drawn target is a list of cells
		required, optional := q.Target.Split()
		q.Target = solver.Target{Cells: required, Optional: optional, Paint: q.Target.Paint, MaxHoles: q.Target.MaxHoles}
	}
	for _, c := range cells {
		setState(q, it, c, s)
	}
	Tidy(q)
	return q, nil
}

func inRange(c solver.Cell) bool {
	for _, v := range c {
		if v < 0 || v > solver.MaxCoord {
			return false
		}
	}
	return true
}

// setState puts a state into one cell of item it of p, in place.
func setState(p *solver.Puzzle, it Item, c solver.Cell, s State) {
	put := func(list []solver.Cell, on bool) []solver.Cell {
		list = slices.DeleteFunc(list, func(d solver.Cell) bool { return d == c })
		if on {
			list = append(list, c)
			solver.SortCells(list)
		}
		return list
	}
	if it != Target {
		p.Pieces[it].Cells = put(p.Pieces[it].Cells, s == Filled)
		return
	}
	p.Target.Cells = put(p.Target.Cells, s == Filled)
	p.Target.Optional = put(p.Target.Optional, s == Optional)
}

// DrawAt puts state s into cell c of item it. A cell below coordinate 0
// moves the whole item up by as much, in whole periods of the grid, so
// that the grid grows on that side; it returns that move too. A cell past
// the largest coordinate is refused.
func DrawAt(p *solver.Puzzle, it Item, c solver.Cell, s State) (*solver.Puzzle, solver.Cell, error) {
	var by solver.Cell
	if err := check(p, it, "Draw"); err != nil {
		return nil, by, err
	}
	per := p.GridOf().Period()
	for i := range 3 {
		if c[i] > solver.MaxCoord {
			return nil, by, fmt.Errorf("A cell at %v would be outside the grid (0 to %d)", c, solver.MaxCoord)
		}
		by[i] = (max(0, -c[i]) + per - 1) / per * per
	}
	q := p
	if by != (solver.Cell{}) {
		var err error
		if q, err = reshape(p, it, func(d solver.Cell) solver.Cell { return d.Add(by) }); err != nil {
			return nil, by, fmt.Errorf("The grid cannot grow that way: %w", err)
		}
	}
	q, err := SetCells(q, it, []solver.Cell{c.Add(by)}, s)
	return q, by, err
}

// ColorAt returns the colour name of cell c of item it, or "".
func ColorAt(p *solver.Puzzle, it Item, c solver.Cell) string {
	for name, cells := range *paintOf(p, it) {
		if slices.Contains(cells, c) {
			return name
		}
	}
	return ""
}

// PaintCells gives cells of item it the palette colour named, or takes
// their colour off for "". Cells the item does not have are left as they
// are: paint goes only on what is drawn.
func PaintCells(p *solver.Puzzle, it Item, cells []solver.Cell, color string) (*solver.Puzzle, error) {
	const tool = "Paint"
	if err := check(p, it, tool); err != nil {
		return nil, err
	}
	if color != "" && p.ColorIndex(color) == 0 {
		return nil, fmt.Errorf("%s: the palette has no colour %q", tool, color)
	}
	q := Clone(p)
	paint := paintOf(q, it)
	for _, c := range cells {
		if StateAt(q, it, c) == Empty {
			continue
		}
		for k, list := range *paint {
			(*paint)[k] = slices.DeleteFunc(list, func(d solver.Cell) bool { return d == c })
		}
		if color != "" {
			if *paint == nil {
				*paint = map[string][]solver.Cell{}
			}
			(*paint)[color] = append((*paint)[color], c)
			solver.SortCells((*paint)[color])
		}
	}
	Tidy(q)
	return q, nil
}
