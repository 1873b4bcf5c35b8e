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
}

// newSeen is a set holding the key k.
func newSeen(k string) *seenSet {
	s := &seenSet{seed: maphash.MakeSeed(), m: map[uint64]struct{}{}}
	s.add(k)
	return s
}

// add remembers k, first forgetting the rest where the set is full.
func (s *seenSet) add(k string) {
	if len(s.m) >= seenMost {
		s.m = map[uint64]struct{}{}
	}
	s.m[maphash.String(s.seed, k)] = struct{}{}
}

// has reports whether k is remembered.
func (s *seenSet) has(k string) bool {
	_, ok := s.m[maphash.String(s.seed, k)]
	return ok
}
