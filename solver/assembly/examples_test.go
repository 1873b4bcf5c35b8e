package assembly

import (
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// burrExamples is where BurrTools' example files lie beside the checkout.
const burrExamples = "../../../shared/burrtools-examples"

// loadBurr reads problem number problem (from 0) of one of BurrTools'
// example files, skipping the test where the folder is missing.
func loadBurr(tb testing.TB, name string, problem int) *solver.Puzzle {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(burrExamples, name+".xmpuzzle"))
	if os.IsNotExist(err) {
		tb.Skipf("%s is not here", burrExamples)
	}
	if err != nil {
		tb.Fatal(err)
	}
	entries, err := format.Read(data, name+".xmpuzzle")
	if err != nil {
		tb.Fatal(err)
	}
	p, err := entries[problem].Puzzle()
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// TestBurrToolsExamples takes apart every assembly of every problem of
// BurrTools' example files on cubes, and compares with what BurrTools
// 0.7.1 says of them: `burrTxt -d -o N FILE`, its "N assemblies" and the
// "level:" line of each assembly that comes apart.
func TestBurrToolsExamples(t *testing.T) {
	for _, c := range []struct {
		file       string
		problem    int
		assemblies int
		levels     map[string]int
	}{
		{"AlPackino", 0, 1, map[string]int{"1.1.1.1.1.2.1.3.1.2.1.2": 1}},
		{"CubeInCage", 0, 96, map[string]int{"4.9.3": 1}},
		{"DemoMirrorParadox", 0, 1, map[string]int{"1": 1}},
		{"DemoMirrorParadox", 1, 1, map[string]int{"1": 1}},
		// BurrTools takes apart 927 of the 928: the other is the frame
		// alone, with none of the unit cubes, which its disassembler,
		// needing two pieces, does not count. Cubist counts it, at level
		// 0: there is nothing to take apart.
		{"DemoPieceGenerator", 0, 928, map[string]int{"1": 927, "0": 1}},
		{"DraculasDentalDesaster", 0, 84, map[string]int{"3.5.16.6.4": 1}},
		{"PelikanBurr", 0, 12, map[string]int{"98.2.4.2": 1}},
		{"SolidSixPieceBurrs", 0, 588, map[string]int{"1": 148, "1.2": 31}},
	} {
		p := loadBurr(t, c.file, c.problem)
		lim := Limits{Groups: GroupsOf(p)}
		sols := found(t, p, search.EmitMirrorDistinct, 0)
		got := map[string]int{}
		for _, s := range sols {
			r := Disassemble(s, lim)
			if r.GaveUp {
				t.Fatalf("%s %d: %s", c.file, c.problem, r.Summary())
			}
			if r.Apart {
				checkPlanGroups(t, s, r, lim.Groups)
				got[r.Notation]++
			}
		}
		if len(sols) != c.assemblies || !maps.Equal(got, c.levels) {
			t.Errorf("%s, problem %d: %d assemblies, levels %v; BurrTools: %d, %v", c.file, c.problem, len(sols), got, c.assemblies, c.levels)
		}
	}
}

// BenchmarkDisassemble takes apart every assembly of two of BurrTools'
// examples with a long disassembly: Dracula's Dental Desaster (84, one at
// 3.5.16.6.4) and the Pelikan burr (12, one at 98.2.4.2).
func BenchmarkDisassemble(b *testing.B) {
	for _, name := range []string{"DraculasDentalDesaster", "PelikanBurr"} {
		b.Run(name, func(b *testing.B) {
			p := loadBurr(b, name, 0)
			sols := found(&testing.T{}, p, search.EmitDistinct, 0)
			lim := Limits{Groups: GroupsOf(p)}
			for b.Loop() {
				for _, s := range sols {
					Disassemble(s, lim)
				}
			}
		})
	}
}
