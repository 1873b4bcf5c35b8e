package assembly

import (
	"fmt"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
)

// Result is how a solution comes apart, or why it does not.
type Result struct {
	// Apart is true when the solution comes apart into single pieces.
	Apart bool `json:"apart"`
	// GaveUp is true when the search reached its cap on positions first:
	// then nothing is known either way.
	GaveUp bool `json:"gave_up,omitempty"`
	// Positions counts the positions examined.
	Positions int `json:"positions"`
	// Level counts the moves until the first part comes out, that move
	// included: 1 when a piece can be lifted out at once.
	Level int `json:"level"`
	// Moves counts all the moves of the plan.
	Moves int `json:"moves"`
	// Separations lists the moves of each separation in the order of the
	// plan: the first is Level.
	Separations []int `json:"separations,omitempty"`
	// Notation is the level as BurrTools writes it, such as "3.5.16.6.4":
	// the moves of each separation, the part left behind before the part
	// taken out, leaving out the parts that come apart one move at a time
	// (see Notation).
	Notation string `json:"notation,omitempty"`
	// Stuck is the number of pieces of the part that does not come apart,
	// when Apart and GaveUp are false: all of them when nothing can be
	// taken out.
	Stuck int `json:"stuck,omitempty"`
	// Depth, where nothing at all comes out (Stuck counts every piece),
	// is the most moves that any position the pieces reach lies from the
	// assembled one. A designer opening such a puzzle where it lies
	// deepest makes its level about Depth+1.
	Depth int `json:"depth,omitempty"`
	// Exits, where Limits.Exits asked for it and the solution comes
	// apart, counts the positions Level-1 moves from the assembled one
	// from which a part can come out: the ways a designer must close to
	// raise the level by one.
	Exits int `json:"exits,omitempty"`
	// Plan lists the moves, from the assembled solution to single pieces.
	// Played backwards, it puts the puzzle together.
	Plan []Move `json:"plan,omitempty"`
	// Turns counts the moves of the plan that are turns.
	Turns int `json:"turns,omitempty"`
	// Under is true when the first part came out at a level under
	// Limits.AtLeast, and the disassembly stopped there: Level says that
	// level, Positions and Exits are as far as it went, and Apart is
	// false.
	Under bool `json:"under,omitempty"`
}

// Move is one step of a plan: a group of pieces slides along one axis,
// or turns.
type Move struct {
	// Pieces are indexes into the solution's pieces.
	Pieces []int `json:"pieces"`
	// By is the translation, along one axis. For a move that takes a part
	// out it is far enough to clear every other piece (one unit, with
	// Limits.Unplaced). It is zero for a turn.
	By solver.Cell `json:"by"`
	// Out is true when the move takes the group away from the rest for
	// good.
	Out bool `json:"out,omitempty"`
	// Turn, when not nil, is the turn the group makes instead of a
	// slide.
	Turn *Turn `json:"turn,omitempty"`

	frame int // for a turn: the piece whose place Turn.Through is measured from, until placeOut
}

// Summary says in a few words what the result means.
func (r Result) Summary() string {
	switch {
	case r.Apart && r.Moves == 0:
		return "Comes apart: nothing to take apart"
	case r.Apart:
		return fmt.Sprintf("Comes apart: level %s, %s", r.levelText(), words.Count(r.Moves, "move", "moves"))
	case r.GaveUp:
		return fmt.Sprintf("Gave up after %d positions", r.Positions)
	case r.Under:
		return fmt.Sprintf("Comes apart at first at level %d; stopped there", r.Level)
	case r.Level == 0:
		return "Locked: no piece can be taken out"
	default:
		return fmt.Sprintf("Locked: %d pieces cannot be taken apart", r.Stuck)
	}
}
