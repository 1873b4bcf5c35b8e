package solver

// maxDense is the largest box a CellIndex covers with a table.
const maxDense = 1 << 22

// CellIndex finds cells of a list by position: through a table over the
// cells' box, or a map where the box is too large for one.
type CellIndex struct {
	lo, size Cell
	dense    []int32 // per cell of the box: its index + 1, 0 for none
	sparse   map[Cell]int
}

// NewCellIndex indexes a list of distinct cells.
func NewCellIndex(cells []Cell) CellIndex {
	lo, hi := Bounds(cells)
	x := CellIndex{lo: lo}
	volume := 1
	for a := range 3 {
		x.size[a] = hi[a] - lo[a] + 1
		volume *= x.size[a]
		if volume > maxDense {
			break
		}
	}
	if len(cells) == 0 || volume > maxDense {
		x.sparse = make(map[Cell]int, len(cells))
		for i, c := range cells {
			x.sparse[c] = i
		}
		return x
	}
	x.dense = make([]int32, volume)
	for i, c := range cells {
		x.dense[x.at(c)] = int32(i + 1)
	}
	return x
}

// at is where a cell inside the box is in the table.
func (x *CellIndex) at(c Cell) int {
	return ((c[2]-x.lo[2])*x.size[1]+c[1]-x.lo[1])*x.size[0] + c[0] - x.lo[0]
}

// Find returns the index of cell c in the list, or false when it is not
// one of its cells.
func (x *CellIndex) Find(c Cell) (int, bool) {
	if x.dense == nil {
		i, ok := x.sparse[c]
		return i, ok
	}
	for a := range 3 {
		if c[a] < x.lo[a] || c[a] >= x.lo[a]+x.size[a] {
			return 0, false
		}
	}
	k := x.dense[x.at(c)]
	return int(k - 1), k != 0
}
