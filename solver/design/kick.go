package design

import "math/rand/v2"

// kickEvery is how often a restart starts afresh rather than kicks: one
// time in kickEvery.
const kickEvery = 3

// kickLo and kickHi bound the random moves of a kick.
const kickLo, kickHi = 3, 8

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
