package solver_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// A random dissection is a partition of the box into connected pieces of
// the sizes asked for, the same for a seed, and its puzzle can be solved.
func TestRandomDissection(t *testing.T) {
	for _, tc := range []struct {
		size       [3]int
		n, lo, hi  int
		seed       uint64
		wantSolved bool
	}{
		{[3]int{3, 3, 3}, 6, 4, 5, 1, true},
		{[3]int{4, 4, 4}, 11, 5, 7, 7, false},
		{[3]int{5, 5, 5}, 18, 6, 8, 3, false},
		{[3]int{2, 3, 4}, 4, 6, 6, 9, true},
	} {
		p, err := solver.RandomDissection(tc.size, tc.n, tc.lo, tc.hi, tc.seed)
		if err != nil {
			t.Fatalf("%v: %v", tc, err)
		}
		again, _ := solver.RandomDissection(tc.size, tc.n, tc.lo, tc.hi, tc.seed)
		if string(solver.FormatJSON(p)) != string(solver.FormatJSON(again)) {
			t.Errorf("%v: two runs with one seed differ", tc)
		}
		if err := p.Validate(); err != nil {
			t.Errorf("%v: %v", tc, err)
		}
		total := 0
		for _, pc := range p.Pieces {
			if len(pc.Cells) < tc.lo || len(pc.Cells) > tc.hi || !solver.Cubes.Connected(pc.Cells) {
				t.Errorf("%v: piece %s has %d cubes, connected %v", tc, pc.Name, len(pc.Cells), solver.Cubes.Connected(pc.Cells))
			}
			total += len(pc.Cells)
		}
		if len(p.Pieces) != tc.n || total != tc.size[0]*tc.size[1]*tc.size[2] {
			t.Errorf("%v: %d pieces, %d cubes", tc, len(p.Pieces), total)
		}
		if tc.wantSolved {
			pr, err := search.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
			if err != nil || st.Solutions == 0 {
				t.Errorf("%v: the dissection's own puzzle has %d solutions (%v)", tc, st.Solutions, err)
			}
		}
	}
	other, _ := solver.RandomDissection([3]int{4, 4, 4}, 11, 5, 7, 8)
	seven, _ := solver.RandomDissection([3]int{4, 4, 4}, 11, 5, 7, 7)
	if slices.EqualFunc(other.Pieces, seven.Pieces, func(a, b solver.Piece) bool { return slices.Equal(a.Cells, b.Cells) }) {
		t.Error("seeds 7 and 8 give the same pieces")
	}
	for _, bad := range [][5]int{{4, 4, 4, 3, 5}, {0, 4, 4, 3, 5}, {4, 4, 4, 70, 1}} {
		if _, err := solver.RandomDissection([3]int{bad[0], bad[1], bad[2]}, bad[3], bad[4], bad[4]+2, 1); err == nil {
			t.Errorf("%v gave no error", bad)
		}
	}
}

// RandomHoles hides its holes inside the box: the target's optional cells
// are the inner ones, at most holes of them empty; the pieces stay joined
// and one cube short of their sizes at most; the puzzle has a solution;
// and the same seed gives the same set.
func TestRandomHoles(t *testing.T) {
	for _, tc := range []struct {
		size         [3]int
		n, lo, hi, h int
		seed         uint64
	}{
		{[3]int{4, 4, 4}, 10, 5, 8, 1, 3},
		{[3]int{5, 5, 5}, 12, 8, 13, 2, 1},
		{[3]int{3, 3, 4}, 6, 5, 7, 2, 2},
	} {
		p, err := solver.RandomHoles(tc.size, tc.n, tc.lo, tc.hi, tc.h, tc.seed)
		if err != nil {
			t.Fatalf("%v: %v", tc, err)
		}
		again, _ := solver.RandomHoles(tc.size, tc.n, tc.lo, tc.hi, tc.h, tc.seed)
		if string(solver.FormatJSON(p)) != string(solver.FormatJSON(again)) {
			t.Errorf("%v: two runs with one seed differ", tc)
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%v: %v", tc, err)
		}
		inner := (tc.size[0] - 2) * (tc.size[1] - 2) * (tc.size[2] - 2)
		if len(p.Target.Optional) != inner || p.Target.MaxHoles == nil || *p.Target.MaxHoles != tc.h {
			t.Errorf("%v: %d optional cells, max holes %v", tc, len(p.Target.Optional), p.Target.MaxHoles)
		}
		for _, c := range p.Target.Optional {
			for a := range 3 {
				if c[a] < 1 || c[a] > tc.size[a]-2 {
					t.Errorf("%v: optional cell %v is on the box's face", tc, c)
				}
			}
		}
		total := 0
		for _, pc := range p.Pieces {
			total += len(pc.Cells)
			if len(pc.Cells) < tc.lo-1 || len(pc.Cells) > tc.hi || !solver.Cubes.Connected(pc.Cells) {
				t.Errorf("%v: piece %s has %d cubes, joined %v", tc, pc.Name, len(pc.Cells), solver.Cubes.Connected(pc.Cells))
			}
		}
		if want := tc.size[0]*tc.size[1]*tc.size[2] - tc.h; total != want {
			t.Errorf("%v: the pieces have %d cubes, want %d", tc, total, want)
		}
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		if st, _ := pr.Search(context.Background(), search.Options{Limit: 1, Emit: search.EmitAll}, func(solver.Solution) bool { return true }); st.Emitted != 1 {
			t.Errorf("%v: no solution", tc)
		}
	}
	if _, err := solver.RandomHoles([3]int{2, 3, 4}, 4, 5, 7, 1, 1); err == nil {
		t.Error("a box 2 cubes thick has no inner cells, but holes were hidden")
	}
}

// A shape other than a box is cut into joined pieces of the sizes asked,
// which fill it; the same seed gives the same cut.
func TestRandomDissectionOfAShape(t *testing.T) {
	var shape []solver.Cell // a 4x4x2 slab with a 2x2x2 block on top
	for z := range 4 {
		for y := range 4 {
			for x := range 4 {
				if z < 2 || x < 2 && y < 2 {
					shape = append(shape, solver.Cell{x, y, z})
				}
			}
		}
	}
	for seed := range uint64(5) {
		p, err := solver.RandomDissectionOf(solver.Cubes, shape, 5, 6, 10, seed)
		if err != nil {
			t.Fatal(err)
		}
		filled := map[solver.Cell]bool{}
		for _, pc := range p.Pieces {
			if n := len(pc.Cells); n < 6 || n > 10 || !solver.Cubes.Connected(pc.Cells) {
				t.Errorf("seed %d: piece %s has %d cubes, joined %v", seed, pc.Name, n, solver.Cubes.Connected(pc.Cells))
			}
		}
		if err := p.Validate(); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
		for _, c := range p.Target.Cells {
			filled[c] = true
		}
		if len(filled) != len(shape) {
			t.Errorf("seed %d: the target has %d cells, want %d", seed, len(filled), len(shape))
		}
	}
	var box []solver.Cell
	for z := range 3 {
		for y := range 3 {
			for x := range 4 {
				box = append(box, solver.Cell{x, y, z})
			}
		}
	}
	a, _ := solver.RandomDissectionOf(solver.Cubes, box, 5, 4, 9, 7)
	b, _ := solver.RandomDissectionOf(solver.Cubes, box, 5, 4, 9, 7)
	for i := range a.Pieces {
		if !slices.Equal(a.Pieces[i].Cells, b.Pieces[i].Cells) {
			t.Fatalf("piece %d: one seed cut %v, then %v", i, a.Pieces[i].Cells, b.Pieces[i].Cells)
		}
	}
	if _, err := solver.RandomDissectionOf(solver.Cubes, shape, 2, 1, 3, 1); err == nil || !strings.Contains(err.Error(), "cannot fill") {
		t.Errorf("2 pieces of 1 to 3 cubes: %v", err)
	}
}
