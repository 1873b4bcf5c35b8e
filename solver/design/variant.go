package design

import (
	"fmt"
	"math/rand/v2"

	"github.com/cubist/cubist/solver"
)

// dissection is a variant: which piece owns each cell of the start's
// solution.
type dissection struct {
	cells []solver.Cell       // the filled cells, in order
	index map[solver.Cell]int // cell -> position in cells
	owner []int               // per cell: its piece
	size  []int               // per piece: its cells
}

func newDissection(sol solver.Solution) *dissection {
	d := &dissection{index: map[solver.Cell]int{}, size: make([]int, len(sol.Pieces))}
	for i, pl := range sol.Pieces {
		for _, c := range pl.Cells {
			d.index[c] = len(d.cells)
			d.cells = append(d.cells, c)
			d.owner = append(d.owner, i)
			d.size[i]++
		}
	}
	return d
}

func (d *dissection) clone() *dissection {
	c := *d
	c.owner = append([]int(nil), d.owner...)
	c.size = append([]int(nil), d.size...)
	return &c
}

// pieceCells lists the cells of piece i.
func (d *dissection) pieceCells(i int) []solver.Cell {
	var out []solver.Cell
	for k, c := range d.cells {
		if d.owner[k] == i {
			out = append(out, c)
		}
	}
	return out
}

var steps = [6]solver.Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}

// move gives a cube of one piece to a face neighbour of another, keeping
// every piece connected and within [lo, hi] cubes; false when the tries
// found no such move.
func (d *dissection) move(r *rand.Rand, lo, hi int) bool {
	for range 200 {
		k := r.IntN(len(d.cells))
		from := d.owner[k]
		if d.size[from]-1 < lo {
			continue
		}
		s := steps[r.IntN(6)]
		j, ok := d.index[d.cells[k].Add(s)]
		if !ok || d.owner[j] == from || d.size[d.owner[j]]+1 > hi {
			continue
		}
		to := d.owner[j]
		d.owner[k] = to
		if !solver.Connected(d.pieceCells(from)) {
			d.owner[k] = from
			continue
		}
		d.size[from]--
		d.size[to]++
		return true
	}
	return false
}

// puzzle builds the variant's puzzle: the start's target and mirror flag,
// each piece its cells moved to the origin, with its name and colour.
func (d *dissection) puzzle(start *solver.Puzzle, names, colors []string) *solver.Puzzle {
	p := &solver.Puzzle{Name: start.Name, Target: start.Target, Mirror: start.Mirror}
	for i := range d.size {
		p.Pieces = append(p.Pieces, solver.Piece{Name: names[i], Cells: solver.Normalize(d.pieceCells(i)), Color: colors[i]})
	}
	return p
}

// solution is the dissection as a solution of its own puzzle.
func (d *dissection) solution(names []string) solver.Solution {
	sol := solver.Solution{Pieces: make([]solver.Placed, len(d.size))}
	for i := range sol.Pieces {
		sol.Pieces[i] = solver.Placed{Name: names[i], Piece: i, Cells: d.pieceCells(i)}
	}
	return sol
}

// changed lists the cells whose piece differs from the start's.
func (d *dissection) changed(start *dissection) []solver.Cell {
	var out []solver.Cell
	for k, c := range d.cells {
		if d.owner[k] != start.owner[k] {
			out = append(out, c)
		}
	}
	return out
}

// alike reports whether two pieces of p have the same shape under the
// transforms the puzzle allows.
func alike(p *solver.Puzzle) bool {
	group := solver.Rotations
	if p.Mirror {
		group = solver.Transforms
	}
	seen := map[string]bool{}
	for _, pc := range p.Pieces {
		k := solver.CanonicalKey(pc.Cells, group)
		if seen[k] {
			return true
		}
		seen[k] = true
	}
	return false
}

// key identifies a dissection, for not judging one twice.
func (d *dissection) key() string { return fmt.Sprint(d.owner) }
