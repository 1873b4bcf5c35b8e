package assembly

import (
	"errors"
	"fmt"
	"math"

	"github.com/cubist/cubist/solver"
)

// ErrRotations says that turns are for cubes.
var ErrRotations = errors.New("turns are for cubes: on this grid pieces only slide")

// Turn is a quarter or half turn of a group of pieces about a line
// parallel to an axis, through a cube's centre, an edge's midpoint or a
// corner, so that every cube ends on the grid.
type Turn struct {
	// Axis is 0, 1 or 2 for x, y or z.
	Axis int `json:"axis"`
	// Quarters is 1 for a quarter turn counterclockwise seen from the
	// axis's + end (by the right hand about +axis), 2 for a half turn that
	// way, -1 and -2 for turns the other way.
	Quarters int `json:"quarters"`
	// Through is a point of the line, in cube widths from the corner of
	// the cell at (0, 0, 0), where the cell at (x, y, z) spans x to x+1
	// and so on. Its coordinate along the axis is 0.
	Through [3]float64 `json:"through"`
}

// String says how a turn goes, as "a quarter about +z through (2,1.5,0)":
// a quarter turn by the right hand about the axis written, or a half
// turn.
func (t *Turn) String() string {
	how, sign := "a quarter", "+"
	if t.Quarters == 2 || t.Quarters == -2 {
		how = "a half turn"
	}
	if t.Quarters < 0 {
		sign = "-"
	}
	return fmt.Sprintf("%s about %s%s through (%g,%g,%g)", how, sign, []string{"x", "y", "z"}[t.Axis], t.Through[0], t.Through[1], t.Through[2])
}

// Pose is where a piece is as a plan is played: its cell c is then at
// Turn·c + Shift, Turn a rotation by quarter turns.
type Pose struct {
	Turn  [3][3]int
	Shift solver.Cell
}

// still is the pose of a piece in its place.
var still = Pose{Turn: [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}

// Place is where cell c of the piece is.
func (p Pose) Place(c solver.Cell) solver.Cell {
	var out solver.Cell
	for r := range 3 {
		out[r] = p.Turn[r][0]*c[0] + p.Turn[r][1]*c[1] + p.Turn[r][2]*c[2] + p.Shift[r]
	}
	return out
}

// after is the pose once move m is made, for a piece of its group.
func (p Pose) after(m Move) Pose {
	if m.Turn == nil {
		p.Shift = p.Shift.Add(m.By)
		return p
	}
	// A cell's centre, doubled, turns about the line through Through,
	// doubled: 2c'+1 = R(2c+1-P)+P, so c' = R c + (R(1-P)+P-1)/2.
	r := quarterTurn(m.Turn.Axis, m.Turn.Quarters)
	var q Pose
	var one, pt solver.Cell
	for a := range 3 {
		one[a] = 1 - int(math.Round(2*m.Turn.Through[a]))
		pt[a] = int(math.Round(2 * m.Turn.Through[a]))
	}
	for i := range 3 {
		for j := range 3 {
			q.Turn[i][j] = r[i][0]*p.Turn[0][j] + r[i][1]*p.Turn[1][j] + r[i][2]*p.Turn[2][j]
		}
		q.Shift[i] = r[i][0]*p.Shift[0] + r[i][1]*p.Shift[1] + r[i][2]*p.Shift[2] +
			(r[i][0]*one[0]+r[i][1]*one[1]+r[i][2]*one[2]+pt[i]-1)/2
	}
	return q
}

// quarterTurn is the rotation by q quarter turns about axis, by the right
// hand (the other way for q below 0).
func quarterTurn(axis, q int) [3][3]int {
	r := still.Turn
	b, k := (axis+1)%3, (axis+2)%3
	for range (q + 4) % 4 {
		// (x_b, x_k) goes to (-x_k, x_b).
		var n [3][3]int
		n[axis] = r[axis]
		for j := range 3 {
			n[b][j], n[k][j] = -r[k][j], r[b][j]
		}
		r = n
	}
	return r
}

// Poses returns where every piece of a solution of n pieces is after the
// first k moves of a plan.
func Poses(n int, plan []Move, k int) []Pose {
	out := make([]Pose, n)
	for i := range out {
		out[i] = still
	}
	for _, m := range plan[:k] {
		for _, i := range m.Pieces {
			out[i] = out[i].after(m)
		}
	}
	return out
}

// placeTurn returns a turn's line in the solution's frame, for move m of
// a plan: the part's frame has the piece m.frame, in pose f now, lying
// as it lies, with its low corner where it was in the solution. It is
// set where the program is built with turns.
var placeTurn func(m Move, cells [][]solver.Cell, f Pose) *Turn

// TurnsOn returns nil where pieces on grid g can turn as they are taken
// apart (Limits.Rotations), and ErrRotations where they cannot: turns
// are checked square by square, layer by layer, on cubes.
func TurnsOn(g *solver.Grid) error {
	if g == nil || g.SlidesByRows() {
		return nil
	}
	return ErrRotations
}
