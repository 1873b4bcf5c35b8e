package design

import "hash/maphash"

// seenMost is how many variants a chain remembers having examined before
// it forgets them all and starts remembering again. A 6×6×6 chain
// examines some 7,000 variants a second; remembered by their keys (two
// bytes a solid), 13 million of them took 24 GB and the process was
// killed after 22 minutes of a 30-minute search. By a hash, 90 s of
// that search on one chain (633,048 variants) peaked at 153 MB resident
// against 686 MB by key; a variant forgotten is at worst judged again.
const seenMost = 1 << 22

// seenSet is the variants a chain has examined, by a 64-bit hash of
// their keys (dissection.key): the odds that any two of 4 million share
// a hash are about one in two million.
type seenSet struct {
	seed maphash.Seed
	m    map[uint64]struct{}
	key  []byte // the last key hashed, its room reused
}

// newSeen is a set holding the variant d.
func newSeen(d *dissection) *seenSet {
	s := &seenSet{seed: maphash.MakeSeed(), m: map[uint64]struct{}{}}
	s.add(s.hash(d))
	return s
}

// hash is the hash of d's key by which the set knows d. The key is made
// in room the set reuses: most variants drawn need no more than this.
func (s *seenSet) hash(d *dissection) uint64 {
	s.key = d.appendKey(s.key[:0])
	return maphash.Bytes(s.seed, s.key)
}

// add remembers the variant of hash h, first forgetting the rest where
// the set is full.
func (s *seenSet) add(h uint64) {
	if len(s.m) >= seenMost {
		s.m = map[uint64]struct{}{}
	}
	s.m[h] = struct{}{}
}

// has reports whether the variant of hash h is remembered.
func (s *seenSet) has(h uint64) bool {
	_, ok := s.m[h]
	return ok
}
