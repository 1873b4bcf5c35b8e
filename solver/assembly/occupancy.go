//go:build !page || turns

package assembly

import "github.com/cubist/cubist/solver"

// occupancy says which piece of a part holds each cell, at one position:
// a box of cells one larger than the part all round, each 1 + the
// piece's place in the part, 0 for empty; and each piece's cells there.
type occupancy struct {
	lo, size solver.Cell
	at       []int8
	cells    [][]solver.Cell // per piece of the part
}

// fill lays out the part at position cur (four numbers a piece) of t.
func (o *occupancy) fill(t *turner, cur []int16) {
	n := len(cur) / 4
	for len(o.cells) < n {
		o.cells = append(o.cells, nil)
	}
	var lo, hi solver.Cell
	for i := range n {
		off := solver.Cell{int(cur[4*i]), int(cur[4*i+1]), int(cur[4*i+2])}
		o.cells[i] = o.cells[i][:0]
		for _, c := range t.shapes[cur[4*i+3]] {
			o.cells[i] = append(o.cells[i], c.Add(off))
		}
		l, h := solver.Bounds(o.cells[i])
		if i == 0 {
			lo, hi = l, h
		}
		for a := range 3 {
			lo[a], hi[a] = min(lo[a], l[a]), max(hi[a], h[a])
		}
	}
	for a := range 3 {
		o.lo[a], o.size[a] = lo[a]-1, hi[a]-lo[a]+3
	}
	k := o.size[0] * o.size[1] * o.size[2]
	if cap(o.at) < k {
		o.at = make([]int8, k)
	}
	o.at = o.at[:k]
	clear(o.at)
	for i := range n {
		for _, c := range o.cells[i] {
			o.at[o.index(c)] = int8(i + 1)
		}
	}
}

// index is where cell c, which must be in the box, is kept.
func (o *occupancy) index(c solver.Cell) int {
	c = c.Sub(o.lo)
	return (c[2]*o.size[1]+c[1])*o.size[0] + c[0]
}

// holder is 1 + the place in the part of the piece that holds c, 0 where
// none does.
func (o *occupancy) holder(c solver.Cell) int {
	for a := range 3 {
		if c[a] < o.lo[a] || c[a] >= o.lo[a]+o.size[a] {
			return 0
		}
	}
	return int(o.at[o.index(c)])
}

// other reports whether a piece outside group g holds c.
func (o *occupancy) other(c solver.Cell, g uint64) bool {
	h := o.holder(c)
	return h != 0 && g&(1<<(h-1)) == 0
}

// cuts says which corners of the square of c, in its layer across axis,
// a bevel cuts (see cellPoly): those where the piece turns outward, the
// two squares beside the corner being another's or empty. None when
// bevel is 0.
func (o *occupancy) cuts(c solver.Cell, axis int, bevel float64) uint8 {
	if bevel <= 0 {
		return 0
	}
	b, k := (axis+1)%3, (axis+2)%3
	h := o.holder(c)
	same := func(db, dk int) bool {
		nb := c
		nb[b] += db
		nb[k] += dk
		return o.holder(nb) == h
	}
	var cut uint8
	for bit, d := range [4][2]int{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		if !same(d[0], 0) && !same(0, d[1]) {
			cut |= 1 << bit
		}
	}
	return cut
}
