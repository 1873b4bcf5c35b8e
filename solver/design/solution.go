package design

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// A variant as a solution of its own puzzle, and as that puzzle.

// solutionRoom is room for a dissection's solution (see solutionIn),
// used again from one variant to the next.
type solutionRoom struct {
	n      []int
	all    []solver.Cell
	cells  [][]solver.Cell
	pieces []solver.Placed
}

// piecesCells lists the cells of every piece, all in one array, in room
// (nil for new room).
func (d *dissection) piecesCells(room *solutionRoom) [][]solver.Cell {
	if room == nil {
		room = &solutionRoom{}
	}
	n := slices.Grow(room.n[:0], len(d.size))[:len(d.size)]
	total := 0
	if d.single != nil { // a piece's cells are its solids
		copy(n, d.size)
		for _, size := range d.size {
			total += size
		}
	} else {
		clear(n)
		for k, o := range d.owner {
			if o >= 0 {
				n[o] += len(d.cells[k])
				total += len(d.cells[k])
			}
		}
	}
	all := slices.Grow(room.all[:0], total)[:total]
	out := slices.Grow(room.cells[:0], len(d.size))[:len(d.size)]
	at := 0
	for i := range out {
		size := n[i]
		out[i] = all[at : at+size : at+size]
		n[i] = at // from here, where piece i's next cell goes
		at += size
	}
	if d.single != nil {
		for k, o := range d.owner {
			if o >= 0 {
				all[n[o]] = d.single[k]
				n[o]++
			}
		}
	} else {
		for k, o := range d.owner {
			if o < 0 {
				continue
			}
			// Cell by cell: a copy of one cell costs a call where the
			// program is WebAssembly.
			for _, c := range d.cells[k] {
				all[n[o]] = c
				n[o]++
			}
		}
	}
	room.n, room.all, room.cells = n, all, out
	return out
}

// puzzle builds the variant's puzzle: the start's grid, target and mirror
// flag, each piece its cells normalized on the grid, with its name and
// colour. Where the variants have holes, every inner solid of the target
// is optional: the holes may lie anywhere inside, unseen.
func (d *dissection) puzzle(start *solver.Puzzle, names, colors []string) *solver.Puzzle {
	return d.puzzleOf(start, d.solution(names), colors)
}

// puzzleOf is puzzle, from the dissection as a solution (see solution).
func (d *dissection) puzzleOf(start *solver.Puzzle, own solver.Solution, colors []string) *solver.Puzzle {
	p := &solver.Puzzle{Name: start.Name, Grid: start.Grid, Target: start.Target, Mirror: start.Mirror}
	if d.inner != nil {
		p.Target.Optional = nil
		for k, in := range d.inner {
			if in {
				p.Target.Optional = append(p.Target.Optional, d.cells[k]...)
			}
		}
	}
	p.Pieces = make([]solver.Piece, len(own.Pieces))
	for i, pl := range own.Pieces {
		p.Pieces[i] = solver.Piece{Name: pl.Name, Cells: d.grid.Normalize(pl.Cells), Color: colors[i]}
	}
	return p
}

// solution is the dissection as a solution of its own puzzle.
func (d *dissection) solution(names []string) solver.Solution {
	return d.solutionIn(names, &solutionRoom{})
}

// solutionIn is solution, made in room: it holds until room is used
// again, so it is for a variant whose solution is not kept.
func (d *dissection) solutionIn(names []string, room *solutionRoom) solver.Solution {
	cells := d.piecesCells(room)
	sol := solver.Solution{Pieces: slices.Grow(room.pieces[:0], len(cells))[:len(cells)]}
	for i, cells := range cells {
		sol.Pieces[i] = solver.Placed{Name: names[i], Piece: i, Cells: cells}
	}
	room.pieces = sol.Pieces
	return sol
}

// changed lists the cells whose piece differs from the start's.
// They are counted first, and the list made once: it is made for every
// variant judged, and grown a cell at a time it was most of what offer
// cost in the page.
func (d *dissection) changed(start *dissection) []solver.Cell {
	n := 0
	for k, cells := range d.cells {
		if d.owner[k] != start.owner[k] {
			n += len(cells)
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]solver.Cell, 0, n)
	for k, cells := range d.cells {
		if d.owner[k] != start.owner[k] {
			for _, c := range cells { // see piecesCells
				out = append(out, c)
			}
		}
	}
	return out
}
