package search

import "math/bits"

// mrvEngine searches solid targets (at least two cells along every axis)
// whose bounding box has at most 64 cells on bit boards, as bitEngine
// does, but branches on the most constrained cell rather than the first
// empty one: of the empty required cells with the fewest empty
// neighbours (up to mrvLooks of them), the one that the fewest placements
// can still fill. On irregular 3D pieces that tree is many times smaller:
// a random 4x4x4 set of 11 pieces takes 18.8 million nodes where
// first-cell filling takes 323 million, and dancing links, weighing every
// cell by Knuth's rule, 13.6 million. Weighing 4 cells took 21 million
// nodes and the same time; 8 take 7.1 s on the Bedlam cube, 4 took 8.6.
//
// Where dives estimate that it pays (piecesPay), a node may instead place
// the last copy of a piece in each of its places left, when those are
// fewer than the best cell's placements (pieceRule, with the live
// placements kept in liveSet).
//
// Every solution is found once: each node fills one cell, by each
// placement that can cover it, so identical copies need no special care;
// or places a piece's last copy, which each solution places once.
type mrvEngine struct {
	bitBoard
	// cover holds, per cell and per pattern of its six neighbours (which
	// are filled), the placements covering the cell that avoid those.
	cover  [][]candidate
	cell   int // the cell chosen last
	widest int // the longest list in cover
	// checked and spare are status's lists, apart from the walk's.
	checked, spare []int32
	// pieces turns on the pieces' rule (pieceRule), with live the
	// placements still live, where dives estimate that it pays.
	pieces bool
	live   liveSet
}

// mrvPieces is the most piece copies a solid target may take for the
// first-cell engine to search it instead.
const mrvPieces = 8

// copies counts the piece copies a solution places, holes included.
func (pr *Problem) copies() int {
	n := 0
	for _, t := range pr.types {
		n += t.count
	}
	return n
}

// pieceCopies counts the copies of the puzzle's pieces, holes left out:
// a hole is cheap to place, and on small sets with a hidden hole the
// first-cell engine judges design variants faster.
func (pr *Problem) pieceCopies() int {
	if pr.holeType < 0 {
		return pr.copies()
	}
	return pr.copies() - pr.types[pr.holeType].count
}

// mrvLooks is how many cells of the least-connected class a node weighs at
// most; the first cells of the fill order go first.
const mrvLooks = 8

// buildMRV builds the engine for a layout from bitLayout.
func (pr *Problem) buildMRV(bitOf []uint, ext [3]int) *mrvEngine {
	e := &mrvEngine{bitBoard: pr.newBitBoard(bitOf, ext)}
	// A placement goes in the list of each required cell it covers, for
	// every pattern of filled neighbours it avoids.
	var entries []coverEntry
	for id, pl := range pr.places {
		for _, c := range pl.cells {
			if c < int32(pr.cover()) {
				b := bitOf[c]
				entries = append(entries, coverEntry{int32(id), b << 6, e.keyOf(b, ^e.masks[id])}) // a key past the box is never read
			}
		}
	}
	e.cover, e.widest = coverLists(64<<6, entries, e.candidate)
	e.widest = max(e.widest+4, len(pr.places))
	// The rows of what each placement meets take placements times words;
	// past maxMeets words (16 MB) the rule is not weighed.
	if words := (len(pr.places) + 63*len(pr.types) + 63) / 64; len(pr.places)*words > maxMeets && pr.pieceRule <= 0 {
		return e
	}
	pr.weighPieces(e, &e.live)
	return e
}

func (e *mrvEngine) setPieces(on bool) { e.pieces = on }

// key reads which of the six neighbours of the cell at bit b are filled,
// in the order of neighbours; a neighbour past the box reads empty.
func (e *mrvEngine) key(b uint) uint { return e.keyOf(b, e.occ) }

// keyOf reads the key of the cell at bit b from a board occ.
func (e *mrvEngine) keyOf(b uint, occ uint64) uint {
	var k uint
	for a := range 3 {
		k |= uint((occ>>((b+e.steps[a])&63))&(e.plus[a]>>b)&1) << (2 * a)
		k |= uint((occ>>((b-e.steps[a])&63))&(e.minus[a]>>b)&1) << (2*a + 1)
	}
	return k
}

func (e *mrvEngine) name() string { return pieceName("most-constrained", e.pieces) }

func (e *mrvEngine) clone() engine {
	c := *e
	c.bitBoard = e.cloneState()
	c.live = e.live.cloneState()
	c.checked, c.spare = nil, nil
	return &c
}

func (e *mrvEngine) choose(row int32) {
	e.bitBoard.choose(row)
	if e.pieces {
		e.live.choose(row, e.need)
	}
}

func (e *mrvEngine) unchoose(row int32) {
	e.bitBoard.unchoose(row)
	if e.pieces {
		e.live.unchoose()
	}
}

func (e *mrvEngine) remove(row int32) {
	e.pieceSet.remove(row)
	if e.pieces {
		e.live.mark(row, true)
	}
}

func (e *mrvEngine) restore(row int32) {
	e.pieceSet.restore(row)
	if e.pieces {
		e.live.mark(row, e.forbidden[row] > 0)
	}
}

// emptyNeighbours returns, bit-sliced, how many empty neighbours each
// cell has: the cells with at most one, and those with at most two.
func (e *mrvEngine) emptyNeighbours(empty uint64) (atMost1, atMost2 uint64) {
	var s0, s1, s2 uint64 // the count's bits
	add := func(x uint64) {
		c0 := s0 & x
		s0 ^= x
		c1 := s1 & c0
		s1 ^= c0
		s2 |= c1
	}
	for a := range 3 {
		add((empty >> e.steps[a]) & e.plus[a])
		add((empty << e.steps[a]) & e.minus[a])
	}
	return ^s2 &^ s1, ^s2 &^ (s1 & s0)
}

func (e *mrvEngine) status() nodeStatus {
	if ^e.occ&e.req == 0 {
		if e.left == 0 {
			return nodeSolved
		}
		return nodeDead
	}
	var fits []int32
	fits, e.spare = e.pickInto(e.checked[:0], e.spare[:0])
	e.checked = fits
	if len(fits) == 0 {
		return nodeDead
	}
	return nodeOpen
}

// pick chooses the cell to fill at a node with empty required cells, at
// depth d, and lists the placements that can fill it in the slice kept
// for that depth; none if the node is dead. It weighs the empty required
// cells with the fewest empty neighbours, up to mrvLooks of them, and
// takes the one the fewest placements can fill.
func (e *mrvEngine) pick(d int) []int32 {
	for len(e.fits) <= d+1 {
		e.fits = append(e.fits, nil)
	}
	e.fits[d], e.fits[d+1] = e.pickInto(e.fits[d][:0], e.fits[d+1][:0])
	return e.fits[d]
}

// pickInto does pick's work in two given slices: it returns the list, in
// one of them, and the other.
func (e *mrvEngine) pickInto(best, try []int32) (list, spare []int32) {
	empty := ^e.occ
	open := empty & e.req
	le1, le2 := e.emptyNeighbours(empty)
	if e.lonely && open&e.solid&le1&^e.touching(empty) != 0 {
		return best, try
	}
	look := open & le1
	if look == 0 {
		if look = open & le2; look == 0 {
			look = open
		}
	}
	// The pieces first: one still owed with too few places ends the
	// branch, and one with a single place is placed there.
	piece, limit := -1, int(^uint(0)>>1)
	if e.pieces {
		piece, limit = e.live.rule(&e.pieceSet)
	}
	if limit <= 1 {
		if limit == 1 {
			return e.live.list(best[:0], piece, e.banned>>piece&1 != 0), try
		}
		return best[:0], try
	}
	occ, gone := e.occ, e.gone
	checkRemoved := e.banned&^gone != 0
	// A list better than the best so far trades places with it.
	cell := false
	for n := 0; look != 0 && n < mrvLooks; n++ {
		b := uint(bits.TrailingZeros64(look))
		look &= look - 1
		list := e.cover[b<<6|e.key(b)]
		if cap(try) < len(list) {
			try = make([]int32, 0, e.widest)
		}
		try = try[:cap(try)]
		n := 0
		if checkRemoved {
			for _, c := range list {
				try[n] = c.id
				n += b2i(c.mask&occ|c.kind&gone == 0) & b2i(e.forbidden[c.id] == 0)
			}
		} else {
			// Four candidates a turn, with no branch but the loop's, as in
			// bitEngine.fitting (see there why); written again because a
			// list longer than the best so far stops after the turn that
			// passes it.
			i := 0
			for ; i+3 < len(list) && n < limit; i += 4 {
				c := list[i : i+4 : i+4]
				try[n] = c[0].id
				n += b2i(c[0].mask&occ|c[0].kind&gone == 0)
				try[n] = c[1].id
				n += b2i(c[1].mask&occ|c[1].kind&gone == 0)
				try[n] = c[2].id
				n += b2i(c[2].mask&occ|c[2].kind&gone == 0)
				try[n] = c[3].id
				n += b2i(c[3].mask&occ|c[3].kind&gone == 0)
			}
			if n < limit {
				for _, c := range list[i:] {
					try[n] = c.id
					n += b2i(c.mask&occ|c.kind&gone == 0)
				}
			}
		}
		try = try[:n]
		if n < limit {
			best, try, limit, cell = try, best, len(try), true
			e.cell = int(b)
			if limit <= 1 {
				break
			}
		}
	}
	if !cell {
		return e.live.list(best[:0], piece, e.banned>>piece&1 != 0), try
	}
	return best, try
}

// branch takes each placement that can fill the node's chosen cell, or
// each place left of the piece chosen: the list status made at this node,
// which the searcher asks for just before.
func (e *mrvEngine) branch(s *searcher, d int) {
	var fits []int32
	fits, e.checked = e.keep(d, e.checked)
	s.branchOn(d, fits)
}

// walk is dfs for a free node at depth d with no cutoff: the same search
// with the generic searcher's calls and interface dispatch folded in, and
// with its own stack of branches in place of recursion. pick lists the
// placements to try at an open node at depth d, kept in fits[d]; none for
// a dead one. Calls are dear under WebAssembly: there each one saves and
// reloads every live value, so the loop makes one at an ordinary node, to
// pick; and it reads s.halt, not s.stop, for the same reason: the searcher
// sets halt before the walk. It is a copy of bitEngine.walk and
// wideEngine.walk with this engine's choose and unchoose, which bring the
// live placements down and back up: a shared walk taking those as function
// values would make two more calls a node.
func (e *mrvEngine) walk(s *searcher, d int) {
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
		if ^e.occ&e.req == 0 {
			if e.left == 0 && !s.halt {
				s.depth, s.rows = d, rows[:d+off]
				s.leaf(s)
				s.halt = s.stop.Load()
			}
		} else if !s.halt {
			if fits := e.pick(d); len(fits) > 0 {
				id := fits[0]
				e.choose(id)
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
			e.unchoose(rows[d+off])
			k := s.idx[d] + 1
			if k < s.cnt[d] && !s.halt {
				id := e.fits[d][k]
				e.choose(id)
				s.idx[d] = k
				rows[d+off] = id
				d++
				break
			}
		}
	}
}
