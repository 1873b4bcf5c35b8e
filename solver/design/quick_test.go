package design

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// TestQuickCountAgreesWithTheSearch counts random variants, of boxes cut
// into 2 to 6 pieces with and without holes, both ways: the quick count
// must find as many solutions as the search engines, and call a variant
// unique exactly when the judge does.
func TestQuickCountAgreesWithTheSearch(t *testing.T) {
	boxes := []struct {
		size         [3]int
		pieces, hole int
		shaped       bool // the box less a column of 2×2 at a corner: a target not a box
	}{{[3]int{3, 3, 3}, 4, 0, false}, {[3]int{3, 3, 3}, 5, 1, false}, {[3]int{2, 3, 4}, 4, 0, false}, {[3]int{4, 4, 4}, 5, 1, false}, {[3]int{4, 4, 4}, 6, 1, false},
		{[3]int{3, 4, 5}, 6, 1, false}, {[3]int{4, 5, 7}, 6, 1, false}, {[3]int{4, 4, 3}, 4, 0, true}, {[3]int{5, 5, 4}, 5, 1, true},
		{[3]int{2, 3, 3}, 2, 0, false}}
	variants := 60
	if testing.Short() {
		variants = 15
	}
	unique, counted, passed := 0, 0, 0
	for bi, b := range boxes {
		began := time.Now()
		var quickTime time.Duration
		p, err := CutBox(b.size, b.pieces, 0, 0, uint64(bi+1))
		if b.shaped {
			p, err = CutTarget(&solver.Puzzle{Name: "shaped", Target: solver.Target{Cells: lessACorner(b.size)}}, b.pieces, 0, 0, uint64(bi+1))
		}
		if err != nil {
			t.Fatal(err)
		}
		start, err := startOf(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(bi), 7))
		names, colors := make([]string, len(p.Pieces)), make([]string, len(p.Pieces))
		for i, pc := range p.Pieces {
			names[i] = pc.Name
		}
		d := start.clone()
		if b.hole > 0 {
			if err := d.dig(r, b.hole, 1); err != nil {
				t.Fatal(err)
			}
		}
		q := newQuick(d, d.inner)
		for v := 0; v < variants; v++ {
			for range 1 + r.IntN(3) {
				d.move(r, 2, 40)
			}
			vp := d.puzzle(p, names, colors)
			classes, sols, ok := q.classes(d, d.solution(names))
			if !ok {
				passed++
				continue
			}
			counted++
			pr, err := search.Compile(vp)
			if err != nil {
				t.Fatal(err)
			}
			st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitMirrorDistinct, Workers: 1}, func(solver.Solution) bool { return true })
			if err != nil {
				t.Fatal(err)
			}
			fits := make([]*shapeFit, 0, len(d.size))
			for _, cells := range d.piecesCells(nil) {
				fits = append(fits, q.fit(cells))
			}
			qb := time.Now()
			n, whole := q.solutions(fits, 1<<30)
			quickTime += time.Since(qb)
			if whole && int64(n) != st.Solutions {
				t.Fatalf("box %v, variant %d: the quick count finds %d solutions, the search %d", b.size, v, n, st.Solutions)
			}
			if (classes == 1) != (st.Emitted == 1) {
				t.Fatalf("box %v, variant %d: quick says %d classes, the search %d", b.size, v, classes, st.Emitted)
			}
			if st.Emitted <= classCap && classes > int(st.Emitted) {
				t.Errorf("box %v, variant %d: quick says %d classes, more than the search's %d", b.size, v, classes, st.Emitted)
			}
			if classes == 1 {
				unique++
				if int64(sols) != st.Solutions || st.Distinct != 1 || st.DistinctMirror != nil {
					t.Fatalf("box %v, variant %d: unique, quick counts %d solutions, the search %d, %d distinct, mirror %v", b.size, v, sols, st.Solutions, st.Distinct, st.DistinctMirror)
				}
			}
		}
		t.Logf("box %v: %v, quick %v", b.size, time.Since(began), quickTime)
	}
	t.Logf("%d variants counted both ways (%d unique), %d left to the search", counted, unique, passed)
	if counted < len(boxes)*variants/2 {
		t.Errorf("only %d of %d variants were counted quickly", counted, len(boxes)*variants)
	}
}

// With no piece, or one, the quick count places nothing: one piece fills
// the target in as many ways as it has placements that cover it all.
func TestQuickCountOfOnePiece(t *testing.T) {
	d, _ := boxStart(t, [3]int{2, 2, 3}, 2, 1)
	q := newQuick(d, nil)
	if n, whole := q.count(nil, 10, -1, nil); n != 0 || !whole {
		t.Errorf("no piece: %d solutions (whole %v), want 0", n, whole)
	}
	box := q.fit(q.cells)
	if n, _ := q.count([]*shapeFit{box}, 10, -1, nil); n != 1 {
		t.Errorf("the box as one piece: %d solutions, want 1", n)
	}
	if n, _ := q.count([]*shapeFit{q.fit(q.cells[:6])}, 10, -1, nil); n != 0 {
		t.Errorf("half the box as one piece: %d solutions, want 0", n)
	}
}

// lessACorner is a box's cells less a column of 2×2 at a corner.
func lessACorner(size [3]int) []solver.Cell {
	var cells []solver.Cell
	for z := range size[2] {
		for y := range size[1] {
			for x := range size[0] {
				if x >= 2 || y >= 2 {
					cells = append(cells, solver.Cell{x, y, z})
				}
			}
		}
	}
	return cells
}

// cellCounts tallies the placements still open of the pieces left, and
// finds the cell with the fewest as a plain count does, below
// 2^counterPlanes: on targets of one to four words, with cells filled by
// a few placements and by more than 2^counterPlanes.
func TestCellCountsFindTheLeast(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		span := []int{16, 64, 100, 200, quickCells}[r.IntN(5)] // the target's cells
		counts := make([]int, quickCells)
		fits := make([]*shapeFit, 2+r.IntN(4))
		open := make([][]int32, len(fits))
		left := uint32(0)
		for i := range fits {
			fits[i] = &shapeFit{}
			in := r.IntN(2) == 0 // whether piece i is left
			if in {
				left |= 1 << i
			}
			for id := range r.IntN(1500) {
				var s cellSet
				still := in && r.IntN(4) > 0 // whether the placement is still open
				for range 1 + r.IntN(40) {
					if k := r.IntN(span); !s.has(k) {
						s.add(k)
						if still {
							counts[k]++
						}
					}
				}
				fits[i].places = append(fits[i].places, s)
				if still {
					open[i] = append(open[i], int32(id))
				}
			}
		}
		var cc cellCounts
		cc.plane[7][0] = 1 // counts start anew
		cc.count(fits, open, left, (span+63)/64)
		var set cellSet
		want, wantN := -1, 1<<counterPlanes
		for k := range span {
			if r.IntN(4) == 0 {
				set.add(k)
				if counts[k] < wantN {
					want, wantN = k, counts[k]
				}
			}
		}
		if k, n := cc.least(set); k != want || n != wantN {
			t.Fatalf("least is cell %d with %d, counted %d with %d", k, n, want, wantN)
		}
	}
}

// The quick count searches one piece in only the first orientation of
// each orbit under the target's symmetries, and multiplies: it must find
// as many solutions as a search of every placement, and stop past the
// same limits, on boxes with 24, 8 and 4 rotations onto themselves.
func TestQuickCountByOrbits(t *testing.T) {
	boxes := []struct {
		size         [3]int
		pieces, hole int
		syms         int
	}{{[3]int{3, 3, 3}, 4, 0, 24}, {[3]int{4, 4, 4}, 5, 1, 24}, {[3]int{3, 3, 4}, 4, 0, 8}, {[3]int{2, 3, 4}, 4, 0, 4}, {[3]int{3, 4, 5}, 5, 0, 4}}
	fixedOnes := 0
	for bi, b := range boxes {
		p, err := CutBox(b.size, b.pieces, 0, 0, uint64(bi+11))
		if err != nil {
			t.Fatal(err)
		}
		start, err := startOf(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(bi), 9))
		d := start.clone()
		if b.hole > 0 {
			if err := d.dig(r, b.hole, 1); err != nil {
				t.Fatal(err)
			}
		}
		q := newQuick(d, d.inner)
		if len(q.syms) != b.syms {
			t.Fatalf("box %v: %d symmetries, want %d", b.size, len(q.syms), b.syms)
		}
		leaders := 0
		for _, l := range q.rep {
			if l {
				leaders++
			}
		}
		if leaders*b.syms != len(solver.Rotations) {
			t.Fatalf("box %v: %d orbits' leaders under %d symmetries", b.size, leaders, b.syms)
		}
		for v := range 40 {
			for range 1 + r.IntN(3) {
				d.move(r, 2, 40)
			}
			var fits []*shapeFit
			for _, cells := range d.piecesCells(nil) {
				fits = append(fits, q.fit(cells))
			}
			all, whole := q.count(fits, 1<<30, -1, nil)
			if !whole {
				continue
			}
			if q.fixed(fits) >= 0 {
				fixedOnes++
			}
			for _, limit := range []int{1 << 30, all, all - 1, 24, 3} {
				n, ok := q.solutions(fits, limit)
				cut, _ := q.count(fits, limit, -1, nil)
				if !ok || (n > limit) != (cut > limit) || n <= limit && n != all {
					t.Fatalf("box %v, variant %d, limit %d: %d solutions by orbits (whole %v), %d in all", b.size, v, limit, n, ok, all)
				}
			}
		}
	}
	if fixedOnes < 100 {
		t.Errorf("only %d variants were counted by orbits", fixedOnes)
	}
}
