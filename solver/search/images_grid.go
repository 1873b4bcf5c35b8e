package search

import "github.com/cubist/cubist/solver"

// gridImages is orientImages on a grid other than cubes: the image of an
// orientation is the orientation the two transforms together make, as on
// cubes, or, where the product is not in the grid's list (the sphere
// grid's turns in different layers), the orientation with the image's key.
func (pr *Problem) gridImages(u int, out [][]orientImage) bool {
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

// imageByKey finds the orientation that transform u makes of orientation
// k of typ by its shape's key, into ref; false if u takes it off the grid.
func (pr *Problem) imageByKey(u int, typ pieceType, k int, ref *orientRef) bool {
	if pr.orientByKey == nil {
		pr.orientByKey = map[string]orientRef{}
		for ti, typ := range pr.types {
			for k, o := range typ.orientations {
				pr.orientByKey[solver.ShapeKey(o, paintOf(typ, k))] = orientRef{int32(ti), int32(k)}
			}
		}
	}
	img, paint, ok := pr.grid.PaintedImage(u, typ.orientations[k], paintOf(typ, k))
	if !ok {
		return false
	}
	r, ok := pr.orientByKey[solver.ShapeKey(img, paint)]
	*ref = r
	return ok
}

// paintOf returns the colours of orientation k of a type, nil if unpainted.
func paintOf(t pieceType, k int) []int {
	if t.paints == nil {
		return nil
	}
	return t.paints[k]
}
