package assembly

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// drawn reads a solution drawn layer by layer: layers are separated by
// blank lines, row y of a layer is the layer's y-th word, and each
// character is a cell of the piece with that letter ('.' for none);
// pieces are numbered by their letters, A first.
func drawn(t *testing.T, layers string) solver.Solution {
	t.Helper()
	var sol solver.Solution
	for z, layer := range strings.Split(strings.TrimSpace(layers), "\n\n") {
		for y, row := range strings.Fields(layer) {
			for x, ch := range row {
				if ch == '.' {
					continue
				}
				k := int(ch - 'A')
				for len(sol.Pieces) <= k {
					sol.Pieces = append(sol.Pieces, solver.Placed{Piece: len(sol.Pieces)})
				}
				sol.Pieces[k].Cells = append(sol.Pieces[k].Cells, solver.Cell{x, y, z})
			}
		}
	}
	for i, p := range sol.Pieces {
		if len(p.Cells) == 0 {
			t.Fatalf("piece %c has no cells", 'A'+i)
		}
	}
	return sol
}

// Puzzles of our own that come apart only with a turn (their files are
// tools/cubist/testdata/turns): a frame closed above and below, A, and one
// piece inside, B. levels are those of the plans found.
var turnPuzzles = []struct {
	name, drawing, level string
}{
	{"bar in a frame", `
AAAAA AAAAA AAAAA AAAAA AAAAA

AAAAA AB..A AB... A...A AAAAA

AAAAA AAAAA AAAAA AAAAA AAAAA`, "3"},
	{"L in a frame", `
AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA

AAAAAA AABBBA A...BA A....A A..AAA

AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA`, "4"},
	{"S in a frame", `
AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA

AAA..A AA...A A..BBA A.BB.A AAAAAA

AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA`, "4"},
	{"T in a frame", `
AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA

A..AAA ABBB.A A.B..A AA...A AAAAAA

AAAAAA AAAAAA AAAAAA AAAAAA AAAAAA`, "3"},
}

// TestTurnsFreePiecesInFrames: each puzzle is locked when pieces only
// slide, and comes apart with turns, by a plan that a replay with a dense
// sweep of each turn accepts.
func TestTurnsFreePiecesInFrames(t *testing.T) {
	for _, p := range turnPuzzles {
		sol := drawn(t, p.drawing)
		slid := Disassemble(sol, Limits{})
		if slid.Apart || slid.GaveUp {
			t.Fatalf("%s without turns: %s, want locked", p.name, slid.Summary())
		}
		res := Disassemble(sol, Limits{Rotations: true})
		if !res.Apart || res.Notation != p.level || res.Turns == 0 {
			t.Fatalf("%s with turns: %s (%d turns), want apart at level %s with a turn", p.name, res.Summary(), res.Turns, p.level)
		}
		t.Logf("%s: %s, %d positions\n%s", p.name, res.Summary(), res.Positions, strings.Join(Describe(res.Plan, []string{"A", "B"}), "\n"))
		checkTurnPlan(t, sol, res.Plan, 0)
	}
}

// checkTurnPlan plays a plan with sets of cells, as checkPlanOn does, and
// checks each turn with a dense sweep of its own: every 1/720 of a
// quarter turn, no square of the group overlaps a square of the rest of
// its part in its layer; the cells' centres are turned in floating point.
// Poses must agree with where the cells end.
func checkTurnPlan(t *testing.T, sol solver.Solution, plan []Move, bevel float64) {
	t.Helper()
	n := len(sol.Pieces)
	cells := make([][]solver.Cell, n)
	for i, p := range sol.Pieces {
		cells[i] = slices.Clone(p.Cells)
	}
	part := make([]int, n)
	parts := 1
	for k, m := range plan {
		in := map[int]bool{}
		for _, i := range m.Pieces {
			in[i] = true
		}
		var moving, rest []solver.Cell
		var movingPieces, restPieces [][]solver.Cell
		for i := range n {
			if part[i] != part[m.Pieces[0]] {
				continue
			}
			if in[i] {
				moving, movingPieces = append(moving, cells[i]...), append(movingPieces, cells[i])
			} else {
				rest, restPieces = append(rest, cells[i]...), append(restPieces, cells[i])
			}
		}
		if m.Turn == nil {
			unit, steps := m.By, 1
			for a := range 3 {
				if m.By[a] != 0 {
					unit[a], steps = m.By[a]/abs(m.By[a]), abs(m.By[a])
				}
			}
			for s := 1; s <= steps; s++ {
				for _, c := range moving {
					if slices.Contains(rest, c.Add(scale(unit, s))) {
						t.Fatalf("move %d runs into another piece", k+1)
					}
				}
			}
			for _, i := range m.Pieces {
				for j := range cells[i] {
					cells[i][j] = cells[i][j].Add(m.By)
				}
			}
		} else {
			if why := denseTurn(m.Turn, movingPieces, restPieces, bevel); why != "" {
				t.Fatalf("move %d (%v) %s", k+1, m.Turn, why)
			}
			for _, i := range m.Pieces {
				for j, c := range cells[i] {
					cells[i][j] = turnedCentre(c, m.Turn, 1)
				}
			}
		}
		if m.Out {
			for _, i := range m.Pieces {
				part[i] = parts
			}
			parts++
		}
		poses := Poses(n, plan, k+1)
		for i, p := range sol.Pieces {
			for j, c := range p.Cells {
				if got := poses[i].Place(c); got != cells[i][j] {
					t.Fatalf("after move %d, Poses puts cell %v of piece %d at %v, the replay at %v", k+1, c, i, got, cells[i][j])
				}
			}
		}
	}
	for q := range parts {
		count := 0
		for i := range n {
			if part[i] == q {
				count++
			}
		}
		if count > 1 {
			t.Fatalf("the plan ends with %d pieces together", count)
		}
	}
}

// turnedCentre is where cell c is after fraction f of turn tr, rounded.
func turnedCentre(c solver.Cell, tr *Turn, f float64) solver.Cell {
	angle := f * float64(tr.Quarters) * math.Pi / 2
	b, k := (tr.Axis+1)%3, (tr.Axis+2)%3
	p := pt{float64(c[b]) + 0.5, float64(c[k]) + 0.5}.turned(pt{tr.Through[b], tr.Through[k]}, angle)
	c[b], c[k] = int(math.Floor(p.x)), int(math.Floor(p.y))
	return c
}

// denseTurn checks a turn of the pieces moving against the pieces rest
// by a dense sweep, 720 angles a quarter turn, each square against each
// by exact polygon intersection, the squares' corners bevelled where
// their piece turns outward in the layer. It says how they meet, or ""
// where they clear each other.
func denseTurn(tr *Turn, moving, rest [][]solver.Cell, bevel float64) string {
	b, k := (tr.Axis+1)%3, (tr.Axis+2)%3
	c := pt{tr.Through[b], tr.Through[k]}
	squares := func(pieces [][]solver.Cell) (out []poly, at []solver.Cell) {
		for _, cs := range pieces {
			for _, x := range cs {
				var cut uint8
				for bit, d := range [4][2]int{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
					nb, nk := x, x
					nb[b] += d[0]
					nk[k] += d[1]
					if !slices.Contains(cs, nb) && !slices.Contains(cs, nk) {
						cut |= 1 << bit
					}
				}
				out, at = append(out, cellPoly(pt{float64(x[b]), float64(x[k])}, bevel, cut)), append(at, x)
			}
		}
		return out, at
	}
	ms, mAt := squares(moving)
	fs, fAt := squares(rest)
	steps := 720 * abs(tr.Quarters)
	total := float64(tr.Quarters) * math.Pi / 2
	for s := 1; s <= steps; s++ {
		a := total * float64(s) / float64(steps)
		for i, m := range ms {
			mp := m.turned(c, a)
			for j, f := range fs {
				if fAt[j][tr.Axis] == mAt[i][tr.Axis] && overlap(mp, f) {
					return fmt.Sprintf("runs cell %v into cell %v at %.2f°", mAt[i], fAt[j], a*180/math.Pi)
				}
			}
		}
	}
	return ""
}

// TestBevelFreesAHalfTurn: a piece of five cubes in a room closed above
// and below, locked with sharp edges, turns and all. Bevelled by 0.2 it
// turns half a turn about a point on a cube's edge, its corner passing
// the corner of a tooth of the room that a sharp corner meets, and
// slides out. The dense replay confirms the turn with the bevel and
// blocks it without. 0.15 is too little.
func TestBevelFreesAHalfTurn(t *testing.T) {
	full := strings.Repeat("AAAAAAAA ", 8)
	sol := drawn(t, full+`

AAAAAAAA AAA..AAA AA.B..AA A..B...A A.BB...A A.BA...A AAAA...A AAAA..AA

`+full)
	if Disassemble(sol, Limits{}).Apart {
		t.Fatal("it comes apart by sliding")
	}
	for _, b := range []float64{0, 0.15} {
		if Disassemble(sol, Limits{Rotations: true, Bevel: b}).Apart {
			t.Fatalf("with turns and a bevel of %g it comes apart", b)
		}
	}
	res := Disassemble(sol, Limits{Rotations: true, Bevel: 0.2})
	if !res.Apart || len(res.Plan) != 2 || res.Plan[0].Turn == nil || res.Plan[0].Turn.Quarters != 2 {
		t.Fatalf("with a bevel of 0.2: apart %v, plan %v", res.Apart, res.Plan)
	}
	checkTurnPlan(t, sol, res.Plan, 0.2)
	frame, piece := [][]solver.Cell{sol.Pieces[0].Cells}, [][]solver.Cell{sol.Pieces[1].Cells}
	if denseTurn(res.Plan[0].Turn, piece, frame, 0) == "" {
		t.Fatal("the dense sweep lets the half turn pass with sharp edges")
	}
}

// TestTurnsOnBurrToolsExamples takes BurrTools' Pelikan burr apart with
// turns and replays the plan with a dense sweep of every turn: with two
// turns its first piece comes out in 53 moves, not 98.
func TestTurnsOnBurrToolsExamples(t *testing.T) {
	for _, c := range []struct {
		name, level string
	}{{"PelikanBurr", "53.11.2.3.3.2"}} {
		p := loadBurr(t, c.name, 0)
		var apart *solver.Solution
		for _, sol := range found(t, p, search.EmitDistinct, 0) {
			if Disassemble(sol, Limits{Groups: GroupsOf(p)}).Apart {
				apart = &sol
				break
			}
		}
		if apart == nil {
			t.Fatalf("%s: no solution comes apart", c.name)
		}
		res := Disassemble(*apart, Limits{Groups: GroupsOf(p), Rotations: true})
		if !res.Apart || res.Notation != c.level {
			t.Fatalf("%s with turns: %s (%s), want level %s", c.name, res.Summary(), res.Notation, c.level)
		}
		t.Logf("%s with turns: %s, %d turns, %d positions", c.name, res.Summary(), res.Turns, res.Positions)
		checkTurnPlan(t, *apart, res.Plan, 0)
	}
}
