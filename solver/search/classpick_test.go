package search_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// Whichever piece class carries the symmetry's restriction, the counts
// are the same and every solution emitted is true: on the examples with a
// symmetric target, random dissections of symmetric boxes, and identical
// copies carrying the restriction, on each bit engine and dancing links.
func TestEveryClassCountsTheSame(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	var puzzles []*solver.Puzzle
	for _, name := range []string{"soma", "tlv-cube", "megaron", "pentominoes-3x20"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p)
	}
	for _, seed := range []uint64{2, 4} {
		p, err := solver.RandomDissection([3]int{2, 3, 4}, 7, 3, 4, seed)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p)
	}
	dominoes, err := solver.ParseJSON([]byte(`{"name":"dominoes","pieces":[{"name":"D","cells":[[0,0,0],[1,0,0]],"count":2},{"name":"L","cells":[[0,0,0],[1,0,0],[0,1,0]],"count":4}],"target":{"box":[2,2,4]}}`))
	if err != nil {
		t.Fatal(err)
	}
	puzzles = append(puzzles, dominoes)
	for _, p := range puzzles {
		probe, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		n := search.Classes(probe)
		if n < 2 && p != dominoes {
			t.Errorf("%s: %d classes can carry the restriction", p.Name, n)
		}
		var want search.Stats
		start := time.Now()
		for i := range n {
			for k, use := range []func(*search.Problem){search.UseMostConstrained, search.UsePieces, search.UseFirstCell, search.UseDLX} {
				pr, err := search.Compile(p)
				if err != nil {
					t.Fatal(err)
				}
				use(pr)
				search.UseClass(pr, i)
				for _, workers := range []int{1, 2}[:1+b2i(k == 0)] {
					// Every engine's solutions are checked with the first
					// class; the others are counted.
					opt := search.Options{Workers: workers}
					if i == 0 {
						opt.Emit = search.EmitAll
					}
					got, err := pr.Search(context.Background(), opt, func(s solver.Solution) bool {
						checkSolution(t, p, s)
						return true
					})
					if err != nil {
						t.Fatal(err)
					}
					name := fmt.Sprintf("%s, class %d of %d, %s, %d workers", p.Name, i, n, search.Engine(pr), workers)
					if i == 0 && k == 0 && workers == 1 {
						want = got
						if got.Solutions == 0 {
							t.Errorf("%s: no solution", name)
						}
						continue
					}
					if got.Solutions != want.Solutions || got.Distinct != want.Distinct || mirrorOf(got) != mirrorOf(want) || (i == 0) != (got.Emitted == got.Solutions) {
						t.Errorf("%s: %d/%d/%d, class 0: %d/%d/%d", name,
							got.Solutions, got.Distinct, mirrorOf(got), want.Solutions, want.Distinct, mirrorOf(want))
					}
				}
			}
		}
		t.Logf("%s: %d classes, %d solutions, %d distinct, %v", p.Name, n, want.Solutions, want.Distinct, time.Since(start))
	}
}

// On the solid pentominoes in a 3x4x5 box the dives move the restriction
// off the static rule's class (the I, with 4 orbits, 25,365,633 nodes)
// to one whose tree is under half as large.
func TestPickedClassHalvesTheSolidPentominoes(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	if testing.Short() {
		t.Skip("searches 11.6 million nodes")
	}
	p, err := examples.Load("pentominoes-6x10")
	if err != nil {
		t.Fatal(err)
	}
	p.Target = solver.Target{Box: &[3]int{3, 4, 5}}
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	if got, static := search.ClassOf(pr), search.StaticClass(pr); slices.Equal(got, static) {
		t.Errorf("the dives kept the static rule's class %v", got)
	}
	st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Solutions != 31520 || st.Distinct != 7880 || mirrorOf(st) != 3940 {
		t.Errorf("%d/%d/%d solutions, want 31520/7880/3940", st.Solutions, st.Distinct, mirrorOf(st))
	}
	if st.Nodes > 25365633/2 {
		t.Errorf("%d nodes, want at most half of the static class's 25,365,633", st.Nodes)
	}
	t.Logf("class %v, %d nodes", search.ClassOf(pr), st.Nodes)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
