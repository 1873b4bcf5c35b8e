package search

import (
	"iter"

	"github.com/cubist/cubist/solver"
)

// bitLayout returns, for a problem a bit engine of limit cells can take,
// the bit of every target cell, the bounding box's extents in bit order and the axes
// in that order; ok is false if the engine cannot take it.
func (pr *Problem) bitLayout(limit int) (bitOf []uint, ext [3]int, axes [3]int, ok bool) {
	for _, pl := range pr.places {
		if pl.cells[0] >= int32(pr.required) {
			return nil, ext, axes, false // a placement wholly in optional cells
		}
	}
	lo, hi := solver.Bounds(pr.cells)
	size := solver.Cell{hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1}
	if size[0]*size[1]*size[2] > limit {
		return nil, ext, axes, false
	}
	axes = [3]int{0, 1, 2}
	// Shortest axis first; ties keep x, y, z order.
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && size[axes[j]] < size[axes[j-1]]; j-- {
			axes[j], axes[j-1] = axes[j-1], axes[j]
		}
	}
	for i, a := range axes {
		ext[i] = size[a]
	}
	bitOf = make([]uint, len(pr.cells))
	for i, c := range pr.cells {
		d := c.Sub(lo)
		bitOf[i] = uint(d[axes[0]] + ext[0]*(d[axes[1]]+ext[1]*d[axes[2]]))
	}
	return bitOf, ext, axes, true
}

// boxSteps returns the bit distance to the next cell along each axis of
// a box with extents ext in bit order.
func boxSteps(ext [3]int) [3]uint {
	return [3]uint{1, uint(ext[0]), uint(ext[0] * ext[1])}
}

// edge tells of one cell of a box whether it has a neighbour in the + and
// in the - direction of an axis.
type edge struct {
	bit         uint
	plus, minus bool
}

// boxEdges yields, per axis, every cell of a box with extents ext in bit
// order, with its neighbours along the axis.
func boxEdges(ext [3]int) iter.Seq2[int, edge] {
	return func(yield func(int, edge) bool) {
		steps := boxSteps(ext)
		n := uint(ext[0] * ext[1] * ext[2])
		for a := range 3 {
			for b := range n {
				coord := int(b/steps[a]) % ext[a]
				if !yield(a, edge{b, coord < ext[a]-1, coord > 0}) {
					return
				}
			}
		}
	}
}

// coverEntry puts a placement in a bit engine's lists: in list|key for
// every key that is a subset of free, the bits of the cells it leaves
// empty among those the key reads.
type coverEntry struct {
	id   int32
	list uint // the first list of the cell
	free uint
}

// coverLists builds n lists of candidates from entries, in one array,
// and returns them with the length of the longest.
func coverLists[C any](n int, entries []coverEntry, candidate func(id int32) C) (lists [][]C, widest int) {
	size := make([]int, n)
	for _, en := range entries {
		for key := range subsets(en.free) {
			size[en.list|key]++
		}
	}
	total := 0
	for _, k := range size {
		widest = max(widest, k)
		total += k
	}
	all := make([]C, total)
	lists = make([][]C, n)
	at := 0
	for k, m := range size {
		lists[k] = all[at : at : at+m]
		at += m
	}
	for _, en := range entries {
		c := candidate(en.id)
		for key := range subsets(en.free) {
			lists[en.list|key] = append(lists[en.list|key], c)
		}
	}
	return lists, widest
}

// subsets yields every subset of the bits of set, set itself and 0
// included.
func subsets(set uint) iter.Seq[uint] {
	return func(yield func(uint) bool) {
		for key := set; ; key = (key - 1) & set {
			if !yield(key) || key == 0 {
				return
			}
		}
	}
}
