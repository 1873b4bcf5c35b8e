package search

import "math/bits"

// liveSet keeps the placements still live (none of their cells filled) as
// a bitset, one per depth, so that going back up is a step down the stack
// rather than an undo. Each piece type's placements take words of their
// own, so a type's places left are a popcount over its words. With them
// the most-constrained-cell engine also branches on a piece where the
// piece has fewer places left than the best cell has placements, and ends
// a branch where a piece still owed has none: what dancing links does by
// weighing the pieces' items beside the cells'. On the solid pentominoes
// in a 3x4x5 box that takes the tree from 103 million nodes to 25
// million.
type liveSet struct {
	words int      // words per bitset
	stack []uint64 // the bitset at each depth, words apiece
	top   int      // the depth in use: rows chosen so far
	meets []uint64 // per placement, words apiece: the placements that share a cell with it
	forb  []uint64 // the placements removed to break the target's symmetry
	// counts holds each type's live placements at each depth, types
	// apiece: brought down with the bitset.
	counts []int32
	idOf   []int32  // per bit: its placement
	bitOf  []int32  // per placement: its bit
	span   [][2]int // per type: its first word and the word past its last
}

// newLiveSet lays out the live set for a problem, as many levels deep as
// a solution has copies.
func (pr *Problem) newLiveSet() liveSet {
	var l liveSet
	l.bitOf = make([]int32, len(pr.places))
	l.span = make([][2]int, len(pr.types))
	at := 0
	for id, pl := range pr.places {
		t := int(pl.typ)
		if id == 0 || pr.places[id-1].typ != pl.typ {
			at = (at + 63) &^ 63 // a type starts a word
			l.span[t][0] = at / 64
		}
		l.bitOf[id] = int32(at)
		at++
		l.span[t][1] = (at + 63) / 64
	}
	l.words = (at + 63) / 64
	l.idOf = make([]int32, l.words*64)
	cover := make([]uint64, len(pr.cells)*l.words) // per target cell: the placements covering it
	l.meets = make([]uint64, len(pr.places)*l.words)
	l.forb = make([]uint64, l.words)
	l.stack = make([]uint64, (pr.copies()+2)*l.words)
	l.counts = make([]int32, (pr.copies()+2)*len(pr.types))
	for id, b32 := range l.bitOf {
		b := int(b32)
		l.idOf[b] = int32(id)
		l.counts[pr.places[id].typ]++
		l.stack[b/64] |= 1 << (b % 64)
		for _, c := range pr.places[id].cells {
			cover[int(c)*l.words+b/64] |= 1 << (b % 64)
		}
	}
	for id, pl := range pr.places {
		meet := l.meets[id*l.words : (id+1)*l.words]
		for _, c := range pl.cells {
			cc := cover[int(c)*l.words:]
			for i := range meet {
				meet[i] |= cc[i]
			}
		}
	}
	return l
}

// cloneState returns a live set whose mutable parts are copies.
func (l liveSet) cloneState() liveSet {
	l.stack = append([]uint64(nil), l.stack...)
	l.counts = append([]int32(nil), l.counts...)
	l.forb = append([]uint64(nil), l.forb...)
	return l
}

// choose goes a level down, taking out the placements that meet
// placement row, and counts each type's placements left. Only the words
// of types with copies still to place (need above 0) are brought down:
// the others are not read until the search is back above this level.
func (l *liveSet) choose(row int32, need []int32) {
	w, nt := l.words, len(l.span)
	cur := l.stack[l.top*w : (l.top+1)*w : (l.top+1)*w]
	next := l.stack[(l.top+1)*w : (l.top+2)*w : (l.top+2)*w]
	meet := l.meets[int(row)*w : (int(row)+1)*w : (int(row)+1)*w]
	counts := l.counts[(l.top+1)*nt : (l.top+2)*nt : (l.top+2)*nt]
	l.top++
	for t, sp := range l.span {
		if need[t] == 0 {
			continue
		}
		n, c, m := next[sp[0]:sp[1]], cur[sp[0]:sp[1]], meet[sp[0]:sp[1]]
		k := 0
		for i := range n {
			x := c[i] &^ m[i]
			n[i] = x
			k += bits.OnesCount64(x)
		}
		counts[t] = int32(k)
	}
}

// unchoose goes back up a level.
func (l *liveSet) unchoose() { l.top-- }

// count returns how many placements of type t are live; with removed set,
// those removed to break symmetry are left out.
func (l *liveSet) count(t int, removed bool) int {
	if !removed {
		return int(l.counts[l.top*len(l.span)+t])
	}
	sp := l.span[t]
	cur := l.stack[l.top*l.words:][sp[0]:sp[1]]
	forb := l.forb[sp[0]:sp[1]]
	n := 0
	for i, x := range cur {
		n += bits.OnesCount64(x &^ forb[i])
	}
	return n
}

// list appends the live placements of type t to out, in order.
func (l *liveSet) list(out []int32, t int, removed bool) []int32 {
	sp := l.span[t]
	cur := l.stack[l.top*l.words:][sp[0]:sp[1]]
	for i, x := range cur {
		if removed {
			x &^= l.forb[sp[0]+i]
		}
		for ; x != 0; x &= x - 1 {
			out = append(out, l.idOf[(sp[0]+i)*64+bits.TrailingZeros64(x)])
		}
	}
	return out
}

// mark records whether placement id is removed to break symmetry.
func (l *liveSet) mark(id int32, removed bool) {
	b := l.bitOf[id]
	if removed {
		l.forb[b/64] |= 1 << (b % 64)
	} else {
		l.forb[b/64] &^= 1 << (b % 64)
	}
}

// rule is the pieces' rule (Problem.pieceRule) of every engine that keeps
// a live set: it weighs the pieces of ps, and returns the last copy of a
// type (one left, no range) with the fewest places left, and how many
// those are, to branch on in place of a cell with more placements; or 0 places where
// a type still owed has fewer places left than it owes, which ends the
// branch. Each solution places that last copy once, so its places part
// the solutions as a cell's placements do. With no such copy it returns
// a limit no list reaches.
func (l *liveSet) rule(ps *pieceSet) (piece, limit int) {
	piece, limit = -1, int(^uint(0)>>1)
	for t, need := range ps.need {
		if need == 0 {
			continue
		}
		n := l.count(t, ps.banned>>t&1 != 0)
		if int32(n) < need-ps.slack[t] {
			return t, 0
		}
		if need == 1 && ps.slack[t] == 0 && n < limit {
			piece, limit = t, n
		}
	}
	return piece, limit
}
