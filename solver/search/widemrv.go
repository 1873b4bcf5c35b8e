package search

import "math/bits"

// wideEngine searches targets whose bounding box has more than 64 cells
// and at most 256, on wide boards. It branches as mrvEngine does, on the
// most constrained cell: of the empty required cells with the fewest
// empty neighbours (up to mrvLooks of them), the one that the fewest
// placements can still fill. Every solution is found once: each node
// fills one cell, by each placement that can cover it. It takes flat
// targets and few pieces too: a random 12x12 set of 14 pieces counts in
// 0.03 s, where dancing links took 0.93 s.
//
// On the same tree a node costs 1.8 times one of mrvEngine, natively and
// under WebAssembly alike (BenchmarkSearch/random-3x4x5-wide).
type wideEngine struct {
	pieceSet
	occ, req wide   // filled cells and bits outside the target; cells to fill, with a piece or a hole
	solid    wide   // cells to fill with a piece: req less the optional cells
	masks    []wide // per placement: its cells
	steps    [3]uint
	plus     [3]wide
	minus    [3]wide // cells that have a neighbour in the + and - direction
	// cover holds, per cell and per pattern of its six neighbours (which
	// are filled), the placements covering the cell that avoid those.
	cover   [][]wideCandidate
	keyMask uint // the neighbours a key reads
	widest  int
	cell    int // the cell chosen last
	// checked and spare are status's lists, apart from the walk's.
	checked, spare []int32
	// pieces turns on the pieces' rule, with live the placements still
	// live, where dives estimate that it pays, as in mrvEngine.
	pieces bool
	live   liveSet
}

// wideCandidate is a placement as the wide engine tries it: it fits when
// none of its cells is filled, its type bit is not in gone, and it was
// not removed.
type wideCandidate struct {
	mask wide
	kind uint64
	id   int32
}

// fits is 1 if the candidate fits a board occ with the types gone used
// up, not counting removals, and 0 if not.
func (c *wideCandidate) fits(occ wide, gone uint64) int {
	return b2i(c.mask.w0&occ.w0|c.mask.w1&occ.w1|c.mask.w2&occ.w2|c.mask.w3&occ.w3|c.kind&gone == 0)
}

// wideBudget bounds the candidates in a wide engine's lists: 1M of them
// take 48 MB, in each of the browser's three workers. A random 5x5x5 set
// of 18 pieces of 6 to 8 cubes needs 1.1M with keys of six neighbours, so
// it keys on four; a 6x6x6 set of 36 pieces needs 5.3M.
var wideBudget = 1 << 20

// buildWide builds the engine for a layout from bitLayout(wideCells), or
// returns nil if even lists with no key would take more than wideBudget.
func (pr *Problem) buildWide(bitOf []uint, ext [3]int) *wideEngine {
	// Every step is below 64, as wide's shifts need: the extents are in
	// ascending order with a product of at most 256, so the first is at
	// most 6 and the first two multiply to at most 16*sqrt(6), under 40.
	e := &wideEngine{pieceSet: pr.newPieceSet(), masks: make([]wide, len(pr.places)), steps: boxSteps(ext)}
	var inside wide
	for i, b := range bitOf {
		inside.set(b)
		if i < pr.cover() {
			e.req.set(b)
		}
		if i < pr.required {
			e.solid.set(b)
		}
	}
	e.occ = inside.not()
	for id, pl := range pr.places {
		for _, c := range pl.cells {
			e.masks[id].set(bitOf[c])
		}
	}
	for a, b := range boxEdges(ext) {
		if b.plus {
			e.plus[a].set(b.bit)
		}
		if b.minus {
			e.minus[a].set(b.bit)
		}
	}
	var entries []coverEntry
	for id, pl := range pr.places {
		outside := e.masks[id].not()
		for _, c := range pl.cells {
			if c < int32(pr.cover()) {
				b := bitOf[c]
				entries = append(entries, coverEntry{int32(id), b << 6, e.keyOf(b, outside)})
			}
		}
	}
	// Each list a placement joins holds a copy of it. Where all the
	// copies would take more than wideBudget, keys read fewer neighbours:
	// the lists are longer, and there are fewer of them.
	for width := 6; ; width -= 2 {
		e.keyMask = 1<<width - 1
		total := 0
		for _, en := range entries {
			total += 1 << bits.OnesCount(en.free&e.keyMask)
		}
		if total <= wideBudget {
			break
		}
		if width == 0 {
			return nil
		}
	}
	for i := range entries {
		entries[i].free &= e.keyMask
	}
	e.cover, e.widest = coverLists(wideCells<<6, entries, func(id int32) wideCandidate {
		return wideCandidate{mask: e.masks[id], kind: 1 << e.typ[id], id: id}
	})
	e.widest += 4
	if words := (len(pr.places) + 63*len(pr.types) + 63) / 64; len(pr.places)*words > maxMeets && pr.pieceRule <= 0 {
		return e
	}
	pr.weighPieces(e, &e.live)
	return e
}

func (e *wideEngine) setPieces(on bool) { e.pieces = on }

// keyOf reads which of the six neighbours of the cell at bit b are
// filled in a board occ, in the order of neighbours; a neighbour past the
// box reads empty.
func (e *wideEngine) keyOf(b uint, occ wide) uint {
	var k uint
	for a := range 3 {
		k |= uint(occ.has(b+e.steps[a])&e.plus[a].has(b)) << (2 * a)
		k |= uint(occ.has(b-e.steps[a])&e.minus[a].has(b)) << (2*a + 1)
	}
	return k
}

// emptyNeighbours returns the cells with no empty neighbour, those with at
// most one, and those with at most two. It counts them bit-sliced, in
// s0, s1 and s2, up to 3.
func (e *wideEngine) emptyNeighbours(empty wide) (none, atMost1, atMost2 wide) {
	var s0, s1, s2 wide
	for a := range 3 {
		x := empty.down(e.steps[a]).and(e.plus[a])
		c0 := s0.and(x)
		s0 = s0.xor(x)
		s2 = s2.or(s1.and(c0))
		s1 = s1.xor(c0)
		x = empty.up(e.steps[a]).and(e.minus[a])
		c0 = s0.and(x)
		s0 = s0.xor(x)
		s2 = s2.or(s1.and(c0))
		s1 = s1.xor(c0)
	}
	return s0.or(s1).or(s2).not(), s2.or(s1).not(), s2.or(s1.and(s0)).not()
}

func (e *wideEngine) choose(row int32) {
	e.occ = e.occ.or(e.masks[row])
	e.take(row)
	if e.pieces {
		e.live.choose(row, e.need)
	}
}

func (e *wideEngine) unchoose(row int32) {
	e.occ = e.occ.andNot(e.masks[row])
	e.put(row)
	if e.pieces {
		e.live.unchoose()
	}
}

func (e *wideEngine) remove(row int32) {
	e.pieceSet.remove(row)
	if e.pieces {
		e.live.mark(row, true)
	}
}

func (e *wideEngine) restore(row int32) {
	e.pieceSet.restore(row)
	if e.pieces {
		e.live.mark(row, e.forbidden[row] > 0)
	}
}

func (e *wideEngine) name() string { return pieceName("wide", e.pieces) }

func (e *wideEngine) clone() engine {
	c := *e
	c.pieceSet = e.pieceSet.cloneState()
	c.live = e.live.cloneState()
	c.checked, c.spare = nil, nil
	return &c
}

// status, pick and pickInto are mrvEngine's on a wide board, copied for
// the reason walk gives.
func (e *wideEngine) status() nodeStatus {
	if e.req.andNot(e.occ).empty() {
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
// for that depth; none if the node is dead.
func (e *wideEngine) pick(d int) []int32 {
	for len(e.fits) <= d+1 {
		e.fits = append(e.fits, nil)
	}
	e.fits[d], e.fits[d+1] = e.pickInto(e.fits[d][:0], e.fits[d+1][:0])
	return e.fits[d]
}

// pickInto does pick's work in two given slices: it returns the list, in
// one of them, and the other.
func (e *wideEngine) pickInto(best, try []int32) (list, spare []int32) {
	occ, gone := e.occ, e.gone
	empty := occ.not()
	open := e.req.and(empty)
	none, le1, le2 := e.emptyNeighbours(empty)
	if e.lonely && !open.and(e.solid).and(none).empty() {
		return best, try
	}
	look := open.and(le1)
	if look.empty() {
		if look = open.and(le2); look.empty() {
			look = open
		}
	}
	// The pieces first, as in mrvEngine.pickInto.
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
	checkRemoved := e.banned&^gone != 0
	// A list better than the best so far trades places with it.
	cell := false
	for n := 0; !look.empty() && n < mrvLooks; n++ {
		b := look.first()
		look.clear(b)
		list := e.cover[b<<6|e.keyOf(b, occ)&e.keyMask]
		if cap(try) < len(list) {
			try = make([]int32, 0, e.widest)
		}
		try = try[:cap(try)]
		n := 0
		if checkRemoved {
			for i := range list {
				c := &list[i]
				try[n] = c.id
				n += c.fits(occ, gone) & b2i(e.forbidden[c.id] == 0)
			}
		} else {
			// Two candidates a turn; a list longer than the best so far
			// stops after the turn that passes it.
			i := 0
			for ; i+1 < len(list) && n < limit; i += 2 {
				c := list[i : i+2 : i+2]
				try[n] = c[0].id
				n += c[0].fits(occ, gone)
				try[n] = c[1].id
				n += c[1].fits(occ, gone)
			}
			if i < len(list) && n < limit {
				try[n] = list[i].id
				n += list[i].fits(occ, gone)
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

// branch takes each placement that can fill the node's chosen cell.
func (e *wideEngine) branch(s *searcher, d int) {
	var fits []int32
	fits, e.checked = e.keep(d, e.checked)
	s.branchOn(d, fits)
}

// walk is bitBoard's walk on a board of several words. It is a copy on
// purpose: one walk over both boards would reach the board's test and moves
// through a function value or a generic dictionary at every node, the
// cost that bitEngine.walk's comment measures (about a fifth of the time on
// the 6x10 board under node).
func (e *wideEngine) walk(s *searcher, d int) {
	top, off := d, len(s.rows)-d
	rows := s.rows[:cap(s.rows)]
	for {
		s.nodes++
		if s.nodes&tickMask == 0 {
			s.depth = d
			s.everyTick()
		}
		if e.req.andNot(e.occ).empty() {
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
