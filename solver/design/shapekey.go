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

// raster appends to buf the raster key of cells in a box of sides w,
// cell c at index k + c·coef of the box (x, then y, then z): the sides,
// 16 bits each, then a bit per place of the box, set where a cell lies,
// in words of T. The quick counter's rasters are in 64-bit words, which
// compare a word at a time; the keys of its shapes' map are bytes.
func raster[T uint8 | uint64](buf []T, cells []solver.Cell, k int, coef, w solver.Cell) []T {
	lg := 3 // bits a word, as a power of 2
	if ^T(0) > 0xff {
		lg = 6
	}
	head := uint64(w[0]) | uint64(w[1])<<16 | uint64(w[2])<<32
	for s := 0; s < 48; s += 1 << lg {
		buf = append(buf, T(head>>s))
	}
	from := len(buf)
	for range (w[0]*w[1]*w[2] + 1<<lg - 1) >> lg {
		buf = append(buf, 0)
	}
	words := buf[from:]
	for j := range cells {
		i := at(k, coef, &cells[j])
		words[i>>lg] |= 1 << (i & (1<<lg - 1))
	}
	return buf
}

// shapeKey appends to buf the raster key of cells in their bounding box:
// equal for two shapes exactly when one is the other moved.
func shapeKey[T uint8 | uint64](buf []T, cells []solver.Cell) []T {
	lo, hi := solver.Bounds(cells)
	o := orientation{solver.Transforms[0], lo, hi.Sub(lo).Add(solver.Cell{1, 1, 1})}
	k, coef := o.index(o.side[0], o.side[0]*o.side[1])
	return raster(buf, cells, k, coef, o.side)
}

// orientation is a shape (least corner lo, sides side) turned by t and
// moved to the origin, with no cell moved: each coordinate of a cell's
// image is one of the cell's plus a constant, or a constant less it.
type orientation struct {
	t        solver.Transform
	lo, side solver.Cell
}

// sides are the image's sides: on each side of its box lies a side of
// the shape's, run forward or back.
func (o orientation) sides() solver.Cell {
	return solver.Cell{o.side[o.t.Perm[0]], o.side[o.t.Perm[1]], o.side[o.t.Perm[2]]}
}

// index is where a cell's image lies in a box from the origin, x then y
// then z, with rows of sx cells and layers of sy: cell c at k + c·coef.
func (o orientation) index(sx, sy int) (k int, coef solver.Cell) {
	stride := solver.Cell{1, sx, sy}
	for i, a := range o.t.Perm {
		if o.t.Sign[i] < 0 { // side-1 - (c-lo)
			k += stride[i] * (o.side[a] - 1 + o.lo[a])
			coef[a] = -stride[i]
		} else { // c-lo
			k -= stride[i] * o.lo[a]
			coef[a] = stride[i]
		}
	}
	return k, coef
}

// cubeShape is what the quick counter keeps of a piece shape on cubes:
// the rasters of its distinct orientations; the least of them, a key
// equal for two shapes exactly when a rotation takes one to the other;
// and the raster of one mirror image, which is among another shape's
// rasters exactly when a reflection takes the one to the other. The
// rasters are of one length, the product of the sides being the same,
// and are kept end to end, the mirror image's last.
type cubeShape struct {
	keys  []uint64
	n     int // each raster's length
	least int // where the least raster starts in keys
}

// orientations is how many distinct orientations the shape has.
func (cs *cubeShape) orientations() int { return len(cs.keys)/cs.n - 1 }

// raster is the raster of orientation i; of the mirror image where i is
// orientations().
func (cs *cubeShape) raster(i int) []uint64 { return cs.keys[i*cs.n : (i+1)*cs.n] }

// same reports whether a rotation takes the shape to o.
func (cs *cubeShape) same(o *cubeShape) bool {
	return slices.Equal(cs.keys[cs.least:cs.least+cs.n], o.keys[o.least:o.least+o.n])
}

// mirrors reports whether a reflection takes the shape to o.
func (cs *cubeShape) mirrors(o *cubeShape) bool {
	if cs.n != o.n {
		return false
	}
	m := cs.raster(cs.orientations())
	for i := range o.orientations() {
		if slices.Equal(o.raster(i), m) {
			return true
		}
	}
	return false
}

// at is k + c·coef. It takes c by its address: a copy of a cell, made
// for each of a loop's turns, cost three times the sum itself.
func at(k int, coef solver.Cell, c *solver.Cell) int {
	return k + c[0]*coef[0] + c[1]*coef[1] + c[2]*coef[2]
}

// cubeShapeOf finds a shape's keys, and calls each with each of its
// distinct orientations. They come in the order of solver.Rotations, the
// first of each kind kept, as solver.Grid.Orientations keeps them. buf
// is scratch, returned grown for the next call.
func cubeShapeOf(buf []uint64, cells []solver.Cell, each func(o orientation)) (cubeShape, []uint64) {
	lo, hi := solver.Bounds(cells)
	side := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	all, n, least := buf[:0], 0, -1
	// The rotations, then the first reflection.
	for u, t := range solver.Transforms[:len(solver.Rotations)+1] {
		o := orientation{t, lo, side}
		w := o.sides()
		k, coef := o.index(w[0], w[0]*w[1])
		from := len(all)
		all = raster(all, cells, k, coef, w)
		n = len(all) - from
		if u == len(solver.Rotations) {
			break
		}
		key := all[from:]
		if seenRaster(all[:from], key) {
			all = all[:from]
			continue
		}
		if least < 0 || slices.Compare(key, all[least:least+n]) < 0 {
			least = from
		}
		each(o)
	}
	return cubeShape{keys: slices.Clone(all), n: n, least: least}, all
}

// seenRaster reports whether key is one of the rasters end to end in
// all.
func seenRaster(all, key []uint64) bool {
	for i := 0; i < len(all); i += len(key) {
		if slices.Equal(all[i:i+len(key)], key) {
			return true
		}
	}
	return false
}

// sameCubeShape reports whether a rotation, or with mirror any transform,
// takes cube shape b onto a moved. Only the transforms that turn b's
// bounding box into a's are tried.
func sameCubeShape(a, b []solver.Cell, mirror bool) bool {
	if len(a) != len(b) {
		return false
	}
	var keyWords, bufWords [8]uint64
	key := shapeKey(keyWords[:0], a)
	alo, ahi := solver.Bounds(a)
	lo, hi := solver.Bounds(b)
	aside, side := ahi.Sub(alo).Add(solver.Cell{1, 1, 1}), hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	ts := solver.Transforms[:len(solver.Rotations)]
	if mirror {
		ts = solver.Transforms[:]
	}
	buf := bufWords[:0]
	for _, t := range ts {
		o := orientation{t, lo, side}
		if o.sides() != aside {
			continue
		}
		k, coef := o.index(aside[0], aside[0]*aside[1])
		if buf = raster(buf[:0], b, k, coef, aside); slices.Equal(buf, key) {
			return true
		}
	}
	return false
}
