//go:build !page || turns

package assembly

import "math/bits"

// contactTable keeps contacts by the gap cache's keys, in open
// addressing: faster than a map for the many lookups of a search.
type contactTable struct {
	keys  []uint64
	vals  []*contacts // nil for an empty slot
	used  int
	mask  uint64
	shift uint // 64 less the table's size in bits
}

// slot finds key's slot, or the empty one where it belongs.
func (c *contactTable) slot(key uint64) uint64 {
	if c.keys == nil {
		c.size(1 << 6)
	}
	s := (key * 0x9e3779b97f4a7c15) >> c.shift
	for c.vals[s] != nil && c.keys[s] != key {
		s = (s + 1) & c.mask
	}
	return s
}

// put keeps v for key at slot, as slot found it, growing the table past
// half full.
func (c *contactTable) put(slot, key uint64, v *contacts) {
	c.keys[slot], c.vals[slot] = key, v
	c.used++
	if 2*c.used <= len(c.keys) {
		return
	}
	keys, vals := c.keys, c.vals
	c.size(2 * len(keys))
	for i, v := range vals {
		if v != nil {
			s := c.slot(keys[i])
			c.keys[s], c.vals[s] = keys[i], v
		}
	}
}

// size empties the table to n slots, a power of 2.
func (c *contactTable) size(n int) {
	c.keys, c.vals = make([]uint64, n), make([]*contacts, n)
	c.mask, c.shift = uint64(n-1), uint(64-bits.TrailingZeros(uint(n)))
}

// reset empties the table, keeping its memory.
func (c *contactTable) reset() {
	if c.used > 0 {
		clear(c.keys)
		clear(c.vals)
		c.used = 0
	}
}
