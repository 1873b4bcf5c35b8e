package search

import "github.com/cubist/cubist/solver"

// A target with optional cells is searched as if every cell were
// required, with one more piece type: the holes, a one-cell piece whose
// placements are the optional cells, one each, in as many copies as a
// solution may leave empty. A search then fills every cell, each with a
// piece or a hole, and the engines need nothing of their own for
// optional cells: the bit boards choose the most constrained cell among
// all of them, a hole being one more way to fill an optional cell; a
// hole's type runs out as any type does, after which the optional cells
// must be covered by pieces; and a placement that lies wholly in
// optional cells is found through those cells. The target's symmetries
// map holes as they map pieces, but the holes never carry the
// restriction that breaks them (classChoices says why). Dancing links
// leave the holes' type out and keep the optional cells secondary, as
// newMatrix says. Solutions leave the holes out.

// addHoleType appends the type of the holes to pr.types: as many copies
// as a solution can leave empty, at most maxHoles where it is set, and
// as few as the pieces leave uncovered. It comes after the pieces'
// types, so theirs keep their numbers. Where no cell may stay empty, it
// makes every cell required instead.
func (pr *Problem) addHoleType(maxHoles *int) {
	least, most := 0, 0 // the fewest and the most cells the pieces cover
	for _, t := range pr.types {
		least += t.least * len(t.shape)
		most += t.count * len(t.shape)
	}
	hi := min(len(pr.cells)-pr.required, len(pr.cells)-least)
	if maxHoles != nil {
		hi = min(hi, *maxHoles)
	}
	if hi <= 0 {
		pr.required = len(pr.cells) // no cell may stay empty
		return
	}
	lo := max(0, len(pr.cells)-most)
	pr.holeType = int32(len(pr.types))
	pr.types = append(pr.types, pieceType{shape: []solver.Cell{{}}, count: hi, least: min(lo, hi), partner: -1})
}

// placeHoles adds a hole's placement at every optional cell, in the
// cells' order.
func (pr *Problem) placeHoles() {
	for c := pr.required; c < len(pr.cells); c++ {
		pr.places = append(pr.places, placement{typ: pr.holeType, anchor: int32(c), cells: []int32{int32(c)}})
	}
}

// cover is the number of cells, first in pr.cells, that every solution
// fills with a piece or a hole: all of them where the target has optional
// cells, since holes fill those.
func (pr *Problem) cover() int {
	if pr.holeType >= 0 {
		return len(pr.cells)
	}
	return pr.required
}

// holesFit reports whether a solution of rows leaves no more cells empty
// than the holes' type allows. Where the holes are rows (the bit boards),
// it leaves none; the matrix, whose optional cells are secondary, can
// leave more.
func (pr *Problem) holesFit(rows []int32) bool {
	if pr.holeType < 0 {
		return true
	}
	filled := 0
	for _, r := range rows {
		filled += len(pr.places[r].cells)
	}
	return len(pr.cells)-filled <= pr.types[pr.holeType].count
}

// pieceTypes lists the types of the puzzle's pieces, without the holes'.
func (pr *Problem) pieceTypes() []pieceType {
	if pr.holeType >= 0 {
		return pr.types[:pr.holeType]
	}
	return pr.types
}

// holeImage is the hole placement that a symmetry permuting the target
// cells by cellMap makes of the hole at optional cell c: the symmetry
// maps optional cells onto optional cells.
func (pr *Problem) holeImage(cellMap []int32, c int32) int32 {
	return pr.holeBase() + cellMap[c] - int32(pr.required)
}

// holeBase is the first hole placement: they come last, one per optional
// cell in order.
func (pr *Problem) holeBase() int32 {
	return int32(len(pr.places) - (len(pr.cells) - pr.required))
}
