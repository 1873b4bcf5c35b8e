package edit

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/cubist/cubist/solver"
)

// Item names what is being drawn: a piece, by its index in the puzzle's
// list, or the target.
type Item int

// Target is the Item of the puzzle's target.
const Target Item = -1

// Clone returns a deep copy of p, which an operation may change freely.
// It goes through the puzzle's JSON, every field of which the JSON holds:
// the page's program has that code already, and a copy field by field
// would add to its download.
func Clone(p *solver.Puzzle) *solver.Puzzle {
	data, err := json.Marshal(p)
	if err != nil {
		panic(err) // a puzzle is plain data, which always marshals
	}
	var q solver.Puzzle
	if err := json.Unmarshal(data, &q); err != nil {
		panic(err)
	}
	return &q
}

// check reports an error where it names no piece of p.
func check(p *solver.Puzzle, it Item, tool string) error {
	if it != Target && (it < 0 || int(it) >= len(p.Pieces)) {
		return fmt.Errorf("%s: the puzzle has no piece %d", tool, it)
	}
	return nil
}

// Lists returns the cells of item it: a piece's cells, or the target's
// required and optional cells.
func Lists(p *solver.Puzzle, it Item) [][]solver.Cell {
	if it != Target {
		return [][]solver.Cell{p.Pieces[it].Cells}
	}
	required, optional := p.Target.Split()
	return [][]solver.Cell{required, optional}
}

// setLists puts cells back into item it of p. A target, on a grid of
// boxes, that
// fills a box from the origin, with no optional cells, is kept as a box.
func setLists(p *solver.Puzzle, it Item, lists [][]solver.Cell) {
	if it != Target {
		p.Pieces[it].Cells = lists[0]
		return
	}
	t := &p.Target
	if box, ok := boxOf(lists[0]); ok && len(lists[1]) == 0 && p.GridOf().Boxes() {
		*t = solver.Target{Box: &box, Paint: t.Paint, MaxHoles: t.MaxHoles}
		return
	}
	*t = solver.Target{Cells: lists[0], Optional: lists[1], Paint: t.Paint, MaxHoles: t.MaxHoles}
}

// boxOf tells whether cells fill a box whose lowest corner is the origin,
// and its size.
func boxOf(cells []solver.Cell) ([3]int, bool) {
	lo, hi := solver.Bounds(cells)
	size := [3]int{hi[0] + 1, hi[1] + 1, hi[2] + 1}
	return size, len(cells) > 0 && lo == solver.Cell{} && len(cells) == size[0]*size[1]*size[2]
}

// All is every cell of item it, required and optional alike.
func All(p *solver.Puzzle, it Item) []solver.Cell {
	return slices.Concat(Lists(p, it)...)
}

// paintOf returns the paint of item it, for reading or replacing.
func paintOf(p *solver.Puzzle, it Item) *map[string][]solver.Cell {
	if it != Target {
		return &p.Pieces[it].Paint
	}
	return &p.Target.Paint
}

// paintLists returns item it's painted cells as one list per palette
// colour, in the palette's order, for the tools that move cells.
func paintLists(p *solver.Puzzle, it Item) [][]solver.Cell {
	paint := *paintOf(p, it)
	lists := make([][]solver.Cell, len(p.Colors))
	for k, c := range p.Colors {
		lists[k] = slices.Clone(paint[c.Name])
	}
	return lists
}

// setPaintLists puts back lists from paintLists.
func setPaintLists(p *solver.Puzzle, it Item, lists [][]solver.Cell) {
	paint := map[string][]solver.Cell{}
	for k, cells := range lists {
		if len(cells) > 0 && k < len(p.Colors) {
			paint[p.Colors[k].Name] = cells
		}
	}
	*paintOf(p, it) = paint
}

// Tidy drops paint from cells the pieces and target no longer have, and
// empty colour lists, so that the puzzle holds no paint that means
// nothing. Every operation here tidies what it gives; the editor's
// strokes, which change a puzzle cell by cell, call it too.
func Tidy(p *solver.Puzzle) {
	tidy := func(paint map[string][]solver.Cell, cells []solver.Cell) map[string][]solver.Cell {
		for name, list := range paint {
			list = slices.DeleteFunc(list, func(c solver.Cell) bool { return !slices.Contains(cells, c) })
			if len(list) == 0 || p.ColorIndex(name) == 0 {
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
	for i := range p.Pieces {
		p.Pieces[i].Paint = tidy(p.Pieces[i].Paint, p.Pieces[i].Cells)
	}
	if !p.Target.BoxTooLarge() {
		required, optional := p.Target.Split()
		p.Target.Paint = tidy(p.Target.Paint, append(required, optional...))
	}
}

// fail is the error of a tool that cannot do what was asked, saying why.
func fail(tool, why string) error { return errors.New(tool + ": " + why) }
