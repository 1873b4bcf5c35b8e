package search

import "math/bits"

// bitEngine searches targets whose bounding box has at most 64 cells, with
// the filled cells in one machine word. It always fills the first empty
// required cell in an order that runs along the shortest axis first, so
// the filled region grows as a compact front, and it trims nodes that
// leave a required cell with no empty neighbour.
//
// Filling the first empty cell reaches every set of placements once, so
// identical copies need no special care.
type bitEngine struct {
	bitBoard
	cand   [][]candidate // per cell and probe key: the placements that can fill the cell first
	probe  [probes]uint  // bit distances from a cell to the cells its key reads
	widest int           // the longest list in cand
	cell   int           // the cell status chose
}

// candidate is a placement as the bit engine tries it, with what it needs
// in one place: it fits when none of its cells is filled, its type bit is
// not in gone, and it was not removed.
type candidate struct {
	mask uint64 // its cells
	kind uint64 // its type's bit
	id   int32
}

// probes is how many cells after the cell to fill make its key: which of
// them are filled picks the list of candidates that avoid them, so the
// engine never looks at most of those that cannot fit.
const probes = 5

// newEngine returns a fresh engine for one searcher: a copy of the
// problem's prototype, built once, whose read-only tables it shares.
func (pr *Problem) newEngine() engine {
	pr.engineOnce.Do(func() {
		pr.prototype = pr.buildEngine()
		pr.pickClass(pr.prototype)
	})
	pr.spareMu.Lock()
	defer pr.spareMu.Unlock()
	if n := len(pr.spares); n > 0 {
		e := pr.spares[n-1]
		pr.spares = pr.spares[:n-1]
		return e
	}
	return pr.prototype.clone()
}

// Engine names the engine that searches the problem, chosen by the
// target's size and shape and the pieces (docs/performance.md says which
// runs where): "first-cell" and "most-constrained" are bit boards of one
// machine word, "wide" of four, and "dancing-links" is the matrix; a
// "+pieces" suffix says the engine weighs the pieces' places left too.
func (pr *Problem) Engine() string {
	e := pr.newEngine()
	defer pr.release(e)
	return e.name()
}

// maxSpares bounds the engines a problem keeps for later searchers.
const maxSpares = 4

// release hands back an engine whose walks all ended, so that it is as
// newEngine gave it, for a later searcher: a copy of a large engine
// costs more than a short search.
func (pr *Problem) release(e engine) {
	pr.spareMu.Lock()
	defer pr.spareMu.Unlock()
	if len(pr.spares) < maxSpares {
		pr.spares = append(pr.spares, e)
	}
}

// buildEngine builds the fastest engine that can search the problem.
func (pr *Problem) buildEngine() engine {
	if pr.forceDLX || len(pr.types) > 64 { // more types than bits for them
		return newMatrix(pr)
	}
	// A target in a box of 65 to 256 cells is searched on wide boards, a
	// larger one with dancing links. Both count Conway's 5x5x5 (125
	// cells): wide boards in 0.26 s (1,968,147 nodes), dancing links in
	// 0.96 s (697,022); a random 3x3x8 set of 12 pieces in 3.6 s against
	// 18.8 s, on two workers.
	bitOf, ext, _, ok := pr.bitLayout(64)
	if !ok || pr.forceWide {
		if bitOf, ext, _, ok = pr.bitLayout(wideCells); ok {
			if e := pr.buildWide(bitOf, ext); e != nil {
				return e
			}
		}
		return newMatrix(pr)
	}
	// A solid target of many pieces is searched on the most constrained
	// cell. Its tables cost more to build, which small sets do not repay:
	// the Soma cube (7 pieces) counts in 1.2 ms that way and in 0.7 ms by
	// first-cell filling, a random 3x4x5 set of 10 in 0.28 s against 0.65 s.
	if ext[0] > 1 && (pr.pieceCopies() > mrvPieces || pr.forceMRV) && !pr.firstCell {
		return pr.buildMRV(bitOf, ext)
	}
	e := &bitEngine{bitBoard: pr.newBitBoard(bitOf, ext)}
	e.probe = probeOffsets(ext, e.steps)
	// The placement can fill required cell c when it is the first empty
	// one: when every cell of the placement before c is optional. It goes
	// in the list of every key whose filled cells it avoids: every subset
	// of the probed cells it leaves free.
	var entries []coverEntry
	for id, pl := range pr.places {
		for _, c := range pl.cells {
			b := bitOf[c]
			if below := e.masks[id] & (1<<b - 1); c < int32(pr.cover()) && below&e.req == 0 {
				entries = append(entries, coverEntry{int32(id), b << probes, e.leaves(b, e.masks[id])})
			}
		}
	}
	e.cand, e.widest = coverLists(64<<probes, entries, e.candidate)
	return e
}

// candidate is placement id as a bit engine tries it.
func (bb *bitBoard) candidate(id int32) candidate {
	return candidate{mask: bb.masks[id], kind: 1 << bb.typ[id], id: id}
}

// probeOffsets chooses the cells a key reads, as bit distances: the next
// two along the first axis that is longer than one cell, the next along the
// second and its neighbours on the first, and the next along the third, or
// the second after it along the second where there is no third. All are
// below 64: an axis's step times its length is at most 64.
func probeOffsets(ext [3]int, steps [3]uint) [probes]uint {
	var long []uint
	for a := range 3 {
		if ext[a] > 1 {
			long = append(long, steps[a])
		}
	}
	var want []uint
	switch len(long) {
	case 0:
		want = []uint{1}
	case 1:
		f := long[0]
		want = []uint{f, 2 * f, 3 * f, 4 * f}
	case 2:
		f, s := long[0], long[1]
		want = []uint{f, 2 * f, s, s + f, 2 * s, s - f}
	default:
		f, s, t := long[0], long[1], long[2]
		want = []uint{f, 2 * f, s, s + f, t, s - f}
	}
	var out [probes]uint
	for i := range out {
		out[i] = want[min(i, len(want)-1)] // a repeated cell splits nothing, and costs nothing
	}
	return out
}

// leaves returns the key bits of the cells probed from bit b that mask
// leaves free. A probe past the last bit reads free.
func (e *bitEngine) leaves(b uint, mask uint64) uint {
	var free uint
	for j, off := range e.probe {
		if b+off > 63 || mask>>(b+off)&1 == 0 {
			free |= 1 << j
		}
	}
	return free
}

// key reads which of the cells after the cell at bit b are filled. Offsets
// are below 64, and saying so (&63) spares a test at every shift.
func (e *bitEngine) key(b uint) uint {
	occ, p := e.occ>>(b&63), &e.probe
	return uint(occ>>(p[0]&63)&1 | occ>>(p[1]&63)&1<<1 | occ>>(p[2]&63)&1<<2 |
		occ>>(p[3]&63)&1<<3 | occ>>(p[4]&63)&1<<4)
}

func (e *bitEngine) name() string { return "first-cell" }

func (e *bitEngine) clone() engine {
	c := *e
	c.bitBoard = e.cloneState()
	return &c
}

func (e *bitEngine) status() nodeStatus {
	empty := ^e.occ
	if empty&e.req == 0 {
		if e.left == 0 {
			return nodeSolved
		}
		return nodeDead
	}
	if e.lonely && empty&e.solid&^e.touching(empty) != 0 {
		return nodeDead
	}
	e.cell = bits.TrailingZeros64(empty & e.req)
	return nodeOpen
}

func (e *bitEngine) branch(s *searcher, d int) { s.branchOn(d, e.fitting(d)) }

// walk is bitBoard's walk with the node's test written out and its call
// to fitting made directly. Calls are dear under WebAssembly: there each
// one saves and reloads every live value, and every jump in a function
// goes through one dispatch table. bitBoard's walk, calling a function
// value that tests the node and lists its children, counted the 6x10 board
// in 161 to 169 ms under node, in a run where this one took 131.
func (e *bitEngine) walk(s *searcher, d int) {
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
		empty := ^e.occ
		open := empty & e.req
		switch {
		case open == 0:
			if e.left == 0 && !s.halt {
				s.depth, s.rows = d, rows[:d+off]
				s.leaf(s)
				s.halt = s.stop.Load()
			}
		case s.halt || e.lonely && open&e.solid&^e.touching(empty) != 0:
		default:
			e.cell = bits.TrailingZeros64(open)
			if fits := e.fitting(d); len(fits) > 0 {
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

// fitting lists the placements that can fill the chosen cell, in a slice
// kept for depth d. The loop has no branch but its own, and takes four
// candidates a turn: under WebAssembly every jump in a function goes
// through one dispatch table, so each one is dear.
func (e *bitEngine) fitting(d int) []int32 {
	for len(e.fits) <= d {
		e.fits = append(e.fits, make([]int32, e.widest))
	}
	fits := e.fits[d]
	n := 0
	occ, gone := e.occ, e.gone
	cand := e.cand[uint(e.cell)<<probes|e.key(uint(e.cell))]
	if e.banned&^gone != 0 {
		// Some placements of a type still to place are removed.
		for _, c := range cand {
			fits[n] = c.id
			n += b2i(c.mask&occ|c.kind&gone == 0) & b2i(e.forbidden[c.id] == 0)
		}
		return fits[:n]
	}
	i := 0
	for ; i+3 < len(cand); i += 4 {
		c := cand[i : i+4 : i+4]
		fits[n] = c[0].id
		n += b2i(c[0].mask&occ|c[0].kind&gone == 0)
		fits[n] = c[1].id
		n += b2i(c[1].mask&occ|c[1].kind&gone == 0)
		fits[n] = c[2].id
		n += b2i(c[2].mask&occ|c[2].kind&gone == 0)
		fits[n] = c[3].id
		n += b2i(c[3].mask&occ|c[3].kind&gone == 0)
	}
	for _, c := range cand[i:] {
		fits[n] = c.id
		n += b2i(c.mask&occ|c.kind&gone == 0)
	}
	return fits[:n]
}
