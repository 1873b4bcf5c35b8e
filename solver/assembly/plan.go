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

// axisName names a move's direction, as +x, -z and so on, or, for a move
// along no single axis (on the prism grid), as the least step along it,
// such as (1,1,0), with the number of those steps.
func axisName(by solver.Cell) (name string, dist int) {
	if name, dist, ok := slantName(by); ok {
		return name, dist
	}
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

// slantName names a move along no single axis, as axisName does.
func slantName(by solver.Cell) (name string, dist int, ok bool) {
	var axes, g int
	for a := range 3 {
		if by[a] != 0 {
			axes++
			g = gcd(g, max(by[a], -by[a]))
		}
	}
	if axes < 2 {
		return "", 0, false
	}
	return fmt.Sprintf("(%d,%d,%d)", by[0]/g, by[1]/g, by[2]/g), g, true
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
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
		if m.Turn != nil {
			lines = append(lines, fmt.Sprintf("%d. turn %s %s", k+1, who, m.Turn))
			continue
		}
		if m.Out {
			lines = append(lines, fmt.Sprintf("%d. take %s out along %s", k+1, who, dir))
		} else {
			lines = append(lines, fmt.Sprintf("%d. move %s by %d along %s", k+1, who, dist, dir))
		}
	}
	return lines
}

// placeOut sets the distance of each move that takes a group out: far
// enough along its axis that the group clears, with a gap of one cell,
// every piece not yet taken apart, wherever it is by then. Pieces already
// on their own are left out: a picture of the plan can put them away. It
// also places each turn's line, found in its part's own frame.
func placeOut(cells [][]solver.Cell, plan []Move) {
	// Where pieces only slide, their shifts say where they are: poses,
	// kept only where a piece turns, cost a fifth of a disassembly more.
	pos := make([]solver.Cell, len(cells))
	var poses []Pose
	for _, m := range plan {
		if m.Turn != nil && poses == nil {
			poses = make([]Pose, len(cells))
			for i := range poses {
				poses[i] = still
			}
		}
	}
	parts := newParts(len(cells))
	for k, m := range plan {
		if m.Turn != nil {
			plan[k].Turn = placeTurn(m, cells, poses[m.frame])
		}
		if m.Out {
			dir := m.By
			in := make([]bool, len(cells))
			for _, i := range m.Pieces {
				in[i] = true
			}
			lowGroup, highRest := 1<<30, -(1 << 30)
			for i, cs := range cells {
				if !in[i] && parts.alone(i) {
					continue
				}
				for _, c := range cs {
					if poses != nil {
						c = poses[i].Place(c)
					} else {
						c = c.Add(pos[i])
					}
					along := c[0]*dir[0] + c[1]*dir[1] + c[2]*dir[2]
					if in[i] {
						lowGroup = min(lowGroup, along)
					} else {
						highRest = max(highRest, along)
					}
				}
			}
			// Steps of dir move the group dir·dir further along it.
			dd := dir[0]*dir[0] + dir[1]*dir[1] + dir[2]*dir[2]
			plan[k].By = scale(dir, max(1, floorDiv(highRest-lowGroup, dd)+2))
		}
		for _, i := range m.Pieces {
			if poses != nil {
				poses[i] = poses[i].after(plan[k])
			} else {
				pos[i] = pos[i].Add(plan[k].By)
			}
		}
		parts.apply(m)
	}
}

// parts tracks which pieces are still together as a plan is played.
type parts struct {
	of   []int // part number of each piece
	size map[int]int
	next int
}

func newParts(n int) *parts {
	return &parts{of: make([]int, n), size: map[int]int{0: n}, next: 1}
}

// apply splits off the group of a move that takes it out.
func (p *parts) apply(m Move) {
	if !m.Out {
		return
	}
	for _, i := range m.Pieces {
		p.size[p.of[i]]--
		p.of[i] = p.next
		p.size[p.next]++
	}
	p.next++
}

func (p *parts) alone(i int) bool { return p.size[p.of[i]] == 1 }

// Alone reports, for a solution of n pieces, which pieces are on their own
// after the first k moves of a plan: taken out singly, or left last.
func Alone(n int, plan []Move, k int) []bool {
	p := newParts(n)
	for _, m := range plan[:k] {
		p.apply(m)
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = p.alone(i)
	}
	return out
}

// floorDiv is a/b rounded down, for b > 0.
func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && (a < 0) {
		q--
	}
	return q
}
