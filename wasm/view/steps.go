package view

import "time"

// Steps is a solution shown being put together, one piece at a time.
type Steps struct {
	// Order lists the pieces (scene piece numbers) in building order.
	Order []int
	// Step counts the pieces placed so far.
	Step int
}

// dropFrames and dropHeight shape the animation of a piece being lowered.
const (
	dropFrames = 24
	dropHeight = 3.0
)

// States returns how to draw the pieces at the current step: the pieces
// still to come are hidden, and the newest is raised by lift cube widths.
func (s *Steps) States(lift float64) map[int]PieceState {
	states := map[int]PieceState{}
	for k, piece := range s.Order {
		switch {
		case k >= s.Step:
			states[piece] = PieceState{Hidden: true}
		case k == s.Step-1 && lift > 0:
			states[piece] = PieceState{Lift: lift}
		}
	}
	return states
}

// Newest returns the piece placed last, or -1 before the first step.
func (s *Steps) Newest() int {
	if s.Step == 0 {
		return -1
	}
	return s.Order[s.Step-1]
}

// Move places the next piece when delta is 1, lowering it in frame by
// frame, or takes the last one out when delta is -1. show draws the steps
// with the newest piece raised by lift; Move stops early once going
// reports false, as when the steps were left meanwhile. Placing a piece
// takes a moment, so it wants a goroutine of its own; where the person
// asks for less motion (ReducedMotion), the piece is put in at once.
func (s *Steps) Move(delta int, show func(lift float64), going func() bool) {
	if s.Step+delta < 0 || s.Step+delta > len(s.Order) {
		return
	}
	s.Step += delta
	if delta < 0 || ReducedMotion() {
		show(0)
		return
	}
	for _, lift := range lifts() {
		if !going() {
			return
		}
		show(lift)
		time.Sleep(16 * time.Millisecond)
	}
}

// lifts returns the newest piece's height in each frame of its drop, from
// high above down to 0.
func lifts() []float64 {
	out := make([]float64, 0, dropFrames+1)
	for f := dropFrames; f >= 0; f-- {
		t := float64(f) / dropFrames
		out = append(out, dropHeight*t*t)
	}
	return out
}
