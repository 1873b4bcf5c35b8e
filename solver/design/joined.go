package design

import (
	"math/bits"
	"slices"
)

// joined reports whether the solids of piece i are joined face to face.
// It keeps the solids seen and those still to visit as sets of bits, on
// the stack up to 256 solids: a test made for every move allocates
// nothing.
func (d *dissection) joined(i int) bool {
	if d.size[i] == 0 {
		return false
	}
	words := (len(d.cells) + 63) / 64
	var small [8]uint64
	seen, todo := small[:4], small[4:]
	if words > 4 {
		room := make([]uint64, 2*words)
		seen, todo = room[:words], room[words:]
	}
	first := slices.Index(d.owner, i)
	seen[first>>6] |= 1 << (first & 63)
	todo[first>>6] |= 1 << (first & 63)
	n := 1
	for w := first >> 6; w < words; {
		if todo[w] == 0 {
			w++
			continue
		}
		k := w<<6 + bits.TrailingZeros64(todo[w])
		todo[w] &= todo[w] - 1
		for _, j := range d.nbr[k] {
			if bit := uint64(1) << (j & 63); d.owner[j] == i && seen[j>>6]&bit == 0 {
				seen[j>>6] |= bit
				todo[j>>6] |= bit
				w = min(w, j>>6)
				n++
			}
		}
	}
	return n == d.size[i]
}

// joinedWithout reports whether piece i is joined now that solid k has
// left it (or, with a hole's move, left it for the neighbour it moved
// to), where it was joined before. It is joined where the solids of i
// beside k are joined among themselves: every other solid reached k
// through one of them. That is tried first among the solids two face
// steps from k or fewer, which on cubes joins most pieces at once; where
// that does not join them, or d.whole is not set, the whole piece is
// walked (joined), as it is in a target of more than 256 solids: up to
// that, its sets of solids are bits on the stack.
func (d *dissection) joinedWithout(i, k int) bool {
	words := (len(d.cells) + 63) / 64
	if !d.whole || d.size[i] == 0 || words > 4 {
		return d.joined(i)
	}
	var beside [12]int // the solids of i beside k
	n := 0
	for _, j := range d.nbr[k] {
		if d.owner[j] == i {
			if n == len(beside) {
				return d.joined(i)
			}
			beside[n], n = j, n+1
		}
	}
	switch n {
	case 0:
		return d.joined(i) // k was not the piece's link to anything
	case 1:
		return true
	}
	// near: the solids of i two steps from k or fewer, k left out.
	var near, seen [4]uint64
	has := func(set *[4]uint64, x int) bool { return set[x>>6]&(1<<(x&63)) != 0 }
	add := func(set *[4]uint64, x int) { set[x>>6] |= 1 << (x & 63) }
	for _, j := range beside[:n] {
		add(&near, j)
		for _, x := range d.nbr[j] {
			if x != k && d.owner[x] == i {
				add(&near, x)
			}
		}
	}
	// Walk from the first solid beside k within near.
	var todo [64]int
	todo[0] = beside[0]
	add(&seen, beside[0])
	for m, done := 1, 0; done < m; done++ {
		for _, x := range d.nbr[todo[done]] {
			if has(&near, x) && !has(&seen, x) {
				if m == len(todo) {
					return d.joined(i)
				}
				add(&seen, x)
				todo[m], m = x, m+1
			}
		}
	}
	for _, j := range beside[1:n] {
		if !has(&seen, j) {
			return d.joined(i)
		}
	}
	return true
}
