package search

import (
	"context"
	"slices"

	"github.com/cubist/cubist/solver"
)

// MirrorFixes is for a puzzle with no solution. It tries each chiral piece
// mirrored in turn (one copy of it, if there are several) and returns the
// indexes of the pieces whose mirror image makes the set solvable: the
// usual sign of a piece that was made, or drawn, the wrong way round. It
// returns nil for a puzzle that already allows mirroring.
func MirrorFixes(ctx context.Context, p *solver.Puzzle, workers int) ([]int, error) {
	if p.Mirror {
		return nil, nil
	}
	var fixes []int
	g := p.GridOf()
	for i, pc := range p.Pieces {
		if !g.Chiral(pc.Cells, nil) || pc.Ranged() || len(pc.Paint) > 0 {
			continue // mirroring one copy of a range, or paint, is no simple fix
		}
		m, ok := g.Mirror(pc.Cells)
		if !ok {
			continue // no reflection of the grid keeps it on the grid
		}
		pr, err := Compile(withMirroredCopy(p, i, m))
		if err != nil {
			return nil, err
		}
		pr.FewSolutions()
		st, err := pr.Search(ctx, Options{Emit: EmitDistinct, Limit: 1, Workers: workers}, func(solver.Solution) bool { return true })
		if err != nil {
			return nil, err
		}
		if st.Emitted > 0 {
			fixes = append(fixes, i)
		}
	}
	return fixes, nil
}

// withMirroredCopy returns the puzzle with one copy of piece i mirrored,
// to the cells m.
func withMirroredCopy(p *solver.Puzzle, i int, m []solver.Cell) *solver.Puzzle {
	q := *p
	q.Pieces = slices.Clone(p.Pieces)
	pc := q.Pieces[i]
	mirrored := solver.Piece{Name: pc.Name + " (mirrored)", Cells: m, Color: pc.Color}
	if pc.Copies() == 1 {
		mirrored.Name = pc.Name
		q.Pieces[i] = mirrored
	} else {
		q.Pieces[i].Count = pc.Copies() - 1
		q.Pieces = append(q.Pieces[:i+1], append([]solver.Piece{mirrored}, q.Pieces[i+1:]...)...) // not slices.Insert: 5 kB more in the page
	}
	return &q
}
