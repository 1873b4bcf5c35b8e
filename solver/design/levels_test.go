package design_test

import (
	"context"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// Boxes with one hole hidden anywhere inside, designed from nothing at or
// above Chen et al.'s published level for that box and K, each unique,
// and BurrTools agrees: burrTxt -d on the puzzle converted to .xmpuzzle
// finds "1 assemblies and 1 solutions" and the level given.
//   - 4x4x4 in three pieces, level 8.2 (Chen et al.: 8): cubist design
//     --box 4x4x4 --pieces 3 --holes 1 --min-level 8 --seed 42 --workers
//     2, 1,295,622 variants tried in 42.2 s on a 2-core machine.
//   - 4x4x4 in three pieces, level 9 (Chen et al.: 8): cubist design
//     --box 4x4x4 --pieces 3 --holes 1 --min-level 9 --seed 43 --workers
//     2, 4,405,761 variants tried in 32.3 s on a 2-core machine, at
//     665a973.
//   - 4x4x4 in three pieces, level 11.2 (Chen et al.: 8): cubist design
//     --box 4x4x4 --pieces 3 --holes 1 --min-level 9 --seed 67 --workers
//     2, 2,049,929 variants tried in 8.1 s on a 2-core machine, at
//     4de8447.
//   - 4x4x4 in four pieces, level 7.2.2 (Chen et al.: 6): cubist design
//     --box 4x4x4 --pieces 4 --holes 1 --min-level 7 --seed 41 --workers
//     2, 173,446 variants tried in 1.5 s on a 2-core machine, at 665a973.
//   - 4x4x4 in five pieces, level 8.3 (Chen et al.: 8): cubist design
//     --box 4x4x4 --pieces 5 --holes 1 --min-level 8 --seed 43 --workers
//     2, 1,363,388 variants tried in 66.4 s.
//   - 4x4x4 in five pieces, level 9.1.1.2 (Chen et al.: 8): cubist
//     design --box 4x4x4 --pieces 5 --holes 1 --min-level 9 --seed 41
//     --workers 2, 620,063 variants tried in 6.6 s, at 665a973.
//   - 4x4x4 in six pieces, level 6.1.2.1.2 (Chen et al.: 5): cubist
//     design --box 4x4x4 --pieces 6 --holes 1 --min-level 6 --seed 41
//     --workers 2, 132,270 variants tried in 1.4 s, at 665a973.
//   - 5x5x5 in four pieces, level 16.4 (Chen et al.: 16): cubist design
//     --box 5x5x5 --pieces 4 --holes 1 --min-level 16 --seed 42
//     --workers 2, 470,968 variants tried in 44.7 s on a 2-core machine,
//     at c4ae65f, whose restarts kick the chain's best.
//   - 5x5x5 in four pieces, level 18.1.3 (Chen et al.: 16): cubist
//     design --box 5x5x5 --pieces 4 --holes 1 --min-level 16 --seed 41
//     --workers 2, 2,717,597 variants tried in 52.3 s on a 2-core
//     machine, at d47a820, whose quick count searches by orbits.
//   - 5x5x5 in four pieces, level 19.1.2 (Chen et al.: 16): cubist
//     design --box 5x5x5 --pieces 4 --holes 1 --min-level 17 --seed 43
//     --workers 2, 4,229,163 variants tried in 33.7 s on a 2-core
//     machine, at c99c1b5, whose chains take variants on trust.
//   - 5x5x5 in five pieces, level 17.1.3 (Chen et al.: 14): cubist
//     design --box 5x5x5 --pieces 5 --holes 1 --min-level 15 --seed 72
//     --workers 2, 258,892 variants tried in 2.2 s on a 2-core machine,
//     at 488cc7f.
//   - 5x5x5 in six pieces, level 14.3 (Chen et al.: 13): cubist design
//     --box 5x5x5 --pieces 6 --holes 1 --min-level 13 --seed 43 --workers
//     2, 424,850 variants tried in 76.4 s on a 2-core machine.
//   - 5x5x5 in eight pieces, level 14.2 (Chen et al.: 12-13): cubist
//     design --box 5x5x5 --pieces 8 --holes 1 --min-level 12 --seed 44
//     --workers 1, 7,327 variants tried in 5.6 s.
//   - 6x6x6 in three pieces, level 16 (Chen et al.: 15): cubist design
//     --box 6x6x6 --pieces 3 --holes 1 --min-level 16 --seed 73
//     --workers 2, 2,821,530 variants tried in 17.6 s on a 2-core
//     machine, at 6967a77.
//   - 6x6x6 in four pieces, level 21.2.2 (Chen et al.: 20): cubist
//     design --box 6x6x6 --pieces 4 --holes 1 --min-level 21 --seed 69
//     --workers 2, 4,420,656 variants tried in 37.2 s on a 2-core
//     machine, at 6967a77.
//   - 6x6x6 in five pieces, level 30.1.1.3 (Chen et al.: 27): cubist
//     design --box 6x6x6 --pieces 5 --holes 1 --min-level 27 --seed 42
//     --workers 2, 4,928,872 variants tried in 471.0 s on a 2-core
//     machine, at d0bcad0.
//
// The other commands are as they ran before 0ec4177, whose restarts went
// back to the first cut. Restarts have changed twice since: the command
// line cuts the box afresh (design.Options.Recut), and two restarts in
// three kick the chain's best, so after a first restart those commands
// draw other variants.
func TestDesignedAtThePublishedLevelOrAbove(t *testing.T) {
	for _, c := range []struct {
		file     string
		pieces   int
		inner    int // the box's inner cells, where the hole may lie
		level    int
		notation string
	}{
		{"box-4x4x4-3-level-8.json", 3, 8, 8, "8.2"},
		{"box-4x4x4-3-level-9.json", 3, 8, 9, "9"},
		{"box-4x4x4-3-level-11.json", 3, 8, 11, "11.2"},
		{"box-4x4x4-4-level-7.json", 4, 8, 7, "7.2.2"},
		{"box-4x4x4-5-level-8.json", 5, 8, 8, "8.3"},
		{"box-4x4x4-5-level-9.json", 5, 8, 9, "9.1.1.2"},
		{"box-4x4x4-6-level-6.json", 6, 8, 6, "6.1.2.1.2"},
		{"box-5x5x5-4-level-16.json", 4, 27, 16, "16.4"},
		{"box-5x5x5-4-level-18.json", 4, 27, 18, "18.1.3"},
		{"box-5x5x5-4-level-19.json", 4, 27, 19, "19.1.2"},
		{"box-5x5x5-5-level-17.json", 5, 27, 17, "17.1.3"},
		{"box-5x5x5-6-level-14.json", 6, 27, 14, "14.3"},
		{"box-5x5x5-8-level-14.json", 8, 27, 14, "14.2"},
		{"box-6x6x6-3-level-16.json", 3, 64, 16, "16"},
		{"box-6x6x6-4-level-21.json", 4, 64, 21, "21.2.2"},
		{"box-6x6x6-5-level-30.json", 5, 64, 30, "30.1.1.3"},
	} {
		p := design.ReadTestPuzzle(t, c.file)
		if n := len(p.Target.Optional); n != c.inner || len(p.Pieces) != c.pieces {
			t.Fatalf("%s: %d pieces, %d optional cells: want %d pieces and the %d inner cells", c.file, len(p.Pieces), n, c.pieces, c.inner)
		}
		v, err := design.Judge(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if !v.Unique || !v.ComesApart || v.Level != c.level {
			t.Fatalf("%s: judged %+v, want unique, level %d", c.file, v, c.level)
		}
		for _, pc := range p.Pieces {
			if !solver.DefaultGrid().Connected(pc.Cells) {
				t.Errorf("%s: piece %s is not joined", c.file, pc.Name)
			}
		}
		// The notation of its one solution, as BurrTools writes it.
		if r := assembly.Disassemble(firstSolution(t, p), assembly.Limits{}); r.Notation != c.notation {
			t.Errorf("%s: level %s, want %s as BurrTools gives it", c.file, r.Notation, c.notation)
		}
	}
}

// firstSolution is the first solution the search finds of p.
func firstSolution(t *testing.T, p *solver.Puzzle) solver.Solution {
	t.Helper()
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	if _, err := pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Limit: 1, Workers: 1}, func(s solver.Solution) bool {
		sol = s
		return false
	}); err != nil {
		t.Fatal(err)
	}
	return sol
}

// With one worker the search is repeatable: from a 4x4x4 box cut in four
// pieces (seed 43), cutting afresh as the command line does, it designs a
// unique puzzle at Chen et al.'s level 6 after some 29,000 variants. This
// is cubist design --box 4x4x4 --pieces 4 --holes 1 --min-level 6 --seed
// 43 --workers 1.
func TestDesignsAtChensLevel(t *testing.T) {
	short.NativeOnly(t) // some 4 s natively
	p, err := design.CutBox([3]int{4, 4, 4}, 4, 0, 0, 43)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := design.Search(ctx, p, design.Options{Seed: 43, Workers: 1, MinLevel: 6, Holes: 1, Recut: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Variants) == 0 {
		t.Fatal("no variant")
	}
	v := res.Variants[0]
	if !v.Unique() || !v.ComesApart || v.Level < 6 {
		t.Fatalf("best variant: %d classes, apart %v, level %d after %d variants", v.Classes, v.ComesApart, v.Level, res.Tried)
	}
	t.Logf("level %s after %d variants", v.Notation, res.Tried)
}
