package search

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// A symmetry of the target maps each placement to another of the same
// type, or of its mirror partner under a reflection. The image of a
// placement follows from the image of its orientation, found once per
// type and orientation, and from where its first cell goes: the
// placements of a type in one orientation differ only by a shift.

// orientImage is where a transform takes an orientation of a type: the
// image's orientation in the type it belongs to, and the step from where
// the orientation's first cell lands to the image orientation's own first
// cell.
type orientImage struct {
	typ, orient int32
	toFirst     solver.Cell
}

// after[a][b] is the index in solver.Transforms of Transforms[a] applied
// after Transforms[b].
var after = func() (tab [48][48]int8) {
	for a, ta := range solver.Transforms {
		for b, tb := range solver.Transforms {
			var c solver.Transform
			for i := range 3 {
				c.Perm[i], c.Sign[i] = tb.Perm[ta.Perm[i]], ta.Sign[i]*tb.Sign[ta.Perm[i]]
			}
			tab[a][b] = int8(slices.Index(solver.Transforms, c))
		}
	}
	return tab
}()

// orientImages sets out, per type and orientation, to its image under
// Transforms[u] (about the origin, moved back into the positive octant),
// or returns false when some image is no orientation of the type it must
// belong to: orientation k is made of the type's shape by Transforms[madeBy[k]],
// so its image is the orientation the two transforms together make.
func (pr *Problem) orientImages(u int, out [][]orientImage) bool {
	if !pr.cubes() {
		return pr.gridImages(u, out)
	}
	t := solver.Transforms[u]
	for ti, typ := range pr.types {
		for k, o := range typ.orientations {
			ref := typ.orientOf[after[u][typ.madeBy[k]]]
			if ref.typ < 0 {
				return false
			}
			_, size := solver.Bounds(o)
			corner := t.Apply(size)
			var low solver.Cell // the image's smallest coordinates, from the box
			for a := range 3 {
				low[a] = min(0, corner[a])
			}
			first := t.Apply(o[0]).Sub(low) // where o's first cell lands
			out[ti][k] = orientImage{typ: ref.typ, orient: ref.orient, toFirst: pr.types[ref.typ].orientations[ref.orient][0].Sub(first)}
		}
	}
	return true
}

// newOrientImages makes room for an orientImage per type and orientation,
// in one array, for orientImages to fill for each element in turn.
func (pr *Problem) newOrientImages() [][]orientImage {
	n := 0
	for _, t := range pr.types {
		n += len(t.orientations)
	}
	all := make([]orientImage, n)
	out := make([][]orientImage, len(pr.types))
	for ti, t := range pr.types {
		out[ti], all = all[:len(t.orientations)], all[len(t.orientations):]
	}
	return out
}

// mapPlacement returns the placement that a transform with the
// orientation images images, permuting the target cells by cellMap, makes
// of pl, or -1.
func (pr *Problem) mapPlacement(cellMap []int32, images [][]orientImage, pl placement) int32 {
	if pl.typ == pr.holeType {
		return pr.holeImage(cellMap, pl.anchor)
	}
	im := images[pl.typ][pl.orient]
	return pr.byPlace.find(placeKey(im.typ, im.orient, pr.cells[cellMap[pl.anchor]].Add(im.toFirst)))
}
