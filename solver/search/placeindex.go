package search

import "math/bits"

// placeIndex finds placements by their hash: an open addressed table of
// placement ids, made once all placements are known, in two allocations
// whatever their number (the design search compiles every variant).
type placeIndex struct {
	hashes []uint64 // per placement: its hash
	slots  []int32  // a placement's id + 1, or 0 for an empty slot
	shift  uint     // 64 less the table's size in bits
}

// newPlaceIndex indexes the placements.
func newPlaceIndex(places []placement) placeIndex {
	size := 1 << bits.Len(uint(2*len(places)))
	x := placeIndex{hashes: make([]uint64, len(places)), slots: make([]int32, size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	for id, pl := range places {
		h := pl.hash()
		x.hashes[id] = h
		s := x.slot(h)
		for x.slots[s] != 0 {
			s = (s + 1) & uint64(size-1)
		}
		x.slots[s] = int32(id + 1)
	}
	return x
}

// slot is where the search for hash h starts.
func (x *placeIndex) slot(h uint64) uint64 {
	return (h * 0x9e3779b97f4a7c15) >> x.shift
}

// each calls f with each placement whose hash is h, until f returns true.
func (x *placeIndex) each(h uint64, f func(id int32) bool) {
	mask := uint64(len(x.slots) - 1)
	for s := x.slot(h); x.slots[s] != 0; s = (s + 1) & mask {
		if id := x.slots[s] - 1; x.hashes[id] == h && f(id) {
			return
		}
	}
}
