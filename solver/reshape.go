package solver

import (
	"fmt"
	"slices"
)

// The editor's shape tools. Each works on a drawn item, a piece's cells
// or a target's required and optional cells together, in the grid it is
// drawn in: a turn or a mirror keeps the item's lowest corner where it
// was, so the shape stays where it is drawn.

// Reshape maps every cell of an item through move, and reports an error
// naming the first cell that would leave the grid (a coordinate below 0 or
// above MaxCoord); the cells come back sorted.
func Reshape(move func(Cell) Cell, lists ...[]Cell) ([][]Cell, error) {
	out := make([][]Cell, len(lists))
	for i, cells := range lists {
		for _, c := range cells {
			d := move(c)
			for axis := range 3 {
				if d[axis] < 0 || d[axis] > MaxCoord {
					return nil, fmt.Errorf("cell %v would move to %v, outside the grid (0 to %d)", c, d, MaxCoord)
				}
			}
			out[i] = append(out[i], d)
		}
		SortCells(out[i])
	}
	return out, nil
}

// Shifting moves cells by a number of steps along an axis.
func Shifting(axis, by int) func(Cell) Cell {
	return func(c Cell) Cell {
		c[axis] += by
		return c
	}
}

// anchored makes a map that moves the image of cells under f back onto
// their lowest corner.
func anchored(cells []Cell, f func(Cell) Cell) func(Cell) Cell {
	if len(cells) == 0 {
		return f
	}
	lo, _ := Bounds(cells)
	moved := make([]Cell, len(cells))
	for i, c := range cells {
		moved[i] = f(c)
	}
	to, _ := Bounds(moved)
	return func(c Cell) Cell { return f(c).Sub(to).Add(lo) }
}

// Scaled makes every cube of cells a block of k×k×k cubes, the lowest
// corner kept in place; the same corner must scale every list of an item,
// so it is given.
func Scaled(cells []Cell, corner Cell, k int) []Cell {
	out := make([]Cell, 0, len(cells)*k*k*k)
	for _, c := range cells {
		base := corner.Add(c.Sub(corner).scale(k))
		for dz := range k {
			for dy := range k {
				for dx := range k {
					out = append(out, base.Add(Cell{dx, dy, dz}))
				}
			}
		}
	}
	SortCells(out)
	return out
}

func (c Cell) scale(k int) Cell { return Cell{c[0] * k, c[1] * k, c[2] * k} }

// Enclosed returns the empty cells of the grid that cells shut in: those
// that no path of neighbours through empty cells joins to the outside of
// the shape's bounding box. A flat shape, one cell thick, is taken in its
// plane, so a ring shuts in its middle.
func (g *Grid) Enclosed(cells []Cell) []Cell {
	if len(cells) == 0 {
		return nil
	}
	lo, hi := Bounds(cells)
	var pad Cell // a shell of air all round, but across a flat shape's plane
	for i := range 3 {
		if hi[i] > lo[i] {
			pad[i] = g.Period()
		}
	}
	lo, hi = lo.Sub(pad), hi.Add(pad)
	filled := map[Cell]bool{}
	for _, c := range cells {
		filled[c] = true
	}
	inside := func(c Cell) bool {
		return c[0] >= lo[0] && c[1] >= lo[1] && c[2] >= lo[2] && c[0] <= hi[0] && c[1] <= hi[1] && c[2] <= hi[2]
	}
	var queue []Cell // the shell's cells, where the flood starts
	outside := map[Cell]bool{}
	var empty []Cell // the empty cells of the box within the shell
	for z := lo[2]; z <= hi[2]; z++ {
		for y := lo[1]; y <= hi[1]; y++ {
			for x := lo[0]; x <= hi[0]; x++ {
				c := Cell{x, y, z}
				if !g.Valid(c) || filled[c] {
					continue
				}
				onShell := false
				for i := range 3 {
					onShell = onShell || pad[i] > 0 && (c[i] < lo[i]+pad[i] || c[i] > hi[i]-pad[i])
				}
				if onShell {
					outside[c] = true
					queue = append(queue, c)
				} else {
					empty = append(empty, c)
				}
			}
		}
	}
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, d := range g.Neighbors(c) {
			if inside(d) && !filled[d] && !outside[d] {
				outside[d] = true
				queue = append(queue, d)
			}
		}
	}
	shut := slices.DeleteFunc(empty, func(c Cell) bool { return outside[c] })
	SortCells(shut)
	return shut
}

// Inner returns the cells of a shape whose solids (see SolidOf) have all
// their cells' neighbours in it: what hollowing a target makes optional.
func (g *Grid) Inner(cells []Cell) []Cell {
	in := map[Cell]bool{}
	for _, c := range cells {
		in[c] = true
	}
	var inner []Cell
	for _, s := range g.Solids(cells) {
		shut := true
		for _, i := range s {
			for _, d := range g.Neighbors(cells[i]) {
				shut = shut && in[d]
			}
		}
		if shut {
			for _, i := range s {
				inner = append(inner, cells[i])
			}
		}
	}
	SortCells(inner)
	return inner
}

// Boxes reports whether a target on the grid may be a box (Target.Box):
// on cubes, whose cells fill boxes.
func (g *Grid) Boxes() bool { return g.cube }

// Scales reports whether the editor's Scale works on the grid: each cell
// made a block of k×k×k cells, which only cubes make of cubes.
func (g *Grid) Scales() bool { return g.cube }
