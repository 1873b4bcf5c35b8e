package view

import (
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
// the view follows what is still to take apart.
func (s *Slides) States(t float64) map[int]PieceState {
	pos := assembly.Positions(s.Pieces, s.Plan, s.Step)
	alone := assembly.Alone(s.Pieces, s.Plan, max(0, s.Step-1))
	states := map[int]PieceState{}
	for i := range s.Pieces {
		states[i] = PieceState{Hidden: alone[i], Shift: [3]float64{float64(pos[i][0]), float64(pos[i][1]), float64(pos[i][2])}}
	}
	if t > 0 && s.Step < len(s.Plan) {
		m := s.Plan[s.Step]
		for _, i := range m.Pieces {
			st := states[i]
			for a := range 3 {
				st.Shift[a] += t * float64(m.By[a])
			}
			states[i] = st
		}
	}
	return states
}

// Move makes the next move when delta is 1, or takes the last one back
// when delta is -1, sliding the group frame by frame. show draws the
// states; Move stops early once going reports false, and does nothing
// while the last move is still being drawn. It wants a goroutine of its
// own.
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
	for f := range slideFrames {
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
