//go:build !js

// The XML reader under WebAssembly is the browser's DOMParser, which node
// lacks: these files are read natively only.

package search_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// burrToolsCounts are BurrTools 0.7.1's counts of the files in
// testdata/burrtools, which Cubist wrote from puzzles with ranges,
// colours, colour rules, piece groups and limits on holes: "N assemblies"
// from `burrTxt -q FILE`, run once by hand. No two shapes of a file are the same, so N is Cubist's
// distinct_mirror, or distinct where that is null.
var burrToolsCounts = map[string]int64{
	"caged.xmpuzzle":                      1,
	"caged-group.xmpuzzle":                1,
	"cube-any.xmpuzzle":                   6,
	"painted-box.xmpuzzle":                272,
	"pentominoes-four-of-twelve.xmpuzzle": 50,
	"soma-checkerboard.xmpuzzle":          219,
	"soma-red-centre.xmpuzzle":            33,
	"soma-red-no-rules.xmpuzzle":          480,
	"square-free-cells.xmpuzzle":          91,
	"square-holes-0.xmpuzzle":             38,
	"square-holes-1.xmpuzzle":             75,
	"tetrominoes-ranges.xmpuzzle":         4,
}

// burrToolsApart are BurrTools' counts with `burrTxt -d -q FILE`, which
// keeps the assemblies its disassembler takes apart: "N solutions". The
// caged cube's core cannot leave its cage; in the second file the two
// are in one piece group, which need not come apart.
var burrToolsApart = map[string]int64{
	"caged.xmpuzzle":       0,
	"caged-group.xmpuzzle": 1,
}

// TestBurrToolsCounts reads each file as a user opens it, with no
// warnings, and counts it as BurrTools did.
func TestBurrToolsCounts(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "burrtools", "*.xmpuzzle"))
	if len(files) != len(burrToolsCounts) {
		t.Fatalf("%d files, %d recorded counts", len(files), len(burrToolsCounts))
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			entries, err := format.Read(data, name)
			if err != nil {
				t.Fatal(err)
			}
			p, warnings, err := format.Pick(entries, "")
			if err != nil || len(warnings) > 0 {
				t.Fatal(err, warnings)
			}
			pr, err := search.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			opt := search.Options{Workers: 2}
			wantApart, apart := burrToolsApart[name]
			if apart {
				lim := assembly.Limits{Groups: assembly.GroupsOf(p)}
				opt.Disassemble = func(sol solver.Solution) search.Verdict {
					r := assembly.Disassemble(sol, lim)
					return search.Verdict{Apart: r.Apart, Level: r.Level, Notation: r.Notation}
				}
			}
			st, err := pr.Search(context.Background(), opt, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := st.Distinct
			if st.DistinctMirror != nil {
				got = *st.DistinctMirror
			}
			if want, ok := burrToolsCounts[name]; !ok || got != want {
				t.Errorf("%d classes, BurrTools %d", got, want)
			}
			if apart {
				gotApart := st.Apart.Distinct
				if st.Apart.DistinctMirror != nil {
					gotApart = *st.Apart.DistinctMirror
				}
				if gotApart != wantApart {
					t.Errorf("%d classes come apart, BurrTools %d", gotApart, wantApart)
				}
			}
		})
	}
}
