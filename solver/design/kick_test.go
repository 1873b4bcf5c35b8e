package design

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestKickStaysNearTheBest kicks a 5x5x5 box cut in four pieces, one hole
// dug: each kick must change at least one cube and at most two per move
// (a cube shifted into the hole leaves one), keep one hole at an inner
// cube, keep each piece joined and within the sizes asked, and kicks
// must differ from one another.
func TestKickStaysNearTheBest(t *testing.T) {
	p, err := CutBox([3]int{5, 5, 5}, 4, 0, 0, 7)
	if err != nil {
		t.Fatal(err)
	}
	start, err := startOf(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	s := &searchState{opt: Options{MinSize: 28, MaxSize: 34, Holes: 1, MinLevel: 2}, start: start}
	r := rand.New(rand.NewPCG(3, 4))
	best, err := s.dug(r)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for range 100 {
		d := s.kicked(r, best)
		changed, holes := 0, 0
		for k, o := range d.owner {
			if o != best.owner[k] {
				changed++
			}
			if o < 0 {
				holes++
				if !d.inner[k] {
					t.Fatalf("a hole at %v, on the box's face", d.cells[k])
				}
			}
		}
		if changed < 1 || changed > 2*kickHi {
			t.Fatalf("%d cubes changed, want 1 to %d", changed, 2*kickHi)
		}
		if holes != 1 {
			t.Fatalf("%d holes, want 1", holes)
		}
		for i, size := range d.size {
			if size < 28 || size > 34 || !d.joined(i) {
				t.Fatalf("piece %d: %d cubes, joined %v: want 28 to 34, joined", i, size, d.joined(i))
			}
		}
		seen[d.key()] = true
	}
	if len(seen) < 95 {
		t.Fatalf("%d distinct kicks in 100", len(seen))
	}
}
