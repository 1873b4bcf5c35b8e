package search

import "github.com/cubist/cubist/solver"

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
