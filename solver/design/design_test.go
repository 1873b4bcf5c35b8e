package design_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/search"
)

// replay moves the pieces of a solution as a plan says, one step at a
// time, with plain sets of cells: no step may put two cubes in one cell,
// and a move that takes a group out must slide it clear of the rest.
func replay(t *testing.T, sol solver.Solution, plan []assembly.Move) {
	t.Helper()
	at := make([]solver.Cell, len(sol.Pieces))
	occupied := func(skip map[int]bool) map[solver.Cell]bool {
		occ := map[solver.Cell]bool{}
		for i, pl := range sol.Pieces {
			if !skip[i] {
				for _, c := range pl.Cells {
					occ[c.Add(at[i])] = true
				}
			}
		}
		return occ
	}
	for k, m := range plan {
		moving := map[int]bool{}
		for _, i := range m.Pieces {
			moving[i] = true
		}
		occ := occupied(moving)
		var dir solver.Cell
		n := 0
		for a := range 3 {
			if m.By[a] != 0 {
				dir[a], n = m.By[a]/abs(m.By[a]), abs(m.By[a])
			}
		}
		if m.Out {
			n = 70 // past any target's cells
		}
		for range n {
			for i := range moving {
				at[i] = at[i].Add(dir)
				for _, c := range sol.Pieces[i].Cells {
					if occ[c.Add(at[i])] {
						t.Fatalf("move %d of %v: piece %d runs into another", k+1, plan, i)
					}
				}
			}
		}
	}
}

func abs(v int) int { return max(v, -v) }

// TestDesignFindsUniquePuzzlesThatComeApart designs from random 3x3x3
// sets of six pieces and checks each best variant with a full count and
// by replaying how it comes apart.
func TestDesignFindsUniquePuzzlesThatComeApart(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		p, err := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, seed)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		res, err := design.Search(ctx, p, design.Options{Seed: seed, Workers: 2})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !res.Met || len(res.Variants) == 0 {
			t.Fatalf("seed %d: no unique variant that comes apart in %d tried", seed, res.Tried)
		}
		v := res.Variants[0]
		t.Logf("seed %d: %d tried in %.1f s; best: %d solutions, level %d, %d moves, %d cubes changed", seed, res.Tried, res.Seconds, v.Solutions, v.Level, v.Moves, len(v.Changed))
		if err := v.Puzzle.Validate(); err != nil {
			t.Fatal(err)
		}
		pr, err := search.Compile(v.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		var sols []solver.Solution
		st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitMirrorDistinct, Workers: 2}, func(s solver.Solution) bool {
			sols = append(sols, s)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		classes := st.Distinct
		if st.DistinctMirror != nil {
			classes = *st.DistinctMirror
		}
		if classes != 1 || len(sols) != 1 || v.Distinct != st.Distinct {
			t.Fatalf("seed %d: the variant has %d classes (%d distinct), reported %d", seed, classes, st.Distinct, v.Distinct)
		}
		r := assembly.Disassemble(sols[0], assembly.Limits{})
		if !r.Apart || !v.ComesApart || r.Level != v.Level || v.Level < 1 {
			t.Fatalf("seed %d: comes apart %v at level %d, reported %v at %d", seed, r.Apart, r.Level, v.ComesApart, v.Level)
		}
		replay(t, sols[0], r.Plan)
	}
}

// TestDesignErrors checks the messages for what design cannot start from.
func TestDesignErrors(t *testing.T) {
	none := &solver.Puzzle{Name: "none", Target: solver.Target{Box: &[3]int{2, 2, 1}},
		Pieces: []solver.Piece{{Name: "I", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}}, {Name: "o", Cells: []solver.Cell{{0, 0, 0}}}}}
	if _, err := design.Search(context.Background(), none, design.Options{}); err == nil || err.Error() != "the puzzle has no solution: design needs one solution to start from" {
		t.Errorf("no solution: %v", err)
	}
	p, _ := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 1)
	if _, err := design.Search(context.Background(), p, design.Options{MinSize: 5, MaxSize: 5}); err == nil {
		t.Error("sizes no piece of the start fits were taken")
	}
}

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
	if len(found) == 0 || design.Compare(found[len(found)-1], res.Variants[0]) != 0 {
		t.Fatalf("found %d variants; the last is not the best", len(found))
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

// checkSolution checks that a solution fills the target once over with
// the puzzle's pieces, each in a rotation of its shape.
func checkSolution(t *testing.T, p *solver.Puzzle, sol solver.Solution) {
	t.Helper()
	filled := map[solver.Cell]bool{}
	for _, pl := range sol.Pieces {
		if solver.CanonicalKey(pl.Cells, solver.Rotations) != solver.CanonicalKey(p.Pieces[pl.Piece].Cells, solver.Rotations) {
			t.Fatalf("piece %s is not its shape", pl.Name)
		}
		for _, c := range pl.Cells {
			if filled[c] {
				t.Fatalf("cell %v filled twice", c)
			}
			filled[c] = true
		}
	}
	cells, _ := p.Target.Split()
	if len(cells) != len(filled) {
		t.Fatalf("%d cells filled of %d", len(filled), len(cells))
	}
	for _, c := range cells {
		if !filled[c] {
			t.Fatalf("cell %v not filled", c)
		}
	}
}
