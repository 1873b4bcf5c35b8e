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
	out := make([]Cell, len(cells))
	var colors []int
	if paint != nil {
		colors = make([]int, len(cells))
	}
	const most = 1 << 16
	fits := hi[0]-lo[0] < most && hi[1]-lo[1] < most && hi[2]-lo[2] < most
	for _, k := range paint {
		fits = fits && k >= 0 && k < most
	}
	if !fits {
		idx := make([]int, len(cells))
		for i, c := range cells {
			out[i], idx[i] = c.Sub(lo), i
		}
		slices.SortStableFunc(idx, func(a, b int) int { return compareCells(out[a], out[b]) })
		moved := slices.Clone(out)
		for k, i := range idx {
			out[k] = moved[i]
			if paint != nil {
				colors[k] = paint[i]
			}
		}
		return out, colors
	}
	if volume := (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1) * (hi[2] - lo[2] + 1); volume <= 8*len(cells) {
		// A small box is read in order, which sorts the cells.
		return scanBox(cells, paint, lo, hi, volume, out, colors)
	}
	// Each cell as one number that sorts as cells do, its colour below.
	keys := make([]uint64, len(cells))
	for i, c := range cells {
		d := c.Sub(lo)
		keys[i] = uint64(d[2])<<48 | uint64(d[1])<<32 | uint64(d[0])<<16
		if paint != nil {
			keys[i] |= uint64(paint[i])
		}
	}
	slices.Sort(keys)
	for i, k := range keys {
		out[i] = Cell{int(k >> 16 & 0xffff), int(k >> 32 & 0xffff), int(k >> 48)}
		if paint != nil {
			colors[i] = int(k & 0xffff)
		}
	}
	return out, colors
}

// scanBox is normalize for cells in a box of the given volume, a few
// times their number: it marks each cell, with its colour, in a grid over
// the box and reads the grid in order into out and colors. Cells given
// twice are kept twice.
func scanBox(cells []Cell, paint []int, lo, hi Cell, volume int, out []Cell, colors []int) ([]Cell, []int) {
	sx, sy := hi[0]-lo[0]+1, hi[1]-lo[1]+1
	grid := make([]int32, volume) // how many times each cell is given
	col := []int(nil)
	if paint != nil {
		col = make([]int, volume)
	}
	for i, c := range cells {
		k := ((c[2]-lo[2])*sy+c[1]-lo[1])*sx + c[0] - lo[0]
		grid[k]++
		if paint != nil {
			col[k] = paint[i]
		}
	}
	n := 0
	for k, times := range grid {
		for range times {
			out[n] = Cell{k % sx, k / sx % sy, k / (sx * sy)}
			if paint != nil {
				colors[n] = col[k]
			}
			n++
		}
	}
	return out, colors
}

// Connected reports whether the cells form one face-connected group.
func Connected(cells []Cell) bool {
	if len(cells) == 0 {
		return false
	}
	return len(connectedFrom(cells, 0)) == len(cells)
}

// connectedFrom returns the indexes of the cells face-connected to
// cells[start], in order.
func connectedFrom(cells []Cell, start int) []int {
	index := NewCellIndex(cells)
	seen := make([]bool, len(cells))
	seen[start] = true
	queue := []int{start}
	for k := 0; k < len(queue); k++ {
		c := cells[queue[k]]
		for _, d := range faceSteps {
			if j, ok := index.Find(c.Add(d)); ok && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	slices.Sort(queue)
	return queue
}

var faceSteps = [6]Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}
