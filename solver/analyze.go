package solver

// Analysis describes a puzzle for a person drawing it: what can be seen
// without solving. It works on unfinished puzzles too.
type Analysis struct {
	// PieceCells is the volume of all copies of all pieces: the most
	// copies, where a piece has a range.
	PieceCells int
	// LeastCells is the volume of the fewest copies the ranges allow; it
	// equals PieceCells when no piece has a range.
	LeastCells int
	// Required and Optional count the target's cells.
	Required, Optional int
	// Pieces describes each piece entry.
	Pieces []PieceAnalysis
	// Identical lists groups of piece entries with the same shape, which
	// could be one piece with a count.
	Identical [][]int
	// Unpaired lists the chiral pieces whose mirror image is missing, or
	// present a different number of times: while any are, mirror images of
	// solutions are not solutions, and distinct_mirror does not apply.
	Unpaired []int
}

// PieceAnalysis describes one piece entry.
type PieceAnalysis struct {
	// Orientations counts the piece's distinct orientations.
	Orientations int
	// Connected is false when the cubes fall apart into groups.
	Connected bool
	// Chiral is true when the piece differs from its mirror image.
	Chiral bool
}

// MirrorClosed reports whether reflections of solutions are solutions.
func (a Analysis) MirrorClosed() bool { return len(a.Unpaired) == 0 }

// Analyze looks at a puzzle without solving it. Pieces with no cells are
// counted as empty and otherwise passed over.
func Analyze(p *Puzzle) Analysis {
	var a Analysis
	grid := p.GridOf()
	keys := make([]string, len(p.Pieces))
	mirrorKeys := make([]string, len(p.Pieces))
	for i, pc := range p.Pieces {
		lo, hi := pc.Range()
		a.PieceCells += len(pc.Cells) * hi
		a.LeastCells += len(pc.Cells) * lo
		info := PieceAnalysis{}
		if len(pc.Cells) > 0 && len(pc.Cells) <= MaxPieceCells {
			orients, _ := grid.Orientations(pc.Cells, nil, p.Mirror)
			info.Orientations = len(orients)
			info.Connected = grid.Connected(pc.Cells)
			info.Chiral = !p.Mirror && grid.Chiral(pc.Cells, nil)
			keys[i] = LeastKey(orients, nil)
			if info.Chiral {
				m, _, _ := grid.PaintedImage(grid.rotations, pc.Cells, nil)
				mirrorKeys[i] = LeastKey(grid.Orientations(m, nil, false))
			}
		}
		a.Pieces = append(a.Pieces, info)
	}
	grouped := map[string]int{}
	for i, k := range keys {
		if k == "" {
			continue
		}
		if g, ok := grouped[k]; ok {
			a.Identical[g] = append(a.Identical[g], i)
			continue
		}
		grouped[k] = len(a.Identical)
		a.Identical = append(a.Identical, []int{i})
	}
	copies := map[string]int{}
	for i, k := range keys {
		copies[k] += p.Pieces[i].Copies()
	}
	for i, info := range a.Pieces {
		if info.Chiral && copies[mirrorKeys[i]] != copies[keys[i]] {
			a.Unpaired = append(a.Unpaired, i)
		}
	}
	kept := a.Identical[:0]
	for _, g := range a.Identical {
		if len(g) > 1 {
			kept = append(kept, g)
		}
	}
	a.Identical = kept
	if !p.Target.BoxTooLarge() {
		required, optional := p.Target.Split()
		a.Required, a.Optional = len(required), len(optional)
	}
	return a
}
