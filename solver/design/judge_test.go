package design

import (
	"math"
	"math/rand/v2"
	"testing"
)

// A variant that does not come apart is worth nearly the level its
// depth promises: depth 5 promises level 6, so it lies above every
// variant of level 5 and below every one of level 6.
func TestScoreValuesDepthAsALevel(t *testing.T) {
	locked := judgement{classes: 1, depth: 5}.score()
	below := judgement{classes: 1, apart: true, level: 5, moves: 99}.score()
	level := judgement{classes: 1, apart: true, level: 6, opens: 2}.score()
	shallow := judgement{classes: 1, depth: 4}.score()
	if !(shallow < below && below < locked && locked < level) {
		t.Fatalf("depth 4: %v, level 5: %v, depth 5: %v, level 6: %v", shallow, below, locked, level)
	}
	unique := judgement{classes: 1}.score()
	if two := (judgement{classes: 2, depth: 9}).score(); two >= unique {
		t.Fatalf("two classes at depth 9 score %v, above a unique variant", two)
	}
}

// Of two variants at one level, the one with fewer positions a move short
// of it from which a part comes out is worth more, a move's worth each:
// closing them all raises the level. No count of them outweighs a level.
func TestScoreWeighsTheWaysOut(t *testing.T) {
	few := judgement{classes: 1, apart: true, level: 7, moves: 20, exits: 1}.score()
	many := judgement{classes: 1, apart: true, level: 7, moves: 20, exits: 5}.score()
	longer := judgement{classes: 1, apart: true, level: 7, moves: 24, exits: 5}.score()
	lower := judgement{classes: 1, apart: true, level: 6, moves: 99, exits: 1}.score()
	higher := judgement{classes: 1, apart: true, level: 8, moves: 1, exits: 99}.score()
	if !(lower < many && many < few && few == longer && few < higher) {
		t.Fatalf("level 6: %v; level 7 with 5 ways out: %v, with 1: %v, with 5 and 4 moves more: %v; level 8: %v", lower, many, few, longer, higher)
	}
}

// scoreAt bounds the score of every unique variant whose first part comes
// out at a level, whatever its exits, moves and early pieces, and whether
// or not its part left comes apart; and levelFor is the least level whose
// bound reaches a floor: one level less cannot.
func TestScoreAtBoundsTheScore(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		level := 1 + r.IntN(40)
		j := judgement{classes: 1, apart: r.IntN(4) > 0, level: level, exits: r.IntN(200), moves: level + r.IntN(200), early: r.IntN(3) * r.IntN(2)}
		if got := j.score(); got > scoreAt(level) {
			t.Fatalf("%+v scores %.0f, over scoreAt(%d) = %.0f", j, got, level, scoreAt(level))
		}
		floor := r.Float64() * 500_000
		k := levelFor(floor)
		if k > 0 && (scoreAt(k) < floor || scoreAt(k-1) >= floor) {
			t.Fatalf("levelFor(%.0f) = %d: scoreAt %.0f, %.0f", floor, k, scoreAt(k-1), scoreAt(k))
		}
		if k == 0 && floor > scoreAt(1) {
			t.Fatalf("levelFor(%.0f) = 0", floor)
		}
	}
	if levelFor(math.Inf(-1)) != 0 || levelFor(math.NaN()) != 0 {
		t.Error("no floor asks for a level")
	}
}
