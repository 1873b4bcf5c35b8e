package design

import (
	"math/rand/v2"
	"slices"
)

// kickEvery is how often a restart starts afresh rather than kicks: one
// time in kickEvery.
const kickEvery = 3

// kickMoves bounds the random moves of a kick in a target of n solids
// cut in k pieces: 2 to 5 in 65 to 125 solids with pieces of 25 or fewer
// on average (5×5×5 in five pieces or more), 3 to 8 otherwise. Over
// seeds 41–56, one worker, 5×5×5 in six pieces met level 14 within
// 400,000 variants on 10 seeds with kicks of 2 to 5 against 4 with 3 to
// 8, and eight pieces on 9 against 7. With two workers, 4×4×4 in five
// pieces met level 9 on 1 of 3 seeds in 60 s with them against 3,
// 5×5×5 in four pieces met 16 on 2 of 3 in 120 s against 3, and 6×6×6
// in five pieces met 27 on 1 of 5 seeds against 2 (docs/performance.md).
func kickMoves(n, k int) (lo, hi int) {
	if n > 64 && n <= 125 && n <= 25*k {
		return 2, 5
	}
	return 3, 8
}

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

// kicked is d changed by the random moves of kickMoves (see move): a
// restart from a chain's best. A high level lies in a basin a few cubes
// wide, with worse variants between it and its neighbours: from Chen et
// al.'s level-16 design of 5×5×5 in four pieces changed by 8 random
// moves, a chain climbed back to level 14 and 17 in 30 s; changed by 16,
// to 8. A kick stays near the best and jumps what single steps cannot.
func (s *searchState) kicked(r *rand.Rand, d *dissection) *dissection {
	k := d.clone()
	lo, hi := kickMoves(len(d.owner), len(d.size))
	for range lo + r.IntN(hi-lo+1) {
		k.move(r, s.opt.MinSize, s.opt.MaxSize)
	}
	// Two moves may undo each other: a kick that changed nothing is moved
	// again, while a move can be made.
	for slices.Equal(k.owner, d.owner) && k.move(r, s.opt.MinSize, s.opt.MaxSize) {
	}
	return k
}
