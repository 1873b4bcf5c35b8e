//go:build !page || turns

package assembly

import (
	"math"
	"sync/atomic"
)

// rowStencil is a stencil as cells counted from the line: where the
// turning centre lies at m (doubled, from the line), a cell of the
// stencil whose centre lies at f has row (f_b - m_b mod 2)/2 and column
// (f_k - m_k mod 2)/2. rows[r+row] holds the columns, bit 32+column, the
// cell where the turn ends included.
type rowStencil struct {
	r    int
	rows []uint64
}

// stencilReach bounds, doubled, how far from the line a cube's centre
// may lie for its stencil to be kept as rows: 48 is 24 cubes.
const stencilReach = 48

// rowStencils keeps the rows of every stencil made, for every
// disassembly on every goroutine, per q+2 (q of -2, -1, 1, 2) and centre.
var rowStencils [5][(2*stencilReach + 1) * (2*stencilReach + 1)]atomic.Pointer[rowStencil]

// made returns the stencil of (mx, my) turning q quarters as rows where
// stencilRows has made it, else nil.
func made(mx, my int32, q int) *rowStencil {
	if mx < -stencilReach || mx > stencilReach || my < -stencilReach || my > stencilReach {
		return nil
	}
	return rowStencils[q+2][(mx+stencilReach)*(2*stencilReach+1)+my+stencilReach].Load()
}

// stencilRows returns the stencil of a sharp square whose centre, doubled,
// is at (mx, my) from the line, turning q quarters, as rows; nil where
// the centre lies beyond stencilReach.
func (t *turner) stencilRows(mx, my int32, q int) *rowStencil {
	if mx < -stencilReach || mx > stencilReach || my < -stencilReach || my > stencilReach {
		return nil
	}
	slot := &rowStencils[q+2][(mx+stencilReach)*(2*stencilReach+1)+my+stencilReach]
	if s := slot.Load(); s != nil {
		return s
	}
	list := t.stencilCells(mx, my, q)
	ex, ey := mx, my // where it ends
	for range (q + 4) % 4 {
		ex, ey = -ey, ex
	}
	list = append(list, [2]int32{ex, ey})
	s := asRows(list, mx, my)
	if s != nil {
		slot.Store(s)
	}
	return s
}

// asRows lays out the cells list, centres doubled from the line, of the
// stencil of (mx, my) as rows; nil where they are wider than a word.
func asRows(list [][2]int32, mx, my int32) *rowStencil {
	sx, sy := mx&1, my&1
	s := &rowStencil{}
	for _, f := range list {
		s.r = max(s.r, int(abs32(f[0]-sx)/2), int(abs32(f[1]-sy)/2))
	}
	if s.r > 31 {
		return nil
	}
	s.rows = make([]uint64, 2*s.r+1)
	for _, f := range list {
		s.rows[s.r+int(f[0]-sx)/2] |= 1 << (32 + (f[1]-sy)/2)
	}
	return s
}

// quickStencils keeps the quick stencils made, as rowStencils does.
var quickStencils [5][(2*stencilReach + 1) * (2*stencilReach + 1)]atomic.Pointer[rowStencil]

// quickRows returns part of the stencil of (mx, my) turning q quarters,
// as rows: the cells the square's centre lies inside at every sixteenth
// of a quarter turn, the last where it ends. The turning square meets
// each of them, its centre lying inside both, so a turn that meets
// another piece there is stopped; one that meets none is tried with the
// whole stencil. It costs a few sines to make, where the whole stencil
// costs a sweep of each square near the arc. Nil where the centre lies
// beyond stencilReach.
func quickRows(mx, my int32, q int) *rowStencil {
	if mx < -stencilReach || mx > stencilReach || my < -stencilReach || my > stencilReach {
		return nil
	}
	slot := &quickStencils[q+2][(mx+stencilReach)*(2*stencilReach+1)+my+stencilReach]
	if s := slot.Load(); s != nil {
		return s
	}
	sx, sy := float64(mx&1), float64(my&1)
	var list [][2]int32
	steps := 16 * max(q, -q)
	for k := 1; k <= steps; k++ {
		sin, cos := math.Sincos(float64(q) * math.Pi / 2 * float64(k) / float64(steps))
		x, y := cos*float64(mx)-sin*float64(my), sin*float64(mx)+cos*float64(my)
		// The cell, centre doubled with m's parity, that holds it inside.
		fx, fy := 2*math.Round((x-sx)/2)+sx, 2*math.Round((y-sy)/2)+sy
		if math.Abs(x-fx) < 1-1e-9 && math.Abs(y-fy) < 1-1e-9 {
			list = append(list, [2]int32{int32(fx), int32(fy)})
		}
	}
	s := asRows(list, mx, my)
	if s != nil {
		slot.Store(s)
	}
	return s
}

// stencilCells lists the stencil of (mx, my) turning q quarters (see
// stencil), made from the turns counterclockwise of centres in one
// quadrant: a stencil turns with its centre, and a clockwise one is the
// mirror image of a counterclockwise one. The list is the caller's.
func (t *turner) stencilCells(mx, my int32, q int) [][2]int32 {
	switch q {
	case -1, -2:
		out := t.stencilCells(mx, -my, -q)
		for i := range out {
			out[i][1] = -out[i][1]
		}
		return out
	}
	k := 0 // quarter turns counterclockwise into the quadrant x > 0, y >= 0
	for (mx <= 0 || my < 0) && (mx != 0 || my != 0) {
		mx, my, k = -my, mx, k+1
	}
	base := t.stencil(mx, my, q)
	out := make([][2]int32, len(base))
	for i, f := range base {
		for range (4 - k) % 4 {
			f = [2]int32{-f[1], f[0]}
		}
		out[i] = f
	}
	return out
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
