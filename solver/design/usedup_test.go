package design_test

import (
	"context"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// Making the Soma cube unique on one worker keeps trying new variants
// once those a move or two from its best are used up: it walks further
// away and goes on, rather than drawing only variants tried before
// until the time is up (it stopped at 474 variants so, in 3 s of a 20 s
// search). The limit ends it well before the deadline.
func TestDesignWalksOnWhenTheNeighbourhoodIsUsedUp(t *testing.T) {
	short.NativeOnly(t) // 6.4 s under node, 3.1 natively
	p, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	const limit = 1500
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := design.Search(ctx, p, design.Options{Seed: 1, Workers: 1, Limit: limit})
	if err != nil {
		t.Fatal(err)
	}
	if res.Tried < limit || ctx.Err() != nil {
		t.Fatalf("%d variants tried in %.1f s, want %d before the deadline", res.Tried, res.Seconds, limit)
	}
	t.Logf("%d variants tried in %.1f s; best: %s", res.Tried, res.Seconds, res.Variants[0].Summary())
	for _, v := range res.Variants {
		countsAgree(t, v)
	}
}

// A search with no variant to try beyond its start ends early and says
// so: four single cubes in a 2x2x1 box, kept at one cube each, fill it
// in three ways up to rotation, and no cube can move.
func TestDesignSaysWhenEveryVariantWasTried(t *testing.T) {
	p := &solver.Puzzle{Name: "four cubes", Target: solver.Target{Box: &[3]int{2, 2, 1}}}
	for _, name := range []string{"A", "B", "C", "D"} {
		p.Pieces = append(p.Pieces, solver.Piece{Name: name, Cells: []solver.Cell{{0, 0, 0}}})
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := design.Search(ctx, p, design.Options{Seed: 1, Workers: 2, MinSize: 1, MaxSize: 1, AllowAlike: true})
	if err != nil {
		t.Fatal(err)
	}
	if !res.UsedUp || res.Met || ctx.Err() != nil || res.Tried != 2 {
		t.Fatalf("used up %v, met %v, after %d variants in %.1f s", res.UsedUp, res.Met, res.Tried, res.Seconds)
	}
}

// "Make it harder" on the Soma cube digs its hole: the cube at the
// centre lies in a piece it would split, so the start is reshaped until
// one can give it up (the search failed at once so before).
func TestHarderDigsIntoAReshapedStart(t *testing.T) {
	p, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	res, err := design.Search(context.Background(), p, design.Options{Seed: 1, Workers: 1, MinLevel: 2, Holes: 1, Limit: 20})
	if err != nil {
		t.Fatal(err)
	}
	if res.Tried < 20 || len(res.Variants) == 0 {
		t.Fatalf("%d tried, %d variants", res.Tried, len(res.Variants))
	}
	for _, v := range res.Variants {
		if got := len(v.Puzzle.Target.Optional); got != 1 {
			t.Errorf("a variant with %d optional cells: %s", got, v.Summary())
		}
		countsAgree(t, v)
	}
}

// countsAgree checks a variant's counts, where the judge counted them in
// full, against a count of its own.
func countsAgree(t *testing.T, v design.Variant) {
	t.Helper()
	if v.Classes > 40 {
		return
	}
	pr, err := search.Compile(v.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitNone}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Solutions != v.Solutions || st.Distinct != v.Distinct {
		t.Errorf("%s: counted %d solutions, %d distinct", v.Summary(), st.Solutions, st.Distinct)
	}
}
