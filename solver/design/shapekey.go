package design

import (
	"slices"

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

// raster writes into buf the raster key of cells, each taken from lo,
// in a box of the given sides, and returns it.
func raster(buf []byte, cells []solver.Cell, lo, side solver.Cell) []byte {
	w, h, d := side[0], side[1], side[2]
	buf = append(buf[:0], byte(w), byte(h), byte(d), byte(w>>8), byte(h>>8), byte(d>>8))
	for range (w*h*d + 7) / 8 {
		buf = append(buf, 0)
	}
	bits := buf[6:]
	for _, c := range cells {
		i := ((c[2]-lo[2])*h+c[1]-lo[1])*w + c[0] - lo[0]
		bits[i>>3] |= 1 << (i & 7)
	}
	return buf
}

// shapeKey is the raster key of cells in their bounding box: equal for
// two shapes exactly when one is the other moved.
func shapeKey(buf []byte, cells []solver.Cell) []byte {
	lo, hi := solver.Bounds(cells)
	return raster(buf, cells, lo, hi.Sub(lo).Add(solver.Cell{1, 1, 1}))
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

// cubeShapeOf finds a shape's orientations and keys. Each image is
// found straight from the shape's cells taken from their least corner:
// on each side of the image's box lies a side of the shape's, run forward
// or back.
func cubeShapeOf(cells []solver.Cell) cubeShape {
	var cs cubeShape
	lo, hi := solver.Bounds(cells)
	side := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	var buf, best, bestMirror []byte
	var seen []string
	img := make([]solver.Cell, len(cells)) // the image, from the origin
	for u, t := range solver.Transforms {
		var w solver.Cell // the image's sides
		for i := range 3 {
			w[i] = side[t.Perm[i]]
		}
		for j, c := range cells {
			c = c.Sub(lo)
			x := &img[j]
			for i := range 3 {
				x[i] = c[t.Perm[i]]
				if t.Sign[i] < 0 {
					x[i] = w[i] - 1 - x[i]
				}
			}
		}
		buf = raster(buf, img, solver.Cell{}, w)
		if u >= len(solver.Rotations) {
			if bestMirror == nil || string(buf) < string(bestMirror) {
				bestMirror = append(bestMirror[:0], buf...)
			}
			continue
		}
		if best == nil || string(buf) < string(best) {
			best = append(best[:0], buf...)
		}
		if slices.Contains(seen, string(buf)) {
			continue
		}
		seen = append(seen, string(buf))
		cs.orients = append(cs.orients, slices.Clone(img))
	}
	cs.least, cs.mirror = string(best), string(bestMirror)
	return cs
}
