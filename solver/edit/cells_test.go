package edit

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// Drawing sets a cell's state: a press goes empty, filled, optional
// (the target's), empty; a box target drawn on becomes a list of cells.
func TestSetCells(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		c := shapeOn(t, g, solver.Cell{20, 20, 20}, 1)[0]
		for _, it := range []Item{0, Target} {
			s := StateAt(p, it, c)
			if s != Empty {
				t.Fatalf("item %d: %v is %v before drawing", it, c, s)
			}
			presses := 2 // a piece's cell is filled or empty
			if it == Target {
				presses = 3
			}
			for range presses {
				s = Next(it, s)
				q := done(t, p)(SetCells(p, it, []solver.Cell{c}, s))
				if got := StateAt(q, it, c); got != s {
					t.Errorf("item %d: %v drawn %v is %v", it, c, s, got)
				}
				if n, m := len(All(q, it)), len(All(p, it)); (s == Empty) != (n == m-1) && (s == Empty || n != m+1) {
					t.Errorf("item %d: drawing %v made %d cells of %d", it, s, n, m)
				}
				p = q
			}
			if s != Empty {
				t.Errorf("item %d: %d presses leave the cell %v", it, presses, s)
			}
		}
		refused(t, p, "a piece has no optional cells")(SetCells(p, 0, []solver.Cell{c}, Optional))
		refused(t, p, "outside the grid")(SetCells(p, 0, []solver.Cell{{-1, 0, 0}}, Filled))
		// On the grids where some points are not cells, drawing one is
		// refused.
		for x := range 8 {
			if bad := (solver.Cell{x, 0, 0}); !g.Valid(bad) {
				refused(t, p, "not a cell of the "+g.Name()+" grid")(SetCells(p, 0, []solver.Cell{bad}, Filled))
				break
			}
		}
	})
	// A box target drawn on keeps its other cells, as a list.
	p := NewPuzzle(solver.Cubes)
	q := done(t, p)(SetCells(p, Target, []solver.Cell{{0, 0, 0}}, Optional))
	if q.Target.Box != nil || len(q.Target.Cells) != 26 || !slices.Equal(q.Target.Optional, []solver.Cell{{0, 0, 0}}) {
		t.Errorf("the box with a corner optional is %s", text(q))
	}
}

// Drawing below the grid's corner grows the grid: the item moves up by
// whole periods, paint and all; past the largest coordinate is refused.
func TestDrawAt(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		trimmed := done(t, p)(Trim(p, 0))
		a := trimmed.Pieces[0]
		least := slices.MinFunc(a.Cells, func(c, d solver.Cell) int { return c[0] - d[0] })
		below := least.Sub(solver.Cell{g.Period(), 0, 0})
		q, by, err := DrawAt(trimmed, 0, below, Filled)
		q = done(t, trimmed)(q, err)
		if by != (solver.Cell{g.Period(), 0, 0}) {
			t.Errorf("the item moved by %v", by)
		}
		b := q.Pieces[0]
		if len(b.Cells) != len(a.Cells)+1 || !slices.Contains(b.Cells, a.Cells[0].Add(by)) || !slices.Contains(b.Cells, below.Add(by)) || b.Paint["red"][0] != a.Paint["red"][0].Add(by) {
			t.Errorf("grown: %+v from %+v", b, a)
		}
		_, _, err = DrawAt(p, 0, solver.Cell{solver.MaxCoord + 1, 0, 0}, Filled)
		refused(t, p, "outside the grid (0 to 63)")(nil, err)
	})
}

// Paint goes on the drawn item's cells only, in the palette's colours,
// and comes off again.
func TestPaintCells(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		a := p.Pieces[0].Cells
		outside := shapeOn(t, g, solver.Cell{9, 9, 9}, 1)
		q := done(t, p)(PaintCells(p, 0, append([]solver.Cell{a[1], a[2]}, outside...), "blue"))
		if got := q.Pieces[0].Paint["blue"]; !slices.Equal(got, []solver.Cell{a[1], a[2]}) {
			t.Errorf("blue on %v", got)
		}
		if ColorAt(q, 0, a[0]) != "red" || ColorAt(q, 0, a[1]) != "blue" || ColorAt(q, 0, a[3]) != "" {
			t.Errorf("colours %q %q %q", ColorAt(q, 0, a[0]), ColorAt(q, 0, a[1]), ColorAt(q, 0, a[3]))
		}
		q = done(t, q)(PaintCells(q, 0, []solver.Cell{a[0]}, "blue"))
		if _, ok := q.Pieces[0].Paint["red"]; ok {
			t.Errorf("repainted, red stays: %v", q.Pieces[0].Paint)
		}
		q = done(t, q)(PaintCells(q, 0, a, ""))
		if q.Pieces[0].Paint != nil {
			t.Errorf("unpainted, the paint is %v", q.Pieces[0].Paint)
		}
		refused(t, p, `no colour "green"`)(PaintCells(p, 0, a, "green"))
		// Paint on the target, and paint that loses its cell goes.
		tc := All(p, Target)[0]
		q = done(t, p)(PaintCells(p, Target, []solver.Cell{tc}, "red"))
		q = done(t, q)(SetCells(q, Target, []solver.Cell{tc}, Empty))
		if q.Target.Paint != nil {
			t.Errorf("the cell went but its paint stays: %v", q.Target.Paint)
		}
	})
}
