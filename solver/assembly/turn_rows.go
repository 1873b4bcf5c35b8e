//go:build !page || turns

package assembly

import (
	"math"
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// With sharp edges, whether a turn is free is a matter of cells alone: a
// turning square is stopped exactly by another piece's square in its
// stencil (see stencil), or on the square where it ends. So the sharp
// case tests each line against rows of bits: the other pieces' cells in
// the group's layers, a word a row, and each stencil as words of
// offsets. A candidate line costs a few words a cube, where the tests
// for bevelled edges cost a sweep.

// layerRows holds the cells of the pieces outside a group, in the
// group's layers across one axis: row (layer, b) is a word of bits along
// k from lo[2]. Cells beyond the rows lie beyond every stencil of the
// group's turns.
type layerRows struct {
	axis int
	lo   [3]int // lowest layer along the axis, lowest b, lowest k
	rows int    // rows a layer
	bits []uint64
	own  []uint64 // the group's cells, laid out as bits
	// edge lists the group's cells with a neighbour in their layer, along
	// a side or across a corner, that is not the group's: only they can
	// be the first to meet another piece. The one that last stopped a
	// turn comes first.
	edge   []edgeCell
	killer int // the row, from the turning cell's own, that last stopped a turn
}

// edgeCell is a cell of a group's edge: its centre across the axis,
// doubled, and where its layer's rows start in bits.
type edgeCell struct {
	b, k, layer int32
}

// fill lays out, for a turn of group g of the part at position cur
// about axis, the other pieces' cells within reach of the group's cells,
// in lo..hi, turning about a line within box (doubled); t.boxes holds the
// pieces' boxes there (see place). It reports false where they do not
// fit in words, and the sharp test cannot be used.
func (l *layerRows) fill(t *turner, g uint64, cur []int16, axis int, lo, hi solver.Cell, box [4]int32) bool {
	b, k := (axis+1)%3, (axis+2)%3
	// The farthest a centre can lie from a line of the box, doubled, and
	// a stencil's reach beyond it, in cells.
	far := 0.0
	for _, x := range [2]int32{int32(2 * lo[b]), int32(2*hi[b] + 2)} {
		for _, y := range [2]int32{int32(2 * lo[k]), int32(2*hi[k] + 2)} {
			for _, px := range [2]int32{box[0], box[1]} {
				for _, py := range [2]int32{box[2], box[3]} {
					far = max(far, math.Hypot(float64(x-px), float64(y-py)))
				}
			}
		}
	}
	// A stencil's centres lie within far + 2.83 of the line, doubled,
	// and the line within the box; and only the part's cells count.
	reach := int(far/2) + 3
	plo, phi := t.boxes[0][0], t.boxes[0][1]
	for _, bx := range t.boxes[1:] {
		for a := range 3 {
			plo[a], phi[a] = min(plo[a], bx[0][a]), max(phi[a], bx[1][a])
		}
	}
	n := len(cur) / 4
	l.axis = axis
	l.lo = [3]int{lo[axis], max(lo[b]-reach, plo[b]), max(lo[k]-reach, plo[k])}
	if min(hi[k]+reach, phi[k])-l.lo[2] >= 64 {
		return false
	}
	l.rows = min(hi[b]+reach, phi[b]) - l.lo[1] + 1
	layers := hi[axis] - lo[axis] + 1
	if cap(l.bits) < layers*l.rows {
		l.bits, l.own = make([]uint64, layers*l.rows), make([]uint64, layers*l.rows)
	}
	l.bits, l.own = l.bits[:layers*l.rows], l.own[:layers*l.rows]
	clear(l.bits)
	clear(l.own)
	for i := range n {
		into := l.bits
		if g&(1<<i) != 0 {
			into = l.own
		}
		l.lay(t, cur, i, lo[axis], layers, into)
	}
	// A cell is inside where its eight neighbours in the layer are the
	// group's; the rest are its edge.
	l.edge = l.edge[:0]
	for z := range layers {
		own := l.own[z*l.rows : (z+1)*l.rows]
		for r, w := range own {
			if w == 0 {
				continue
			}
			in := w & (w << 1) & (w >> 1)
			for _, dr := range [2]int{-1, 1} {
				if r+dr < 0 || r+dr >= len(own) {
					in = 0
					break
				}
				v := own[r+dr]
				in &= v & (v << 1) & (v >> 1)
			}
			for e := w &^ in; e != 0; e &= e - 1 {
				l.edge = append(l.edge, edgeCell{
					b:     int32(2*(l.lo[1]+r) + 1),
					k:     int32(2*(l.lo[2]+bits.TrailingZeros64(e)) + 1),
					layer: int32(z * l.rows),
				})
			}
		}
	}
	return true
}

// lay ors piece i of the part at position cur into rows, those of the
// layers from lo along the axis, from the gap cache's rows of its shape.
func (l *layerRows) lay(t *turner, cur []int16, i, lo, layers int, into []uint64) {
	axis := l.axis
	b, k := (axis+1)%3, (axis+2)%3
	off := [3]int{int(cur[4*i]), int(cur[4*i+1]), int(cur[4*i+2])}
	rw := t.gaps.rows[cur[4*i+3]]
	// Its lines along k, by layer u then row v.
	z0, r0, x0 := rw.lo[axis]+off[axis]-lo, rw.lo[b]+off[b]-l.lo[1], rw.lo[k]+off[k]-l.lo[2]
	if x0 <= -64 || x0 >= 64 {
		return
	}
	for u := max(0, -z0); u < rw.size[axis] && z0+u < layers; u++ {
		line := rw.line[k][u*rw.size[b] : (u+1)*rw.size[b]]
		row := into[(z0+u)*l.rows : (z0+u+1)*l.rows]
		for v := max(0, -r0); v < len(line) && r0+v < len(row); v++ {
			if x0 >= 0 {
				row[r0+v] |= line[v] << uint(x0)
			} else {
				row[r0+v] |= line[v] >> uint(-x0)
			}
		}
	}
}

// free reports whether the group turns as ts says without meeting
// another piece; known is false where a stencil is not kept as rows.
// Where a cell's whole stencil is not made yet, its quick one is tried
// first (see quickRows): it stops most turns that are stopped, and costs
// little to make.
func (l *layerRows) free(t *turner, ts turnSpec) (free, known bool) {
	for i, e := range l.edge {
		mx, my := e.b-ts.p[0], e.k-ts.p[1]
		s := made(mx, my, int(ts.q))
		stopped := false
		if s == nil {
			// The quick stencil first; where it meets nothing, the whole.
			if s = quickRows(mx, my, int(ts.q)); s == nil {
				return false, false
			}
			if stopped = l.meets(s, e, ts, mx, my); !stopped {
				if s = t.stencilRows(mx, my, int(ts.q)); s == nil {
					return false, false
				}
			}
		}
		if stopped || l.meets(s, e, ts, mx, my) {
			l.edge[0], l.edge[i] = l.edge[i], l.edge[0]
			return false, true
		}
	}
	return true, true
}

// meets reports whether stencil s of edge cell e, whose centre lies at
// (mx, my) from the line of ts (doubled), meets another piece's cell.
func (l *layerRows) meets(s *rowStencil, e edgeCell, ts turnSpec, mx, my int32) bool {
	// Row and column 0 of the stencil are the cells whose centres lie at
	// m mod 2 from the line.
	row0 := int((mx&1+ts.p[0]-1)>>1) - s.r - l.lo[1]
	shift := int((my&1+ts.p[1]-1)>>1) - l.lo[2] - 32
	from, to := max(0, -row0), min(len(s.rows), l.rows-row0)
	if from >= to {
		return false
	}
	rows, layer := s.rows[from:to], l.bits[int(e.layer)+row0+from:int(e.layer)+row0+to]
	// First the row, counted from the cell's own, that stopped the last
	// turn stopped.
	own := int(mx-mx&1)/2 + s.r - from
	if shift >= 0 {
		if j := own + l.killer; j >= 0 && j < len(rows) && layer[j]&(rows[j]<<uint(shift)) != 0 {
			return true
		}
		for j, w := range rows {
			if layer[j]&(w<<uint(shift)) != 0 {
				l.killer = j - own
				return true
			}
		}
		return false
	}
	if j := own + l.killer; j >= 0 && j < len(rows) && layer[j]&(rows[j]>>uint(-shift)) != 0 {
		return true
	}
	for j, w := range rows {
		if layer[j]&(w>>uint(-shift)) != 0 {
			l.killer = j - own
			return true
		}
	}
	return false
}
