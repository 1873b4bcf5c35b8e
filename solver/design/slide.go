package design

import "github.com/cubist/cubist/solver"

// Placements in a target that fills its box, by shifting bits.
//
// There the cells of the box are the target's, by index, x then y then
// z, so one orientation of a piece, moved by one step along x, is its set
// of cells shifted by one; and every place where its box fits is a
// placement. A set shifted is the placement, with no cell looked up: the
// loop the general way runs cell by cell, and in the browser's
// WebAssembly each turn of a loop costs more than it does natively.

// shl is the set with every cell's index n higher; cells past the
// set's last are lost.
func (s cellSet) shl(n int) cellSet {
	var t cellSet
	w, b := n>>6, uint(n&63)
	for i := w; i < len(t); i++ {
		t[i] = s[i-w] << b
		if i > w {
			t[i] |= s[i-w-1] >> (64 - b) // 0 where b is 0
		}
	}
	return t
}

// shl1 is the set with every cell's index one higher.
func (s cellSet) shl1() cellSet {
	return cellSet{s[0] << 1, s[1]<<1 | s[0]>>63, s[2]<<1 | s[1]>>63, s[3]<<1 | s[2]>>63}
}

// slide appends to places the placements of one orientation of cells in
// the box, which it fits: cell c at index k + c·coef from the box's
// origin, the orientation's sides w. They come in the order the general
// way finds them: z, then y, then x.
func (q *quick) slide(places []cellSet, cells []solver.Cell, k int, coef, w solver.Cell) []cellSet {
	var m cellSet
	for j := range cells {
		m.add(at(k, coef, &cells[j]))
	}
	sx, sy := q.span[0], q.span[0]*q.span[1]
	for z := 0; z+w[2] <= q.span[2]; z++ {
		for y := 0; y+w[1] <= q.span[1]; y++ {
			row := m.shl(z*sy + y*sx)
			for x := 0; x+w[0] <= q.span[0]; x++ {
				places = append(places, row)
				row = row.shl1()
			}
		}
	}
	return places
}
