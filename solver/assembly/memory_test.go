package assembly

import (
	"reflect"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// A Memory kept from one solution to the next changes nothing a
// disassembly or the first moves find, on cubes and on spheres: every
// solution of the Soma cube, some of the Bedlam cube's and of the sphere
// pyramid's, and one of each of 150 random sets, whose 1,200 pieces pass
// what a Memory keeps, so that it forgets along the way. Each solution
// is handed over in the same memory, as the design search hands over its
// variants. Limits.Unplaced changes nothing but the distances of moves
// that take a group out, and Limits.AtLeast nothing at the level or
// under it.
func TestMemoryChangesNothing(t *testing.T) {
	for _, c := range []struct {
		name  string
		grid  *solver.Grid
		limit int
	}{{"soma", nil, 0}, {"bedlam", nil, 60}, {"sphere-pyramid", solver.Spheres, 30}, {"random", nil, 150}} {
		t.Run(c.name, func(t *testing.T) {
			grid := c.grid
			if grid == nil {
				grid = solver.DefaultGrid()
			}
			var sols []solver.Solution
			if c.name == "random" {
				sols = randomSolutions(t, c.limit)
			} else {
				p, err := examples.Load(c.name)
				if err != nil {
					t.Fatal(err)
				}
				sols = found(t, p, search.EmitDistinct, c.limit)
			}
			var mem Memory
			var room []solver.Cell // each solution's cells, in the same memory
			apart, shapes := 0, 0
			for k, s := range sols {
				own := solver.Solution{Pieces: make([]solver.Placed, len(s.Pieces))}
				room = room[:0]
				for i, pl := range s.Pieces {
					room = append(room, pl.Cells...)
					own.Pieces[i] = pl
				}
				at := 0
				for i, pl := range s.Pieces {
					own.Pieces[i].Cells = room[at : at+len(pl.Cells) : at+len(pl.Cells)]
					at += len(pl.Cells)
				}
				shapes += len(s.Pieces)
				if got, want := mem.FirstMoves(own, grid), FirstMoves(s, grid); !reflect.DeepEqual(got, want) {
					t.Fatalf("solution %d: first moves %+v with the memory, %+v without", k, got, want)
				}
				got := Disassemble(own, Limits{Grid: grid, Exits: true, Memory: &mem})
				want := Disassemble(s, Limits{Grid: grid, Exits: true})
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("solution %d: %s with the memory, %s without", k, got.Notation, want.Notation)
				}
				if want.Apart {
					apart++
				}
				unplaced(t, Disassemble(s, Limits{Grid: grid, Exits: true, Unplaced: true}), want)
				atLeast(t, s, grid, want)
			}
			if apart == 0 {
				t.Fatal("no solution came apart: a weak test")
			}
			t.Logf("%d pieces handed over, %d solutions came apart", shapes, apart)
		})
	}
}

// randomSolutions returns a solution of each of n random 3×4×4 sets of
// eight pieces.
func randomSolutions(t *testing.T, n int) []solver.Solution {
	var out []solver.Solution
	for seed := range uint64(n) {
		p, err := solver.RandomDissection([3]int{3, 4, 4}, 8, 5, 7, seed+1)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, found(t, p, search.EmitAll, 1)...)
	}
	return out
}

// unplaced checks that a disassembly with Limits.Unplaced is the one
// without, but for the distances of the moves that take a group out: one
// unit, the same way.
func unplaced(t *testing.T, got, want Result) {
	t.Helper()
	sign := func(c solver.Cell) (s solver.Cell) {
		for a := range 3 {
			s[a] = max(-1, min(1, c[a]))
		}
		return s
	}
	if len(got.Plan) != len(want.Plan) || got.Notation != want.Notation {
		t.Fatalf("unplaced: %s, placed: %s", got.Notation, want.Notation)
	}
	for k, m := range got.Plan {
		w := want.Plan[k]
		if m.Out && sign(m.By) != sign(w.By) || !m.Out && m.By != w.By || !slices.Equal(m.Pieces, w.Pieces) {
			t.Fatalf("move %d: %+v unplaced, %+v placed", k, m, w)
		}
		w.By, m.By = solver.Cell{}, solver.Cell{}
		w.Pieces, m.Pieces = nil, nil
		if !reflect.DeepEqual(m, w) {
			t.Fatalf("move %d: %+v unplaced, %+v placed", k, m, w)
		}
	}
}

// atLeast checks Limits.AtLeast on a solution that comes apart as want
// says: asked for its level, the disassembly is want; asked for one more,
// it stops at the first part out, with its level and exits.
func atLeast(t *testing.T, s solver.Solution, grid *solver.Grid, want Result) {
	t.Helper()
	if !want.Apart {
		return
	}
	if got := Disassemble(s, Limits{Grid: grid, Exits: true, AtLeast: want.Level}); !reflect.DeepEqual(got, want) {
		t.Fatalf("asked for level %d: %+v, against %+v", want.Level, got, want)
	}
	got := Disassemble(s, Limits{Grid: grid, Exits: true, AtLeast: want.Level + 1})
	if !got.Under || got.Apart || got.Level != want.Level || got.Exits != want.Exits || got.Plan != nil || got.Positions > want.Positions {
		t.Fatalf("asked for level %d: %+v, against %+v", want.Level+1, got, want)
	}
}
