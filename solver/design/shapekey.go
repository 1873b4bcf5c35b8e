package design

import (
	"bytes"

	"github.com/cubist/cubist/solver"
)

// Keys of cube shapes for the quick counter, made without sorting.
//
// A new piece shape's placements were a third of a 6×6×6 chain's time,
// most of it in finding the shape's orientations the general way: each
// image sorted, keyed as a string and looked up. On cubes a shape's
// raster (the sides of its bounding box, then which of its places are
// filled, z then y then x) is already a key equal for two shapes exactly
// when one is the other moved, and needs no sort.

// raster appends to buf the raster key of cells and returns it, with the
// cells' least corner.
func raster(cells []solver.Cell, buf []byte) ([]byte, solver.Cell) {
	lo, hi := solver.Bounds(cells)
	w, h, d := hi[0]-lo[0]+1, hi[1]-lo[1]+1, hi[2]-lo[2]+1
	buf = append(buf[:0], byte(w), byte(h), byte(d), byte(w>>8), byte(h>>8), byte(d>>8))
	n := (w*h*d + 7) / 8
	buf = append(buf, make([]byte, n)...)
	bits := buf[6:]
	for _, c := range cells {
		i := ((c[2]-lo[2])*h+c[1]-lo[1])*w + c[0] - lo[0]
		bits[i>>3] |= 1 << (i & 7)
	}
	return buf, lo
}

// cubeShape is what the quick counter needs of a piece shape on cubes:
// its distinct orientations, each moved to the origin, in the order of
// solver.Rotations (the first of each kind kept, as
// solver.Grid.Orientations keeps them), and keys equal for two shapes
// exactly when a rotation takes one to the other (least), or to the
// other's mirror image (mirror).
type cubeShape struct {
	orients       [][]solver.Cell
	least, mirror string
}

// cubeShapeOf finds a shape's orientations and keys.
func cubeShapeOf(cells []solver.Cell) cubeShape {
	var cs cubeShape
	img := make([]solver.Cell, len(cells))
	var buf, best, bestMirror []byte
	var seen []string
	for u, t := range solver.Transforms {
		for i, c := range cells {
			img[i] = t.Apply(c)
		}
		var lo solver.Cell
		buf, lo = raster(img, buf)
		if u >= len(solver.Rotations) {
			if bestMirror == nil || bytes.Compare(buf, bestMirror) < 0 {
				bestMirror = append(bestMirror[:0], buf...)
			}
			continue
		}
		if best == nil || bytes.Compare(buf, best) < 0 {
			best = append(best[:0], buf...)
		}
		k := string(buf)
		dup := false
		for _, s := range seen {
			dup = dup || s == k
		}
		if dup {
			continue
		}
		seen = append(seen, k)
		o := make([]solver.Cell, len(img))
		for i, c := range img {
			o[i] = c.Sub(lo)
		}
		cs.orients = append(cs.orients, o)
	}
	cs.least, cs.mirror = string(best), string(bestMirror)
	return cs
}
