package search

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// placeIndex finds a placement by its type, orientation and where its
// orientation's first cell lies (placeKey): an open addressed table, made once all placements are
// known, in two allocations whatever their number (the design search
// compiles every variant).
type placeIndex struct {
	keys  []uint64 // per placement: its key
	slots []int32  // a placement's id + 1, or 0 for an empty slot
	shift uint     // 64 less the table's size in bits
}

// placeKey is the key of the placement of type typ in orientation orient
// whose orientation's first cell lies on cell at. Types are fewer than
// 1024 (solver.MaxPieces), orientations fewer than 64, and coordinates
// within 16 bits (solver.MaxCoord).
func placeKey(typ, orient int32, at solver.Cell) uint64 {
	return uint64(typ)<<54 | uint64(orient)<<48 | uint64(uint16(at[0]))<<32 | uint64(uint16(at[1]))<<16 | uint64(uint16(at[2]))
}

// newPlaceIndex indexes the placements.
func newPlaceIndex(places []placement, cells []solver.Cell) placeIndex {
	size := 1 << bits.Len(uint(2*len(places)))
	x := placeIndex{keys: make([]uint64, len(places)), slots: make([]int32, size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	for id, pl := range places {
		key := placeKey(pl.typ, pl.orient, cells[pl.anchor])
		x.keys[id] = key
		s := x.slot(key)
		for x.slots[s] != 0 {
			s = (s + 1) & uint64(size-1)
		}
		x.slots[s] = int32(id + 1)
	}
	return x
}

// slot is where the search for key starts.
func (x *placeIndex) slot(key uint64) uint64 {
	return (key * 0x9e3779b97f4a7c15) >> x.shift
}

// find returns the placement with key, or -1.
func (x *placeIndex) find(key uint64) int32 {
	mask := uint64(len(x.slots) - 1)
	for s := x.slot(key); x.slots[s] != 0; s = (s + 1) & mask {
		if id := x.slots[s] - 1; x.keys[id] == key {
			return id
		}
	}
	return -1
}
