package design

import (
	"math/bits"
	"slices"

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
// how many of them could fill each cell, and branches as exact cover
// does (see pick) on the cell or the piece with the fewest of them. The
// last piece is not placed: its placements that fill every cell left are
// counted.
func (q *quick) count(fits []*shapeFit, limit, fix int, only []int32) (int, bool) {
	n, nodes := 0, 0
	ids, lists := q.ids[:0], q.lists[:0]
	if cap(q.counts) < len(fits) {
		q.counts = make([]cellCounts, len(fits))
	}
	counts := q.counts[:len(fits)] // per depth: the counts of the placements still open
	for i, f := range fits {
		at := len(ids)
		if i == fix {
			ids = append(ids, only...)
		} else {
			for id := range f.places {
				ids = append(ids, int32(id))
			}
		}
		if len(ids) == at {
			return 0, true // a piece with no place
		}
		lists = append(lists, ids[at:len(ids):len(ids)])
	}
	var place func(full cellSet, left uint32, open [][]int32, depth int)
	// try places s, of piece i, on full, with the others' placements
	// that still fit, and reports whether to go on.
	try := func(full, s cellSet, left uint32, i int, open [][]int32, depth int) bool {
		if nodes++; nodes > quickNodes {
			return false
		}
		left &^= 1 << i
		full = full.or(s)
		if left&(left-1) == 0 {
			if left == 0 {
				n += lastFits(q.required.andNot(full), s, nil, nil)
			} else {
				j := bits.TrailingZeros32(left)
				n += lastFits(q.required.andNot(full), s, fits[j], open[j])
			}
			return n <= limit
		}
		idMark, listMark := len(ids), len(lists)
		for j := range fits {
			if left&(1<<j) == 0 {
				lists = append(lists, nil)
				continue
			}
			at, places := len(ids), fits[j].places
			ids = slices.Grow(ids, len(open[j]))
			buf, k := ids[at:at+len(open[j])], 0
			if q.words <= 2 {
				// Most targets: a box of 5×5×5 or less.
				s0, s1 := s[0], s[1]
				for _, id := range open[j] {
					buf[k] = id
					if t := &places[id]; t[0]&s0|t[1]&s1 == 0 {
						k++
					}
				}
			} else {
				for _, id := range open[j] {
					buf[k] = id
					if !places[id].meets(&s) {
						k++
					}
				}
			}
			if ids = ids[:at+k]; k == 0 {
				ids, lists = ids[:idMark], lists[:listMark]
				return true // piece j has no place left
			}
			lists = append(lists, ids[at:len(ids):len(ids)])
		}
		next := lists[listMark:len(lists):len(lists)]
		counts[depth+1].count(fits, next, left, q.words)
		place(full, left, next, depth+1)
		ids, lists = ids[:idMark], lists[:listMark]
		return n <= limit && nodes <= quickNodes
	}
	place = func(full cellSet, left uint32, open [][]int32, depth int) {
		c, piece := pick(&counts[depth], q.required.andNot(full), left, open)
		switch {
		case c < 0 && piece < 0:
			return // a cell with no placement left
		case piece >= 0:
			// Fewest ways to place this piece: each of them.
			for _, id := range open[piece] {
				if !try(full, fits[piece].places[id], left, piece, open, depth) {
					return
				}
			}
			return
		}
		for rest := left; rest != 0; rest &= rest - 1 {
			i := bits.TrailingZeros32(rest)
			for _, id := range open[i] {
				if s := fits[i].places[id]; s.has(c) && !try(full, s, left, i, open, depth) {
					return
				}
			}
		}
	}
	switch len(fits) {
	case 0:
		n = lastFits(q.required, cellSet{}, nil, nil)
	case 1:
		n = lastFits(q.required, cellSet{}, fits[0], lists[0])
	default:
		all := uint32(1)<<len(fits) - 1
		counts[0].count(fits, lists, all, q.words)
		place(cellSet{}, all, lists, 0)
	}
	q.ids, q.lists = ids, lists
	return n, nodes <= quickNodes
}

// lastFits counts the placements of the last piece f, of those still
// open, that miss s and fill every cell of need; with no piece left, 1
// where need is empty.
func lastFits(need, s cellSet, f *shapeFit, open []int32) int {
	if f == nil {
		if need.lowest() < 0 {
			return 1
		}
		return 0
	}
	n := 0
	for _, id := range open {
		if t := &f.places[id]; !t.meets(&s) && need.andNot(*t).lowest() < 0 {
			n++
		}
	}
	return n
}

// pick picks what to place next, as exact cover does: of the cells
// empty, the lowest that the fewest placements still open can fill
// (their counts cc), or, where no cell has fewer than it, the piece left
// with the fewest (piece); -1 for both where a cell has none. A cell
// filled by 2^counterPlanes placements or more is not picked.
func pick(cc *cellCounts, empty cellSet, left uint32, open [][]int32) (c, piece int) {
	most := int(^uint(0) >> 1)
	for rest := left; rest != 0; rest &= rest - 1 {
		if i := bits.TrailingZeros32(rest); len(open[i]) < most {
			piece, most = i, len(open[i])
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

// count sets the counts to those of the placements open of the pieces
// left, in their first words words (the rest are empty). It counts a
// word at a time, the six lowest planes in registers, and carries into
// the higher planes only past 63.
func (cc *cellCounts) count(fits []*shapeFit, open [][]int32, left uint32, words int) {
	*cc = cellCounts{}
	for w := range words {
		var p0, p1, p2, p3, p4, p5 uint64
		for rest := left; rest != 0; rest &= rest - 1 {
			j := bits.TrailingZeros32(rest)
			places := fits[j].places
			for _, id := range open[j] {
				x := places[id][w&3]
				c := p0 & x
				p0 ^= x
				d := p1 & c
				p1 ^= c
				e := p2 & d
				p2 ^= d
				f := p3 & e
				p3 ^= e
				g := p4 & f
				p4 ^= f
				if h := p5 & g; h != 0 {
					cc.carry(6, w, h)
				}
				p5 ^= g
			}
		}
		cc.plane[0][w], cc.plane[1][w], cc.plane[2][w] = p0, p1, p2
		cc.plane[3][w], cc.plane[4][w], cc.plane[5][w] = p3, p4, p5
	}
}

// carry adds 2^i to the counts of the cells of word w set in x.
func (cc *cellCounts) carry(i, w int, x uint64) {
	for ; x != 0 && i < counterPlanes; i++ {
		p := &cc.plane[i][w]
		*p, x = *p^x, *p&x
	}
	if x != 0 {
		cc.over[w] |= x
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
