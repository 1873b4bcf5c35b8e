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
	mirror := "no"
	if p.Mirror {
		mirror = "yes"
	}
	fmt.Fprintf(&b, "mirror: %s\n", mirror)
	for _, pc := range p.Pieces {
		b.WriteString("\npiece " + quoteWord(pc.Name))
		if pc.Copies() > 1 {
			fmt.Fprintf(&b, " x%d", pc.Copies())
		}
		if pc.Color != "" {
			b.WriteString(" color " + quoteWord(pc.Color))
		}
		b.WriteString("\n")
		b.WriteString(drawCells(pc.Cells, nil))
	}
	t := p.Target
	if t.Box != nil && len(t.Cells) == 0 && len(t.Optional) == 0 {
		fmt.Fprintf(&b, "\ntarget box %dx%dx%d\n", t.Box[0], t.Box[1], t.Box[2])
	} else {
		required, optional := t.Split()
		b.WriteString("\ntarget\n")
		b.WriteString(drawCells(required, optional))
	}
	return []byte(b.String())
}
