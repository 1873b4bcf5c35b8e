package solver

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
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
//
// Each cell is sorted as one integer, its place in the cells' box: that
// is fast, and shares its code with normalize's sort, where
// slices.SortFunc would add 20 kB to the page's program.
func SortCells(cells []Cell) {
	if len(cells) < 2 {
		return
	}
	lo, hi := Bounds(cells)
	d := hi.Sub(lo)
	if d[0] >= 1<<21 || d[1] >= 1<<21 || d[2] >= 1<<21 || strconv.IntSize < 64 {
		sort.Sort(cellSlice(cells))
		return
	}
	// The keys are ints, 64 bits on every platform Cubist is built for:
	// a sort of int64s would be one more copy of the sort in the page's
	// program (12 kB of code; fmt sorts ints already).
	keys := make([]int, len(cells))
	for i, c := range cells {
		keys[i] = (c[2]-lo[2])<<42 | (c[1]-lo[1])<<21 | (c[0] - lo[0])
	}
	slices.Sort(keys)
	for i, k := range keys {
		cells[i] = Cell{int(k&(1<<21-1)) + lo[0], int(k>>21&(1<<21-1)) + lo[1], int(k>>42) + lo[2]}
	}
}

// cellSlice sorts cells too far apart to number their places.
type cellSlice []Cell

func (s cellSlice) Len() int           { return len(s) }
func (s cellSlice) Less(a, b int) bool { return compareCells(s[a], s[b]) < 0 }
func (s cellSlice) Swap(a, b int)      { s[a], s[b] = s[b], s[a] }

// Bounds returns the smallest and largest coordinate on each axis.
// It returns zero cells for an empty list.
func Bounds(cells []Cell) (lo, hi Cell) {
	if len(cells) == 0 {
		return
	}
	// In six plain variables, with no loop over the axes: the design
	// search calls this for every piece of every variant, and in the
	// page's WebAssembly each turn of a loop costs more than natively.
	lx, ly, lz := cells[0][0], cells[0][1], cells[0][2]
	hx, hy, hz := lx, ly, lz
	for i := 1; i < len(cells); i++ {
		c := &cells[i]
		lx, hx = min(lx, c[0]), max(hx, c[0])
		ly, hy = min(ly, c[1]), max(hy, c[1])
		lz, hz = min(lz, c[2]), max(hz, c[2])
	}
	return Cell{lx, ly, lz}, Cell{hx, hy, hz}
}

// normalizeCells returns the cells moved so that their smallest
// coordinate on each axis is 0, sorted: the cube grid's Normalize.
func normalizeCells(cells []Cell) []Cell {
	out, _ := normalize(cells, nil)
	return out
}

// normalize is normalizeCells for cells that carry colours (paint[i] is cell
// i's; nil for none), which it returns in the cells' new order.
func normalize(cells []Cell, paint []int) ([]Cell, []int) {
	lo, hi := Bounds(cells)
	d := hi.Sub(lo)
	w, h := d[0]+1, d[1]+1
	// The cells' indexes, in sorted order: ints, 64 bits wherever Cubist
	// is built, sorted with the code fmt already brings.
	order := make([]int, len(cells))
	if strconv.IntSize == 64 && int64(w)*int64(h)*int64(d[2]+1) < 1<<31 {
		// Each cell's place in its box (z, then y, then x, as compareCells
		// orders them) above its index: integers sort fast.
		for i, c := range cells {
			order[i] = (((c[2]-lo[2])*h+c[1]-lo[1])*w+c[0]-lo[0])<<32 | i
		}
		slices.Sort(order)
	} else { // a box too large to number its places
		for i := range order {
			order[i] = i
		}
		sort.Sort(cellOrder{order, cells})
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

var faceSteps = [6]Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}

// cellOrder sorts indexes into cells as compareCells orders the cells. It
// serves sort.Sort, whose code the page's program has already, where
// slices.SortFunc would add 15 kB of code for []int64.
type cellOrder struct {
	order []int
	cells []Cell
}

func (o cellOrder) Len() int { return len(o.order) }
func (o cellOrder) Less(a, b int) bool {
	return compareCells(o.cells[o.order[a]], o.cells[o.order[b]]) < 0
}
func (o cellOrder) Swap(a, b int) { o.order[a], o.order[b] = o.order[b], o.order[a] }
