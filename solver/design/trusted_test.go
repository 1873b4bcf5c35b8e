package design_test

import (
	"context"
	"testing"

	"github.com/cubist/cubist/solver/design"
)

// A search toward a level takes most variants on trust as unique once
// its counts have found nearly all unique (see trust.go), but every
// variant it lists was counted: its counts agree with the search
// engines', and the judge finds those said to be unique unique, at the
// level listed. 4×4×4 in six pieces asked for level 7 (out of reach on
// this seed in so few variants) counts thousands of variants.
func TestTrustedVariantsAreCountedBeforeTheyAreListed(t *testing.T) {
	p, err := design.CutBox([3]int{4, 4, 4}, 6, 0, 0, 41)
	if err != nil {
		t.Fatal(err)
	}
	res, err := design.Search(context.Background(), p, design.Options{Seed: 41, Workers: 1, MinLevel: 7, Holes: 1, Recut: true, Limit: 20000, Keep: 20})
	if err != nil {
		t.Fatal(err)
	}
	if res.Tried < 20000 || len(res.Variants) == 0 {
		t.Fatalf("%d variants tried, %d listed", res.Tried, len(res.Variants))
	}
	for _, v := range res.Variants {
		countsAgree(t, v)
		j, err := design.Judge(context.Background(), v.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if j.Unique != v.Unique() || v.Unique() && (j.ComesApart != v.ComesApart || j.Level != v.Level) {
			t.Errorf("%s: judged %+v", v.Summary(), j)
		}
	}
	t.Logf("%d variants tried, best %s", res.Tried, res.Variants[0].Summary())
}
