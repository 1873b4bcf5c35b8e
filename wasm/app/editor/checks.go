//go:build js && wasm

package editor

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
)

// check is one line of the live checks; warn marks a problem. merge, if
// set, lists identical pieces the person may make one piece with a count.
type check struct {
	text  string
	warn  bool
	merge []int
}

// checksOf describes an unfinished or finished puzzle in a few lines.
func checksOf(p *solver.Puzzle) []check {
	a := solver.Analyze(p)
	var out []check
	// A box too large to list has no cell count to compare: the check
	// from Validate below says how large it is.
	if !p.Target.BoxTooLarge() {
		total := a.Required
		// Counted in the grid's own solids: dodecahedra, not their cells.
		g := p.GridOf()
		var all []solver.Cell
		for _, pc := range p.Pieces {
			_, hi := pc.Range()
			for range hi {
				all = append(all, pc.Cells...)
			}
		}
		required, _ := p.Target.Split()
		tally := fmt.Sprintf("The pieces have %s; the target has %s", g.Amount(all), g.Amount(required))
		if a.LeastCells != a.PieceCells {
			tally = fmt.Sprintf("The pieces' ranges allow %d to %d cells; the target has %d", a.LeastCells, a.PieceCells, a.Required)
		}
		if a.Optional > 0 {
			tally += fmt.Sprintf(" and %d optional", a.Optional)
		}
		fits := a.PieceCells >= total && a.LeastCells <= total+a.Optional
		out = append(out, check{text: tally + ".", warn: !fits})
	}

	var orient []string
	for i, info := range a.Pieces {
		orient = append(orient, fmt.Sprintf("%s %d", p.Pieces[i].Name, info.Orientations))
		if len(p.Pieces[i].Cells) > 0 && !info.Connected {
			_, many := p.GridOf().Words()
			out = append(out, check{text: fmt.Sprintf("Piece %s falls apart: its %s must touch face to face.", p.Pieces[i].Name, many), warn: true})
		}
	}
	if len(orient) > 0 {
		out = append(out, check{text: "Orientations: " + strings.Join(orient, " · "), warn: false})
	}
	for _, g := range a.Identical {
		var names []string
		for _, i := range g {
			names = append(names, p.Pieces[i].Name)
		}
		out = append(out, check{text: fmt.Sprintf("%s have the same shape: they could be one piece with a count.", strings.Join(names, ", ")), merge: g})
	}
	chiral := false
	for _, info := range a.Pieces {
		chiral = chiral || info.Chiral
	}
	switch {
	case p.Mirror:
		out = append(out, check{text: "Pieces may be used mirrored, so mirror images of solutions are solutions too.", warn: false})
	case !chiral:
		out = append(out, check{text: "No piece differs from its mirror image: counts up to mirroring apply.", warn: false})
	case a.MirrorClosed():
		out = append(out, check{text: "Every chiral piece's mirror image is in the set: counts up to mirroring apply.", warn: false})
	default:
		var names []string
		for _, i := range a.Unpaired {
			names = append(names, p.Pieces[i].Name)
		}
		out = append(out, check{text: "No counts up to mirroring: the mirror image of " + strings.Join(names, ", ") + " is not in the set.", warn: false})
	}
	if err := p.Validate(); err != nil {
		for _, e := range strings.Split(err.Error(), "\n") {
			if !strings.Contains(e, "volume mismatch") && !strings.Contains(e, "is not connected") {
				out = append(out, check{text: e, warn: true})
			}
		}
	}
	return out
}

// readyText sums up a valid puzzle beside Solve: its pieces and cells, as
// ranges where the pieces have them, with the target's size beside those.
func readyText(p *solver.Puzzle) string {
	least, most, cellsLeast, cellsMost := 0, 0, 0, 0
	for _, pc := range p.Pieces {
		lo, hi := pc.Range()
		least, most = least+lo, most+hi
		cellsLeast, cellsMost = cellsLeast+lo*len(pc.Cells), cellsMost+hi*len(pc.Cells)
	}
	if least == most {
		return words.Count(most, "piece", "pieces") + ", " + words.Count(cellsMost, "cell", "cells") + ", ready to solve"
	}
	required, optional := p.Target.Split()
	target := fmt.Sprintf("the target takes %d", len(required))
	if len(optional) > 0 {
		target = fmt.Sprintf("the target takes %d to %d", len(required), len(required)+len(optional))
	}
	return fmt.Sprintf("%d to %d pieces, %d to %d cells (%s), ready to solve", least, most, cellsLeast, cellsMost, target)
}

// notReadyReason says in a line why a puzzle is not ready to solve: the
// first problem its checks (checksOf) find.
func notReadyReason(p *solver.Puzzle, checks []check) string {
	for _, c := range checks {
		if c.warn {
			return c.text
		}
	}
	if err := p.Validate(); err != nil {
		line, _, _ := strings.Cut(err.Error(), "\n")
		return line + "."
	}
	return "see the checks under the drawing."
}

// colorRuleText says, beside the Colours panel, what BurrTools' rule
// means for this puzzle when some cells are painted and others are not: a
// cell with no colour takes any cube, and a cube with no colour goes on
// any cell, so paint constrains only where painted meets painted. It is ""
// for a puzzle with no paint.
func colorRuleText(p *solver.Puzzle) string {
	paintedTarget := painted(p.Target.Paint)
	one, many := p.GridOf().Words()
	cubes, paintedCubes := 0, 0
	for _, pc := range p.Pieces {
		cubes += len(pc.Cells)
		paintedCubes += painted(pc.Paint)
	}
	if paintedTarget == 0 && paintedCubes == 0 || p.Target.BoxTooLarge() {
		return ""
	}
	required, optional := p.Target.Split()
	target := len(required) + len(optional)
	var out []string
	if paintedTarget < target {
		out = append(out, fmt.Sprintf("%d of the target's %s no colour, so any %s, painted or not, may sit there.",
			target-paintedTarget, words.Count(target, "cell has", "cells have"), one))
	}
	if paintedCubes < cubes {
		out = append(out, fmt.Sprintf("%d of the pieces' %s no colour, so they may sit on any cell, painted or not.",
			cubes-paintedCubes, words.Count(cubes, one+" has", many+" have")))
	}
	if len(out) == 0 {
		return "Every cell is painted: each " + one + " sits only where the table allows its colour."
	}
	return strings.Join(out, " ") + " To keep a colour's " + many + " on cells of that colour, paint every cell of the target."
}

// painted counts the cells that paint paints.
func painted(paint map[string][]solver.Cell) int {
	n := 0
	for _, cells := range paint {
		n += len(cells)
	}
	return n
}
