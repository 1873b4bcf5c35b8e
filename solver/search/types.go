package search

import "github.com/cubist/cubist/solver"

// pieceType is a set of interchangeable pieces: every piece entry whose
// shape is the same under the allowed transforms.
type pieceType struct {
	shape        []solver.Cell   // normalized cells of the first member
	members      []int           // indexes into Puzzle.Pieces
	count        int             // copies in all
	orientations [][]solver.Cell // distinct orientations allowed
	chiral       bool            // differs from its mirror image (rotations only)
	partner      int             // the type that is this one's mirror image, or -1
}

// groupTypes merges the puzzle's pieces into types of interchangeable
// shapes.
func groupTypes(p *solver.Puzzle) []pieceType {
	group := solver.Rotations
	if p.Mirror {
		group = solver.Transforms
	}
	var types []pieceType
	byKey := map[string]int{}
	for i, pc := range p.Pieces {
		k := solver.CanonicalKey(pc.Cells, group)
		if t, ok := byKey[k]; ok {
			types[t].members = append(types[t].members, i)
			types[t].count += pc.Copies()
			continue
		}
		byKey[k] = len(types)
		types = append(types, pieceType{
			shape:        solver.Normalize(pc.Cells),
			members:      []int{i},
			count:        pc.Copies(),
			orientations: solver.Orientations(pc.Cells, group),
			chiral:       !p.Mirror && solver.Chiral(pc.Cells),
			partner:      -1,
		})
	}
	for i := range types {
		if types[i].chiral {
			mk := solver.CanonicalKey(solver.Mirrored(types[i].shape), solver.Rotations)
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
