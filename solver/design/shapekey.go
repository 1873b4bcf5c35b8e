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

// cubeShapeOf finds a shape's orientations and keys. Each image is
// rastered straight from the shape's own raster: on each side of the
// image's box lies a side of the shape's, run forward or back.
func cubeShapeOf(cells []solver.Cell) cubeShape {
	var cs cubeShape
	lo, hi := solver.Bounds(cells)
	side := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	at := make([]solver.Cell, len(cells)) // from lo
	for i, c := range cells {
		at[i] = c.Sub(lo)
	}
	bytes := (side[0]*side[1]*side[2] + 7) / 8
	buf := make([]byte, 6+bytes)
	var best, bestMirror []byte
	var seen []string
	img := make([]solver.Cell, len(cells)) // the image, from the origin
	for u, t := range solver.Transforms {
		var w solver.Cell // the image's sides
		for i := range 3 {
			w[i] = side[t.Perm[i]]
		}
		clear(buf)
		buf[0], buf[1], buf[2], buf[3], buf[4], buf[5] = byte(w[0]), byte(w[1]), byte(w[2]), byte(w[0]>>8), byte(w[1]>>8), byte(w[2]>>8)
		bits := buf[6:]
		for j, c := range at {
			x := &img[j]
			for i := range 3 {
				x[i] = c[t.Perm[i]]
				if t.Sign[i] < 0 {
					x[i] = w[i] - 1 - x[i]
				}
			}
			k := (x[2]*w[1]+x[1])*w[0] + x[0]
			bits[k>>3] |= 1 << (k & 7)
		}
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
