package design

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// quickNodes is the most placements a quick count tries before it gives
// up and leaves the count to the search engines, which prune better where
// a variant has many solutions.
const quickNodes = 5000

// solutions counts the ways to place every piece of fits in the target,
// no two overlapping and every required cell filled, up to just past
// limit; false where it gave up after quickNodes placements.
//
// Where a piece has as many orientations as there are rotations, the
// target's symmetries (syms, a group G) move each of its placements to
// |G| others, one in each orientation of its orbit (see orbitLeaders),
// and each solution with them: so there are |G| times as many solutions
// as those with that piece in an orbit's first orientation, which are
// all that is searched. Of such pieces the one with the most placements
// is taken.
func (q *quick) solutions(fits []*shapeFit, limit int) (int, bool) {
	fix, g := q.fixed(fits), len(q.syms)
	if fix < 0 {
		return q.count(fits, limit, -1, nil)
	}
	n, ok := q.count(fits, limit/g, fix, fits[fix].leads)
	return n * g, ok
}

// fixed is the piece of fits that solutions searches in its orbits'
// first orientations, or -1 for none: where the target has no symmetry,
// or no piece has as many orientations as there are rotations.
func (q *quick) fixed(fits []*shapeFit) int {
	fix := -1
	for i, f := range fits {
		if len(q.syms) > 1 && f.shape.orientations() == len(solver.Rotations) && (fix < 0 || len(f.places) > len(fits[fix].places)) {
			fix = i
		}
	}
	return fix
}

// count counts the ways to place every piece of fits, as solutions does,
// with piece fix (where not -1) only in the placements only, up to just
// past limit; false where it gave up after quickNodes placements.
//
// Each step keeps, per piece left, its placements that still fit, and
// branches as exact cover does (see pick) on the cell or the piece with
// the fewest of them.
func (q *quick) count(fits []*shapeFit, limit, fix int, only []int32) (int, bool) {
	n, nodes := 0, 0
	ids, lists := q.ids[:0], q.lists[:0]
	for i, f := range fits {
		if i == fix {
			lists = append(lists, only)
			continue
		}
		at := len(ids)
		for id := range f.places {
			ids = append(ids, int32(id))
		}
		lists = append(lists, ids[at:len(ids):len(ids)])
	}
	var place func(full cellSet, left uint32, open [][]int32)
	// try places s, of piece i, on full, with the others' placements
	// that still fit, and reports whether to go on.
	try := func(full, s cellSet, left uint32, i int, open [][]int32) bool {
		if nodes++; nodes > quickNodes {
			return false
		}
		idMark, listMark := len(ids), len(lists)
		left &^= 1 << i
		for j := range fits {
			if left&(1<<j) == 0 {
				lists = append(lists, nil)
				continue
			}
			at := len(ids)
			for _, id := range open[j] {
				if !fits[j].places[id].meets(s) {
					ids = append(ids, id)
				}
			}
			lists = append(lists, ids[at:len(ids):len(ids)])
		}
		place(full.or(s), left, lists[listMark:len(lists):len(lists)])
		ids, lists = ids[:idMark], lists[:listMark]
		return n <= limit && nodes <= quickNodes
	}
	place = func(full cellSet, left uint32, open [][]int32) {
		if left == 0 {
			if q.required.andNot(full).lowest() < 0 {
				n++
			}
			return
		}
		c, piece := pick(fits, q.required.andNot(full), left, open)
		switch {
		case c < 0 && piece < 0:
			return // a cell, or a piece, with no placement left
		case piece >= 0:
			// Fewest ways to place this piece: each of them.
			for _, id := range open[piece] {
				if !try(full, fits[piece].places[id], left, piece, open) {
					return
				}
			}
			return
		}
		for rest := left; rest != 0; rest &= rest - 1 {
			i := bits.TrailingZeros32(rest)
			for _, id := range open[i] {
				if s := fits[i].places[id]; s.has(c) && !try(full, s, left, i, open) {
					return
				}
			}
		}
	}
	place(cellSet{}, uint32(1)<<len(fits)-1, lists)
	q.ids, q.lists = ids, lists
	return n, nodes <= quickNodes
}

// pick picks what to place next, as exact cover does: of the cells
// empty, the lowest that the fewest placements still open can fill (c),
// or, where no cell has fewer than it, the piece left with the fewest
// (piece); -1 for both where a cell or a piece has none. A cell filled
// by 2^counterPlanes placements or more is not picked.
func pick(fits []*shapeFit, empty cellSet, left uint32, open [][]int32) (c, piece int) {
	most := int(^uint(0) >> 1)
	var cc cellCounts
	for rest := left; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros32(rest)
		if len(open[i]) == 0 {
			return -1, -1
		}
		if len(open[i]) < most {
			piece, most = i, len(open[i])
		}
		for _, id := range open[i] {
			cc.add(fits[i].places[id])
		}
	}
	k, v := cc.least(empty)
	switch {
	case v == 0:
		return -1, -1
	case k >= 0 && v < most:
		return k, -1
	}
	return -1, piece
}

// counterPlanes is how many bit planes count, per cell, the placements
// that could fill it.
const counterPlanes = 10

// cellCounts counts, per cell, the placements that could fill it, one
// bit of the count per plane, to 2^counterPlanes-1; over holds the cells
// past that.
type cellCounts struct {
	plane [counterPlanes]cellSet
	over  cellSet
}

// add counts the cells of a placement.
func (cc *cellCounts) add(s cellSet) {
	for w, carry := range s {
		for i := 0; carry != 0 && i < counterPlanes; i++ {
			p := &cc.plane[i][w]
			*p, carry = *p^carry, *p&carry
		}
		cc.over[w] |= carry
	}
}

// least is the lowest cell of set with the fewest placements, and that
// number; -1 and 2^counterPlanes where every cell of set has that many
// or more.
func (cc *cellCounts) least(set cellSet) (cell, n int) {
	set = set.andNot(cc.over)
	if set.lowest() < 0 {
		return -1, 1 << counterPlanes
	}
	// Bit by bit from the highest: keep the cells with a 0 there, where
	// there are any.
	for i := counterPlanes - 1; i >= 0; i-- {
		if zero := set.andNot(cc.plane[i]); zero.lowest() >= 0 {
			set = zero
		} else {
			n |= 1 << i
		}
	}
	return set.lowest(), n
}
