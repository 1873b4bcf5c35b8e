package search_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// hiddenHoleSets are boxes that hide holes (solver.RandomHoles), with
// BurrTools 0.7.1's count of each: "N assemblies" from `burrTxt -q` on the
// file `cubist convert` wrote, run once by hand. None of these sets is
// mirror-closed, so N is Cubist's distinct count, but where BurrTools'
// symmetry removal left each class twice (burr is twice distinct there):
// every class of those sets has 24 members, one per rotation of the box,
// so that solutions is 24 times distinct.
var hiddenHoleSets = []struct {
	size      [3]int
	n, lo, hi int
	holes     int
	seed      uint64
	burr      int64 // BurrTools' assemblies
	distinct  int64 // Cubist's classes
	long      bool  // left out with -short
	inside    bool  // a piece fits wholly in the optional cells
}{
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 1, 59, 59, true, true},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 2, 780, 780, true, true},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 3, 198, 99, false, false},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 4, 52, 52, true, false},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 5, 42, 42, false, true},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 6, 155, 155, false, true},
	{[3]int{4, 4, 4}, 10, 5, 8, 1, 7, 120, 120, true, false},
	{[3]int{5, 5, 5}, 12, 8, 13, 1, 1, 1, 1, false, true},
	{[3]int{5, 5, 5}, 12, 8, 13, 1, 2, 1, 1, false, true},
	{[3]int{5, 5, 5}, 12, 8, 13, 1, 3, 1, 1, false, true},
	{[3]int{5, 5, 5}, 12, 8, 13, 2, 1, 1, 1, false, true},
	{[3]int{5, 5, 5}, 12, 8, 13, 2, 2, 1, 1, false, true},
	{[3]int{5, 5, 5}, 12, 8, 13, 2, 3, 1, 1, false, true},
	{[3]int{5, 5, 5}, 14, 7, 11, 1, 1, 1, 1, true, true},
	{[3]int{5, 5, 5}, 14, 7, 11, 1, 2, 2, 1, true, true},
	{[3]int{5, 5, 5}, 14, 7, 11, 2, 1, 1, 1, true, true},
	{[3]int{5, 5, 5}, 14, 7, 11, 2, 2, 1, 1, true, true},
}

// TestHiddenHolesCountAsBurrTools counts boxes with hidden holes as
// BurrTools did, verifying every class's solution the search hands out,
// and checks that they run on the bit boards: a set with a piece that
// fits wholly in the optional cells ran on dancing links before, 18
// times slower a node than a filled box.
func TestHiddenHolesCountAsBurrTools(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	for _, c := range hiddenHoleSets {
		name := fmt.Sprintf("%dx%dx%d-%d-holes%d-seed%d", c.size[0], c.size[1], c.size[2], c.n, c.holes, c.seed)
		t.Run(name, func(t *testing.T) {
			if c.long && testing.Short() {
				t.Skip("a second or more under -short")
			}
			p, err := solver.RandomHoles(c.size, c.n, c.lo, c.hi, c.holes, c.seed)
			if err != nil {
				t.Fatal(err)
			}
			pr, err := search.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			if e := pr.Engine(); e == "dancing-links" {
				t.Errorf("searched by %s, not on bit boards", e)
			}
			st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Workers: 2}, func(sol solver.Solution) bool {
				checkSolution(t, p, sol)
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if st.Distinct != c.distinct || st.Emitted != st.Distinct || st.DistinctMirror != nil {
				t.Errorf("%d distinct (%d emitted, mirror %v), want %d", st.Distinct, st.Emitted, st.DistinctMirror, c.distinct)
			}
			if c.burr != c.distinct && (c.burr != 2*c.distinct || st.Solutions != 24*st.Distinct) {
				t.Errorf("BurrTools counted %d assemblies; %d solutions in %d classes", c.burr, st.Solutions, st.Distinct)
			}
			if inside := fitsInside(p, c.size); inside != c.inside {
				t.Errorf("a piece fits wholly in the optional cells: %v, want %v", inside, c.inside)
			}
		})
	}
}

// fitsInside reports whether a piece of p, turned, fits in the box's
// inner cells, a box of size less 2 along each side: whether its own
// box's sides, sorted, are no longer than the inner box's.
func fitsInside(p *solver.Puzzle, size [3]int) bool {
	inner := []int{size[0] - 2, size[1] - 2, size[2] - 2}
	slices.Sort(inner)
	for _, pc := range p.Pieces {
		lo, hi := solver.Bounds(pc.Cells)
		sides := []int{hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1}
		slices.Sort(sides)
		if sides[0] <= inner[0] && sides[1] <= inner[1] && sides[2] <= inner[2] {
			return true
		}
	}
	return false
}
