package search

// pieceSet is what every bit engine keeps of the pieces: the copies still
// to place, and the placements removed to break the target's symmetry.
type pieceSet struct {
	left      int32     // piece copies still owed: below their type's least
	need      []int32   // per type: copies that may still be placed
	slack     []int32   // per type: copies beyond its least (0 without a range)
	gone      uint64    // bits of the types with no copy left to place
	typ       []int32   // per placement: its type
	forbidden []int32   // per placement: how many times removed
	removed   []int32   // per type: how many of its placements are removed
	banned    uint64    // bits of the types with a placement removed
	fits      [][]int32 // per depth: the placements to try at the node there
	lonely    bool      // a single empty cell is a dead end, but for a hole: no piece has one cell
}

// newPieceSet sets up the pieces of a problem with at most 64 types.
func (pr *Problem) newPieceSet() pieceSet {
	ps := pieceSet{
		need:      make([]int32, len(pr.types)),
		slack:     make([]int32, len(pr.types)),
		typ:       make([]int32, len(pr.places)),
		forbidden: make([]int32, len(pr.places)),
		removed:   make([]int32, len(pr.types)),
		lonely:    true,
	}
	for t, pt := range pr.types {
		ps.need[t] = int32(pt.count)
		ps.slack[t] = int32(pt.count - pt.least)
		ps.left += int32(pt.least)
		if len(pt.shape) == 1 && int32(t) != pr.holeType {
			ps.lonely = false
		}
	}
	for id, pl := range pr.places {
		ps.typ[id] = pl.typ
	}
	return ps
}

// cloneState returns a piece set whose mutable parts are copies.
func (ps pieceSet) cloneState() pieceSet {
	ps.need = append([]int32(nil), ps.need...)
	ps.forbidden = append([]int32(nil), ps.forbidden...)
	ps.removed = append([]int32(nil), ps.removed...)
	ps.fits = nil
	return ps
}

// keep makes list, which status made at the node at depth d, the list
// kept for that depth, and returns it with the slice it takes the place
// of, emptied, for status's next list.
//
// It is kept out of line: it is not hot, and inlined it grew the page's
// program.
//
//go:noinline
func (ps *pieceSet) keep(d int, list []int32) (kept, spare []int32) {
	for len(ps.fits) <= d {
		ps.fits = append(ps.fits, nil)
	}
	ps.fits[d], spare = list, ps.fits[d][:0]
	return list, spare
}

// take counts a copy of row's type as placed; put undoes it. A copy is
// owed while its type has fewer than its least placed: while need is
// above slack.
func (ps *pieceSet) take(row int32) {
	t := ps.typ[row]
	ps.left -= int32(b2i(ps.need[t] > ps.slack[t]))
	ps.need[t]--
	ps.gone |= uint64(b2i(ps.need[t] == 0)) << (t & 63)
}

func (ps *pieceSet) put(row int32) {
	t := ps.typ[row]
	ps.need[t]++
	ps.gone &^= 1 << (t & 63)
	ps.left += int32(b2i(ps.need[t] > ps.slack[t]))
}

// remove forbids a row; restore undoes it.
func (ps *pieceSet) remove(row int32) {
	ps.forbidden[row]++
	if t := ps.typ[row]; ps.forbidden[row] == 1 {
		ps.removed[t]++
		ps.banned |= 1 << t
	}
}

func (ps *pieceSet) restore(row int32) {
	ps.forbidden[row]--
	if t := ps.typ[row]; ps.forbidden[row] == 0 {
		ps.removed[t]--
		if ps.removed[t] == 0 {
			ps.banned &^= 1 << t
		}
	}
}

// bitBoard is what both 64-cell bit engines keep of a search's state: the
// target's cells in one machine word, and the pieces.
type bitBoard struct {
	pieceSet
	occ   uint64   // filled cells, and bits outside the target
	req   uint64   // cells to fill, with a piece or a hole
	solid uint64   // cells to fill with a piece: req less the optional cells
	masks []uint64 // per placement: its cells
	steps [3]uint  // bit distance to the next cell along each axis
	plus  [3]uint64
	minus [3]uint64 // cells that have a neighbour in the + and - direction
}

// newBitBoard sets up the board for a layout from bitLayout.
func (pr *Problem) newBitBoard(bitOf []uint, ext [3]int) bitBoard {
	bb := bitBoard{pieceSet: pr.newPieceSet(), masks: make([]uint64, len(pr.places))}
	inside := uint64(0)
	for i, b := range bitOf {
		inside |= 1 << b
		if i < pr.cover() {
			bb.req |= 1 << b
		}
		if i < pr.required {
			bb.solid |= 1 << b
		}
	}
	bb.occ = ^inside
	for id, pl := range pr.places {
		for _, c := range pl.cells {
			bb.masks[id] |= 1 << bitOf[c]
		}
	}
	bb.steps = boxSteps(ext)
	for a, b := range boxEdges(ext) {
		if b.plus {
			bb.plus[a] |= 1 << b.bit
		}
		if b.minus {
			bb.minus[a] |= 1 << b.bit
		}
	}
	return bb
}

// cloneState returns a board whose mutable parts are copies.
func (bb bitBoard) cloneState() bitBoard {
	bb.pieceSet = bb.pieceSet.cloneState()
	return bb
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
	bb.take(row)
}

func (bb *bitBoard) unchoose(row int32) {
	bb.occ &^= bb.masks[row]
	bb.put(row)
}

// b2i is 1 for true and 0 for false; the compiler makes it a select, not a
// branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
