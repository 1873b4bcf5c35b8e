package design_test

import (
	"context"
	"os"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/search"
)

// A 5x5x5 box in six pieces with one hole hidden anywhere inside, designed
// from nothing at level 14.3, a level above Chen et al.'s published
// design of that box and K (13): cubist design --box 5x5x5 --pieces 6
// --holes 1 --min-level 13 --seed 43 --workers 2, 424,850 variants tried
// in 76.4 s on a 2-core machine. BurrTools agrees: burrTxt -d on the
// puzzle converted to .xmpuzzle finds "1 assemblies and 1 solutions" and
// "level: 14.3".
func TestDesignedAboveThePublishedLevel(t *testing.T) {
	data, err := os.ReadFile("testdata/box-5x5x5-6-level-14.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := solver.ParseJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(p.Target.Optional); n != 27 || len(p.Pieces) != 6 {
		t.Fatalf("%d pieces, %d optional cells: want 6 pieces and the 27 inner cells", len(p.Pieces), n)
	}
	v, err := design.Judge(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Unique || !v.ComesApart || v.Level != 14 {
		t.Fatalf("judged %+v, want unique, level 14", v)
	}
	for _, pc := range p.Pieces {
		if !solver.DefaultGrid().Connected(pc.Cells) {
			t.Errorf("piece %s is not joined", pc.Name)
		}
	}
	// The notation of its one solution, as BurrTools writes it.
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
	if r := assembly.Disassemble(sol, assembly.Limits{}); r.Notation != "14.3" {
		t.Errorf("level %s, want 14.3 as BurrTools gives it", r.Notation)
	}
}
