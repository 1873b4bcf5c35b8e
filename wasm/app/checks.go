//go:build js && wasm

package main

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
)

// check is one line of the live checks; warn marks a problem.
type check struct {
	text string
	warn bool
}

// checksOf describes an unfinished or finished puzzle in a few lines.
func checksOf(p *solver.Puzzle) []check {
	a := solver.Analyze(p)
	var out []check
	total := a.Required
	tally := fmt.Sprintf("The pieces have %d cells; the target has %d", a.PieceCells, a.Required)
	if a.Optional > 0 {
		tally += fmt.Sprintf(" and %d optional", a.Optional)
	}
	fits := a.PieceCells >= total && a.PieceCells <= total+a.Optional
	out = append(out, check{tally + ".", !fits})

	var orient []string
	for i, info := range a.Pieces {
		orient = append(orient, fmt.Sprintf("%s %d", p.Pieces[i].Name, info.Orientations))
		if len(p.Pieces[i].Cells) > 0 && !info.Connected {
			out = append(out, check{fmt.Sprintf("Piece %s falls apart: its cubes must touch face to face.", p.Pieces[i].Name), true})
		}
	}
	if len(orient) > 0 {
		out = append(out, check{"Orientations: " + strings.Join(orient, " · "), false})
	}
	for _, g := range a.Identical {
		var names []string
		for _, i := range g {
			names = append(names, p.Pieces[i].Name)
		}
		out = append(out, check{fmt.Sprintf("%s have the same shape: they could be one piece with a count of %d.", strings.Join(names, ", "), len(g)), false})
	}
	chiral := false
	for _, info := range a.Pieces {
		chiral = chiral || info.Chiral
	}
	switch {
	case p.Mirror:
		out = append(out, check{"Pieces may be used mirrored, so mirror images of solutions are solutions too.", false})
	case !chiral:
		out = append(out, check{"No piece differs from its mirror image: counts up to mirroring apply.", false})
	case a.MirrorClosed():
		out = append(out, check{"Every chiral piece's mirror image is in the set: counts up to mirroring apply.", false})
	default:
		var names []string
		for _, i := range a.Unpaired {
			names = append(names, p.Pieces[i].Name)
		}
		out = append(out, check{"No counts up to mirroring: the mirror image of " + strings.Join(names, ", ") + " is not in the set.", false})
	}
	if err := p.Validate(); err != nil {
		for _, e := range strings.Split(err.Error(), "\n") {
			if !strings.Contains(e, "volume mismatch") && !strings.Contains(e, "is not connected") {
				out = append(out, check{e, true})
			}
		}
	}
	return out
}
