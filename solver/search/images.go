package search

import "github.com/cubist/cubist/solver"

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

// orientImages sets out, per type and orientation, to its image under
// the grid's transform u, or returns false when some image is no
// orientation of the type it must belong to. Orientation k is made of the
// type's shape by transform madeBy[k], so its image is the orientation
// the two transforms together make; where their product is not in the
// grid's list (the sphere grid's turns in different layers), it is the
// orientation with the image's key.
func (pr *Problem) orientImages(u int, out [][]orientImage) bool {
	if pr.boxes == nil {
		pr.boxes = make([][][2]solver.Cell, len(pr.types))
		for ti, typ := range pr.types {
			for _, o := range typ.orientations {
				lo, hi := solver.Bounds(o)
				pr.boxes[ti] = append(pr.boxes[ti], [2]solver.Cell{lo, hi})
			}
		}
	}
	for ti, typ := range pr.types {
		for k, o := range typ.orientations {
			ref := orientRef{-1, -1}
			if c := pr.grid.After(u, typ.madeBy[k]); c >= 0 {
				ref = typ.orientOf[c]
			} else if !pr.imageByKey(u, typ, k, &ref) {
				return false
			}
			if ref.typ < 0 {
				return false
			}
			first := pr.grid.Landing(u, o, pr.boxes[ti][k])
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
