package search

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// solution turns chosen rows into a Solution. Copies of a type are given
// to the type's member pieces in order of their lowest cell.
func (pr *Problem) solution(rows []int32) solver.Solution {
	rows = slices.Clone(rows)
	slices.SortFunc(rows, func(a, b int32) int {
		pa, pb := pr.places[a], pr.places[b]
		if pa.typ != pb.typ {
			return int(pa.typ - pb.typ)
		}
		return int(pa.cells[0] - pb.cells[0])
	})
	var out solver.Solution
	used := map[int32]int{} // type -> copies handed out
	for _, r := range rows {
		pl := pr.places[r]
		t := pr.types[pl.typ]
		n := used[pl.typ]
		used[pl.typ]++
		member := t.members[len(t.members)-1]
		for _, m := range t.members {
			if c := pr.puzzle.Pieces[m].Copies(); n < c {
				member = m
				break
			} else {
				n -= c
			}
		}
		p := solver.Placed{Name: pr.puzzle.Pieces[member].Name, Piece: member}
		for _, c := range pl.cells {
			p.Cells = append(p.Cells, pr.cells[c])
		}
		out.Pieces = append(out.Pieces, p)
	}
	slices.SortStableFunc(out.Pieces, func(a, b solver.Placed) int { return a.Piece - b.Piece })
	return out
}
