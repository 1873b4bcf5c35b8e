package edit

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// A turn gives the same shape turned, its paint turned with it, on every
// grid; turning on repeats back to the start within six turns. A grid
// with no turn about an axis says so.
func TestTurn(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		found := 0
		defer func() {
			if found == 0 {
				t.Error("no axis has one")
			}
		}()
		for axis := range 3 {
			p := sample(t, g)
			q, err := Turn(p, 0, axis)
			if err == nil {
				found++
			} else {
				refused(t, p, "no such turn", g.Name())(q, err)
				continue
			}
			q = done(t, p)(q, err)
			a, b := p.Pieces[0], q.Pieces[0]
			if !congruent(g, a.Cells, b.Cells, false) || slices.Equal(a.Cells, b.Cells) && g.IsCubes() {
				t.Errorf("axis %d: %v turned is %v", axis, a.Cells, b.Cells)
			}
			if len(b.Paint["red"]) != 1 || !slices.Contains(b.Cells, b.Paint["red"][0]) {
				t.Errorf("axis %d: the paint did not go with its cell: %v", axis, b.Paint)
			}
			if textPieces(q.Pieces[1:]) != textPieces(p.Pieces[1:]) {
				t.Errorf("axis %d: a piece not drawn moved", axis)
			}
			back := q
			for k := 1; k < 6 && !slices.Equal(back.Pieces[0].Cells, a.Cells); k++ {
				back = done(t, back)(Turn(back, 0, axis))
			}
			if !slices.Equal(back.Pieces[0].Cells, a.Cells) {
				t.Errorf("axis %d: six turns never came back to %v", axis, a.Cells)
			}
		}
	})
}

// text of a slice of pieces, for comparing them.
func textPieces(pieces []solver.Piece) string {
	return text(&solver.Puzzle{Pieces: pieces})
}

// A mirror image is the shape reflected: on cubes a chiral piece becomes
// the other hand, and mirroring twice gives back the shape, on every grid
// that has the mirror.
func TestMirror(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		found := 0
		defer func() {
			if found == 0 {
				t.Error("no axis has one")
			}
		}()
		for axis := range 3 {
			p := sample(t, g)
			before := text(p)
			q, err := Mirror(p, 0, axis)
			if err == nil {
				found++
			} else {
				refused(t, p, "no such mirror", g.Name())(q, err)
				continue
			}
			q = done(t, p)(q, err)
			if !congruent(g, p.Pieces[0].Cells, q.Pieces[0].Cells, true) {
				t.Errorf("axis %d: %v mirrored is %v", axis, p.Pieces[0].Cells, q.Pieces[0].Cells)
			}
			twice := done(t, q)(Mirror(q, 0, axis))
			if !slices.Equal(twice.Pieces[0].Cells, p.Pieces[0].Cells) || text(twice) != before {
				t.Errorf("axis %d: mirrored twice, %v is %v", axis, p.Pieces[0].Cells, twice.Pieces[0].Cells)
			}
		}
	})
	// The L tetracube's mirror image along each axis is the other hand.
	l := &solver.Puzzle{Pieces: []solver.Piece{{Name: "L", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}}}
	l.Pieces[0].Cells = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}
	for axis := range 3 {
		q := done(t, l)(Mirror(l, 0, axis))
		if congruent(solver.Cubes, l.Pieces[0].Cells, q.Pieces[0].Cells, false) {
			t.Errorf("axis %d: the chiral piece's mirror image is only turned: %v", axis, q.Pieces[0].Cells)
		}
	}
}

// A shift moves by whole periods of the grid, and back; past the grid's
// edge it is refused, naming the cell.
func TestShift(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		for axis := range 3 {
			for _, by := range []int{1, -1} {
				before := text(p)
				q := done(t, p)(Shift(p, 0, axis, by))
				for i, c := range p.Pieces[0].Cells {
					d := q.Pieces[0].Cells[i]
					if want := c[axis] + by*g.Period(); d[axis] != want || !g.Valid(d) {
						t.Fatalf("axis %d by %d: %v went to %v", axis, by, c, d)
					}
				}
				back := done(t, q)(Shift(q, 0, axis, -by))
				if text(back) != before {
					t.Errorf("axis %d by %d: shifted back, the puzzle differs", axis, by)
				}
			}
			far := -(p.Pieces[0].Cells[0][axis]/g.Period() + 2)
			refused(t, p, "Shift along "+AxisNames[axis], "outside the grid")(Shift(p, 0, axis, far))
		}
		refused(t, p, "no axis 3")(Shift(p, 0, 3, 1))
	})
}

// Trim moves the shape to the grid's corner: the origin on cubes, the
// least translation the grid allows elsewhere.
func TestTrim(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		for _, it := range []Item{0, 1, Target} {
			q := done(t, p)(Trim(p, it))
			cells := All(q, it)
			if shift := g.Shift(cells); shift != (solver.Cell{}) {
				t.Errorf("item %d: trimmed, the shape can still move by %v", it, shift)
			}
			if !slices.Equal(g.Normalize(cells), g.Normalize(All(p, it))) {
				t.Errorf("item %d: trimming changed the shape", it)
			}
		}
		empty, _ := AddPiece(p)
		_, many := g.Words()
		refused(t, empty, "Trim", "draw some "+many+" first")(Trim(empty, 2))
	})
}

// Fill inside fills what a shape shuts in; hollow makes a box's inner
// cells optional, on every grid: a block hollowed, with its inner cells
// then taken out, is filled inside again to the block.
func TestFillInsideAndHollow(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		if !g.IsCubes() {
			n := 3 * g.Period()
			var block []solver.Cell
			for z := range n {
				for y := range n {
					for x := range n {
						if c := (solver.Cell{x, y, z}); g.Valid(c) {
							block = append(block, c)
						}
					}
				}
			}
			q := done(t, p)(SetCells(p, Target, block, Filled))
			h := done(t, q)(Hollow(q, Target))
			inner := h.Target.Optional
			if len(inner) == 0 || len(inner)+len(h.Target.Cells) != len(block) {
				t.Fatalf("%d cells hollowed: %d optional, %d required", len(block), len(inner), len(h.Target.Cells))
			}
			shell := done(t, q)(SetCells(q, Target, inner, Empty))
			f := done(t, shell)(FillInside(shell, Target))
			if got := All(f, Target); !slices.Equal(got, block) {
				t.Errorf("the shell filled inside has %d cells, the block %d", len(got), len(block))
			}
			return
		}
		h := done(t, p)(Hollow(p, Target))
		if !slices.Equal(h.Target.Optional, []solver.Cell{{1, 1, 1}}) || len(h.Target.Cells) != 26 || h.Target.Box != nil {
			t.Fatalf("the 3×3×3 box hollowed: %d required, optional %v", len(h.Target.Cells), h.Target.Optional)
		}
		refused(t, h, "no inner cells")(Hollow(h, Target))
		refused(t, p, "pick the target first")(Hollow(p, 0))
		// A ring of eight round a hole: filled inside, it is the 3×3 square.
		var upper []solver.Cell
		for _, c := range All(p, Target) {
			if c[2] > 0 || c == (solver.Cell{1, 1, 0}) {
				upper = append(upper, c)
			}
		}
		ring := done(t, p)(SetCells(p, Target, upper, Empty))
		if n := len(All(ring, Target)); n != 8 {
			t.Fatalf("the ring has %d cells", n)
		}
		f := done(t, ring)(FillInside(ring, Target))
		if f.Target.Box == nil || *f.Target.Box != [3]int{3, 3, 1} {
			t.Errorf("the ring filled inside is %s", text(f))
		}
		refused(t, f, "shuts in no empty cells")(FillInside(f, Target))
	})
}

// Scale makes each cube a block, paint and all, within the limits.
func TestScale(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		if !g.IsCubes() {
			refused(t, p, "Scale ×2", g.Title(), "scaling works on cubes")(Scale(p, 0, 2))
			return
		}
		for _, k := range []int{2, 3} {
			q := done(t, p)(Scale(p, 0, k))
			a, b := p.Pieces[0], q.Pieces[0]
			if len(b.Cells) != len(a.Cells)*k*k*k || len(b.Paint["red"]) != k*k*k {
				t.Errorf("×%d: %d cells, %d painted", k, len(b.Cells), len(b.Paint["red"]))
			}
			if lo, _ := solver.Bounds(b.Cells); lo != a.Cells[0] {
				t.Errorf("×%d: the corner moved to %v", k, lo)
			}
		}
		big := done(t, p)(Scale(p, 0, 3))
		refused(t, big, "more than the 512 allowed")(Scale(big, 0, 3))
		target := done(t, p)(Scale(p, Target, 2))
		if *target.Target.Box != [3]int{6, 6, 6} {
			t.Errorf("the 3×3×3 box ×2 is %v", target.Target.Box)
		}
	})
}

// Copying a shape gives the target or another piece the piece's cells.
func TestCopyShape(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		q := done(t, p)(CopyShape(p, Target, 0))
		if !slices.Equal(All(q, Target), p.Pieces[0].Cells) {
			t.Errorf("the target is %v", All(q, Target))
		}
		q = done(t, p)(CopyShape(p, 1, 0))
		if !slices.Equal(q.Pieces[1].Cells, p.Pieces[0].Cells) || q.Pieces[1].Name != "B" {
			t.Errorf("piece B is %+v", q.Pieces[1])
		}
		refused(t, p, "no other piece 0")(CopyShape(p, 0, 0))
		refused(t, p, "no piece 5")(CopyShape(p, 5, 0))
	})
}
