package solver

import (
	"errors"
	"slices"
)

// Mirror returns a shape's mirror image on the grid, normalized and
// sorted: its image under the first of the grid's reflections that keeps
// it on the grid. ok is false where none does.
func (g *Grid) Mirror(cells []Cell) (out []Cell, ok bool) {
	for u := g.rotations; u < g.Transforms(); u++ {
		if out, _, ok = g.PaintedImage(u, cells, nil); ok {
			return out, true
		}
	}
	return nil, false
}

// CanonicalKey returns a key equal for two shapes exactly when a rotation
// of the grid, or with mirror any of its transforms, maps one onto the
// other.
func (g *Grid) CanonicalKey(cells []Cell, mirror bool) string {
	return LeastKey(g.Orientations(cells, nil, mirror))
}

// SameShape reports whether a rotation of the grid, or with mirror any of
// its transforms, maps shape b onto shape a up to a translation of the
// grid.
func (g *Grid) SameShape(a, b []Cell, mirror bool) bool {
	if len(a) != len(b) {
		return false
	}
	want := g.Normalize(a)
	n := g.rotations
	if mirror {
		n = g.Transforms()
	}
	for u := range n {
		if img, _, ok := g.PaintedImage(u, b, nil); ok && slices.Equal(img, want) {
			return true
		}
	}
	return false
}

// Outline is numbers that every transform of the grid keeps, for telling
// shapes apart cheaply: two shapes whose outlines differ are different
// shapes (SameShape is false). It is the count of cells, and on cubes the
// sides of the shape's box, shortest first.
func (g *Grid) Outline(cells []Cell) [4]int {
	if !g.cube || len(cells) == 0 {
		return [4]int{len(cells)}
	}
	lo, hi := Bounds(cells)
	d := hi.Sub(lo)
	a, b, c := min(d[0], d[1], d[2]), max(d[0], d[1], d[2]), d[0]+d[1]+d[2]
	return [4]int{len(cells), a, c - a - b, b}
}

// TakesApart reports whether the disassembler takes puzzles on the grid
// apart: on cubes, spheres and prisms; BurrTools has no disassembler for
// the rhombic and tetra-octa grids either.
func (g *Grid) TakesApart() bool { return g.slides != nil }

// ErrTakeApart is nil where the disassembler takes puzzles on the grid
// apart; elsewhere an error that names the grid's solids.
func (g *Grid) ErrTakeApart() error {
	if g.TakesApart() {
		return nil
	}
	return errors.New("Cubist has no disassembler for " + g.title + ", nor has BurrTools: it takes apart puzzles of cubes, spheres and prisms")
}
