package edit

import (
	"fmt"
	"slices"

	"github.com/cubist/cubist/solver"
)

// The shape tools: each turns, mirrors, shifts, trims, fills, hollows or
// scales the piece or target being drawn, with its paint, or copies
// another piece's shape into it.

// AxisNames name the axes on the tools' buttons and in their messages.
var AxisNames = [3]string{"X", "Y", "Z"}

// usable reports why a tool cannot work on item it of p, or nil.
func usable(p *solver.Puzzle, it Item, tool string) error {
	if err := check(p, it, tool); err != nil {
		return err
	}
	if it == Target && p.Target.BoxTooLarge() {
		return fail(tool, "the target's box is too large to draw")
	}
	if len(All(p, it)) == 0 {
		_, many := p.GridOf().Words()
		return fail(tool, "draw some "+many+" first")
	}
	return nil
}

// axisTool names a tool that works along an axis, and checks the axis.
func axisTool(name string, axis int) (string, error) {
	if axis < 0 || axis > 2 {
		return name, fmt.Errorf("%s: there is no axis %d", name, axis)
	}
	return name + " " + AxisNames[axis], nil
}

// move maps every cell of item it, and its paint, through the map that
// moving makes of its cells; a map that takes a cell out of the grid
// changes nothing and says so.
func move(p *solver.Puzzle, it Item, tool string, moving func(cells []solver.Cell) (func(solver.Cell) solver.Cell, error)) (*solver.Puzzle, error) {
	if err := usable(p, it, tool); err != nil {
		return nil, err
	}
	f, err := moving(All(p, it))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", tool, err)
	}
	q, err := reshape(p, it, f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", tool, err)
	}
	return q, nil
}

// reshape maps every cell of item it, and its paint, through f.
func reshape(p *solver.Puzzle, it Item, f func(solver.Cell) solver.Cell) (*solver.Puzzle, error) {
	item := Lists(p, it)
	lists, err := solver.Reshape(f, append(item, paintLists(p, it)...)...)
	if err != nil {
		return nil, err
	}
	q := Clone(p)
	setLists(q, it, lists[:len(item)])
	setPaintLists(q, it, lists[len(item):])
	Tidy(q)
	return q, nil
}

// Turn turns item it a quarter turn about axis (0 to 2 for X to Z), by the
// right-hand rule, keeping its lowest corner in place; on the other grids,
// by the grid's least turn about that axis.
func Turn(p *solver.Puzzle, it Item, axis int) (*solver.Puzzle, error) {
	return turnOrMirror(p, it, axis, false)
}

// Mirror reflects item it along axis, keeping its bounding box in place;
// on the other grids, by the grid's reflection across the plane across
// that axis.
func Mirror(p *solver.Puzzle, it Item, axis int) (*solver.Puzzle, error) {
	return turnOrMirror(p, it, axis, true)
}

// turnOrMirror is Turn, or with mirror, Mirror.
func turnOrMirror(p *solver.Puzzle, it Item, axis int, mirror bool) (*solver.Puzzle, error) {
	name := "Turn about"
	if mirror {
		name = "Mirror along"
	}
	tool, err := axisTool(name, axis)
	if err != nil {
		return nil, err
	}
	return move(p, it, tool, func(cells []solver.Cell) (func(solver.Cell) solver.Cell, error) {
		return p.GridOf().Turning(cells, axis, mirror)
	})
}

// Shift moves item it by steps along axis: on the other grids, by whole
// periods, the least moves that keep cells on the grid.
func Shift(p *solver.Puzzle, it Item, axis, by int) (*solver.Puzzle, error) {
	tool, err := axisTool("Shift along", axis)
	if err != nil {
		return nil, err
	}
	return move(p, it, tool, func([]solver.Cell) (func(solver.Cell) solver.Cell, error) {
		return solver.Shifting(axis, by*p.GridOf().Period()), nil
	})
}

// Trim moves item it to the grid's corner: its lowest corner to the
// origin, or on the other grids as near it as the grid's translations go.
func Trim(p *solver.Puzzle, it Item) (*solver.Puzzle, error) {
	return move(p, it, "Trim", func(cells []solver.Cell) (func(solver.Cell) solver.Cell, error) {
		by := p.GridOf().Shift(cells)
		return func(c solver.Cell) solver.Cell { return c.Sub(by) }, nil
	})
}

// scalable refuses Scale on grids whose cells make no larger cells.
func scalable(p *solver.Puzzle, tool string) error {
	if g := p.GridOf(); !g.Scales() {
		return fail(tool, "a block of "+g.Title()+" is no larger one of the same: scaling works on cubes")
	}
	return nil
}

// FillInside fills the cells item it shuts in; in a target they become
// required cells.
func FillInside(p *solver.Puzzle, it Item) (*solver.Puzzle, error) {
	const tool = "Fill inside"
	if err := usable(p, it, tool); err != nil {
		return nil, err
	}
	lists := Lists(p, it)
	inside := p.GridOf().Enclosed(All(p, it))
	if len(inside) == 0 {
		return nil, fail(tool, "the shape shuts in no empty cells")
	}
	lists[0] = append(slices.Clone(lists[0]), inside...)
	solver.SortCells(lists[0])
	q := Clone(p)
	setLists(q, it, lists)
	Tidy(q)
	return q, nil
}

// Hollow makes the target's inner cells, those with all six neighbours in
// the target, optional.
func Hollow(p *solver.Puzzle, it Item) (*solver.Puzzle, error) {
	const tool = "Hollow"
	if it != Target {
		return nil, fail(tool, "pick the target first; a piece has no optional cells")
	}
	if err := usable(p, it, tool); err != nil {
		return nil, err
	}
	lists := Lists(p, it)
	// The inner cells still required; those already optional stay so.
	inner := slices.DeleteFunc(p.GridOf().Inner(All(p, it)), func(c solver.Cell) bool { return !slices.Contains(lists[0], c) })
	lists[0] = slices.DeleteFunc(slices.Clone(lists[0]), func(c solver.Cell) bool { return slices.Contains(inner, c) })
	lists[1] = append(slices.Clone(lists[1]), inner...)
	solver.SortCells(lists[1])
	if len(inner) == 0 || len(lists[0]) == 0 {
		return nil, fail(tool, "the target has no inner cells to make optional")
	}
	q := Clone(p)
	setLists(q, it, lists)
	Tidy(q)
	return q, nil
}

// Scale makes each cube of item it, and of its paint, a block of k×k×k,
// its lowest corner kept in place.
func Scale(p *solver.Puzzle, it Item, k int) (*solver.Puzzle, error) {
	tool := fmt.Sprintf("Scale ×%d", k)
	if err := scalable(p, tool); err != nil {
		return nil, err
	}
	if err := usable(p, it, tool); err != nil {
		return nil, err
	}
	if k < 2 {
		return nil, fail(tool, "the factor must be 2 or more")
	}
	lists := Lists(p, it)
	limit := solver.MaxTargetCells
	if it != Target {
		limit = solver.MaxPieceCells
	}
	if n := len(All(p, it)) * k * k * k; n > limit {
		return nil, fmt.Errorf("%s: %d cells would be more than the %d allowed", tool, n, limit)
	}
	corner, _ := solver.Bounds(All(p, it))
	for i := range lists {
		lists[i] = solver.Scaled(lists[i], corner, k)
	}
	if _, hi := solver.Bounds(slices.Concat(lists...)); max(hi[0], hi[1], hi[2]) > solver.MaxCoord {
		return nil, fmt.Errorf("%s: the shape would reach past coordinate %d", tool, solver.MaxCoord)
	}
	paint := paintLists(p, it)
	for i := range paint {
		paint[i] = solver.Scaled(paint[i], corner, k)
	}
	q := Clone(p)
	setLists(q, it, lists)
	setPaintLists(q, it, paint)
	Tidy(q)
	return q, nil
}

// CopyShape gives item it the shape of piece from: a target made from a
// piece, or a piece drawn like another. Its paint goes where its cells
// go.
func CopyShape(p *solver.Puzzle, it Item, from int) (*solver.Puzzle, error) {
	const tool = "Copy a shape"
	if err := check(p, it, tool); err != nil {
		return nil, err
	}
	if from < 0 || from >= len(p.Pieces) || Item(from) == it {
		return nil, fmt.Errorf("%s: there is no other piece %d to copy", tool, from)
	}
	cells := slices.Clone(p.Pieces[from].Cells)
	q := Clone(p)
	setLists(q, it, [][]solver.Cell{cells, nil})
	Tidy(q)
	return q, nil
}
