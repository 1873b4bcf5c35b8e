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

// cubeShape is what the quick counter keeps of a piece shape on cubes:
// the rasters of its distinct orientations; the least of them, a key
// equal for two shapes exactly when a rotation takes one to the other;
// and the raster of one mirror image, which is among another shape's
// rasters exactly when a reflection takes the one to the other.
type cubeShape struct {
	rasters []string
	least   string
	mirror  string
}

// mirrors reports whether a reflection takes the shape to o.
func (cs *cubeShape) mirrors(o *cubeShape) bool { return slices.Contains(o.rasters, cs.mirror) }

// cubeShapeOf finds a shape's keys, and calls each with each of its
// distinct orientations moved to the origin (in img, which the next call
// reuses) and its sides. The orientations come in the order of
// solver.Rotations, the first of each kind kept, as
// solver.Grid.Orientations keeps them.
func cubeShapeOf(cells []solver.Cell, each func(img []solver.Cell, side solver.Cell)) cubeShape {
	var cs cubeShape
	lo, hi := solver.Bounds(cells)
	side := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	var buf []byte
	img := make([]solver.Cell, len(cells)) // the image, from the origin
	// The rotations, then the first reflection.
	for u, t := range solver.Transforms[:len(solver.Rotations)+1] {
		w := turn(img, t, cells, lo, side)
		buf = raster(buf, img, solver.Cell{}, w)
		if u == len(solver.Rotations) {
			cs.mirror = string(buf)
			break
		}
		if seenRaster(cs.rasters, buf) {
			continue
		}
		key := string(buf)
		if cs.least == "" || key < cs.least {
			cs.least = key
		}
		cs.rasters = append(cs.rasters, key)
		each(img, w)
	}
	return cs
}

// seenRaster reports whether buf is among rasters, with no copy of buf
// made to compare.
func seenRaster(rasters []string, buf []byte) bool {
	for _, r := range rasters {
		if r == string(buf) {
			return true
		}
	}
	return false
}

// turn writes into img the image of cells by t, moved to the origin, and
// returns its sides. It needs no bounds: on each side of the image's box
// lies a side of the shape's (its least corner lo, its sides side), run
// forward or back. Each of the image's coordinates is one of the cell's
// plus a constant, or a constant less it: worked out once for t, with no
// branch per cell.
func turn(img []solver.Cell, t solver.Transform, cells []solver.Cell, lo, side solver.Cell) solver.Cell {
	var w, base, mul solver.Cell
	for i := range 3 {
		a := t.Perm[i]
		w[i] = side[a]
		base[i], mul[i] = -lo[a], 1
		if t.Sign[i] < 0 {
			base[i], mul[i] = w[i]-1+lo[a], -1
		}
	}
	a0, a1, a2 := t.Perm[0], t.Perm[1], t.Perm[2]
	for j, c := range cells {
		img[j] = solver.Cell{base[0] + mul[0]*c[a0], base[1] + mul[1]*c[a1], base[2] + mul[2]*c[a2]}
	}
	return w
}

// sameCubeShape reports whether a rotation, or with mirror any transform,
// takes cube shape b onto a moved. Only the transforms that turn b's
// bounding box into a's are tried.
func sameCubeShape(a, b []solver.Cell, mirror bool) bool {
	if len(a) != len(b) {
		return false
	}
	key := string(shapeKey(nil, a))
	alo, ahi := solver.Bounds(a)
	lo, hi := solver.Bounds(b)
	aside, side := ahi.Sub(alo).Add(solver.Cell{1, 1, 1}), hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	ts := solver.Transforms[:len(solver.Rotations)]
	if mirror {
		ts = solver.Transforms[:]
	}
	img := make([]solver.Cell, len(b))
	var buf []byte
	for _, t := range ts {
		if side[t.Perm[0]] != aside[0] || side[t.Perm[1]] != aside[1] || side[t.Perm[2]] != aside[2] {
			continue
		}
		if buf = raster(buf, img, solver.Cell{}, turn(img, t, b, lo, side)); string(buf) == key {
			return true
		}
	}
	return false
}
