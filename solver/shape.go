package solver

import (
	"slices"
	"strings"
)

// Orientations returns the distinct orientations of a shape under the given
// transforms, each normalized and sorted, in the order the transforms first
// produce them.
func Orientations(cells []Cell, group []Transform) [][]Cell {
	out, _ := PaintedOrientations(cells, nil, group)
	return out
}

// PaintedOrientations is Orientations for a shape whose cells carry
// colours (paint[i] is cell i's, 0 for none; nil for an unpainted shape):
// two orientations differ if their cells or their colours do. paints[k]
// lists the colours of orientation k's cells in their sorted order; it is
// nil for an unpainted shape.
func PaintedOrientations(cells []Cell, paint []int, group []Transform) (orients [][]Cell, paints [][]int) {
	return distinctImages(len(group), paint != nil, func(u int) ([]Cell, []int, bool) {
		o, c := paintedImage(group[u], cells, paint)
		return o, c, true
	})
}

// distinctImages keeps, in order, the distinct ones of n images of a
// shape, painted or not, that image makes; it skips those it says are
// off the grid.
func distinctImages(n int, painted bool, image func(u int) ([]Cell, []int, bool)) (orients [][]Cell, paints [][]int) {
	seen := map[string]bool{}
	for u := range n {
		o, c, ok := image(u)
		if !ok {
			continue
		}
		if k := paintedKey(o, c); !seen[k] {
			seen[k] = true
			orients = append(orients, o)
			if painted {
				paints = append(paints, c)
			}
		}
	}
	return orients, paints
}

// PaintedImage maps a painted shape through t, normalized and sorted, with
// its colours in the cells' new order (nil for an unpainted shape).
func PaintedImage(t Transform, cells []Cell, paint []int) ([]Cell, []int) {
	return paintedImage(t, cells, paint)
}

// ShapeKey encodes a normalized, sorted shape and its colours: two such
// shapes are the same exactly when their keys are.
func ShapeKey(cells []Cell, paint []int) string { return paintedKey(cells, paint) }

// paintedImage maps a painted shape through t, normalized and sorted, with
// its colours in the cells' new order.
func paintedImage(t Transform, cells []Cell, paint []int) ([]Cell, []int) {
	return normalize(cellsThrough(t, cells), paint)
}

// cellsThrough maps cells through t, without normalizing them.
func cellsThrough(t Transform, cells []Cell) []Cell {
	out := make([]Cell, len(cells))
	for i, c := range cells {
		out[i] = t.Apply(c)
	}
	return out
}

// SameShape reports whether a transform of the group maps shape b onto
// shape a, up to a translation. It compares the shapes themselves, without
// making a key of either, for checks that meet each shape once.
func SameShape(a, b []Cell, group []Transform) bool {
	if len(a) != len(b) {
		return false
	}
	want := Normalize(a)
	img := make([]Cell, len(b))
	for _, t := range group {
		for i, c := range b {
			img[i] = t.Apply(c)
		}
		lo, _ := Bounds(img)
		for i := range img {
			img[i] = img[i].Sub(lo)
		}
		SortCells(img)
		if slices.Equal(img, want) {
			return true
		}
	}
	return false
}

// CanonicalKey returns a key that is equal for two shapes exactly when one
// is a transform of the other under the given group.
func CanonicalKey(cells []Cell, group []Transform) string {
	return PaintedKey(cells, nil, group)
}

// PaintedKey is CanonicalKey for a painted shape: equal for two shapes when
// a transform of the group maps one onto the other, colours included.
func PaintedKey(cells []Cell, paint []int, group []Transform) string {
	return LeastKey(PaintedOrientations(cells, paint, group))
}

// LeastKey is PaintedKey from a shape's orientations and their colours,
// as PaintedOrientations returns them.
func LeastKey(orients [][]Cell, paints [][]int) string {
	best := ""
	for i, o := range orients {
		var c []int
		if paints != nil {
			c = paints[i]
		}
		if k := paintedKey(o, c); i == 0 || k < best {
			best = k
		}
	}
	return best
}

// Chiral reports whether a shape differs from its mirror image under every
// rotation.
func Chiral(cells []Cell) bool { return PaintedChiral(cells, nil) }

// PaintedChiral is Chiral for a painted shape.
func PaintedChiral(cells []Cell, paint []int) bool {
	m, c := paintedImage(Transforms[24], cells, paint)
	return PaintedKey(cells, paint, Rotations) != PaintedKey(m, c, Rotations)
}

// PaintedMirror returns a painted shape's mirror image and its colours.
func PaintedMirror(cells []Cell, paint []int) ([]Cell, []int) {
	return paintedImage(Transforms[24], cells, paint)
}

// paintedKey encodes a normalized, sorted cell list and its colours.
func paintedKey(cells []Cell, paint []int) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteByte(byte(c[0]))
		b.WriteByte(byte(c[1]))
		b.WriteByte(byte(c[2]))
	}
	for _, c := range paint {
		b.WriteByte(byte(c))
	}
	return b.String()
}
