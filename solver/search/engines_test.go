package search_test

import (
	"context"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// TestEnginesAgree searches small puzzles with identical copies, symmetric
// targets and optional cells on both bit engines (first cell, and most
// constrained cell where the target is solid) and on dancing links, and
// checks that both count the same and emit only true solutions. Identical
// copies of the piece that breaks the target's symmetry are where the bit
// engine forbids placements.
func TestEnginesAgree(t *testing.T) {
	const (
		domino = `[[0,0,0],[1,0,0]]`
		lTri   = `[[0,0,0],[1,0,0],[0,1,0]]`
		lTet   = `[[0,0,0],[1,0,0],[2,0,0],[0,1,0]]`
		iTet   = `[[0,0,0],[1,0,0],[2,0,0],[3,0,0]]`
		oTet   = `[[0,0,0],[1,0,0],[0,1,0],[1,1,0]]`
		bend   = `[[0,0,0],[1,0,0],[1,1,0],[1,1,1]]`
	)
	piece := func(name, cells string, count int) string {
		return `{"name":"` + name + `","cells":` + cells + `,"count":` + string(rune('0'+count)) + `}`
	}
	puzzles := []struct{ name, pieces, target string }{
		{"dominoes in a cube", piece("D", domino, 4), `{"box":[2,2,2]}`},
		{"L trominoes in a slab", piece("L", lTri, 6), `{"box":[3,3,2]}`},
		{"L tetrominoes in a square", piece("L", lTet, 4), `{"box":[4,4,1]}`},
		{"L tetrominoes in a tower", piece("L", lTet, 4), `{"box":[2,2,4]}`},
		{"mixed tetrominoes", piece("L", lTet, 2) + "," + piece("I", iTet, 1) + "," + piece("O", oTet, 1), `{"box":[4,4,1]}`},
		{"bends and dominoes", piece("B", bend, 2) + "," + piece("D", domino, 2), `{"box":[2,2,3]}`},
		{"dominoes with a free corner", piece("D", domino, 4),
			`{"cells":[[0,0,0],[1,0,0],[2,0,0],[0,1,0],[1,1,0],[2,1,0],[0,2,0],[1,2,0],[2,2,0]],"optional":[[0,0,0],[2,2,0]]}`},
		{"a domino beside two holes, in free cells alone", piece("L", lTet, 3) + "," + piece("D", domino, 1),
			`{"box":[4,2,2],"optional":[[1,0,0],[2,0,0],[1,1,0],[2,1,0]],"max_holes":2}`},
		{"a hole or none, ranges", `{"name":"L","cells":` + lTri + `,"min":2,"max":3},{"name":"D","cells":` + domino + `,"min":1,"max":3}`,
			`{"box":[2,2,3],"optional":[[0,0,1],[1,1,1]],"max_holes":1}`},
		{"trominoes with free corners", piece("L", lTri, 4),
			`{"cells":[[0,0,0],[1,0,0],[2,0,0],[3,0,0],[0,1,0],[1,1,0],[2,1,0],[3,1,0],[0,2,0],[1,2,0],[2,2,0],[3,2,0],[0,3,0],[3,3,0]],"optional":[[0,3,0],[3,3,0]]}`},
	}
	for _, pz := range puzzles {
		t.Run(pz.name, func(t *testing.T) {
			p, err := solver.ParseJSON([]byte(`{"name":"x","pieces":[` + pz.pieces + `],"target":` + pz.target + `}`))
			if err != nil {
				t.Fatal(err)
			}
			var want search.Stats
			engines := map[string]bool{}
			for i, use := range []func(*search.Problem){search.UseFirstCell, search.UseMostConstrained, search.UsePieces, search.UseWide, search.UseWidePieces, search.UseDLX} {
				pr, err := search.Compile(p)
				if err != nil {
					t.Fatal(err)
				}
				use(pr)
				engine := search.Engine(pr)
				if engines[engine] {
					continue // a flat target has no most constrained engine
				}
				engines[engine] = true
				dlx := engine
				for _, workers := range []int{1, 2} {
					got, err := pr.Search(context.Background(), search.Options{Emit: search.EmitAll, Workers: workers}, func(s solver.Solution) bool {
						checkSolution(t, p, s)
						return true
					})
					if err != nil {
						t.Fatal(err)
					}
					if got.Solutions == 0 || got.Emitted != got.Solutions {
						t.Errorf("%s, %d workers: %d solutions, %d emitted", dlx, workers, got.Solutions, got.Emitted)
					}
					if i == 0 && workers == 1 {
						want = got
						continue
					}
					if got.Solutions != want.Solutions || got.Distinct != want.Distinct || mirrorOf(got) != mirrorOf(want) {
						t.Errorf("%s, %d workers: %d/%d/%d, first cell on one worker: %d/%d/%d", dlx, workers,
							got.Solutions, got.Distinct, mirrorOf(got), want.Solutions, want.Distinct, mirrorOf(want))
					}
				}
			}
			t.Logf("%d solutions, %d distinct, engines %v", want.Solutions, want.Distinct, engines)
		})
	}
}

func mirrorOf(st search.Stats) int64 {
	if st.DistinctMirror == nil {
		return -1
	}
	return *st.DistinctMirror
}
