package assembly

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// openingsByDefinition finds the openings of a solution from the words of
// the definition: a set of pieces leaves along a direction when no shift
// of it by whole steps that way meets a piece left behind; for each piece
// and direction the smallest such set holding it (the intersection of
// them all) is an opening, named by the smaller side of its split.
func openingsByDefinition(sol solver.Solution) (parts []string, free int) {
	n := len(sol.Pieces)
	all := uint64(1)<<n - 1
	owner := map[solver.Cell]int{}
	for i, p := range sol.Pieces {
		for _, c := range p.Cells {
			owner[c] = i
		}
	}
	leaves := func(set uint64, d solver.Cell) bool {
		for i, p := range sol.Pieces {
			if set&(1<<i) == 0 {
				continue
			}
			for _, c := range p.Cells {
				for k := 1; k <= 2*solver.MaxCoord+2; k++ {
					if j, ok := owner[c.Add(scale(d, k))]; ok && set&(1<<j) == 0 {
						return false
					}
				}
			}
		}
		return true
	}
	seen := map[uint64]bool{}
	var alone uint64
	for _, d := range directions {
		for p := range n {
			smallest := all
			for set := uint64(1); set < all; set++ {
				if set&(1<<p) != 0 && leaves(set, d) {
					smallest &= set
				}
			}
			if smallest == all {
				continue
			}
			if smallest == 1<<p {
				alone |= smallest
			}
			r := all &^ smallest
			if bits.OnesCount64(r) < bits.OnesCount64(smallest) || bits.OnesCount64(r) == bits.OnesCount64(smallest) && r&1 != 0 {
				smallest = r
			}
			seen[smallest] = true
		}
	}
	for g := range seen {
		var part []int
		for ; g != 0; g &= g - 1 {
			part = append(part, bits.TrailingZeros64(g))
		}
		parts = append(parts, fmt.Sprint(part))
	}
	slices.Sort(parts)
	return parts, bits.OnesCount64(alone)
}

// Openings agrees with the definition on random sets of 3x3x3 and 4x4x4
// boxes and on the six-piece burr, whose assemblies mostly come apart at
// level 2 or 3, taken from the solutions a search finds.
func TestOpeningsMatchTheDefinition(t *testing.T) {
	short.NativeOnly(t) // 13 s under node
	checked, closed := 0, 0
	for seed := uint64(0); seed <= 12; seed++ {
		size, n, lo, hi := [3]int{3, 3, 3}, 6, 3, 6
		if seed > 6 {
			size, n, lo, hi = [3]int{4, 4, 4}, 8, 6, 10
		}
		p, err := solver.RandomDissection(size, n, lo, hi, seed)
		if seed == 0 {
			p, err = examples.Load("burr")
		}
		if err != nil {
			t.Fatal(err)
		}
		limit := 6
		if seed == 0 {
			limit = 30
		}
		for _, sol := range found(t, p, search.EmitDistinct, limit) {
			got, free := Openings(sol, solver.Cubes)
			var gotKeys []string
			for k, part := range got {
				if k > 0 && len(part) < len(got[k-1]) {
					t.Fatalf("seed %d: openings not smallest first: %v", seed, got)
				}
				gotKeys = append(gotKeys, fmt.Sprint(part))
			}
			slices.Sort(gotKeys)
			want, wantFree := openingsByDefinition(sol)
			if !slices.Equal(gotKeys, want) || free != wantFree {
				t.Fatalf("seed %d: openings %v (%d free), by the definition %v (%d free)", seed, gotKeys, free, want, wantFree)
			}
			if r := Disassemble(sol, Limits{}); r.Apart && (r.Level == 1) != (len(got) > 0) {
				t.Fatalf("seed %d: comes apart at level %d with %d openings", seed, r.Level, len(got))
			}
			if len(got) == 0 {
				closed++
			}
			checked++
		}
	}
	t.Logf("%d solutions checked, %d without an opening", checked, closed)
	if closed < 10 {
		t.Fatalf("only %d of the burr's assemblies have no opening", closed)
	}
	if got, free := Openings(solver.Solution{Pieces: []solver.Placed{{Cells: []solver.Cell{{0, 0, 0}}}}}, solver.Cubes); got != nil || free != 0 {
		t.Fatalf("one piece: %v, %d free", got, free)
	}
}
