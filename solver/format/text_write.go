package format

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
)

// FormatText writes a valid puzzle (see solver.Puzzle.Validate) in the
// layered text format, each drawing's layers side by side. ParseText
// reads it back to the same puzzle, with cells sorted and a target that
// fills a box from the origin written as that box.
func FormatText(p *solver.Puzzle) []byte {
	var b strings.Builder
	if p.Name != "" {
		fmt.Fprintf(&b, "title: %s\n", quoteTitle(p.Name))
	}
	if p.Grid != "" {
		fmt.Fprintf(&b, "grid: %s\n", p.GridOf().Name())
	}
	mirror := "no"
	if p.Mirror {
		mirror = "yes"
	}
	fmt.Fprintf(&b, "mirror: %s\n", mirror)
	if h := p.Target.MaxHoles; h != nil {
		fmt.Fprintf(&b, "max holes: %d\n", *h)
	}
	for i, c := range p.Colors {
		fmt.Fprintf(&b, "color %c %s %s\n", 'a'+i, quoteWord(c.Name), quoteWord(c.RGB))
	}
	for _, r := range p.Rules {
		fmt.Fprintf(&b, "rule %s on %s\n", quoteWord(r.Piece), quoteWord(r.Target))
	}
	for _, pc := range p.Pieces {
		b.WriteString("\npiece " + quoteWord(pc.Name))
		if pc.Ranged() {
			fmt.Fprintf(&b, " x%d-%d", pc.Min, pc.Max)
		} else if pc.Copies() > 1 {
			fmt.Fprintf(&b, " x%d", pc.Copies())
		}
		if pc.Color != "" {
			b.WriteString(" color " + quoteWord(pc.Color))
		}
		if pc.Group != 0 {
			fmt.Fprintf(&b, " group %d", pc.Group)
		}
		b.WriteString("\n")
		b.WriteString(drawCells(pc.Cells, nil, letters(p, pc.Paint)))
	}
	t := p.Target
	if t.Box != nil && len(t.Cells) == 0 && len(t.Optional) == 0 && len(t.Paint) == 0 {
		fmt.Fprintf(&b, "\ntarget box %dx%dx%d\n", t.Box[0], t.Box[1], t.Box[2])
	} else {
		required, optional := t.Split()
		b.WriteString("\ntarget\n")
		b.WriteString(drawCells(required, optional, letters(p, t.Paint)))
	}
	return []byte(b.String())
}

// MaxTextColors is the most colours the text format holds: one letter
// each, from a to z.
const MaxTextColors = 26

// letters gives each painted cell its colour's letter: a for the palette's
// first colour, and so on.
func letters(p *solver.Puzzle, paint map[string][]solver.Cell) map[solver.Cell]byte {
	out := map[solver.Cell]byte{}
	for name, cells := range paint {
		if k := p.ColorIndex(name); k > 0 && k <= MaxTextColors {
			for _, c := range cells {
				out[c] = byte('a' + k - 1)
			}
		}
	}
	return out
}
