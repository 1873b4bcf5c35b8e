package solver

import (
	"fmt"
	"sort"
	"strings"
)

// NamedColor is one colour of a puzzle's palette of cell colours.
type NamedColor struct {
	// Name identifies the colour in paint and rules, such as "red".
	Name string `json:"name"`
	// RGB is how the colour is drawn, as "#rrggbb".
	RGB string `json:"rgb"`
}

// ColorRule lets cells of colour Piece of a piece sit on target cells of
// colour Target.
type ColorRule struct {
	// Piece is the piece cell's colour.
	Piece string `json:"piece"`
	// Target is the target cell's colour.
	Target string `json:"target"`
}

// MaxColors is the most colours a palette may have.
const MaxColors = 250

// Colored reports whether the puzzle paints any cell.
func (p *Puzzle) Colored() bool {
	if len(p.Target.Paint) > 0 {
		return true
	}
	for _, pc := range p.Pieces {
		if len(pc.Paint) > 0 {
			return true
		}
	}
	return false
}

// ColorIndex returns 1 plus the index of the named colour in the palette,
// or 0 if there is none of that name.
func (p *Puzzle) ColorIndex(name string) int {
	for i, c := range p.Colors {
		if c.Name == name {
			return i + 1
		}
	}
	return 0
}

// CellColors returns, for each of cells, 1 plus the index of its colour in
// the palette, or 0 for a cell paint leaves uncoloured; nil if no cell is
// painted.
func (p *Puzzle) CellColors(cells []Cell, paint map[string][]Cell) []int {
	if len(paint) == 0 {
		return nil
	}
	at := map[Cell]int{}
	for name, list := range paint {
		for _, c := range list {
			at[c] = p.ColorIndex(name)
		}
	}
	out := make([]int, len(cells))
	any := false
	for i, c := range cells {
		out[i] = at[c]
		any = any || out[i] != 0
	}
	if !any {
		return nil
	}
	return out
}

// Allowed returns the rules as a table: Allowed()[a][b] tells whether a
// piece cell of colour a may sit on a target cell of colour b, colours
// numbered as ColorIndex numbers them and 0 for no colour.
func (p *Puzzle) Allowed() [][]bool {
	n := len(p.Colors) + 1
	table := make([][]bool, n)
	for a := range table {
		table[a] = make([]bool, n)
		for b := range table[a] {
			table[a][b] = a == 0 || b == 0
		}
	}
	for _, r := range p.Rules {
		if a, b := p.ColorIndex(r.Piece), p.ColorIndex(r.Target); a > 0 && b > 0 {
			table[a][b] = true
		}
	}
	return table
}

// checkColors reports a palette with a missing, repeated or overlong name
// or an invalid RGB value, and rules that name unknown colours.
func (p *Puzzle) checkColors(add func(string, ...any)) {
	if len(p.Colors) > MaxColors {
		add("the palette has %d colours; at most %d are allowed", len(p.Colors), MaxColors)
	}
	seen := map[string]bool{}
	for i, c := range p.Colors {
		label := fmt.Sprintf("colour %d (%q)", i+1, c.Name)
		switch {
		case strings.TrimSpace(c.Name) == "":
			add("colour %d: the name is empty", i+1)
		case len(c.Name) > MaxNameLength:
			add("colour %d: the name is longer than %d bytes", i+1, MaxNameLength)
		case seen[c.Name]:
			add("%s: an earlier colour has the same name", label)
		}
		seen[c.Name] = true
		if !validHex(c.RGB) {
			add("%s: rgb %q is not a colour like \"#d03030\"", label, c.RGB)
		}
	}
	for i, r := range p.Rules {
		for _, name := range []string{r.Piece, r.Target} {
			if !seen[name] {
				add("rule %d (%q on %q): %q is not a colour of the palette", i+1, r.Piece, r.Target, name)
			}
		}
	}
}

// checkPaint reports paint naming a colour not in the palette, or cells
// that are not among the shape's cells or are painted twice. where names
// the piece or the target.
func (p *Puzzle) checkPaint(where string, paint map[string][]Cell, cells []Cell, add func(string, ...any)) {
	in := NewCellIndex(cells)
	painted := make([]string, len(cells))
	for _, name := range sortedKeys(paint) {
		if p.ColorIndex(name) == 0 {
			add("%s: colour %q is not in the puzzle's palette", where, name)
			continue
		}
		for _, c := range paint[name] {
			i, ok := in.Find(c)
			switch {
			case !ok:
				add("%s: painted cell %v is not one of its cells", where, c)
				return
			case painted[i] != "":
				add("%s: cell %v is painted both %q and %q", where, c, painted[i], name)
				return
			}
			painted[i] = name
		}
	}
}

// sortedKeys lists a paint map's colour names in order.
func sortedKeys(paint map[string][]Cell) []string {
	names := make([]string, 0, len(paint))
	for name := range paint {
		names = append(names, name)
	}
	// sort.Sort, not sort.Strings (which is slices.Sort): the page's
	// program has the former's code already.
	sort.Sort(sort.StringSlice(names))
	return names
}
