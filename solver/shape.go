package solver

import "strings"

// Orientations returns the distinct orientations of a shape under the given
// transforms, each normalized and sorted, in the order the transforms first
// produce them.
func Orientations(cells []Cell, group []Transform) [][]Cell {
	var out [][]Cell
	seen := map[string]bool{}
	for _, t := range group {
		o := applyAll(t, cells)
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
	return CanonicalKey(cells, Rotations) != CanonicalKey(applyAll(Transforms[24], cells), Rotations)
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

// pieceType is a set of interchangeable pieces: every piece entry whose
// shape is the same under the allowed transforms.
type pieceType struct {
	shape        []Cell   // normalized cells of the first member
	members      []int    // indexes into Puzzle.Pieces
	count        int      // copies in all
	orientations [][]Cell // distinct orientations allowed
	chiral       bool     // differs from its mirror image (rotations only)
	partner      int      // the type that is this one's mirror image, or -1
}

// groupTypes merges the puzzle's pieces into types of interchangeable
// shapes.
func groupTypes(p *Puzzle) []pieceType {
	group := Rotations
	if p.Mirror {
		group = Transforms
	}
	var types []pieceType
	byKey := map[string]int{}
	for i, pc := range p.Pieces {
		k := CanonicalKey(pc.Cells, group)
		if t, ok := byKey[k]; ok {
			types[t].members = append(types[t].members, i)
			types[t].count += pc.Copies()
			continue
		}
		byKey[k] = len(types)
		types = append(types, pieceType{
			shape:        Normalize(pc.Cells),
			members:      []int{i},
			count:        pc.Copies(),
			orientations: Orientations(pc.Cells, group),
			chiral:       !p.Mirror && Chiral(pc.Cells),
			partner:      -1,
		})
	}
	for i := range types {
		if types[i].chiral {
			mk := CanonicalKey(applyAll(Transforms[24], types[i].shape), Rotations)
			if j, ok := byKey[mk]; ok {
				types[i].partner = j
			}
		}
	}
	return types
}

// mirrorClosed reports whether every chiral type's mirror image is present
// as often as the type itself, so that reflecting a solution gives another
// solution.
func mirrorClosed(types []pieceType) bool {
	for _, t := range types {
		if t.chiral && (t.partner < 0 || types[t.partner].count != t.count) {
			return false
		}
	}
	return true
}
