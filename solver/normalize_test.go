package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Normalize and its painted form give the definition's answer, for cells
// in a small box and spread over a large one or a huge one: moved to the corner, sorted
// by z, y, x, each colour with its cell.
func TestNormalizeMatchesTheDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for k := range 400 {
		spread := []int{3, 60, 1 << 20}[k%3] // the last too large to number

		seen := map[Cell]bool{}
		var cells []Cell
		var paint []int
		for range 1 + rng.IntN(40) {
			c := Cell{rng.IntN(spread) - 7, rng.IntN(spread) + 2, rng.IntN(spread)}
			if !seen[c] {
				seen[c] = true
				cells = append(cells, c)
				paint = append(paint, rng.IntN(4))
			}
		}
		lo, _ := Bounds(cells)
		type pair struct {
			c Cell
			k int
		}
		want := make([]pair, len(cells))
		for i, c := range cells {
			want[i] = pair{c.Sub(lo), paint[i]}
		}
		slices.SortFunc(want, func(a, b pair) int { return compareCells(a.c, b.c) })
		got, colors := normalize(cells, paint)
		plain := normalizeCells(cells)
		for i, w := range want {
			if got[i] != w.c || colors[i] != w.k || plain[i] != w.c {
				t.Fatalf("set %d, cell %d: %v colour %d (plain %v), want %v colour %d", k, i, got[i], colors[i], plain[i], w.c, w.k)
			}
		}
	}
}

// SameShape agrees with the shapes' canonical keys, under rotations and
// under all transforms, for small random shapes (many alike) and for a
// shape against a turned, mirrored and shifted copy of itself.
func TestSameShapeMatchesTheKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	shape := func() []Cell {
		seen := map[Cell]bool{}
		var cells []Cell
		for range 1 + rng.IntN(5) {
			c := Cell{rng.IntN(2), rng.IntN(3), rng.IntN(2)}
			if !seen[c] {
				seen[c] = true
				cells = append(cells, c)
			}
		}
		return cells
	}
	same := 0
	for k := range 3000 {
		a, b := shape(), shape()
		if k%3 == 0 {
			b = Transforms[rng.IntN(len(Transforms))].Image(a)
			for i := range b {
				b[i] = b[i].Add(Cell{5, -3, 2})
			}
		}
		for _, group := range [][]Transform{Rotations, Transforms} {
			want := leastImageKey(a, group) == leastImageKey(b, group)
			if got := Cubes.SameShape(a, b, len(group) == len(Transforms)); got != want {
				t.Fatalf("%v and %v, %d transforms: SameShape %v, the keys say %v", a, b, len(group), got, want)
			}
			if want {
				same++
			}
		}
	}
	if same < 1000 {
		t.Errorf("only %d pairs alike: the test meets too few", same)
	}
}

// leastImageKey is the least key of a shape's images under group, made
// here from the transforms themselves, apart from the grid's methods.
func leastImageKey(cells []Cell, group []Transform) string {
	best := ""
	for i, t := range group {
		if k := ShapeKey(t.Image(cells), nil); i == 0 || k < best {
			best = k
		}
	}
	return best
}
