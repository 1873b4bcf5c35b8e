package format

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/cubist/cubist/solver"
)

// burrPiece is one line of a problem's piece list.
type burrPiece struct {
	shape  *burrShape
	name   string
	lo, hi int // the fewest and most copies
	group  int
}

// burrEntry reads problem i of a BurrTools file. What the problem's lines
// say is checked now; the shapes are decoded and the puzzle validated when
// the entry's puzzle is asked for.
func burrEntry(i int, pr burrProblem, shapes []*burrShape, colors []solver.NamedColor, grid string) Entry {
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
		lo, hi, err := partCount(part, s.label)
		if err != nil {
			return fail(err)
		}
		group := partGroup(part, hi, s.label, warn)
		if hi == 0 {
			warn("%s has count 0 and is left out", s.label)
			continue
		}
		if k, ok := index[id]; ok {
			pieces[k].lo += lo
			pieces[k].hi += hi
			if pieces[k].group != group {
				warn("%s is listed twice in different groups; Cubist keeps the first listing's group", s.label)
			}
			continue
		}
		index[id] = len(pieces)
		name := s.name
		if used[name] {
			name = fmt.Sprintf("%s (S%d)", s.name, id+1)
			warn("%s has the name of an earlier piece; here it is called %q", s.label, name)
		}
		used[name] = true
		pieces = append(pieces, burrPiece{shape: s, name: name, lo: lo, hi: hi, group: group})
	}
	if pr.Result == nil {
		return fail(errors.New("no result shape"))
	}
	id, err := shapeID(pr.Result.ID, len(shapes))
	if err != nil {
		return fail(fmt.Errorf("the result shape id %v", err))
	}
	result := shapes[id]
	rules := burrRules(pr.Pairs, colors, warn)
	if pr.Solutions > 0 {
		warn("%d saved solutions are ignored", pr.Solutions)
	}
	var maxHoles *int
	if pr.MaxHoles != "" {
		if n, err := strconv.Atoi(pr.MaxHoles); err == nil && n >= 0 {
			maxHoles = &n
		} else {
			warn("the limit on holes (maxHoles=%q) is not a number of cells and is ignored", clip(pr.MaxHoles))
		}
	}
	e.load = func() (*solver.Puzzle, error) {
		p, err := burrPuzzleOf(pr.Name, grid, pieces, result, colors, rules, maxHoles)
		if err != nil {
			return nil, fmt.Errorf("xmpuzzle: %s: %w", label, err)
		}
		return p, nil
	}
	return e
}

// burrRules reads a problem's colour pairs, which count colours from 0.
// A pair naming a colour the file lacks allows nothing, in BurrTools as
// here: it is left out with a warning.
func burrRules(pairs []burrPair, colors []solver.NamedColor, warn func(string, ...any)) []solver.ColorRule {
	var rules []solver.ColorRule
	for i, pair := range pairs {
		var names [2]string
		for k, text := range []string{pair.Piece, pair.Result} {
			if n, err := strconv.Atoi(text); err == nil && n >= 0 && n < len(colors) {
				names[k] = colors[n].Name
			}
		}
		if names[0] == "" || names[1] == "" {
			warn("colour pair %d (piece %q, result %q) names a colour the file does not have (colours are numbered from 0 to %d) and is left out", i+1, clip(pair.Piece), clip(pair.Result), len(colors)-1)
			continue
		}
		rule := solver.ColorRule{Piece: names[0], Target: names[1]}
		if !hasRule(rules, rule) {
			rules = append(rules, rule)
		}
	}
	return rules
}

// partGroup reads a part's group: its group attribute, or group elements
// that put all hi of its copies in one group. Copies split among groups
// are beyond Cubist's model (a piece has one group): they are read with no
// group, and a warning says so.
func partGroup(part burrPart, hi int, label string, warn func(string, ...any)) int {
	number := func(text string) int {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > solver.MaxGroup {
			warn("%s: group %q is out of range (0 to %d) and is left out", label, clip(text), solver.MaxGroup)
			return 0
		}
		return n
	}
	if part.Group != "" {
		return number(part.Group)
	}
	var groups []burrGroup
	for _, g := range part.Groups {
		if g.Group != "0" {
			groups = append(groups, g)
		}
	}
	switch {
	case len(groups) == 0:
		return 0
	case len(groups) == 1 && groups[0].Count == strconv.Itoa(hi):
		return number(groups[0].Group)
	}
	warn("%s has its copies in different piece groups; Cubist gives a piece one group, so it is read with none", label)
	return 0
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
// and max, 1 when neither is given.
func partCount(part burrPart, label string) (lo, hi int, err error) {
	number := func(what, text string) (int, error) {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > solver.MaxCount {
			return 0, fmt.Errorf("%s: %s %s is out of range (0 to %d)", label, what, clip(text), solver.MaxCount)
		}
		return n, nil
	}
	switch {
	case part.Count != "":
		n, err := number("count", part.Count)
		return n, n, err
	case part.Min == "" && part.Max == "":
		return 1, 1, nil
	case part.Min == "" || part.Max == "":
		return 0, 0, fmt.Errorf("%s: give both min and max, or count", label)
	}
	if lo, err = number("min", part.Min); err != nil {
		return 0, 0, err
	}
	if hi, err = number("max", part.Max); err != nil {
		return 0, 0, err
	}
	if lo > hi {
		return 0, 0, fmt.Errorf("%s: min %d is above max %d", label, lo, hi)
	}
	return lo, hi, nil
}

// burrPuzzleOf builds and validates the puzzle of a problem.
func burrPuzzleOf(name, grid string, pieces []burrPiece, result *burrShape, colors []solver.NamedColor, rules []solver.ColorRule, maxHoles *int) (*solver.Puzzle, error) {
	p := &solver.Puzzle{Name: name, Grid: grid, Colors: colors, Rules: rules}
	for _, bp := range pieces {
		sc := bp.shape.cells()
		switch {
		case len(sc.variable) > 0:
			return nil, fmt.Errorf("%s has variable (+) places; they belong in the result only", bp.shape.label)
		case len(sc.filled) > solver.MaxPieceCells:
			return nil, fmt.Errorf("%s has more than %d cells, the most a piece may have", bp.shape.label, solver.MaxPieceCells)
		}
		if err := checkColorNumbers(bp.shape, sc, colors); err != nil {
			return nil, err
		}
		pc := solver.Piece{Name: bp.name, Cells: slices.Clone(sc.filled), Paint: paintOf(sc.colors, colors), Group: bp.group}
		switch {
		case bp.lo != bp.hi:
			pc.Min, pc.Max = bp.lo, bp.hi
		case bp.hi > 1:
			pc.Count = bp.hi
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
	if err := checkColorNumbers(result, sc, colors); err != nil {
		return nil, err
	}
	p.Target = targetOf(slices.Clone(sc.filled), slices.Clone(sc.variable), grid == "")
	p.Target.Paint = paintOf(sc.colors, colors)
	if maxHoles != nil && *maxHoles < len(sc.variable) {
		p.Target.MaxHoles = maxHoles // a limit no filling can reach says nothing
	}
	if !p.Colored() {
		p.Colors, p.Rules = nil, nil // a palette no cell uses changes nothing
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// checkColorNumbers reports a shape whose cells use a colour number past
// the end of the file's palette.
func checkColorNumbers(s *burrShape, sc shapeCells, colors []solver.NamedColor) error {
	for c, n := range sc.colors {
		if n > len(colors) {
			return fmt.Errorf("%s: cell %v has colour %d, but the file has %d colours", s.label, c, n, len(colors))
		}
	}
	return nil
}

// paintOf turns a shape's checked colour numbers into paint.
func paintOf(cells map[solver.Cell]int, colors []solver.NamedColor) map[string][]solver.Cell {
	if len(cells) == 0 {
		return nil
	}
	paint := map[string][]solver.Cell{}
	for c, n := range cells {
		paint[colors[n-1].Name] = append(paint[colors[n-1].Name], c)
	}
	for _, list := range paint {
		solver.SortCells(list)
	}
	return paint
}

// hasRule reports whether rules holds r. (A loop, not slices.Contains: the
// page's program would keep a copy of that for this type.)
func hasRule(rules []solver.ColorRule, r solver.ColorRule) bool {
	for _, q := range rules {
		if q == r {
			return true
		}
	}
	return false
}
