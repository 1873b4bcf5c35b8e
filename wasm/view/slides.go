package view

import (
	"math"
	"time"

	"github.com/cubist/cubist/solver/assembly"
)

// Slides is a solution shown being taken apart, one move of a plan at a
// time; played backwards, it is put together.
type Slides struct {
	// Plan is the disassembly plan; scene piece numbers are the
	// solution's.
	Plan []assembly.Move
	// Pieces is the number of pieces of the solution.
	Pieces int
	// Step counts the moves made so far.
	Step int

	moving bool // a move is being drawn
}

// slideFrames is the number of frames of one move.
const slideFrames = 24

// States returns how to draw the pieces when the moves before Step are
// made and move Step is done to fraction t (0 to 1). A piece left on its
// own by a move is put away (hidden) when the next move is made, so that
// the view follows what is still to take apart. A turn is drawn turning.
func (s *Slides) States(t float64) map[int]PieceState {
	poses := assembly.Poses(s.Pieces, s.Plan, s.Step)
	alone := assembly.Alone(s.Pieces, s.Plan, max(0, s.Step-1))
	turns := false
	for _, m := range s.Plan {
		turns = turns || m.Turn != nil
	}
	states := map[int]PieceState{}
	for i := range s.Pieces {
		st := PieceState{Hidden: alone[i]}
		if turns {
			st.Turned = posed(poses[i])
		} else {
			sh := poses[i].Shift
			st.Shift = [3]float64{float64(sh[0]), float64(sh[1]), float64(sh[2])}
		}
		states[i] = st
	}
	if t > 0 && s.Step < len(s.Plan) {
		m := s.Plan[s.Step]
		for _, i := range m.Pieces {
			st := states[i]
			if m.Turn != nil {
				st.Turned = turning(st.Turned, m.Turn, t)
			}
			for a := range 3 {
				st.Shift[a] += t * float64(m.By[a])
			}
			states[i] = st
		}
	}
	return states
}

// posed is how a piece in pose p is drawn: a cube's centre c+½ goes to
// R(c+½) + S + ½ − R·½.
func posed(p assembly.Pose) *Turned {
	tr := &Turned{Q: [4]float64{0, 0, 0, 1}}
	for r := range 3 {
		tr.T[r] = float64(p.Shift[r]) + 0.5
		for c := range 3 {
			tr.M[r][c] = float64(p.Turn[r][c])
			tr.T[r] -= 0.5 * tr.M[r][c]
		}
	}
	return tr
}

// turning is tr followed by fraction t of turn m: the centres swing about
// the turn's line and each cube turns with them.
func turning(tr *Turned, m *assembly.Turn, t float64) *Turned {
	angle := t * math.Pi / 2 * float64(m.Quarters)
	sin, cos := math.Sincos(angle)
	b, k := (m.Axis+1)%3, (m.Axis+2)%3
	var rot [3][3]float64
	rot[m.Axis][m.Axis] = 1
	rot[b][b], rot[b][k], rot[k][b], rot[k][k] = cos, -sin, sin, cos
	out := &Turned{}
	for r := range 3 {
		out.T[r] = m.Through[r]
		for c := range 3 {
			out.T[r] += rot[r][c] * (tr.T[c] - m.Through[c])
			for j := range 3 {
				out.M[r][c] += rot[r][j] * tr.M[j][c]
			}
		}
	}
	half := math.Sin(angle / 2)
	out.Q[m.Axis], out.Q[3] = half, math.Cos(angle/2)
	return out
}

// Move makes the next move when delta is 1, or takes the last one back
// when delta is -1, sliding the group frame by frame. show draws the
// states; Move stops early once going reports false, and does nothing
// while the last move is still being drawn. Where the person asks for
// less motion (ReducedMotion), the move is shown done at once. It wants a
// goroutine of its own.
func (s *Slides) Move(delta int, show func(map[int]PieceState), going func() bool) {
	if s.moving || s.Step+delta < 0 || s.Step+delta > len(s.Plan) {
		return
	}
	s.moving = true
	from := s.Step
	if delta < 0 {
		from = s.Step - 1
	}
	s.Step = from
	frames := slideFrames
	if ReducedMotion() {
		frames = 0
	}
	for f := range frames {
		if !going() {
			s.Step, s.moving = from, false
			return
		}
		t := float64(f) / slideFrames
		if delta < 0 {
			t = 1 - t
		}
		show(s.States(t * t * (3 - 2*t))) // eased in and out
		time.Sleep(16 * time.Millisecond)
	}
	if delta > 0 {
		s.Step = from + 1
	}
	// The move is done before it is shown done: the next click, which
	// showing it allows, makes the next move.
	s.moving = false
	show(s.States(0))
}
