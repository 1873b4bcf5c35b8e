package solver

import (
	"fmt"
	"slices"
)

// Cell is one unit cube at integer coordinates [x, y, z].
type Cell [3]int

// String formats a cell as [x,y,z], the way it is written in puzzle files.
func (c Cell) String() string { return fmt.Sprintf("[%d,%d,%d]", c[0], c[1], c[2]) }

// Add returns the cell moved by d.
func (c Cell) Add(d Cell) Cell { return Cell{c[0] + d[0], c[1] + d[1], c[2] + d[2]} }

// Sub returns the offset from d to c.
func (c Cell) Sub(d Cell) Cell { return Cell{c[0] - d[0], c[1] - d[1], c[2] - d[2]} }

// Less orders cells by z, then y, then x.
func (c Cell) Less(d Cell) bool { return compareCells(c, d) < 0 }

func compareCells(a, b Cell) int {
	for i := 2; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// SortCells sorts cells in place by z, then y, then x.
func SortCells(cells []Cell) { slices.SortFunc(cells, compareCells) }

// Bounds returns the smallest and largest coordinate on each axis.
// It returns zero cells for an empty list.
func Bounds(cells []Cell) (lo, hi Cell) {
	if len(cells) == 0 {
		return
	}
	lo, hi = cells[0], cells[0]
	for _, c := range cells[1:] {
		for i := range 3 {
			lo[i] = min(lo[i], c[i])
			hi[i] = max(hi[i], c[i])
		}
	}
	return lo, hi
}

// Normalize returns the cells moved so that their smallest coordinate on
// each axis is 0, sorted.
func Normalize(cells []Cell) []Cell {
	out, _ := normalize(cells, nil)
	return out
}

// normalize is Normalize for cells that carry colours (paint[i] is cell
// i's; nil for none), which it returns in the cells' new order.
func normalize(cells []Cell, paint []int) ([]Cell, []int) {
	lo, hi := Bounds(cells)
	d := hi.Sub(lo)
	w, h := int64(d[0])+1, int64(d[1])+1
	order := make([]int64, len(cells)) // the cells' indexes, in sorted order
	if w*h*(int64(d[2])+1) < 1<<31 {
		// Each cell's place in its box (z, then y, then x, as compareCells
		// orders them) above its index: integers sort fast.
		for i, c := range cells {
			order[i] = ((int64(c[2]-lo[2])*h+int64(c[1]-lo[1]))*w+int64(c[0]-lo[0]))<<32 | int64(i)
		}
		slices.Sort(order)
	} else { // a box too large to number its places
		for i := range order {
			order[i] = int64(i)
		}
		slices.SortFunc(order, func(a, b int64) int { return compareCells(cells[a], cells[b]) })
	}
	out := make([]Cell, len(cells))
	var colors []int
	if paint != nil {
		colors = make([]int, len(cells))
	}
	for k, key := range order {
		i := key & (1<<32 - 1)
		out[k] = cells[i].Sub(lo)
		if paint != nil {
			colors[k] = paint[i]
		}
	}
	return out, colors
}

// Connected reports whether the cubes form one face-connected group.
func Connected(cells []Cell) bool { return Cubes.Connected(cells) }

var faceSteps = [6]Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}
