package assembly

import (
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// checkBalls plays a plan back as balls moving continuously: at every
// twentieth of a unit of each move, no ball of the group comes nearer a
// ball of the rest of its part than a diameter (√2 between the centres
// of touching spheres). It knows nothing of the grid's sweeps.
func checkBalls(t *testing.T, sol solver.Solution, res Result) {
	t.Helper()
	n := len(sol.Pieces)
	pos := make([]solver.Cell, n)
	part := make([]int, n)
	parts := 1
	for k, m := range res.Plan {
		in := map[int]bool{}
		for _, i := range m.Pieces {
			in[i] = true
		}
		p := part[m.Pieces[0]]
		length := math.Sqrt(float64(m.By[0]*m.By[0] + m.By[1]*m.By[1] + m.By[2]*m.By[2]))
		steps := int(math.Ceil(length * 20))
		for s := 0; s <= steps; s++ {
			f := float64(s) / float64(steps)
			for i := range n {
				if !in[i] {
					continue
				}
				for j := range n {
					if in[j] || part[j] != p {
						continue
					}
					for _, a := range sol.Pieces[i].Cells {
						for _, b := range sol.Pieces[j].Cells {
							d2 := 0.0
							for x := range 3 {
								v := float64(a[x]+pos[i][x]) + f*float64(m.By[x]) - float64(b[x]+pos[j][x])
								d2 += v * v
							}
							if d2 < 2-1e-9 {
								t.Fatalf("move %d (%v by %v): balls %v and %v overlap at %.2f of the way", k+1, m.Pieces, m.By, a, b, f)
							}
						}
					}
				}
			}
		}
		parts = played(m, pos, part, parts)
	}
}

// Spheres slide as balls: the plans of the sphere pyramid's classes that
// come apart hold up when the balls move continuously, and a ball shut in
// by the twelve that touch it stays.
func TestSpheresSlide(t *testing.T) {
	short.NativeOnly(t) // 9 s under node
	p, err := examples.Load("sphere-pyramid")
	if err != nil {
		t.Fatal(err)
	}
	lim := Limits{Grid: solver.Spheres}
	apart := 0
	sols := found(t, p, search.EmitMirrorDistinct, 0)
	for k, s := range sols {
		r := Disassemble(s, lim)
		if r.GaveUp {
			t.Fatal(r.Summary())
		}
		if r.Apart {
			apart++
			if k%8 == 0 {
				checkBalls(t, s, r)
				checkPlanOn(t, solver.Spheres, s, r, nil)
			}
		}
	}
	// Cubist's own figure: 437 of the 801 classes come apart, each at
	// level 1, sliding along the grid's nine directions.
	if len(sols) != 801 || apart != 437 {
		t.Errorf("%d classes, %d come apart; want 801 and 437", len(sols), apart)
	}
	var cage []solver.Cell
	for _, d := range solver.Spheres.Neighbors(solver.Cell{2, 2, 2}) {
		cage = append(cage, d)
	}
	shut := solver.Solution{Pieces: []solver.Placed{{Piece: 0, Cells: cage}, {Piece: 1, Cells: []solver.Cell{{2, 2, 2}}}}}
	if r := Disassemble(shut, lim); r.Apart || r.GaveUp {
		t.Errorf("a ball in a cage of twelve: %s", r.Summary())
	}
	// One ball missing leaves no gap a ball passes; with the four above
	// it gone, the ball lifts out of the bowl the other eight make.
	one := solver.Solution{Pieces: []solver.Placed{{Piece: 0, Cells: cage[1:]}, {Piece: 1, Cells: []solver.Cell{{2, 2, 2}}}}}
	if r := Disassemble(one, lim); r.Apart {
		t.Errorf("a ball in a cage of eleven: %s", r.Summary())
	}
	var bowl []solver.Cell
	for _, c := range cage {
		if c[2] <= 2 {
			bowl = append(bowl, c)
		}
	}
	open := solver.Solution{Pieces: []solver.Placed{{Piece: 0, Cells: bowl}, {Piece: 1, Cells: []solver.Cell{{2, 2, 2}}}}}
	r := Disassemble(open, lim)
	if !r.Apart || r.Level != 1 {
		t.Fatalf("a ball in a cage with an opening: %s", r.Summary())
	}
	checkBalls(t, open, r)
}
