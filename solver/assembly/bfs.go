package assembly

import "github.com/cubist/cubist/solver"

// bfs holds the positions a breadth-first search over one part has met,
// in the order met, in one flat slice, with a hash set over them. A
// position is the offsets of the part's pieces from their places, three
// numbers a piece, kept relative to the first piece: positions that
// differ only by moving everything together are one.
type bfs struct {
	n      int
	pos    []int16 // position k: pos[3nk : 3n(k+1)]
	parent []int32 // the position each was reached from, -1 for the start
	move   []slide // the move that reached it
	table  []int32 // open addressing: position index + 1, 0 for empty
	mask   uint32
	next   []int16       // a position being made
	dirs   []solver.Cell // the unit moves of slides' dir
}

// reset empties the search for a part of n pieces.
func (b *bfs) reset(n int) {
	b.n = n
	b.pos, b.parent, b.move = b.pos[:0], b.parent[:0], b.move[:0]
	if len(b.table) == 0 {
		b.table = make([]int32, 1<<10)
	}
	clear(b.table)
	b.mask = uint32(len(b.table) - 1)
	if cap(b.next) < 3*n {
		b.next = make([]int16, 3*n)
	}
	b.next = b.next[:3*n]
}

func (b *bfs) len() int { return len(b.parent) }

// at returns position k; the slice is the search's.
func (b *bfs) at(k int32) []int16 {
	w := 3 * b.n
	return b.pos[w*int(k) : w*int(k+1)]
}

// offsets returns position k as offsets of the caller's own.
func (b *bfs) offsets(k int32) [][3]int16 {
	p := b.at(k)
	out := make([][3]int16, b.n)
	for i := range out {
		out[i] = [3]int16{p[3*i], p[3*i+1], p[3*i+2]}
	}
	return out
}

// step makes, in b.next, the position that move s leads to from position
// from, relative to its first piece, and returns its hash.
func (b *bfs) step(from []int16, s slide) uint32 {
	v := b.dirs[s.dir]
	d := [3]int16{int16(v[0]) * int16(s.steps), int16(v[1]) * int16(s.steps), int16(v[2]) * int16(s.steps)}
	moved := s.group
	if moved&1 != 0 { // the first piece moves: the rest moves back instead
		moved = ^moved
		d = [3]int16{-d[0], -d[1], -d[2]}
	}
	h := uint64(0x9e3779b97f4a7c15)
	for i := range b.n {
		x, y, z := from[3*i], from[3*i+1], from[3*i+2]
		if moved&(1<<i) != 0 {
			x, y, z = x+d[0], y+d[1], z+d[2]
		}
		b.next[3*i], b.next[3*i+1], b.next[3*i+2] = x, y, z
		h = (h ^ (uint64(uint16(x)) | uint64(uint16(y))<<16 | uint64(uint16(z))<<32)) * 0xff51afd7ed558ccd
	}
	return uint32(h >> 32)
}

// find returns the slot of key, whose hash is h, in the table: where it
// is, or the empty slot where it belongs.
func (b *bfs) find(key []int16, h uint32) uint32 {
	w := 3 * b.n
	s := h & b.mask
	for {
		k := b.table[s]
		if k == 0 {
			return s
		}
		p := b.pos[w*int(k-1) : w*int(k)]
		same := true
		for i, v := range key {
			if p[i] != v {
				same = false
				break
			}
		}
		if same {
			return s
		}
		s = (s + 1) & b.mask
	}
}

// hashOf is the hash step gives a position.
func hashOf(key []int16) uint32 {
	h := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < len(key); i += 3 {
		h = (h ^ (uint64(uint16(key[i])) | uint64(uint16(key[i+1]))<<16 | uint64(uint16(key[i+2]))<<32)) * 0xff51afd7ed558ccd
	}
	return uint32(h >> 32)
}

// start records the first position, offsets off from the pieces' places.
func (b *bfs) start(off [][3]int16) {
	for i, o := range off {
		for a := range 3 {
			b.next[3*i+a] = o[a] - off[0][a]
		}
	}
	b.add(hashOf(b.next), -1, slide{})
}

// add records the position in b.next, whose hash is h, unless it is
// known; it reports whether it was new.
func (b *bfs) add(h uint32, parent int32, move slide) bool {
	s := b.find(b.next, h)
	if b.table[s] != 0 {
		return false
	}
	b.pos = append(b.pos, b.next...)
	b.parent = append(b.parent, parent)
	b.move = append(b.move, move)
	b.table[s] = int32(len(b.parent))
	if 2*len(b.parent) > len(b.table) {
		b.table = make([]int32, 2*len(b.table))
		b.mask = uint32(len(b.table) - 1)
		for k := range b.parent {
			key := b.at(int32(k))
			b.table[b.find(key, hashOf(key))] = int32(k + 1)
		}
	}
	return true
}
