package design_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
)

// TestVariantsFoundAndWritten checks that Found reports variants best
// first as they join, that a variant reads back from its JSON, and that
// searches split by FirstChain draw the chains of one search.
func TestVariantsFoundAndWritten(t *testing.T) {
	p, err := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 2)
	if err != nil {
		t.Fatal(err)
	}
	var found []design.Variant
	opt := design.Options{Seed: 7, Workers: 1, FirstChain: 1, Keep: 3, Found: func(v design.Variant) { found = append(found, v) }}
	res, err := design.Search(context.Background(), p, opt)
	if err != nil || !res.Met {
		t.Fatalf("met %v, err %v", res.Met, err)
	}
	best := false
	for _, v := range found {
		best = best || design.Compare(v, res.Variants[0]) == 0 && v.Puzzle == res.Variants[0].Puzzle
	}
	if !best {
		t.Fatalf("found %d variants, not the best", len(found))
	}
	for _, v := range res.Variants {
		if err := v.Puzzle.Validate(); err != nil {
			t.Fatal(err)
		}
		checkSolution(t, v.Puzzle, v.Solution)
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var back design.Variant
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		again, _ := json.Marshal(back)
		if string(again) != string(data) || design.Compare(v, back) != 0 {
			t.Fatalf("the variant reads back as\n%s\nnot\n%s", again, data)
		}
	}
	// The same seed and chain try the same variants.
	opt.Found = nil
	again, err := design.Search(context.Background(), p, opt)
	if err != nil || again.Tried != res.Tried || len(again.Variants) != len(res.Variants) || len(again.Variants[0].Changed) != len(res.Variants[0].Changed) {
		t.Fatalf("a second search tried %d, not %d (err %v)", again.Tried, res.Tried, err)
	}
}
