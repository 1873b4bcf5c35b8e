package assembly

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
)

// Labels names the pieces of a solution of p for plans: the letter of the
// piece in layer drawings, with a number when the piece has copies.
func Labels(p *solver.Puzzle, sol solver.Solution) []string {
	letters := solver.Letters(p)
	seen := map[int]int{}
	out := make([]string, len(sol.Pieces))
	for i, pl := range sol.Pieces {
		out[i] = string(letters[pl.Piece])
		if p.Pieces[pl.Piece].Copies() > 1 {
			seen[pl.Piece]++
			out[i] += fmt.Sprint(seen[pl.Piece])
		}
	}
	return out
}

// axisName names a move's direction, as +x, -z and so on.
func axisName(by solver.Cell) (name string, dist int) {
	for a, n := range []string{"x", "y", "z"} {
		switch {
		case by[a] > 0:
			return "+" + n, by[a]
		case by[a] < 0:
			return "-" + n, -by[a]
		}
	}
	return "", 0
}

// Describe writes a plan as numbered lines, one per move, naming pieces by
// labels (see Labels).
func Describe(plan []Move, labels []string) []string {
	var lines []string
	for k, m := range plan {
		names := make([]string, len(m.Pieces))
		for i, p := range m.Pieces {
			names[i] = labels[p]
		}
		dir, dist := axisName(m.By)
		who := strings.Join(names, " ")
		if m.Out {
			lines = append(lines, fmt.Sprintf("%d. take %s out along %s", k+1, who, dir))
		} else {
			lines = append(lines, fmt.Sprintf("%d. move %s by %d along %s", k+1, who, dist, dir))
		}
	}
	return lines
}
