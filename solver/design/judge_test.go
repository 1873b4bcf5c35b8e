package design

import "testing"

// A variant that does not come apart is worth the level its depth
// promises, less one: above the level below, below the level itself.
func TestScoreValuesDepthAsALevel(t *testing.T) {
	locked := judgement{classes: 1, depth: 5}.score()
	below := judgement{classes: 1, apart: true, level: 4, moves: 99}.score()
	level := judgement{classes: 1, apart: true, level: 5}.score()
	shallow := judgement{classes: 1, depth: 4}.score()
	if !(shallow < below && below < locked && locked < level) {
		t.Fatalf("depth 4: %v, level 4: %v, depth 5: %v, level 5: %v", shallow, below, locked, level)
	}
	unique := judgement{classes: 1}.score()
	if two := (judgement{classes: 2, depth: 9}).score(); two >= unique {
		t.Fatalf("two classes at depth 9 score %v, above a unique variant", two)
	}
}
