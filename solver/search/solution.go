package search

import "github.com/cubist/cubist/solver"

// solution turns chosen rows into a Solution. Copies of a type are given
// to the type's member pieces in order of their lowest cell: first each
// member's fewest copies, then up to each one's most.
func (pr *Problem) solution(rows []int32) solver.Solution {
	// The rows by type, then lowest cell. Sorted as cells are (last
	// coordinate first), which shares the sort's code with them.
	order := make([]solver.Cell, 0, len(rows))
	for _, r := range rows {
		if pl := pr.places[r]; pl.typ != pr.holeType {
			order = append(order, solver.Cell{int(r), int(pl.cells[0]), int(pl.typ)})
		}
	}
	solver.SortCells(order)
	byPiece := make([][]solver.Placed, len(pr.puzzle.Pieces))
	used := make([]int, len(pr.types)) // type -> copies handed out
	for _, o := range order {
		pl := pr.places[o[0]]
		member := pr.memberFor(pl.typ, used[pl.typ])
		used[pl.typ]++
		p := solver.Placed{Name: pr.puzzle.Pieces[member].Name, Piece: member, Cells: make([]solver.Cell, len(pl.cells))}
		if pl.paint != nil {
			p.Paint = make([]string, len(pl.cells))
		}
		for i, c := range pl.cells {
			p.Cells[i] = pr.cells[c]
			if k := at32(pl.paint, i); k > 0 {
				p.Paint[i] = pr.puzzle.Colors[k-1].Name
			}
		}
		byPiece[member] = append(byPiece[member], p)
	}
	var out solver.Solution
	for _, ps := range byPiece {
		out.Pieces = append(out.Pieces, ps...)
	}
	return out
}

// memberFor names the piece entry that copy n (from 0) of type t stands
// for: the first copies fill each member's fewest, in order, and the rest
// fill each member up to its most.
func (pr *Problem) memberFor(t int32, n int) int {
	members := pr.types[t].members
	for _, m := range members {
		lo, _ := pr.puzzle.Pieces[m].Range()
		if n < lo {
			return m
		}
		n -= lo
	}
	for _, m := range members {
		lo, hi := pr.puzzle.Pieces[m].Range()
		if n < hi-lo {
			return m
		}
		n -= hi - lo
	}
	return members[len(members)-1]
}

// at32 returns list[i], or 0 for a nil list.
func at32(list []int32, i int) int32 {
	if list == nil {
		return 0
	}
	return list[i]
}
