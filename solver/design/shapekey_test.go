package design

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/internal/short"
)

// cubeShapeOf finds the orientations solver.Grid.Orientations finds, in
// the same order (the quick counter's placements, and so its counts, keep
// their order), and keys that match solver.LeastKey's: two shapes share
// a key exactly when a rotation takes one to the other, and one mirrors
// the other exactly when a reflection does; sameCubeShape agrees.
func TestCubeShapeKeysMatchTheGrids(t *testing.T) {
	short.NativeOnly(t) // 4.3 s under node
	r := rand.New(rand.NewPCG(7, 8))
	g := solver.DefaultGrid()
	type shape struct {
		cells []solver.Cell
		cs    cubeShape
	}
	var shapes []shape
	for range 300 {
		cells := randomShape(r, 1+r.IntN(12))
		if len(shapes) > 0 && r.IntN(3) == 0 { // a turned or mirrored copy of one before
			cells = solver.Transforms[r.IntN(48)].Image(shapes[r.IntN(len(shapes))].cells)
		}
		var orients [][]solver.Cell
		cs, _ := cubeShapeOf(nil, cells, func(o orientation) {
			img, side := imageOf(o, cells), o.sides()
			lo, hi := solver.Bounds(img)
			if lo != (solver.Cell{}) || hi.Add(solver.Cell{1, 1, 1}) != side {
				t.Fatalf("%v: an orientation from %v to %v, said to have sides %v", cells, lo, hi, side)
			}
			orients = append(orients, slices.Clone(img))
		})
		want, _ := g.Orientations(g.Normalize(cells), nil, false)
		if len(orients) != len(want) {
			t.Fatalf("%v: %d orientations, the grid finds %d", cells, len(orients), len(want))
		}
		for i, o := range orients {
			if !slices.Equal(g.Normalize(o), want[i]) {
				t.Fatalf("%v: orientation %d is %v, the grid's %v", cells, i, o, want[i])
			}
		}
		if cs.orientations() != len(orients) {
			t.Fatalf("%v: %d rasters for %d orientations", cells, cs.orientations(), len(orients))
		}
		shapes = append(shapes, shape{cells, cs})
	}
	for i, a := range shapes {
		ka := gridKey(g, a.cells, 0)
		for _, b := range shapes[:i] {
			same := ka == gridKey(g, b.cells, 0)
			if same != a.cs.same(&b.cs) {
				t.Fatalf("%v and %v: the grid says same %v, the keys %v", a.cells, b.cells, same, !same)
			}
			mirrored := ka == gridKey(g, b.cells, 24)
			if mirrored != b.cs.mirrors(&a.cs) || mirrored != a.cs.mirrors(&b.cs) {
				t.Fatalf("%v and %v: the grid says mirrored %v, the keys %v", a.cells, b.cells, mirrored, !mirrored)
			}
			if sameCubeShape(a.cells, b.cells, false) != same || sameCubeShape(a.cells, b.cells, true) != (same || mirrored) {
				t.Fatalf("%v and %v: the grid says same %v, mirrored %v; sameCubeShape does not", a.cells, b.cells, same, mirrored)
			}
		}
	}
}

// imageOf is the image of cells in orientation o, read back from the
// indices o gives them in a box of its sides.
func imageOf(o orientation, cells []solver.Cell) []solver.Cell {
	w := o.sides()
	k, coef := o.index(w[0], w[0]*w[1])
	img := make([]solver.Cell, len(cells))
	for j, c := range cells {
		i := k + c[0]*coef[0] + c[1]*coef[1] + c[2]*coef[2]
		img[j] = solver.Cell{i % w[0], i / w[0] % w[1], i / (w[0] * w[1])}
	}
	return img
}

// gridKey is the least key of the orientations of cells turned by
// solver.Transforms[u], the general way.
func gridKey(g *solver.Grid, cells []solver.Cell, u int) string {
	o, _ := g.Orientations(g.Normalize(solver.Transforms[u].Image(cells)), nil, false)
	return solver.LeastKey(o, nil)
}

// randomShape grows n cubes joined face to face from the origin.
func randomShape(r *rand.Rand, n int) []solver.Cell {
	cells := []solver.Cell{{0, 0, 0}}
	steps := []solver.Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}
	for len(cells) < n {
		c := cells[r.IntN(len(cells))].Add(steps[r.IntN(6)])
		if !slices.Contains(cells, c) {
			cells = append(cells, c)
		}
	}
	return cells
}

// TestSpreadIgnoresTurnsAndShifts checks that spread, which alike
// compares before the shapes themselves, is the same for a shape turned,
// mirrored and shifted, and that alike still tells a piece from its
// mirror image only where mirrors are asked for.
func TestSpreadIgnoresTurnsAndShifts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	differ := 0
	for range 200 {
		cells := randomShape(r, 2+r.IntN(30))
		want := spread(cells)
		for _, tr := range solver.Transforms {
			moved := tr.Image(cells)
			shift := solver.Cell{r.IntN(9) - 4, r.IntN(9) - 4, r.IntN(9) - 4}
			for i := range moved {
				moved[i] = moved[i].Add(shift)
			}
			if got := spread(moved); got != want {
				t.Fatalf("%v: spread %d, turned and shifted %d", cells, want, got)
			}
		}
		if other := randomShape(r, len(cells)); spread(other) != want {
			differ++
		}
	}
	if differ < 150 {
		t.Errorf("spread told only %d random pairs of shapes of one size apart, of 200", differ)
	}
	// Three arms of unlike lengths from a corner, and its mirror image.
	l := []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}}
	m := []solver.Cell{{5, 5, 5}, {4, 5, 5}, {3, 5, 5}, {5, 6, 5}, {5, 5, 6}, {5, 5, 7}, {5, 5, 8}}
	sol := solver.Solution{Pieces: []solver.Placed{{Cells: l}, {Cells: m}}}
	if g := solver.DefaultGrid(); alike(g, sol, false) || !alike(g, sol, true) {
		t.Errorf("alike(mirror false) %v, alike(mirror true) %v: want false, true", alike(g, sol, false), alike(g, sol, true))
	}
}
