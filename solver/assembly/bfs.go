package assembly

import "github.com/cubist/cubist/solver"

// bfs holds the positions a breadth-first search over one part has met,
// in the order met, in one flat slice, with a hash set over them. A
// position is the offsets of the part's pieces from their places, three
// numbers a piece, kept relative to the first piece: positions that
// differ only by moving everything together are one. Where pieces turn,
// a fourth number gives the way each piece lies (see shapeBook).
type bfs struct {
	n      int
	w      int     // numbers a piece: 3, or 4 where pieces turn
	pos    []int16 // position k: pos[wnk : wn(k+1)]
	parent []int32 // the position each was reached from, -1 for the start
	move   []slide // the move that reached it
	table  []int32 // open addressing: position index + 1, 0 for empty
	mask   uint32
	next   []int16       // a position being made
	dirs   []solver.Cell // the unit moves of slides' dir
}

// reset empties the search for a part of n pieces, w numbers a piece.
func (b *bfs) reset(n, w int) {
	b.n, b.w = n, w
	b.pos, b.parent, b.move = b.pos[:0], b.parent[:0], b.move[:0]
	if len(b.table) == 0 {
		b.table = make([]int32, 1<<10)
	}
	clear(b.table)
	b.mask = uint32(len(b.table) - 1)
	if cap(b.next) < w*n {
		b.next = make([]int16, w*n)
	}
	b.next = b.next[:w*n]
}

func (b *bfs) len() int { return len(b.parent) }

// at returns position k; the slice is the search's.
func (b *bfs) at(k int32) []int16 {
	w := b.w * b.n
	return b.pos[w*int(k) : w*int(k+1)]
}

// offsets returns a copy of position k.
func (b *bfs) offsets(k int32) []int16 { return append([]int16(nil), b.at(k)...) }

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
	if b.w == 4 { // as hashOf hashes it
		h := uint64(0x9e3779b97f4a7c15)
		next := b.next[:4*b.n]
		for i := range b.n {
			x, y, z, s := from[4*i], from[4*i+1], from[4*i+2], from[4*i+3]
			if moved&(1<<i) != 0 {
				x, y, z = x+d[0], y+d[1], z+d[2]
			}
			next[4*i], next[4*i+1], next[4*i+2], next[4*i+3] = x, y, z, s
			h = (h ^ (uint64(uint16(x)) | uint64(uint16(y))<<16 | uint64(uint16(z))<<32 | uint64(uint16(s))<<48)) * 0xff51afd7ed558ccd
		}
		return uint32(h >> 32)
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
	w := b.w * b.n
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

// hashOf is the hash step gives a position of w numbers a piece.
func hashOf(key []int16, w int) uint32 {
	h := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < len(key); i += w {
		k := uint64(uint16(key[i])) | uint64(uint16(key[i+1]))<<16 | uint64(uint16(key[i+2]))<<32
		if w == 4 {
			k |= uint64(uint16(key[i+3])) << 48
		}
		h = (h ^ k) * 0xff51afd7ed558ccd
	}
	return uint32(h >> 32)
}

// start records the first position, off, which need not be relative to
// its first piece.
func (b *bfs) start(off []int16) {
	copy(b.next, off)
	for i := 0; i < len(off); i += b.w {
		for a := range 3 {
			b.next[i+a] = off[i+a] - off[a]
		}
	}
	b.add(hashOf(b.next, b.w), -1, slide{})
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
			b.table[b.find(key, hashOf(key, b.w))] = int32(k + 1)
		}
	}
	return true
}
