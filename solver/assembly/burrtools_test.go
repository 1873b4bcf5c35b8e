package assembly

import (
	"maps"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// TestAgreesWithBurrTools compares with figures measured with BurrTools
// 0.7.1: `burrTxt -d` on the puzzle as `cubist convert` exports it, its
// "N assemblies and M solutions" line and the "level:" lines it prints for
// the assemblies that come apart. Each puzzle is one whose classes
// BurrTools counts like Cubist (no identical pieces listed apart).
func TestAgreesWithBurrTools(t *testing.T) {
	random := func(size [3]int, n, lo, hi int, seed uint64) *solver.Puzzle {
		p, err := solver.RandomDissection(size, n, lo, hi, seed)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	load := func(name string) *solver.Puzzle {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name       string
		p          *solver.Puzzle
		emit       search.Emit // the classes BurrTools counts
		assemblies int
		levels     map[string]int // BurrTools' level lines, counted
	}{
		{"soma", load("soma"), search.EmitMirrorDistinct, 240, map[string]int{"1": 240}},
		{"burr", load("burr"), search.EmitDistinct, 65, map[string]int{"1": 3, "2": 26, "3": 2}},
		{"random 4x4x4 in 6, seed 7", random([3]int{4, 4, 4}, 6, 8, 14, 7), search.EmitDistinct, 1, map[string]int{}},
		{"random 4x4x4 in 6, seed 18", random([3]int{4, 4, 4}, 6, 8, 14, 18), search.EmitDistinct, 1, map[string]int{}},
		{"random 4x4x4 in 5, seed 30", random([3]int{4, 4, 4}, 5, 10, 16, 30), search.EmitDistinct, 1, map[string]int{}},
		{"random 3x3x3 in 4, seed 7", random([3]int{3, 3, 3}, 4, 5, 9, 7), search.EmitDistinct, 5, map[string]int{"1": 5}},
	} {
		sols := found(t, c.p, c.emit, 0)
		got := map[string]int{}
		for _, s := range sols {
			r := Disassemble(s, Limits{})
			if r.GaveUp {
				t.Fatalf("%s: %s", c.name, r.Summary())
			}
			if r.Apart {
				checkPlan(t, s, r)
				got[r.Notation]++
			}
		}
		if len(sols) != c.assemblies || !maps.Equal(got, c.levels) {
			t.Errorf("%s: %d assemblies, levels %v; BurrTools: %d, %v", c.name, len(sols), got, c.assemblies, c.levels)
		}
	}
}

// The box's pieces B and D have one shape, which BurrTools counts as two
// (46 assemblies, 16 that come apart, where Cubist has 44 and 15), so only
// the kinds of plan are compared: BurrTools prints levels 1.2.2.2 and
// 1.2.2.3.
func TestBoxComesOutThroughItsOpening(t *testing.T) {
	p, err := examples.Load("box-with-a-ledge")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	sols := found(t, p, search.EmitDistinct, 0)
	for _, s := range sols {
		r := Disassemble(s, Limits{})
		if r.Apart {
			checkPlan(t, s, r)
			got[r.Notation]++
		}
	}
	if len(sols) != 44 || !maps.Equal(got, map[string]int{"1.2.2.2": 10, "1.2.2.3": 5}) {
		t.Fatalf("%d assemblies, levels %v", len(sols), got)
	}
}
