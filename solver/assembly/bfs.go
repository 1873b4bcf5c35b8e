package assembly

// bfs holds the positions a breadth-first search over one part has met,
// in the order met, in one flat slice, with a hash set over them. A
// position is the offsets of the part's pieces from their places, kept
// relative to the first piece: positions that differ only by moving
// everything together are one.
type bfs struct {
	n      int
	pos    []int16 // position k: pos[3nk : 3n(k+1)]
	parent []int32 // the position each was reached from, -1 for the start
	move   []slide // the move that reached it
	table  []int32 // open addressing: position index + 1, 0 for empty
	mask   uint32
	key    []int16
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
	if cap(b.key) < 3*n {
		b.key = make([]int16, 3*n)
	}
	b.key = b.key[:3*n]
}

func (b *bfs) len() int { return len(b.parent) }

// at returns position k as offsets; the slice is the caller's to keep.
func (b *bfs) at(k int32) [][3]int16 {
	n := b.n
	out := make([][3]int16, n)
	p := b.pos[3*n*int(k):]
	for i := range out {
		out[i] = [3]int16{p[3*i], p[3*i+1], p[3*i+2]}
	}
	return out
}

// relative writes off relative to its first piece into b.key.
func (b *bfs) relative(off [][3]int16) []int16 {
	for i, o := range off {
		for a := range 3 {
			b.key[3*i+a] = o[a] - off[0][a]
		}
	}
	return b.key
}

func hashPosition(key []int16) uint32 {
	h := uint64(0x9e3779b97f4a7c15)
	for _, v := range key {
		h = (h ^ uint64(uint16(v))) * 0xff51afd7ed558ccd
	}
	return uint32(h >> 32)
}

// find returns the slot of key in the table: where it is, or the empty
// slot where it belongs.
func (b *bfs) find(key []int16) uint32 {
	w := 3 * b.n
	s := hashPosition(key) & b.mask
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

// has reports whether the search has met the position off.
func (b *bfs) has(off [][3]int16) bool {
	return b.table[b.find(b.relative(off))] != 0
}

// add records the position off, reached from parent by move.
func (b *bfs) add(off [][3]int16, parent int32, move slide) {
	key := b.relative(off)
	s := b.find(key)
	b.pos = append(b.pos, key...)
	b.parent = append(b.parent, parent)
	b.move = append(b.move, move)
	b.table[s] = int32(len(b.parent))
	if 2*len(b.parent) > len(b.table) {
		b.table = make([]int32, 2*len(b.table))
		b.mask = uint32(len(b.table) - 1)
		w := 3 * b.n
		for k := range b.parent {
			s := b.find(b.pos[w*k : w*(k+1)])
			b.table[s] = int32(k + 1)
		}
	}
}
