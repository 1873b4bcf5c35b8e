package design

import "testing"

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
