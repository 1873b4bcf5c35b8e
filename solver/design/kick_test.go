package design

import (
	"math/rand/v2"
	"testing"
)

// TestKickStaysNearTheBest kicks a 5x5x5 box cut in four pieces, one hole
// dug: each kick must change at least one cube and at most two per move
// (a cube shifted into the hole leaves one), keep one hole at an inner
// cube, keep each piece joined and within the sizes asked, and kicks
// must differ from one another.
func TestKickStaysNearTheBest(t *testing.T) {
	start := boxStart(t)
	s := &searchState{opt: Options{MinSize: 28, MaxSize: 34, Holes: 1, MinLevel: 2}, start: start}
	r := rand.New(rand.NewPCG(3, 4))
	best, err := s.dug(r)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for range 100 {
		d := s.kicked(r, best)
		changed := 0
		for k, o := range d.owner {
			if o != best.owner[k] {
				changed++
			}
		}
		if changed < 1 || changed > 2*kickHi {
			t.Fatalf("%d cubes changed, want 1 to %d", changed, 2*kickHi)
		}
		checkCut(t, d, 28, 34)
		seen[d.key()] = true
	}
	if len(seen) < 95 {
		t.Fatalf("%d distinct kicks in 100", len(seen))
	}
}
