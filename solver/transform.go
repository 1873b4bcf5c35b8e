package solver

// Transform is one of the 48 symmetries of the cube lattice: a signed
// permutation of the axes. Output axis i takes input axis Perm[i],
// multiplied by Sign[i].
type Transform struct {
	Perm [3]int
	Sign [3]int
}

// Apply maps a cell through the transform, about the origin.
func (t Transform) Apply(c Cell) Cell {
	return Cell{t.Sign[0] * c[t.Perm[0]], t.Sign[1] * c[t.Perm[1]], t.Sign[2] * c[t.Perm[2]]}
}

// Undo maps a cell back through the transform: t.Apply(t.Undo(c)) == c.
func (t Transform) Undo(c Cell) Cell {
	var d Cell
	for i := range 3 {
		d[t.Perm[i]] = t.Sign[i] * c[i]
	}
	return d
}

// Proper reports whether the transform is a rotation (determinant +1)
// rather than a reflection.
func (t Transform) Proper() bool {
	det := t.Sign[0] * t.Sign[1] * t.Sign[2]
	if (t.Perm[0]+1)%3 != t.Perm[1] { // odd permutation
		det = -det
	}
	return det == 1
}

// Transforms lists the 48 lattice symmetries: the 24 rotations first, the
// identity at index 0, then the 24 reflections.
var Transforms = buildTransforms()

// Rotations is the first 24 entries of Transforms: the proper rotations.
var Rotations = Transforms[:24]

func buildTransforms() []Transform {
	perms := [6][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}}
	var proper, improper []Transform
	for _, p := range perms {
		for s := range 8 {
			t := Transform{Perm: p, Sign: [3]int{1 - 2*(s&1), 1 - 2*(s>>1&1), 1 - 2*(s>>2&1)}}
			if t.Proper() {
				proper = append(proper, t)
			} else {
				improper = append(improper, t)
			}
		}
	}
	return append(proper, improper...)
}

// Image returns cells mapped through the transform, normalized: the shape
// they make turned or mirrored.
func (t Transform) Image(cells []Cell) []Cell {
	out := make([]Cell, len(cells))
	for i, c := range cells {
		out[i] = t.Apply(c)
	}
	return normalizeCells(out)
}
