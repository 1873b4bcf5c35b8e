package assembly

import (
	"testing"

	"github.com/cubist/cubist/solver"
)

// A cube in a shell's cavity of three cells, bent at the cube: one move
// takes it to either arm's end, where the shell may be opened below or
// above. Opened at both, it comes out at level 2 from two positions; at
// one, from one; the count is left at 0 unless asked for.
func TestExitsCountTheWaysOut(t *testing.T) {
	a, b, c := solver.Cell{1, 1, 1}, solver.Cell{2, 1, 1}, solver.Cell{1, 2, 1}
	belowB, aboveC := solver.Cell{2, 1, 0}, solver.Cell{1, 2, 2}
	shellWithout := func(open ...solver.Cell) []solver.Cell {
		gone := map[solver.Cell]bool{a: true, b: true, c: true}
		for _, o := range open {
			gone[o] = true
		}
		return boxWithout(4, 4, 3, gone)
	}
	for _, tc := range []struct {
		open         []solver.Cell
		ask          bool
		level, exits int
	}{
		{[]solver.Cell{belowB, aboveC}, true, 2, 2},
		{[]solver.Cell{belowB}, true, 2, 1},
		{[]solver.Cell{aboveC}, true, 2, 1},
		{[]solver.Cell{belowB, aboveC}, false, 2, 0},
		{[]solver.Cell{{1, 1, 0}}, true, 1, 1}, // open below the cube itself
	} {
		sol := solver.Solution{Pieces: []solver.Placed{{Name: "shell", Cells: shellWithout(tc.open...)}, {Name: "cube", Piece: 1, Cells: []solver.Cell{a}}}}
		res := Disassemble(sol, Limits{Exits: tc.ask})
		if !res.Apart || res.Level != tc.level || res.Exits != tc.exits {
			t.Errorf("opened at %v, exits asked %v: apart %v, level %d, exits %d; want level %d, exits %d",
				tc.open, tc.ask, res.Apart, res.Level, res.Exits, tc.level, tc.exits)
		}
	}
}

// boxWithout is the cells of an x by y by z box less those gone.
func boxWithout(x, y, z int, gone map[solver.Cell]bool) []solver.Cell {
	var cells []solver.Cell
	for i := range x {
		for j := range y {
			for k := range z {
				if c := (solver.Cell{i, j, k}); !gone[c] {
					cells = append(cells, c)
				}
			}
		}
	}
	return cells
}
