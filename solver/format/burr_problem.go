package format

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// burrPiece is one line of a problem's piece list.
type burrPiece struct {
	shape  *burrShape
	name   string
	copies int
}

// burrEntry reads problem i of a BurrTools file. What the problem's lines
// say is checked now; the shapes are decoded and the puzzle validated when
// the entry's puzzle is asked for.
func burrEntry(i int, pr burrProblem, shapes []*burrShape) Entry {
	e := Entry{Name: pr.Name}
	label := fmt.Sprintf("problem %d", i+1)
	if pr.Name != "" {
		label += fmt.Sprintf(" (%q)", pr.Name)
	}
	fail := func(err error) Entry {
		e.load = func() (*solver.Puzzle, error) { return nil, fmt.Errorf("xmpuzzle: %s: %w", label, err) }
		return e
	}
	warn := func(format string, args ...any) { e.Warnings = append(e.Warnings, fmt.Sprintf(format, args...)) }

	if len(pr.Parts) > solver.MaxPieces {
		return fail(fmt.Errorf("%d pieces; at most %d are allowed", len(pr.Parts), solver.MaxPieces))
	}
	var pieces []burrPiece
	used := map[string]bool{}
	index := map[int]int{} // shape id -> its piece, for a shape listed twice
	for _, part := range pr.Parts {
		id, err := shapeID(part.ID, len(shapes))
		if err != nil {
			return fail(fmt.Errorf("a piece's shape id %v", err))
		}
		s := shapes[id]
		copies, err := partCount(part, s.label, warn)
		if err != nil {
			return fail(err)
		}
		if part.Group != "" && part.Group != "0" || part.Groups > 0 {
			warn("%s is in a piece group; groups are ignored", s.label)
		}
		if copies == 0 {
			warn("%s has count 0 and is left out", s.label)
			continue
		}
		if k, ok := index[id]; ok {
			pieces[k].copies += copies
			continue
		}
		index[id] = len(pieces)
		name := s.name
		if used[name] {
			name = fmt.Sprintf("%s (S%d)", s.name, id+1)
			warn("%s has the name of an earlier piece; here it is called %q", s.label, name)
		}
		used[name] = true
		pieces = append(pieces, burrPiece{shape: s, name: name, copies: copies})
	}
	if pr.Result == nil {
		return fail(errors.New("no result shape"))
	}
	id, err := shapeID(pr.Result.ID, len(shapes))
	if err != nil {
		return fail(fmt.Errorf("the result shape id %v", err))
	}
	result := shapes[id]
	if pr.Pairs > 0 {
		warn("%d colour constraints are ignored: pieces may go anywhere in the result", pr.Pairs)
	}
	if coloured := colouredShapes(pieces, result); coloured != "" {
		warn("the colours of the cells of %s are ignored", coloured)
	}
	if pr.Solutions > 0 {
		warn("%d saved solutions are ignored", pr.Solutions)
	}
	if pr.MaxHoles != "" {
		warn("the limit on holes (maxHoles=%q) is ignored", clip(pr.MaxHoles))
	}
	e.load = func() (*solver.Puzzle, error) {
		p, err := burrPuzzleOf(pr.Name, pieces, result)
		if err != nil {
			return nil, fmt.Errorf("xmpuzzle: %s: %w", label, err)
		}
		return p, nil
	}
	return e
}

// colouredShapes names the shapes of a problem that have coloured cells.
func colouredShapes(pieces []burrPiece, result *burrShape) string {
	var names []string
	add := func(s *burrShape) {
		if s.coloured && !slices.Contains(names, s.label) {
			names = append(names, s.label)
		}
	}
	for _, bp := range pieces {
		add(bp.shape)
	}
	add(result)
	if len(names) > 3 {
		names = append(names[:3], fmt.Sprintf("%d more shapes", len(names)-3))
	}
	return strings.Join(names, ", ")
}

// shapeID reads a 0-based shape id.
func shapeID(text string, shapes int) (int, error) {
	id, err := strconv.Atoi(text)
	if err != nil || id < 0 || id >= shapes {
		return 0, fmt.Errorf("%q is not a shape of the file (ids go from 0 to %d)", clip(text), shapes-1)
	}
	return id, nil
}

// partCount reads how many copies of a shape a problem uses: count, or min
// and max (Cubist uses max copies and warns), 1 when neither is given.
func partCount(part burrPart, label string, warn func(string, ...any)) (int, error) {
	number := func(what, text string) (int, error) {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > solver.MaxCount {
			return 0, fmt.Errorf("%s: %s %s is out of range (0 to %d)", label, what, clip(text), solver.MaxCount)
		}
		return n, nil
	}
	switch {
	case part.Count != "":
		return number("count", part.Count)
	case part.Min == "" && part.Max == "":
		return 1, nil
	case part.Min == "" || part.Max == "":
		return 0, fmt.Errorf("%s: give both min and max, or count", label)
	}
	lo, err := number("min", part.Min)
	if err != nil {
		return 0, err
	}
	hi, err := number("max", part.Max)
	if err != nil {
		return 0, err
	}
	if lo > hi {
		return 0, fmt.Errorf("%s: min %d is above max %d", label, lo, hi)
	}
	if lo != hi {
		warn("%s may be used %d to %d times; Cubist uses all %d", label, lo, hi, hi)
	}
	return hi, nil
}

// burrPuzzleOf builds and validates the puzzle of a problem.
func burrPuzzleOf(name string, pieces []burrPiece, result *burrShape) (*solver.Puzzle, error) {
	p := &solver.Puzzle{Name: name}
	for _, bp := range pieces {
		sc := bp.shape.cells()
		switch {
		case len(sc.variable) > 0:
			return nil, fmt.Errorf("%s has variable (+) places; they belong in the result only", bp.shape.label)
		case len(sc.filled) > solver.MaxPieceCells:
			return nil, fmt.Errorf("%s has more than %d cells, the most a piece may have", bp.shape.label, solver.MaxPieceCells)
		}
		pc := solver.Piece{Name: bp.name, Cells: slices.Clone(sc.filled)}
		if bp.copies > 1 {
			pc.Count = bp.copies
		}
		p.Pieces = append(p.Pieces, pc)
	}
	sc := result.cells()
	switch {
	case sc.tooMany:
		return nil, fmt.Errorf("the result, %s, has more than %d cells", result.label, solver.MaxTargetCells)
	case len(sc.filled)+len(sc.variable) == 0:
		return nil, fmt.Errorf("the result, %s, has no cells", result.label)
	}
	p.Target = targetOf(slices.Clone(sc.filled), slices.Clone(sc.variable))
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}
