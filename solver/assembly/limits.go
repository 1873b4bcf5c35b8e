package assembly

import "github.com/cubist/cubist/solver"

// Limits bounds a disassembly.
type Limits struct {
	// Positions caps the positions examined, over all parts together;
	// 0 means DefaultPositions.
	Positions int
	// Groups gives the group of each of the puzzle's pieces, by index (0
	// for none; see solver.Piece.Group): a part made only of pieces of one
	// group needs no taking apart. Nil when no piece has a group.
	Groups []int
	// Stay, when above 0, is 1 + the index of a puzzle piece that the
	// plan keeps to the last: where a part can split in several ways,
	// one that leaves the piece behind is taken. The levels may then
	// differ from BurrTools', which takes the first split it finds.
	Stay int
	// Grid is the grid the solution lies on; nil is solver.DefaultGrid.
	// It must take puzzles apart (see solver.Grid.TakesApart).
	Grid *solver.Grid
	// Rotations lets groups of pieces turn as well as slide: a quarter or
	// half turn about a line parallel to an axis, checked against the
	// solid cubes (see Turn). Cubes only: see ErrRotations.
	Rotations bool
	// Bevel, with Rotations, cuts every edge of a piece that runs along
	// the axis of a turn, where the piece turns outward, by a flat at
	// 45° that takes this much, in cube widths, off each face: 0 for
	// sharp edges. It must be under 0.5.
	Bevel float64
	// Exits counts Result.Exits, at the cost of a last look over the
	// positions as deep as the first separation's.
	Exits bool
	// Unplaced leaves each move that takes a group out at one unit along
	// its axis (see Move.By), rather than far enough to clear the rest:
	// for a caller that reads how a solution comes apart, not where its
	// pieces go. A turn's line is then left unplaced too.
	Unplaced bool
	// AtLeast, when above 1, stops a disassembly whose first part comes
	// out at a level under it as soon as that is known (Result.Under):
	// for a caller that wants nothing of a solution under a level. The
	// parts left are where most of a disassembly's positions lie.
	AtLeast int
	// Memory, where not nil, keeps the gaps measured between pieces for
	// the next disassembly (see Memory). Not used with Rotations.
	Memory *Memory
}

// GroupsOf lists the groups of a puzzle's pieces for Limits, or nil when
// no piece has one.
func GroupsOf(p *solver.Puzzle) []int {
	var groups []int
	for i, pc := range p.Pieces {
		if pc.Group != 0 && groups == nil {
			groups = make([]int, len(p.Pieces))
		}
		if groups != nil {
			groups[i] = pc.Group
		}
	}
	return groups
}
