package edit

import (
	"testing"

	"github.com/cubist/cubist/solver"
)

// Every grid's new puzzle holds a starting target of the grid's cells,
// and moving a puzzle to a grid clears its pieces and keeps its palette.
func TestSetGrid(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := NewPuzzle(g)
		if p.GridOf() != g || p.Name != "My puzzle" || len(p.Pieces) != 0 {
			t.Fatalf("new puzzle %s", text(p))
		}
		cells := All(p, Target)
		if len(cells) == 0 {
			t.Fatal("no target")
		}
		for _, c := range cells {
			if !g.Valid(c) {
				t.Fatalf("the target's %v is not a cell", c)
			}
		}
		if !g.Connected(cells) {
			t.Error("the starting target falls apart")
		}
		for _, h := range solver.Grids {
			p := sample(t, h)
			q := SetGrid(p, g)
			if q.GridOf() != g || len(q.Pieces) != 0 || len(q.Colors) != 2 || q.Name != p.Name {
				t.Errorf("from %s: %s", h.Name(), text(q))
			}
			if want := SetGrid(NewPuzzle(h), g); text(&solver.Puzzle{Target: q.Target}) != text(&solver.Puzzle{Target: want.Target}) {
				t.Errorf("from %s, the target differs from a new puzzle's", h.Name())
			}
		}
	})
}

// A box target's sides change one at a time, within the limits.
func TestResizeBox(t *testing.T) {
	p := NewPuzzle(solver.Cubes)
	q := done(t, p)(ResizeBox(p, 2, 5))
	if *q.Target.Box != [3]int{3, 3, 5} {
		t.Errorf("the box is %v", *q.Target.Box)
	}
	refused(t, p, "1 to 64 cells")(ResizeBox(p, 0, 0))
	refused(t, p, "1 to 64 cells")(ResizeBox(p, 1, 65))
	drawn := NewPuzzle(solver.Spheres)
	refused(t, drawn, "not a box")(ResizeBox(drawn, 0, 4))
}
