package edit

import (
	"errors"
	"fmt"

	"github.com/cubist/cubist/solver"
)

// The puzzle's grid and the target's box.

// SetGrid puts p on grid g with a starting target, every cell of a block
// of g.StartSize(), and no pieces: cells mean nothing on another grid. The
// name, the palette and the mirror setting stay; paint goes with the
// cells.
func SetGrid(p *solver.Puzzle, g *solver.Grid) *solver.Puzzle {
	q := Clone(p)
	n := g.StartSize()
	q.SetGrid(g)
	q.Pieces, q.Target = nil, solver.Target{Box: &[3]int{n, n, n}}
	if !g.Boxes() {
		q.Target = solver.Target{}
		for z := range n {
			for y := range n {
				for x := range n {
					if c := (solver.Cell{x, y, z}); g.Valid(c) {
						q.Target.Cells = append(q.Target.Cells, c)
					}
				}
			}
		}
	}
	Tidy(q)
	return q
}

// NewPuzzle is an empty puzzle on grid g, named "My puzzle", with the
// starting target of SetGrid.
func NewPuzzle(g *solver.Grid) *solver.Puzzle {
	return SetGrid(&solver.Puzzle{Name: "My puzzle"}, g)
}

// ResizeBox sets the side of a box target along axis to n cells.
func ResizeBox(p *solver.Puzzle, axis, n int) (*solver.Puzzle, error) {
	if p.Target.Box == nil {
		return nil, errors.New("Size: the target is drawn cell by cell, not a box")
	}
	if axis < 0 || axis > 2 || n < 1 || n > solver.MaxCoord+1 {
		return nil, fmt.Errorf("The grid is 1 to %d cells along each side; %d is not.", solver.MaxCoord+1, n)
	}
	q := Clone(p)
	q.Target.Box[axis] = n
	Tidy(q)
	return q, nil
}
