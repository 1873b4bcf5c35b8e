//go:build !js

package search_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// TestBurrToolsGrids counts every problem of BurrTools' example files on
// the grids other than cubes, read from ../shared/burrtools-examples as a
// user opens them, and compares with BurrTools 0.7.1: "N assemblies" from
// `burrTxt -q -o N FILE`, run once by hand. N is Cubist's distinct_mirror
// where the piece set is closed under mirroring, else distinct.
func TestBurrToolsGrids(t *testing.T) {
	for _, c := range []struct {
		file     string
		problem  int
		grid     string
		burr     int64 // -1: BurrTools says a piece can be placed nowhere
		distinct int64 // Cubist's count up to rotation
	}{
		{"Bermuda", 0, "prisms", 1, 2},
		{"BallRoom", 0, "spheres", 2, 2},
		{"BallRoom", 1, "spheres", 1, 2},
		{"BallRoom", 2, "spheres", 3, 3},
		{"12PieceSeparation", 0, "rhombic", 1, 1},
		{"AugmentedSecondStellation", 0, "rhombic", 2, 2},
		{"BrokenSticks", 0, "rhombic", 2, 2},
		{"BrokenSticks", 1, "rhombic", -1, 0},
		{"DiagonalCube", 0, "rhombic", 2, 2},
		{"PermutatedThirdStellation", 0, "rhombic", 2, 2},
		{"FourPieceTetrahedron", 0, "tetra-octa", 1, 1},
	} {
		p := burrProblem(t, c.file, c.problem)
		if p.Grid != c.grid {
			t.Errorf("%s %d: grid %q, want %q", c.file, c.problem, p.Grid, c.grid)
		}
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		if c.burr < 0 {
			if pr.Reason() == "" {
				t.Errorf("%s %d: no reason given for a piece that fits nowhere", c.file, c.problem)
			}
			continue
		}
		got, distinct := burrClasses(t, pr)
		if got != c.burr || distinct != c.distinct {
			t.Errorf("%s %d: %d classes (%d up to rotation), BurrTools %d (want %d)", c.file, c.problem, got, distinct, c.burr, c.distinct)
		}
	}
}

// TestGridExamples counts Cubist's own examples on the other grids and
// compares with BurrTools 0.7.1 as TestBurrToolsGrids does: `burrTxt -q`
// on each as `cubist convert` exports it.
func TestGridExamples(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	for _, c := range []struct {
		name           string
		burr, distinct int64
	}{
		{"prism-box", 1, 1},
		{"rhombic-cluster", 1, 1},
		{"sphere-pyramid", 801, 1602},
		{"tetra-octa-tetrahedron", 1, 1},
	} {
		p, err := examples.Load(c.name)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		got, distinct := burrClasses(t, pr)
		if got != c.burr || distinct != c.distinct {
			t.Errorf("%s: %d classes (%d up to rotation), BurrTools %d (want %d)", c.name, got, distinct, c.burr, c.distinct)
		}
	}
}

// burrClasses counts a problem as BurrTools counts its assemblies:
// distinct_mirror where the piece set is closed under mirroring, else
// distinct, which it also returns.
func burrClasses(t *testing.T, pr *search.Problem) (classes, distinct int64) {
	t.Helper()
	st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.DistinctMirror != nil {
		return *st.DistinctMirror, st.Distinct
	}
	return st.Distinct, st.Distinct
}

// burrProblem reads problem number problem (from 0) of one of BurrTools'
// example files in ../shared/burrtools-examples, skipping the test where
// the folder is missing.
func burrProblem(t *testing.T, file string, problem int) *solver.Puzzle {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "shared", "burrtools-examples")
	data, err := os.ReadFile(filepath.Join(dir, file+".xmpuzzle"))
	if os.IsNotExist(err) {
		t.Skipf("%s is not here", dir)
	}
	if err != nil {
		t.Fatal(err)
	}
	entries, err := format.Read(data, file+".xmpuzzle")
	if err != nil {
		t.Fatal(err)
	}
	p, err := entries[problem].Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	return p
}
