package design_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// replay moves the pieces of a solution as a plan says, one step at a
// time, with plain sets of cells: no step may put two cubes of one part
// in one cell, and a move that takes a group out must slide it clear of
// the rest of its part, with which it no longer meets from then on.
func replay(t *testing.T, sol solver.Solution, plan []assembly.Move) {
	t.Helper()
	at := make([]solver.Cell, len(sol.Pieces))
	part := make([]int, len(sol.Pieces))
	parts := 1
	occupied := func(skip map[int]bool, in int) map[solver.Cell]bool {
		occ := map[solver.Cell]bool{}
		for i, pl := range sol.Pieces {
			if !skip[i] && part[i] == in {
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
			if part[i] != part[m.Pieces[0]] {
				t.Fatalf("move %d of %v: pieces of two parts move together", k+1, plan)
			}
		}
		occ := occupied(moving, part[m.Pieces[0]])
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
		if m.Out {
			for i := range moving {
				part[i] = parts
			}
			parts++
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
		verify(t, fmt.Sprintf("seed %d", seed), v, "")
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
	if _, err := design.Search(context.Background(), p, design.Options{MinLevel: 2}); err == nil || !strings.Contains(err.Error(), "cannot be reached without holes") {
		t.Errorf("level 2 in a box without holes: %v", err)
	}
	if _, err := design.Search(context.Background(), p, design.Options{MinLevel: 2, Holes: 2}); err == nil || !strings.Contains(err.Error(), "the target has 1 inner cube (") {
		t.Errorf("two holes in a 3x3x3 box: %v", err)
	}
	// A level on a grid with no disassembler: one line, naming the
	// grid's solids (the grids' test, grids_test.go, designs on each).
	for _, name := range []string{"rhombic-cluster", "tetra-octa-tetrahedron"} {
		g, _ := examples.Load(name)
		_, err := design.Search(context.Background(), g, design.Options{MinLevel: 2})
		var optErr *design.OptionError
		if !errors.As(err, &optErr) || !strings.Contains(err.Error(), "no disassembler for "+g.GridOf().Title()) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// verify counts a variant's solutions in full, checks that it is unique
// as reported, takes its one solution apart, replays the plan, and
// returns what came of it. last names the piece asked to come out last,
// or is empty.
func verify(t *testing.T, name string, v design.Variant, last string) (solver.Solution, assembly.Result) {
	t.Helper()
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
	if classes != 1 || len(sols) != 1 || v.Distinct != st.Distinct || v.Solutions != st.Solutions {
		t.Fatalf("%s: the variant has %d classes (%d/%d), reported %d/%d", name, classes, st.Solutions, st.Distinct, v.Solutions, v.Distinct)
	}
	checkSolution(t, v.Puzzle, sols[0])
	lim := assembly.Limits{Stay: 1 + slices.IndexFunc(v.Puzzle.Pieces, func(p solver.Piece) bool { return last != "" && p.Name == last })}
	r := assembly.Disassemble(sols[0], lim)
	if !r.Apart || !v.ComesApart || r.Level != v.Level || r.Moves != v.Moves {
		t.Fatalf("%s: comes apart %v at level %d in %d moves, reported %v at %d in %d", name, r.Apart, r.Level, r.Moves, v.ComesApart, v.Level, v.Moves)
	}
	replay(t, sols[0], r.Plan)
	return sols[0], r
}

// TestHarderWithHoles asks random 4x4x4 sets of eight pieces, unique at
// level 1, for level 2 with one hole inside, and checks what comes back:
// unique, a hole at an inner cell, at level 2 or more with no way to open
// at the first move.
func TestHarderWithHoles(t *testing.T) {
	if testing.Short() {
		t.Skip("a long design search: run natively in full, where it takes a few seconds")
	}
	for _, seed := range []uint64{1, 5} {
		p, err := solver.RandomDissection([3]int{4, 4, 4}, 8, 6, 10, seed)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		res, err := design.Search(ctx, p, design.Options{Seed: seed, Workers: 1, MinLevel: 2, Holes: 1})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !res.Met {
			t.Fatalf("seed %d: no variant at level 2 in %d tried", seed, res.Tried)
		}
		v := res.Variants[0]
		name := fmt.Sprintf("seed %d", seed)
		sol, r := verify(t, name, v, "")
		t.Logf("%s: %d tried in %.1f s; level %d, %d moves, %d cubes changed", name, res.Tried, res.Seconds, r.Level, r.Moves, len(v.Changed))
		if r.Level < 2 || v.Openings != 0 || v.Free != 0 {
			t.Fatalf("%s: level %d with %d openings reported", name, r.Level, v.Openings)
		}
		if o, _ := assembly.Openings(sol, solver.Cubes); len(o) != 0 {
			t.Fatalf("%s: opens at the first move: %v", name, o)
		}
		_, optional := v.Puzzle.Target.Split()
		if len(optional) != 8 {
			t.Fatalf("%s: %d optional cells, not the 8 inner ones", name, len(optional))
		}
		for _, c := range optional {
			for a := range 3 {
				if c[a] < 1 || c[a] > 2 {
					t.Fatalf("%s: optional cell %v is not inside", name, c)
				}
			}
		}
		total := 0
		for _, pc := range v.Puzzle.Pieces {
			total += len(pc.Cells)
		}
		if total != 63 {
			t.Fatalf("%s: the pieces hold %d cubes, not 63", name, total)
		}
	}
}

// TestFewerFreePieces asks random 3x4x5 sets of ten pieces for a unique
// variant from which at most one piece can come out alone at first.
func TestFewerFreePieces(t *testing.T) {
	if testing.Short() {
		t.Skip("a long design search: run natively in full, where it takes a few seconds")
	}
	for _, seed := range []uint64{1} {
		p, err := solver.RandomDissection([3]int{3, 4, 5}, 10, 5, 7, seed)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		res, err := design.Search(ctx, p, design.Options{Seed: seed, Workers: 1, MaxFree: 1})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !res.Met {
			t.Fatalf("seed %d: no variant with one piece free in %d tried", seed, res.Tried)
		}
		v := res.Variants[0]
		sol, _ := verify(t, fmt.Sprintf("seed %d", seed), v, "")
		o, free := assembly.Openings(sol, solver.Cubes)
		t.Logf("seed %d: %d tried in %.1f s; %d free, openings %v", seed, res.Tried, res.Seconds, free, o)
		if free > 1 || free != v.Free || len(o) != v.Openings {
			t.Fatalf("seed %d: %d free and %d openings, reported %d and %d", seed, free, len(o), v.Free, v.Openings)
		}
	}
}

// checkSolution checks that a solution fills the target once over with
// the puzzle's pieces, each in a rotation of its shape.
func checkSolution(t *testing.T, p *solver.Puzzle, sol solver.Solution) {
	t.Helper()
	filled := map[solver.Cell]bool{}
	for _, pl := range sol.Pieces {
		if solver.Cubes.CanonicalKey(pl.Cells, false) != solver.Cubes.CanonicalKey(p.Pieces[pl.Piece].Cells, false) {
			t.Fatalf("piece %s is not its shape", pl.Name)
		}
		for _, c := range pl.Cells {
			if filled[c] {
				t.Fatalf("cell %v filled twice", c)
			}
			filled[c] = true
		}
	}
	cells, optional := p.Target.Split()
	for _, c := range cells {
		if !filled[c] {
			t.Fatalf("cell %v not filled", c)
		}
	}
	for _, c := range optional {
		delete(filled, c)
	}
	if len(cells) != len(filled) {
		t.Fatalf("%d required cells filled of %d, and cells outside the target", len(filled), len(cells))
	}
}

// TestLastPieceComesOutLast asks for a named piece to come out last and
// follows the plan of what comes back: each move that takes a group out
// of a part of three pieces or more holding that piece leaves it with the
// larger side (or one as large).
func TestLastPieceComesOutLast(t *testing.T) {
	if testing.Short() {
		t.Skip("a long design search: run natively in full, where it takes a few seconds")
	}
	for _, c := range []struct {
		size      [3]int
		n, lo, hi int
		seed      uint64
		last      string
	}{
		{[3]int{3, 3, 3}, 6, 3, 6, 1, "A"},
		{[3]int{3, 3, 3}, 6, 3, 6, 2, "D"},
		{[3]int{3, 4, 5}, 10, 5, 7, 1, "E"},
	} {
		p, err := solver.RandomDissection(c.size, c.n, c.lo, c.hi, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		res, err := design.Search(ctx, p, design.Options{Seed: c.seed, Workers: 1, Last: c.last})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%v seed %d, %s last", c.size, c.seed, c.last)
		if !res.Met {
			t.Fatalf("%s: not met in %d tried", name, res.Tried)
		}
		sol, r := verify(t, name, res.Variants[0], c.last)
		at := slices.IndexFunc(sol.Pieces, func(pl solver.Placed) bool { return pl.Name == c.last })
		part := make([]int, len(sol.Pieces))
		for k, m := range r.Plan {
			if !m.Out {
				continue
			}
			size := 0
			for _, q := range part {
				if q == part[m.Pieces[0]] {
					size++
				}
			}
			if slices.Contains(m.Pieces, at) && size > 2 && 2*len(m.Pieces) <= size {
				t.Fatalf("%s: move %d takes it out with %d of %d pieces: %v", name, k+1, len(m.Pieces), size, r.Plan)
			}
			for _, i := range m.Pieces {
				part[i] = k + 1
			}
		}
		t.Logf("%s: %d tried in %.1f s", name, res.Tried, res.Seconds)
	}
	p, _ := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 1)
	if _, err := design.Search(context.Background(), p, design.Options{Last: "nope"}); err == nil || !strings.Contains(err.Error(), `"nope"`) {
		t.Errorf("an unknown piece: %v", err)
	}
}

// Each variant found is reported with the count of variants tried, the
// start included, so that a page never lists a variant beside "0
// variants tried", however long the interval between reports.
func TestFoundComesWithTheCountTried(t *testing.T) {
	p, _ := solver.RandomDissection([3]int{3, 4, 5}, 10, 5, 7, 402150878)
	// Stopped once a variant is found (in about 1.3 s here), not after a
	// fixed time, which a loaded machine may spend before the first.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	found, reported := 0, 0
	_, err := design.Search(ctx, p, design.Options{Seed: 1, Workers: 1, MinLevel: 2, Holes: 1, ProgressInterval: time.Hour,
		Found: func(design.Variant) { found++; cancel() },
		Progress: func(pr design.Progress) {
			if pr.Tried < 1 {
				t.Errorf("a report after %d variants found says %d tried", found, pr.Tried)
			}
			reported = found
		}})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 || reported != found {
		t.Errorf("%d variants found, the last report after %d of them", found, reported)
	}
}
