package assembly

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// checkPlan replays a plan with sets of cells, without the disassembler's
// tables. Parts start as one; each move's group lies in one part and
// slides one step at a time without touching the rest of that part; a
// move out leaves nothing of the part ahead of the group, and splits it.
// At the end every part is one piece.
func checkPlan(t *testing.T, sol solver.Solution, res Result) {
	t.Helper()
	checkPlanGroups(t, sol, res, nil)
}

// checkPlanGroups is checkPlan where a part may also end as pieces of one
// group (groups by puzzle piece, as Limits has them).
func checkPlanGroups(t *testing.T, sol solver.Solution, res Result, groups []int) {
	t.Helper()
	checkPlanOn(t, solver.Cubes, sol, res, groups)
}

// checkPlanOn plays a plan back on grid: each move slides its pieces along
// one of the grid's slide axes, a unit at a time, and no cell sweeps
// through a cell of another piece of its part on the way.
func checkPlanOn(t *testing.T, grid *solver.Grid, sol solver.Solution, res Result, groups []int) {
	t.Helper()
	n := len(sol.Pieces)
	pos := make([]solver.Cell, n)
	part := make([]int, n) // part number of each piece
	parts := 1
	cellsOf := func(i int) []solver.Cell {
		var out []solver.Cell
		for _, c := range sol.Pieces[i].Cells {
			out = append(out, c.Add(pos[i]))
		}
		return out
	}
	for k, m := range res.Plan {
		if len(m.Pieces) == 0 {
			t.Fatalf("move %d moves nothing", k)
		}
		in := map[int]bool{}
		p := part[m.Pieces[0]]
		for _, i := range m.Pieces {
			if part[i] != p {
				t.Fatalf("move %d takes pieces of two parts", k)
			}
			in[i] = true
		}
		axis, dist := slideOf(grid, m.By)
		if axis < 0 {
			t.Fatalf("move %d is not along a slide axis: %v", k, m.By)
		}
		moving, rest := map[solver.Cell]bool{}, map[solver.Cell]bool{}
		for i := range n {
			if part[i] == p {
				for _, c := range cellsOf(i) {
					if in[i] {
						moving[c] = true
					} else {
						rest[c] = true
					}
				}
			}
		}
		if len(rest) == 0 {
			t.Fatalf("move %d moves a whole part", k)
		}
		steps := abs(dist)
		if m.Out {
			steps = 64
		}
		// Moving the group back along the axis is moving the rest forth.
		ahead, behind, unit := moving, rest, grid.SlideAxes()[axis]
		if dist < 0 {
			ahead, behind = rest, moving
		}
		for s := range steps {
			for c := range ahead {
				for _, w := range grid.SlideSweep(axis, c) {
					if behind[c.Add(w).Add(scale(unit, s))] {
						t.Fatalf("move %d runs into another piece after %d steps", k, s)
					}
				}
			}
		}
		parts = played(m, pos, part, parts)
	}
	for q := range parts {
		var in []int
		for i := range n {
			if part[i] == q {
				in = append(in, i)
			}
		}
		if len(in) > 1 && (groups == nil || !sameGroup(groups, sol, in)) {
			t.Fatalf("the plan ends with pieces %v together", in)
		}
	}
}

// played moves the pieces of move m in pos, and where it takes them out,
// gives them part number parts in part; it returns the next part number.
func played(m Move, pos []solver.Cell, part []int, parts int) int {
	for _, i := range m.Pieces {
		pos[i] = pos[i].Add(m.By)
	}
	if !m.Out {
		return parts
	}
	for _, i := range m.Pieces {
		part[i] = parts
	}
	return parts + 1
}

// slideOf finds the slide axis of grid that a move by is along, and the
// units it slides, negative for backwards; axis is -1 for none.
func slideOf(grid *solver.Grid, by solver.Cell) (axis, units int) {
	for a, u := range grid.SlideAxes() {
		for k := 1; k <= 1<<12; k++ {
			switch by {
			case scale(u, k):
				return a, k
			case scale(u, -k):
				return a, -k
			}
		}
	}
	return -1, 0
}

func abs(v int) int { return max(v, -v) }

func sameGroup(groups []int, sol solver.Solution, in []int) bool {
	g := groups[sol.Pieces[in[0]].Piece]
	for _, i := range in {
		if g == 0 || groups[sol.Pieces[i].Piece] != g {
			return false
		}
	}
	return true
}

// found returns the solutions of p a search hands out, at most limit of
// them when limit is not 0.
func found(t *testing.T, p *solver.Puzzle, emit search.Emit, limit int) []solver.Solution {
	t.Helper()
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	var sols []solver.Solution
	if _, err := pr.Search(context.Background(), search.Options{Emit: emit, Limit: limit}, func(s solver.Solution) bool {
		sols = append(sols, s)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return sols
}

// Two square rings linked like chain links, one flat and one upright
// through its hole, cannot come apart by sliding.
func TestLockedPairIsLocked(t *testing.T) {
	flat := []solver.Cell{{0, 0, 1}, {1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {2, 1, 1}, {0, 2, 1}, {1, 2, 1}, {2, 2, 1}}
	upright := []solver.Cell{{1, 1, 0}, {1, 1, 1}, {1, 1, 2}, {1, 3, 0}, {1, 3, 1}, {1, 3, 2}, {1, 2, 0}, {1, 2, 2}}
	sol := solver.Solution{Pieces: []solver.Placed{{Name: "a", Cells: flat}, {Name: "b", Piece: 1, Cells: upright}}}
	res := Disassemble(sol, Limits{})
	if res.Apart || res.GaveUp || res.Level != 0 {
		t.Fatalf("linked rings: %+v", res)
	}
	if got := res.Summary(); got != "Locked: no piece can be taken out" {
		t.Fatalf("summary %q", got)
	}
}

// A cube shut in a shell's bent cavity reaches its far end in two
// moves and never comes out: the result says how deep it goes.
func TestDepthOfALockedPuzzle(t *testing.T) {
	cavity := map[solver.Cell]bool{{1, 1, 1}: true, {2, 1, 1}: true, {2, 2, 1}: true}
	shell := boxWithout(4, 4, 3, cavity)
	sol := solver.Solution{Pieces: []solver.Placed{{Name: "shell", Cells: shell}, {Name: "cube", Piece: 1, Cells: []solver.Cell{{1, 1, 1}}}}}
	res := Disassemble(sol, Limits{})
	if res.Apart || res.GaveUp || res.Stuck != 2 || res.Depth != 2 || res.Positions != 3 {
		t.Fatalf("shut cube: %+v", res)
	}
	// Opened at the cavity's far end, it comes out there, and the depth
	// is left out.
	var open []solver.Cell
	for _, c := range shell {
		if c != (solver.Cell{2, 3, 1}) {
			open = append(open, c)
		}
	}
	sol.Pieces[0].Cells = open
	if res := Disassemble(sol, Limits{}); !res.Apart || res.Level != 2 || res.Depth != 0 {
		t.Fatalf("opened: %+v", res)
	}
}

func TestCapGivesUp(t *testing.T) {
	p, err := examples.Load("burr")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range found(t, p, search.EmitDistinct, 0) {
		if full := Disassemble(s, Limits{}); full.Level < 2 {
			continue
		}
		// A level of 2 or more needs more than the start position.
		res := Disassemble(s, Limits{Positions: 1})
		if res.Apart || !res.GaveUp || res.Summary() != "Gave up after 1 positions" {
			t.Fatalf("capped: %+v %q", res, res.Summary())
		}
		return
	}
	t.Fatal("no burr assembly of level 2 or more")
}

// The free distances of two pieces, found row by row with bits, are those
// of the definition: the nearest cell of the other piece ahead on the same
// line, less one, at the pieces' places and shifted against each other.
func TestGapsMatchTheDefinition(t *testing.T) {
	p, err := examples.Load("bedlam")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range found(t, p, search.EmitDistinct, 20) {
		n := len(s.Pieces)
		for i := range n {
			for j := range n {
				if i == j {
					continue
				}
				ci, cj := s.Pieces[i].Cells, s.Pieces[j].Cells
				for k := range 8 {
					var off [3]int
					if k > 0 {
						off = [3]int{rng.IntN(9) - 4, rng.IntN(9) - 4, rng.IntN(9) - 4}
					}
					want := noGaps
					overlap := false
					for _, c := range ci {
						for _, e := range cj {
							e = e.Add(solver.Cell(off))
							overlap = overlap || e == c
							for a := range 3 {
								if e[(a+1)%3] != c[(a+1)%3] || e[(a+2)%3] != c[(a+2)%3] {
									continue
								}
								if e[a] > c[a] {
									want[2*a] = min(want[2*a], int16(e[a]-c[a]-1))
								} else {
									want[2*a+1] = min(want[2*a+1], int16(c[a]-e[a]-1))
								}
							}
						}
					}
					if overlap {
						continue
					}
					if got := pairGaps(newRows(ci), newRows(cj), off); got != want {
						t.Fatalf("pieces %d and %d at %v: %v, want %v", i, j, off, got, want)
					}
					// The cell by cell measure of other grids, on cubes.
					ri, rj, d := newRows(ci), newRows(cj), solver.Cell(off)
					for a := range 3 {
						up := sweepGap(solver.Cubes, a, ri, rj, d)
						down := sweepGap(solver.Cubes, a, rj, ri, solver.Cell{}.Sub(d))
						if int16(up) != want[2*a] || int16(down) != want[2*a+1] {
							t.Fatalf("pieces %d and %d at %v, axis %d: swept %d and %d, want %d and %d", i, j, off, a, up, down, want[2*a], want[2*a+1])
						}
					}
				}
			}
		}
	}
}

// A core shut in a cage cannot come out; with cage and core in one piece
// group, as BurrTools allows, the lid lifts off and the rest needs no
// taking apart.
func TestPieceGroupsNeedNotComeApart(t *testing.T) {
	var cage []solver.Cell
	for z := range 3 {
		for y := range 3 {
			for x := range 3 {
				if (solver.Cell{x, y, z}) != (solver.Cell{1, 1, 1}) {
					cage = append(cage, solver.Cell{x, y, z})
				}
			}
		}
	}
	var lid []solver.Cell
	for y := range 3 {
		for x := range 3 {
			lid = append(lid, solver.Cell{x, y, 3})
		}
	}
	sol := solver.Solution{Pieces: []solver.Placed{
		{Name: "Cage", Piece: 0, Cells: cage},
		{Name: "Core", Piece: 1, Cells: []solver.Cell{{1, 1, 1}}},
		{Name: "Lid", Piece: 2, Cells: lid},
	}}
	if res := Disassemble(sol, Limits{}); res.Apart {
		t.Fatalf("the caged core came out: %+v", res)
	}
	p := &solver.Puzzle{Pieces: []solver.Piece{{Name: "Cage", Group: 1}, {Name: "Core", Group: 1}, {Name: "Lid"}}}
	res := Disassemble(sol, Limits{Groups: GroupsOf(p)})
	if !res.Apart || res.Moves != 1 || len(res.Plan) != 1 || len(res.Plan[0].Pieces) != 1 {
		t.Fatalf("with cage and core in one group: %+v", res)
	}
	if GroupsOf(&solver.Puzzle{Pieces: []solver.Piece{{Name: "A"}}}) != nil {
		t.Error("a puzzle with no groups has groups")
	}
}

// A piece longer than the rows hold, which no valid puzzle has, is not
// taken apart: the result says the disassembler gave up.
func TestOverlongPieceGivesUp(t *testing.T) {
	long := make([]solver.Cell, 70)
	for i := range long {
		long[i] = solver.Cell{i, 0, 0}
	}
	sol := solver.Solution{Pieces: []solver.Placed{{Name: "a", Cells: long}, {Name: "b", Piece: 1, Cells: []solver.Cell{{0, 1, 0}}}}}
	if r := Disassemble(sol, Limits{}); !r.GaveUp || r.Apart {
		t.Fatalf("%+v", r)
	}
}
