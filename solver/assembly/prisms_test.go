package assembly

import (
	"maps"
	"os"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// TestPrismsAgreeWithBurrTools takes apart every assembly of puzzles on
// the prism grid and compares with BurrTools 0.7.1: `burrTxt -d` on the
// puzzle as `cubist convert` exports it, its "N assemblies" and the
// "level:" line of each assembly that comes apart. The prism boxes (in
// testdata) are a frame with a lid over part of its top and pieces inside
// that slide along the triangles' edges to the opening; none has two
// pieces of one shape, which BurrTools would count twice.
func TestPrismsAgreeWithBurrTools(t *testing.T) {
	box := func(name string) *solver.Puzzle {
		data, err := os.ReadFile("testdata/" + name + ".json")
		if err != nil {
			t.Fatal(err)
		}
		p, err := solver.ParseJSON(data)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name       string
		p          func() *solver.Puzzle
		emit       search.Emit
		assemblies int
		levels     map[string]int
	}{
		{"prism box 10", func() *solver.Puzzle { return box("prism-box-10") }, search.EmitDistinct, 6, map[string]int{"1.1.1.1.1.2.1.2": 2, "1.1.1.1.1.2.2.2": 1}},
		{"prism box 18", func() *solver.Puzzle { return box("prism-box-18") }, search.EmitDistinct, 1, map[string]int{"1.1.1.1.2.2.3.2": 1}},
		{"prism box 19", func() *solver.Puzzle { return box("prism-box-19") }, search.EmitDistinct, 2, map[string]int{"1.1.1.2.2.2.2": 2}},
		{"prism box 20", func() *solver.Puzzle { return box("prism-box-20") }, search.EmitDistinct, 4, map[string]int{"1.1.1.1.1.2.1.2": 1, "1.1.1.1.1.2.2.2": 3}},
		{"Bermuda", func() *solver.Puzzle { return loadBurr(t, "Bermuda", 0) }, search.EmitMirrorDistinct, 1, map[string]int{"1": 1}},
	} {
		p := c.p()
		lim := Limits{Groups: GroupsOf(p), Grid: p.GridOf()}
		sols := found(t, p, c.emit, 0)
		got := map[string]int{}
		for _, s := range sols {
			r := Disassemble(s, lim)
			if r.GaveUp {
				t.Fatalf("%s: %s", c.name, r.Summary())
			}
			if r.Apart {
				checkPlanOn(t, lim.Grid, s, r, lim.Groups)
				got[r.Notation]++
			}
		}
		if len(sols) != c.assemblies || !maps.Equal(got, c.levels) {
			t.Errorf("%s: %d assemblies, levels %v; BurrTools: %d, %v", c.name, len(sols), got, c.assemblies, c.levels)
		}
	}
}

// A triangle sliding along its row passes through the triangle beside it:
// a down triangle with an up one on its right cannot slide right at all,
// and slides left for ever.
func TestPrismSweeps(t *testing.T) {
	g := solver.Prisms
	cells := [][]solver.Cell{{{1, 0, 0}}, {{2, 0, 0}}} // down at x=1, up at x=2
	sol := solver.Solution{Pieces: []solver.Placed{{Piece: 0, Cells: cells[0]}, {Piece: 1, Cells: cells[1]}}}
	d := newDisassembler()
	d.reset(cells, 100, g, nil)
	d.m.fill(d.gaps, []int{0, 1}, make([]int16, 6), 3)
	// Axis 1 is (2,0,0): the down triangle at x=1 sweeps x=2 at once.
	if got := d.m.at(2, 0, 1); got != 0 {
		t.Errorf("down triangle along +x: %d free units, want 0", got)
	}
	// Along -x it moves away: nothing stops it.
	if got := d.m.at(3, 0, 1); got != far {
		t.Errorf("down triangle along -x: %d free units, want none", got)
	}
	r := Disassemble(sol, Limits{Grid: g})
	if !r.Apart || r.Level != 1 {
		t.Fatalf("two triangles: %s", r.Summary())
	}
	checkPlanOn(t, g, sol, r, nil)
}
