package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// Wide boards and dancing links count the same on random dissections of
// boxes of 65 to 256 cells, flat and solid, on one worker and on two; the
// smaller ones also with two optional cells beside the box, which no
// piece may cover. Every solution emitted is checked.
func TestWideAgrees(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	type kind struct {
		size      [3]int
		n, lo, hi int
	}
	for _, k := range []kind{
		{[3]int{2, 6, 6}, 9, 7, 9},     // 72 cells
		{[3]int{3, 5, 5}, 9, 7, 10},    // 75
		{[3]int{4, 4, 8}, 11, 10, 13},  // 128
		{[3]int{1, 12, 12}, 14, 9, 12}, // 144, flat
		{[3]int{5, 5, 6}, 13, 10, 13},  // 150
		{[3]int{6, 6, 6}, 16, 12, 15},  // 216
	} {
		p, err := solver.RandomDissection(k.size, k.n, k.lo, k.hi, 1)
		if err != nil {
			t.Fatal(err)
		}
		q := *p
		q.Target = solver.Target{Optional: []solver.Cell{{0, 0, k.size[2]}, {0, 1, k.size[2]}}}
		for z := range k.size[2] {
			for y := range k.size[1] {
				for x := range k.size[0] {
					q.Target.Cells = append(q.Target.Cells, solver.Cell{x, y, z})
				}
			}
		}
		puzzles := []*solver.Puzzle{p}
		if k.size[0]*k.size[1]*k.size[2] <= 128 {
			puzzles = append(puzzles, &q)
		}
		for _, pz := range puzzles {
			name := fmt.Sprintf("%v, %d pieces, %d optional", k.size, len(pz.Pieces), len(pz.Target.Optional))
			want := engineAgreement(t, name, pz, "wide", func(*search.Problem) {}, search.UseDLX)
			if want.Solutions == 0 {
				t.Errorf("%s: the dissection's own set has no solution", name)
			}
			t.Logf("%s: %d solutions, %d distinct, %d nodes", name, want.Solutions, want.Distinct, want.Nodes)
		}
	}
}

// A wide engine whose lists would take more than its budget reads fewer
// neighbours in its keys, and counts the same; with too little budget for
// keys of none, the target goes to dancing links.
func TestWideBudget(t *testing.T) {
	p, err := solver.RandomDissection([3]int{3, 5, 5}, 9, 7, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	count := func() (search.Stats, int, string) {
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitAll, Workers: 2}, func(s solver.Solution) bool {
			checkSolution(t, p, s)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		return st, search.WideKeyBits(pr), search.Engine(pr)
	}
	want, width, _ := count()
	if width != 6 {
		t.Fatalf("keys read %d neighbours with the whole budget, want 6", width)
	}
	// Its lists hold 166,732 candidates with keys of six neighbours,
	// 79,780 with four, 37,264 with two and 19,440 with none.
	for _, c := range []struct{ budget, width int }{{100000, 4}, {50000, 2}, {20000, 0}, {19000, -1}} {
		restore := search.SetWideBudget(c.budget)
		got, width, engine := count()
		restore()
		t.Logf("budget %d: %s, keys of %d neighbours, %d nodes", c.budget, engine, width, got.Nodes)
		if width != c.width {
			t.Errorf("budget %d: keys of %d neighbours, want %d", c.budget, width, c.width)
		}
		if got.Solutions != want.Solutions || got.Distinct != want.Distinct || mirrorOf(got) != mirrorOf(want) {
			t.Errorf("budget %d: %d/%d/%d, want %d/%d/%d", c.budget, got.Solutions, got.Distinct, mirrorOf(got), want.Solutions, want.Distinct, mirrorOf(want))
		}
	}
}
