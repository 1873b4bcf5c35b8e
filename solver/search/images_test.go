package search

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// Each element of the target's group maps each placement to the placement
// of the right type whose cells, with their colours, are the images of its
// cells: checked from the definition, cell by cell, on every example and
// on the painted, mirrored and ranged files BurrTools counted.
func TestSymmetryMapsPlacementsByDefinition(t *testing.T) {
	var puzzles []*solver.Puzzle
	for _, name := range examples.Names() {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p)
	}
	if format.XMLParser == nil {
		format.XMLParser = format.ParseXML // under node, which has no DOMParser
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "burrtools", "*.xmpuzzle"))
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		entries, err := format.Read(data, path)
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := format.Pick(entries, "")
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p)
	}
	groups := 0
	for _, p := range puzzles {
		pr, err := Compile(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		s := pr.sym
		if len(s.group) > 1 {
			groups++
		}
		for g := range s.group {
			proper := pr.grid.Proper(s.group[g])
			for id, pl := range pr.places {
				want := pl.typ
				if typ := pr.types[pl.typ]; !proper && typ.chiral {
					want = int32(typ.partner)
				}
				image := map[int32]int32{} // target cell -> colour
				for i, c := range pl.cells {
					image[s.cellMap[g][c]] = at32(pl.paint, i)
				}
				q := pr.places[s.table[g][id]]
				got := map[int32]int32{}
				for i, c := range q.cells {
					got[c] = at32(q.paint, i)
				}
				if q.typ != want || len(got) != len(image) || !sameMarks(got, image) {
					t.Fatalf("%s, element %d (%v): placement %d %v maps to %d %v of type %d, want the cells %v of type %d",
						p.Name, g, s.group[g], id, pl.cells, s.table[g][id], q.cells, q.typ, slices.Sorted(maps.Keys(image)), want)
				}
			}
		}
	}
	if groups < 10 {
		t.Errorf("only %d puzzles have a symmetric target: the test checks too little", groups)
	}
}

func sameMarks(a, b map[int32]int32) bool {
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
