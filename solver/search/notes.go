package search

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
)

// Notes lists things about the puzzle that a person should know before
// reading the results, such as differently named pieces of the same shape
// being treated as copies of one piece.
func (pr *Problem) Notes() []string {
	var notes []string
	for t := range pr.types {
		if len(pr.types[t].members) < 2 {
			continue
		}
		var names []string
		for _, m := range pr.types[t].members {
			names = append(names, solver.PieceLabel(m, pr.puzzle.Pieces[m].Name))
		}
		notes = append(notes, fmt.Sprintf("%s have the same shape and are counted as interchangeable copies", strings.Join(names, " and ")))
	}
	return notes
}
