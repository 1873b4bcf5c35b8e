package search_test

import (
	"context"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

var (
	domino = []solver.Cell{{0, 0, 0}, {1, 0, 0}}
	lTri   = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}
	iTri   = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}
	oTet   = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}
	bend   = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}
)

// ranged is a piece with a range of copies.
func ranged(name string, cells []solver.Cell, lo, hi int) solver.Piece {
	return solver.Piece{Name: name, Cells: cells, Min: lo, Max: hi}
}

func box(x, y, z int) solver.Target { return solver.Target{Box: &[3]int{x, y, z}} }

// rangedPuzzles are small puzzles with ranges: in boxes (where the bit
// engines search), with a piece every solution may leave out, with two
// entries of one shape, and with optional cells a piece can fill alone
// (where dancing links must search).
func rangedPuzzles() []*solver.Puzzle {
	square := solver.Target{Optional: []solver.Cell{{3, 0, 0}, {3, 1, 0}}}
	for y := range 3 {
		for x := range 3 {
			square.Cells = append(square.Cells, solver.Cell{x, y, 0})
		}
	}
	square.Cells = append(square.Cells, square.Optional...)
	return []*solver.Puzzle{
		{Name: "any of five in a 2x2x3 box", Target: box(2, 2, 3), Pieces: []solver.Piece{
			ranged("L", lTri, 0, 4), ranged("I", iTri, 0, 2), ranged("D", domino, 0, 3), ranged("B", bend, 0, 1), ranged("O", oTet, 1, 2)}},
		{Name: "mirrored pieces in a 2x3x2 box", Mirror: true, Target: box(2, 3, 2), Pieces: []solver.Piece{
			ranged("L", lTri, 1, 3), ranged("D", domino, 0, 4), ranged("I", iTri, 0, 1), ranged("B", bend, 0, 2)}},
		{Name: "every piece may be left out of a cube", Target: box(2, 2, 2), Pieces: []solver.Piece{
			ranged("D", domino, 0, 4), ranged("L", lTri, 0, 2), ranged("O", oTet, 0, 2)}},
		{Name: "two entries of one shape", Target: box(3, 2, 2), Pieces: []solver.Piece{
			ranged("D1", domino, 1, 2), ranged("D2", domino, 0, 3), {Name: "O", Cells: oTet}, ranged("L", lTri, 0, 2)}},
		{Name: "a square with two free cells", Target: square, Pieces: []solver.Piece{
			ranged("D", domino, 0, 5), ranged("L", lTri, 1, 2), ranged("I", iTri, 0, 1)}},
		{Name: "a square with two free cells, at most one empty", Target: withMaxHoles(square, 1), Pieces: []solver.Piece{
			ranged("D", domino, 0, 5), ranged("L", lTri, 1, 2), ranged("I", iTri, 0, 1)}},
		{Name: "a square with two free cells, none empty", Target: withMaxHoles(square, 0), Pieces: []solver.Piece{
			ranged("D", domino, 0, 5), ranged("L", lTri, 1, 2), ranged("I", iTri, 0, 1)}},
	}
}

func withMaxHoles(t solver.Target, h int) solver.Target {
	t.MaxHoles = &h
	return t
}

// TestRangesMatchBruteForce counts each puzzle with ranges on every engine
// and worker count, verifies every solution, and compares the counts with
// the sum of ordinary counts over every allowed choice of copies.
func TestRangesMatchBruteForce(t *testing.T) {
	for _, p := range rangedPuzzles() {
		t.Run(p.Name, func(t *testing.T) {
			want := bruteForceRanges(t, p)
			if want.Solutions == 0 {
				t.Fatal("the brute force found no solution: a weak test")
			}
			for _, use := range []func(*search.Problem){search.UseFirstCell, search.UseMostConstrained, search.UsePieces, search.UseWide, search.UseWidePieces, search.UseDLX} {
				for _, workers := range []int{1, 2} {
					pr, err := search.Compile(p)
					if err != nil {
						t.Fatal(err)
					}
					use(pr)
					got, all := collectFrom(t, pr, search.Options{Emit: search.EmitAll, Workers: workers})
					if got.Solutions != want.Solutions || got.Distinct != want.Distinct || mirrorOf(got) != mirrorOf(want) {
						t.Errorf("%s, %d workers: %d/%d/%d, brute force %d/%d/%d", search.Engine(pr), workers,
							got.Solutions, got.Distinct, mirrorOf(got), want.Solutions, want.Distinct, mirrorOf(want))
					}
					if int64(len(all)) != got.Solutions {
						t.Errorf("%s: %d emitted, %d counted", search.Engine(pr), len(all), got.Solutions)
					}
				}
			}
			t.Logf("%d solutions, %d distinct, %d mirror", want.Solutions, want.Distinct, mirrorOf(want))
		})
	}
}

// bruteForceRanges adds up the ordinary counts of every puzzle made by
// choosing a number of copies of each shape within its range: the sum of
// the ranges of the entries of that shape, whose copies are
// interchangeable. Its mirror count is -1 unless every such puzzle has one
// and so does p.
func bruteForceRanges(t *testing.T, p *solver.Puzzle) search.Stats {
	t.Helper()
	var shapes []solver.Piece // one entry per shape, with the summed range
	for _, pc := range p.Pieces {
		lo, hi := pc.Range()
		merged := false
		for k, q := range shapes {
			if len(pc.Paint) == 0 && len(q.Paint) == 0 && legalForms(q.Cells, p.Mirror)[normalForm(pc.Cells)] {
				shapes[k].Min, shapes[k].Max, merged = q.Min+lo, q.Max+hi, true
			}
		}
		if !merged {
			shapes = append(shapes, solver.Piece{Name: pc.Name, Cells: pc.Cells, Paint: pc.Paint, Min: lo, Max: hi})
		}
	}
	var sum search.Stats
	mirror, closed := int64(0), true
	counts := make([]int, len(shapes))
	var each func(i int)
	each = func(i int) {
		if i == len(shapes) {
			q := *p
			q.Pieces = nil
			for k, pc := range shapes {
				if counts[k] > 0 {
					q.Pieces = append(q.Pieces, solver.Piece{Name: pc.Name, Cells: pc.Cells, Count: counts[k], Paint: pc.Paint})
				}
			}
			if h := p.Target.MaxHoles; h != nil {
				// The sub-puzzle has a fixed volume, so a fixed number of
				// holes: too many, and it counts nothing.
				required, optional := p.Target.Split()
				volume := 0
				for _, pc := range q.Pieces {
					volume += len(pc.Cells) * pc.Count
				}
				if len(required)+len(optional)-volume > *h {
					return
				}
				q.Target.MaxHoles = nil
			}
			if len(q.Pieces) == 0 || q.Validate() != nil {
				return
			}
			pr, err := search.Compile(&q)
			if err != nil {
				t.Fatal(err)
			}
			st, err := pr.Search(context.Background(), search.Options{Workers: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			sum.Solutions += st.Solutions
			sum.Distinct += st.Distinct
			if st.DistinctMirror == nil {
				closed = false
			} else {
				mirror += *st.DistinctMirror
			}
			return
		}
		for n := shapes[i].Min; n <= shapes[i].Max; n++ {
			counts[i] = n
			each(i + 1)
		}
	}
	each(0)
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := pr.Search(context.Background(), search.Options{Workers: 1}, nil); closed && st.DistinctMirror != nil {
		sum.DistinctMirror = &mirror
	}
	return sum
}

// TestRangesAndColoursAcrossWorkersAndShards counts puzzles with ranges
// and colours on 1, 2 and 16 workers and in three shards, which must all
// agree.
func TestRangesAndColoursAcrossWorkersAndShards(t *testing.T) {
	puzzles := append(rangedPuzzles()[:2], colouredPuzzles(t)[1:]...)
	for _, p := range puzzles {
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		var want search.Stats
		for i, workers := range []int{1, 2, 16} {
			st, err := pr.Search(context.Background(), search.Options{Workers: workers}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				want = st
			} else if st.Solutions != want.Solutions || st.Distinct != want.Distinct || mirrorOf(st) != mirrorOf(want) {
				t.Errorf("%s, %d workers: %d/%d/%d, one worker %d/%d/%d", p.Name, workers, st.Solutions, st.Distinct, mirrorOf(st), want.Solutions, want.Distinct, mirrorOf(want))
			}
		}
		var sum search.Stats
		for shard := range 3 {
			st, err := pr.Search(context.Background(), search.Options{Workers: 2, Shard: shard, Shards: 3}, nil)
			if err != nil {
				t.Fatal(err)
			}
			sum.Solutions += st.Solutions
			sum.Distinct += st.Distinct
		}
		if sum.Solutions != want.Solutions || sum.Distinct != want.Distinct {
			t.Errorf("%s in three shards: %d/%d, whole %d/%d", p.Name, sum.Solutions, sum.Distinct, want.Solutions, want.Distinct)
		}
	}
}
