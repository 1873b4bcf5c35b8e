package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// The most-constrained-cell engine, first-cell filling and dancing links
// count the same on random solid dissections, with identical copies, a
// symmetric box, and optional cells, on one worker and on two; every
// solution emitted is checked.
func TestMostConstrainedAgrees(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	type kind struct {
		size      [3]int
		n, lo, hi int
		seed      uint64
	}
	for _, k := range []kind{
		{[3]int{3, 3, 3}, 9, 3, 3, 1},
		{[3]int{2, 3, 4}, 6, 4, 4, 2},
		{[3]int{2, 3, 4}, 8, 3, 3, 3},
	} {
		p, err := solver.RandomDissection(k.size, k.n, k.lo, k.hi, k.seed)
		if err != nil {
			t.Fatal(err)
		}
		puzzles := []*solver.Puzzle{p}
		// The same set with two optional cells beside the box, which some
		// placements cover; the pieces fill the box, so none may.
		q := *p
		q.Target = solver.Target{Optional: []solver.Cell{{k.size[0], 0, 0}, {k.size[0], 1, 0}}}
		for z := range k.size[2] {
			for y := range k.size[1] {
				for x := range k.size[0] {
					q.Target.Cells = append(q.Target.Cells, solver.Cell{x, y, z})
				}
			}
		}
		puzzles = append(puzzles, &q)
		for _, pz := range puzzles {
			name := fmt.Sprintf("%v seed %d, %d pieces, %d optional", k.size, k.seed, len(pz.Pieces), len(pz.Target.Optional))
			want := engineAgreement(t, name, pz, "most-constrained",
				search.UseMostConstrained, search.UsePieces, search.UseFirstCell, search.UseWide, search.UseWidePieces, search.UseDLX)
			if want.Solutions == 0 {
				t.Errorf("%s: the dissection's own set has no solution", name)
			}
			t.Logf("%s: %d solutions, %d distinct, %d nodes", name, want.Solutions, want.Distinct, want.Nodes)
		}
	}
}

// engineAgreement searches pz as each of uses sets its problem up, on one
// worker and on two, checks every solution emitted, and compares every
// count with the first on one worker, which must run on engine; it
// returns those first counts.
func engineAgreement(t *testing.T, name string, pz *solver.Puzzle, engine string, uses ...func(*search.Problem)) search.Stats {
	t.Helper()
	var want search.Stats
	for i, use := range uses {
		pr, err := search.Compile(pz)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		use(pr)
		if i == 0 && search.Engine(pr) != engine {
			t.Fatalf("%s: searched by %s, want %s", name, search.Engine(pr), engine)
		}
		for _, workers := range []int{1, 2} {
			got, err := pr.Search(context.Background(), search.Options{Emit: search.EmitAll, Workers: workers}, func(s solver.Solution) bool {
				checkSolution(t, pz, s)
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 && workers == 1 {
				want = got
				continue
			}
			if got.Solutions != want.Solutions || got.Distinct != want.Distinct || mirrorOf(got) != mirrorOf(want) || got.Emitted != got.Solutions {
				t.Errorf("%s, %s on %d workers: %d/%d/%d, %s: %d/%d/%d", name, search.Engine(pr), workers,
					got.Solutions, got.Distinct, mirrorOf(got), engine, want.Solutions, want.Distinct, mirrorOf(want))
			}
		}
	}
	return want
}
