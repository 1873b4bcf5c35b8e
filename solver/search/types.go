package search

import (
	"github.com/cubist/cubist/solver"
)

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
	// madeBy[k] is the index among the grid's transforms of the first
	// that makes orientation k of shape; orientOf[u] is the orientation,
	// of this type or of its partner, that transform u makes of shape.
	madeBy   []int
	orientOf []orientRef
}

// orientRef is an orientation of a type, or none where typ is -1.
type orientRef struct{ typ, orient int32 }

// groupTypes merges the puzzle's pieces into types of interchangeable
// shapes.
func groupTypes(p *solver.Puzzle) []pieceType {
	grid := p.GridOf()
	n := grid.Transforms()
	group := grid.Rotations()
	if p.Mirror {
		group = n
	}
	var types []pieceType
	var keys [][]string // per type: the keys of its shape's image under each transform, "" where it leaves the grid
	byKey := map[string]int{}
	for i, pc := range p.Pieces {
		paint := p.CellColors(pc.Cells, pc.Paint)
		lo, hi := pc.Range()
		var t pieceType
		key := make([]string, n)
		images := make([][]solver.Cell, group)
		paints := make([][]int, group)
		for u := range group {
			if img, c, ok := grid.PaintedImage(u, pc.Cells, paint); ok {
				images[u], paints[u] = img, c
				key[u] = solver.ShapeKey(img, c)
			}
		}
		k := leastKey(key[:group])
		if ti, ok := byKey[k]; ok {
			types[ti].members = append(types[ti].members, i)
			types[ti].count += hi
			types[ti].least += lo
			continue
		}
		byKey[k] = len(types)
		seen := map[string]bool{}
		for u := range group {
			if key[u] != "" && !seen[key[u]] {
				seen[key[u]] = true
				t.madeBy = append(t.madeBy, u)
				t.orientations = append(t.orientations, images[u])
				if paint != nil {
					t.paints = append(t.paints, paints[u])
				}
			}
		}
		// Under rotations only, the reflections' images are the mirror
		// image's orientations: their least key is its key.
		for u := group; u < n; u++ {
			if m, c, ok := grid.PaintedImage(u, pc.Cells, paint); ok {
				key[u] = solver.ShapeKey(m, c)
			}
		}
		t.shape, t.paint = t.orientations[0], first(t.paints)
		t.members, t.count, t.least, t.partner = []int{i}, hi, lo, -1
		t.chiral = !p.Mirror && leastKey(key[group:]) != k
		types = append(types, t)
		keys = append(keys, key)
	}
	for i := range types {
		if types[i].chiral {
			if j, ok := byKey[leastKey(keys[i][group:])]; ok {
				types[i].partner = j
			}
		}
	}
	for i := range types {
		types[i].orientOf = orientsOf(types, keys, i)
	}
	return types
}

// leastKey is the least of keys, passing over "" (a transform that takes
// the shape off the grid).
func leastKey(keys []string) string {
	best := ""
	for _, k := range keys {
		if k != "" && (best == "" || k < best) {
			best = k
		}
	}
	return best
}

// orientsOf finds, for each transform, the orientation of type i or of its
// partner that it makes of type i's shape.
func orientsOf(types []pieceType, keys [][]string, i int) []orientRef {
	t := types[i]
	out := make([]orientRef, len(keys[i]))
	for u, key := range keys[i] {
		out[u] = orientRef{-1, -1}
		if key == "" {
			continue
		}
		for _, ti := range []int{i, t.partner} {
			if ti < 0 {
				continue
			}
			for k, v := range types[ti].madeBy {
				if keys[ti][v] == key {
					out[u] = orientRef{int32(ti), int32(k)}
				}
			}
		}
	}
	return out
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
