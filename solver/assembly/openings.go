package assembly

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// Start says how an assembled solution can first move.
type Start struct {
	// Openings lists the parts that can leave at the first move (see
	// Openings), and Free counts the pieces that can leave alone then.
	Openings [][]int
	Free     int
	// Slides counts the first moves that shift a part without taking it
	// out: 0 for a solution that is rigid, or that only opens.
	Slides int
}

// FirstMoves says how a solution can first move: its openings and its
// other first moves, on grid g, which must take puzzles apart. It is the
// zero Start for more than MaxPieces pieces.
func FirstMoves(sol solver.Solution, g *solver.Grid) Start {
	var m *Memory // none: the method measures anew
	return m.FirstMoves(sol, g)
}

// atStart hands f the matrix of the solution's pieces in their places,
// measured with mem where it is not nil. The matrix and its tables are a
// spare disassembler's, so that the design search, which asks this of
// every variant, allocates little.
func atStart(sol solver.Solution, g *solver.Grid, mem *Memory, f func(m *matrix)) {
	n := len(sol.Pieces)
	d := spare.Get().(*disassembler)
	defer spare.Put(d)
	cells := make([][]solver.Cell, n)
	ids := make([]int, n)
	for i, p := range sol.Pieces {
		cells[i], ids[i] = p.Cells, i
	}
	gc := d.mine
	if mem != nil {
		gc = mem.ready(cells, g)
	} else {
		gc.start(cells, g)
	}
	d.m.fill(gc, ids, make([]int16, 3*n), 3)
	f(&d.m)
}

// Openings lists the ways a solution opens at its first move: each part
// (one piece, or a group of pieces that move together) that can leave the
// assembled solution for good by one slide along an axis, with the rest
// staying. A part leaving one way is the rest leaving the other, so each
// split is listed once, by its smaller side (the one with the lower index
// when both are as large), as the sorted indexes of its pieces in the
// solution, smallest parts first. A solution with none does not
// come apart at level 1. Free counts the pieces that can come out alone
// at the first move. Both are empty for more than MaxPieces pieces. g is
// the solution's grid, which must take puzzles apart.
func Openings(sol solver.Solution, g *solver.Grid) (parts [][]int, free int) {
	n := len(sol.Pieces)
	if n < 2 || n > MaxPieces {
		return nil, 0
	}
	atStart(sol, g, nil, func(m *matrix) { parts, free = openings(m) })
	return parts, free
}

// openings finds the openings of the part m holds.
func openings(m *matrix) (parts [][]int, free int) {
	n := m.n
	all := uint64(1)<<n - 1
	var groups []uint64
	var alone uint64
	for dir := range m.nd {
		for p := range n {
			g := m.closureFar(dir, p, n)
			if g == 1<<p {
				alone |= g
			}
			if g == all {
				continue
			}
			if r := all &^ g; bits.OnesCount64(r) < bits.OnesCount64(g) || bits.OnesCount64(r) == bits.OnesCount64(g) && r&1 != 0 {
				g = r
			}
			if !containsGroup(groups, g) {
				groups = append(groups, g)
			}
		}
	}
	parts = make([][]int, 0, len(groups))
	for size := 1; size < n; size++ {
		for _, g := range groups {
			if bits.OnesCount64(g) != size {
				continue
			}
			var part []int
			for ; g != 0; g &= g - 1 {
				part = append(part, bits.TrailingZeros64(g))
			}
			parts = append(parts, part)
		}
	}
	return parts, bits.OnesCount64(alone)
}
