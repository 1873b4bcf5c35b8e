package search

import "github.com/cubist/cubist/solver"

// pieceType is a set of interchangeable pieces: every piece entry whose
// shape, and colours, are the same under the allowed transforms.
type pieceType struct {
	shape        []solver.Cell   // normalized cells of the first member
	paint        []int           // the colours of shape's cells; nil if unpainted
	members      []int           // indexes into Puzzle.Pieces
	count        int             // the most copies in all
	least        int             // the fewest copies in all
	orientations [][]solver.Cell // distinct orientations allowed
	paints       [][]int         // per orientation: its cells' colours; nil if unpainted
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
	var mirrorKeys []string // of each chiral type, under rotations
	byKey := map[string]int{}
	for i, pc := range p.Pieces {
		paint := p.CellColors(pc.Cells, pc.Paint)
		lo, hi := pc.Range()
		orients, paints := solver.PaintedOrientations(pc.Cells, paint, group)
		k := solver.LeastKey(orients, paints)
		if t, ok := byKey[k]; ok {
			types[t].members = append(types[t].members, i)
			types[t].count += hi
			types[t].least += lo
			continue
		}
		byKey[k] = len(types)
		mirrorKey := ""
		if !p.Mirror {
			// group is the rotations: k is the key under them.
			m, c := solver.PaintedMirror(pc.Cells, paint)
			mirrorKey = solver.PaintedKey(m, c, solver.Rotations)
		}
		mirrorKeys = append(mirrorKeys, mirrorKey)
		types = append(types, pieceType{
			shape:        orients[0],
			paint:        first(paints),
			members:      []int{i},
			count:        hi,
			least:        lo,
			orientations: orients,
			paints:       paints,
			chiral:       mirrorKey != "" && mirrorKey != k,
			partner:      -1,
		})
	}
	for i := range types {
		if types[i].chiral {
			if j, ok := byKey[mirrorKeys[i]]; ok {
				types[i].partner = j
			}
		}
	}
	return types
}

func first(paints [][]int) []int {
	if len(paints) == 0 {
		return nil
	}
	return paints[0]
}

// mirrorClosed reports whether every chiral type's mirror image is present
// as often as the type itself, range and all, so that reflecting a
// solution gives another solution.
func mirrorClosed(types []pieceType) bool {
	for _, t := range types {
		if t.chiral && (t.partner < 0 || types[t.partner].count != t.count || types[t.partner].least != t.least) {
			return false
		}
	}
	return true
}
