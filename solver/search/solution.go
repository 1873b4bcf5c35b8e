package search

import "github.com/cubist/cubist/solver"

// solution turns chosen rows into a Solution. Copies of a type are given
// to the type's member pieces in order of their lowest cell.
func (pr *Problem) solution(rows []int32) solver.Solution {
	// The rows by type, then lowest cell. Sorted as cells are (last
	// coordinate first), which shares the sort's code with them.
	order := make([]solver.Cell, len(rows))
	for i, r := range rows {
		pl := pr.places[r]
		order[i] = solver.Cell{int(r), int(pl.cells[0]), int(pl.typ)}
	}
	solver.SortCells(order)
	byPiece := make([][]solver.Placed, len(pr.puzzle.Pieces))
	used := map[int32]int{} // type -> copies handed out
	for _, o := range order {
		pl := pr.places[o[0]]
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
		byPiece[member] = append(byPiece[member], p)
	}
	var out solver.Solution
	for _, ps := range byPiece {
		out.Pieces = append(out.Pieces, ps...)
	}
	return out
}
