package search_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// knownCounts are published counts for the built-in examples.
var knownCounts = []struct {
	example                      string
	solutions, distinct, mirrorD int64 // mirrorD -1 means null
}{
	{"soma", 11520, 480, 240},
	{"megaron", 24, 1, -1},
	{"galakub", 8, 1, -1},
	{"pentominoes-6x10", 9356, 2339, 2339},
	{"pentominoes-5x12", 4040, 1010, 1010},
	{"pentominoes-3x20", 8, 2, 2},
	{"pentominoes-8x8", 520, 65, 65},
	{"t-tetrominoes-4x5", 0, 0, 0},
	{"megaron-c-mirrored", 0, 0, -1},
	{"burr", 780, 65, -1},
	{"box-with-a-ledge", 44, 44, 23},
}

func compile(t testing.TB, name string) *search.Problem {
	t.Helper()
	p, err := examples.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return pr
}

func TestKnownCounts(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	for _, k := range knownCounts {
		t.Run(k.example, func(t *testing.T) {
			if testing.Short() && k.example == "pentominoes-8x8" {
				t.Skip("long")
			}
			if strings.HasPrefix(k.example, "pentominoes-") && k.example != "pentominoes-3x20" {
				short.NativeOnly(t)
			}
			pr := compile(t, k.example)
			dlx := compile(t, k.example)
			search.UseDLX(dlx)
			// Targets in a box of up to 256 cells are searched on bit
			// boards, the rest (the burr) with dancing links.
			required, optional := pr.Puzzle().Target.Split()
			lo, hi := solver.Bounds(append(required, optional...))
			box := (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1) * (hi[2] - lo[2] + 1)
			if search.UsesBits(pr) != (box <= 256) || search.UsesBits(dlx) {
				t.Fatalf("engines: bits %v, forced dlx %v", search.UsesBits(pr), search.UsesBits(dlx))
			}
			for _, run := range []struct {
				pr      *search.Problem
				workers int
			}{{pr, 1}, {pr, 2}, {dlx, 2}} {
				workers := run.workers
				st, err := run.pr.Search(context.Background(), search.Options{Workers: workers}, nil)
				if err != nil {
					t.Fatal(err)
				}
				mirror := int64(-1)
				if st.DistinctMirror != nil {
					mirror = *st.DistinctMirror
				}
				if st.Solutions != k.solutions || st.Distinct != k.distinct || mirror != k.mirrorD || !st.Complete {
					t.Errorf("workers %d, bits %v: got %d/%d/%d complete %v, want %d/%d/%d", workers, search.UsesBits(run.pr),
						st.Solutions, st.Distinct, mirror, st.Complete, k.solutions, k.distinct, k.mirrorD)
				}
				t.Logf("workers %d, bits %v: %d nodes, %.3fs", workers, search.UsesBits(run.pr), st.Nodes, st.Seconds)
			}
		})
	}
}
