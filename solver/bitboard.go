package solver

// bitBoard is what both bit engines keep of a search's state: the target's
// cells in one machine word, the piece copies still to place, and the
// placements removed to break the target's symmetry.
type bitBoard struct {
	occ       uint64   // filled cells, and bits outside the target
	req       uint64   // required cells
	left      int32    // piece copies still to place
	need      []int32  // per type: copies still to place
	gone      uint64   // bits of the types with no copy left to place
	masks     []uint64 // per placement: its cells
	typ       []int32  // per placement: its type
	forbidden []int32  // per placement: how many times removed
	removed   []int32  // per type: how many of its placements are removed
	banned    uint64   // bits of the types with a placement removed
	steps     [3]uint  // bit distance to the next cell along each axis
	plus      [3]uint64
	minus     [3]uint64 // cells that have a neighbour in the + and - direction
	lonely    bool      // a single empty cell is a dead end: no piece has one cell
	fits      [][]int32 // per depth: the placements to try at the node there
}

// newBitBoard sets up the board for a layout from bitLayout.
func (pr *Problem) newBitBoard(bitOf []uint, ext [3]int) bitBoard {
	bb := bitBoard{
		need:      make([]int32, len(pr.types)),
		masks:     make([]uint64, len(pr.places)),
		typ:       make([]int32, len(pr.places)),
		forbidden: make([]int32, len(pr.places)),
		removed:   make([]int32, len(pr.types)),
		lonely:    true,
	}
	for t, pt := range pr.types {
		bb.need[t] = int32(pt.count)
		bb.left += int32(pt.count)
		if len(pt.shape) == 1 {
			bb.lonely = false
		}
	}
	inside := uint64(0)
	for i, b := range bitOf {
		inside |= 1 << b
		if i < pr.required {
			bb.req |= 1 << b
		}
	}
	bb.occ = ^inside
	for id, pl := range pr.places {
		for _, c := range pl.cells {
			bb.masks[id] |= 1 << bitOf[c]
		}
		bb.typ[id] = pl.typ
	}
	stride := uint(1)
	n := uint(ext[0] * ext[1] * ext[2])
	for a := range 3 {
		bb.steps[a] = stride
		for b := range n {
			coord := int(b/stride) % ext[a]
			if coord < ext[a]-1 {
				bb.plus[a] |= 1 << b
			}
			if coord > 0 {
				bb.minus[a] |= 1 << b
			}
		}
		stride *= uint(ext[a])
	}
	return bb
}

// cloneState returns a board whose mutable parts are copies.
func (bb bitBoard) cloneState() bitBoard {
	bb.need = append([]int32(nil), bb.need...)
	bb.forbidden = append([]int32(nil), bb.forbidden...)
	bb.removed = append([]int32(nil), bb.removed...)
	bb.fits = nil
	return bb
}

// branch explores each placement of fits, the children of the node at
// depth d.
func (bb *bitBoard) branch(s *searcher, d int, fits []int32) {
	n := int32(len(fits))
	for k, id := range fits {
		explore, last := s.follow(d, int32(k), n)
		if explore {
			bb.choose(id)
			s.enter(d, int32(k), n, id)
			bb.unchoose(id)
		}
		if last || s.stop.Load() {
			break
		}
	}
}

// walk is dfs for a free node at depth d with no cutoff, for both bit
// engines: the same search with the generic searcher's calls and interface
// dispatch folded in, and with its own stack of branches in place of
// recursion. children lists the placements to try at an open node at
// depth d, kept in fits[d]; none for a dead one. Calls are dear under
// WebAssembly: there each one saves and reloads every live value, so the
// loop makes one at an ordinary node, to children; and it reads s.halt,
// not s.stop, for the same reason: the searcher sets halt before the walk.
func (bb *bitBoard) walk(s *searcher, d int, children func(d int) []int32) {
	// rows holds the rows chosen so far in place, at d+off; s.rows is
	// brought up to date where it is read: at a solution and on leaving.
	top, off := d, len(s.rows)-d
	rows := s.rows[:cap(s.rows)]
	for {
		// Visit the node at depth d; go down to its first child if it has
		// one.
		s.nodes++
		if s.nodes&tickMask == 0 {
			s.depth = d
			s.everyTick()
		}
		if ^bb.occ&bb.req == 0 {
			if bb.left == 0 && !s.halt {
				s.depth, s.rows = d, rows[:d+off]
				s.leaf(s)
				s.halt = s.stop.Load()
			}
		} else if !s.halt {
			if fits := children(d); len(fits) > 0 {
				id := fits[0]
				bb.choose(id)
				s.idx[d], s.cnt[d] = 0, int32(len(fits))
				rows[d+off] = id
				d++
				continue
			}
		}
		// Go back up to the nearest node with a branch left, and take it.
		for {
			if d == top {
				s.depth, s.rows = top, rows[:top+off]
				return
			}
			d--
			bb.unchoose(rows[d+off])
			k := s.idx[d] + 1
			if k < s.cnt[d] && !s.halt {
				id := bb.fits[d][k]
				bb.choose(id)
				s.idx[d] = k
				rows[d+off] = id
				d++
				break
			}
		}
	}
}

// touching returns the cells with an empty neighbour. An empty cell
// without one is a dead end: no piece can fill it.
func (bb *bitBoard) touching(empty uint64) uint64 {
	return (empty>>bb.steps[0])&bb.plus[0] | (empty<<bb.steps[0])&bb.minus[0] |
		(empty>>bb.steps[1])&bb.plus[1] | (empty<<bb.steps[1])&bb.minus[1] |
		(empty>>bb.steps[2])&bb.plus[2] | (empty<<bb.steps[2])&bb.minus[2]
}

func (bb *bitBoard) choose(row int32) {
	bb.occ |= bb.masks[row]
	t := bb.typ[row]
	bb.need[t]--
	bb.gone |= uint64(b2i(bb.need[t] == 0)) << (t & 63)
	bb.left--
}

func (bb *bitBoard) unchoose(row int32) {
	bb.occ &^= bb.masks[row]
	t := bb.typ[row]
	bb.need[t]++
	bb.gone &^= 1 << (t & 63)
	bb.left++
}

// remove forbids a row; restore undoes it.
func (bb *bitBoard) remove(row int32) {
	bb.forbidden[row]++
	if t := bb.typ[row]; bb.forbidden[row] == 1 {
		bb.removed[t]++
		bb.banned |= 1 << t
	}
}

func (bb *bitBoard) restore(row int32) {
	bb.forbidden[row]--
	if t := bb.typ[row]; bb.forbidden[row] == 0 {
		bb.removed[t]--
		if bb.removed[t] == 0 {
			bb.banned &^= 1 << t
		}
	}
}

// b2i is 1 for true and 0 for false; the compiler makes it a select, not a
// branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
