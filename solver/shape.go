package solver

import "strings"

// Orientations returns the distinct orientations of a shape under the given
// transforms, each normalized and sorted, in the order the transforms first
// produce them.
func Orientations(cells []Cell, group []Transform) [][]Cell {
	var out [][]Cell
	seen := map[string]bool{}
	for _, t := range group {
		o := t.Image(cells)
		if k := shapeKey(o); !seen[k] {
			seen[k] = true
			out = append(out, o)
		}
	}
	return out
}

// CanonicalKey returns a key that is equal for two shapes exactly when one
// is a transform of the other under the given group.
func CanonicalKey(cells []Cell, group []Transform) string {
	best := ""
	for i, o := range Orientations(cells, group) {
		if k := shapeKey(o); i == 0 || k < best {
			best = k
		}
	}
	return best
}

// Chiral reports whether a shape differs from its mirror image under every
// rotation.
func Chiral(cells []Cell) bool {
	return CanonicalKey(cells, Rotations) != CanonicalKey(Transforms[24].Image(cells), Rotations)
}

// shapeKey encodes a normalized, sorted cell list.
func shapeKey(cells []Cell) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteByte(byte(c[0]))
		b.WriteByte(byte(c[1]))
		b.WriteByte(byte(c[2]))
	}
	return b.String()
}
