package assembly

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// Memory keeps what taking solutions apart measures between their pieces,
// how far each of two pieces can slide towards the other at each offset,
// from one solution to the next. A caller that takes apart many solutions
// sharing most of their pieces, as the design search does with the
// variants of one puzzle, then measures again only the pairs a change
// touched. Pieces are known by their cells, in their order. A Memory
// serves one goroutine at a time; its zero value is ready to use.
type Memory struct {
	gaps  gapCache
	grid  *solver.Grid
	known map[uint64]int // a piece's cells, hashed: its shape in gaps
}

// maxAnswers bounds the answers a Memory keeps before it forgets them all.
const maxAnswers = 1 << 16

// ready readies the memory's gaps for the pieces cells on grid: each
// piece is given the shape of the piece met before with the same cells,
// or a new one. It forgets all it knew when it would pass maxShapes.
func (m *Memory) ready(cells [][]solver.Cell, grid *solver.Grid) *gapCache {
	g := &m.gaps
	n := len(cells)
	if m.known == nil || m.grid != grid || len(g.rows)+n > maxShapes || g.used > maxAnswers || len(g.last) != 2*n*n {
		m.forget(grid, n)
	}
	// A piece whose cells are those it had last keeps its shape without
	// a hash: most do, from one solution to the next, and from the first
	// moves of a solution to its disassembly.
	if len(g.shape) != n {
		g.shape = slices.Grow(g.shape[:0], n)[:n]
		clear(g.shape)
	}
	for i, cs := range cells {
		if k := g.shape[i]; k < len(g.rows) && slices.Equal(g.rows[k].cells, cs) {
			continue
		}
		h := hashCells(cs)
		k, ok := m.known[h]
		if !ok || !slices.Equal(g.rows[k].cells, cs) {
			k = len(g.rows)
			g.rows = slices.Grow(g.rows, 1)[:k+1]
			r := g.rows[k]
			if r == nil {
				r = &rows{}
				g.rows[k] = r
			}
			r.set(append(r.cells[:0], cs...)) // the caller may reuse cs
			m.known[h] = k
		}
		g.shape[i] = k
	}
	return g
}

// forget empties the memory, keeping its tables, for n pieces on grid.
func (m *Memory) forget(grid *solver.Grid, n int) {
	g := &m.gaps
	m.grid = grid
	if m.known == nil {
		m.known = make(map[uint64]int)
	}
	clear(m.known)
	g.grid = nil // as start sets it
	if !grid.SlidesByRows() {
		g.grid = grid
	}
	g.rows, g.n, g.direct = g.rows[:0], n, false
	if len(g.table) == 0 {
		g.grow(1 << 10)
	} else if g.used > 0 {
		clear(g.table)
	}
	g.used = 0
	// The answers given last are keyed by shapes, which are numbered
	// anew from here.
	g.last = slices.Grow(g.last[:0], 2*n*n)[:2*n*n]
	clear(g.last)
}

// hashCells hashes a piece's cells, in their order: one multiply a cell,
// whose coordinates (under 64) each take 21 bits of the word.
func hashCells(cells []solver.Cell) uint64 {
	h := uint64(len(cells))
	for i := range cells {
		c := &cells[i]
		h = (h ^ uint64(c[0]) ^ uint64(c[1])<<21 ^ uint64(c[2])<<42) * 0x9e3779b97f4a7c15
	}
	return h ^ h>>29
}

// FirstMoves is FirstMoves (the function), measuring with the memory; a
// nil Memory measures anew.
func (m *Memory) FirstMoves(sol solver.Solution, g *solver.Grid) Start {
	n := len(sol.Pieces)
	if n < 2 || n > MaxPieces {
		return Start{}
	}
	var st Start
	atStart(sol, g, m, func(mx *matrix) {
		st.Openings, st.Free = openings(mx)
		st.Slides = len(mx.moves(nil))
	})
	return st
}
