package design

import "math/rand/v2"

// kickEvery is how often a restart starts afresh rather than kicks: one
// time in kickEvery.
const kickEvery = 3

// kickLo and kickHi bound the random moves of a kick.
const kickLo, kickHi = 3, 8

// kickFrom is what the kick of restart number restarts starts from: the
// chain's best over all its starts (elite), or, where that is locked,
// every other time the best of them that comes apart (opened, where the
// chain has one). A locked variant is worth nearly the level its depth
// promises, and on 6×6×6 the depth of a chain's locked best can run far
// past any level the chain opens (32 against 20 on seed 41 in ten
// minutes): kicks of it alone leave the levels behind.
func kickFrom(restarts int, elite, opened step) *dissection {
	if opened.d != nil && !elite.j.apart && restarts%2 == 0 {
		return opened.d
	}
	return elite.d
}

// kicked is d changed by kickLo to kickHi random moves (see move): a
// restart from a chain's best. A high level lies in a basin a few cubes
// wide, with worse variants between it and its neighbours: from Chen et
// al.'s level-16 design of 5×5×5 in four pieces changed by 8 random
// moves, a chain climbed back to level 14 and 17 in 30 s; changed by 16,
// to 8. A kick stays near the best and jumps what single steps cannot.
func (s *searchState) kicked(r *rand.Rand, d *dissection) *dissection {
	k := d.clone()
	for range kickLo + r.IntN(kickHi-kickLo+1) {
		k.move(r, s.opt.MinSize, s.opt.MaxSize)
	}
	return k
}
