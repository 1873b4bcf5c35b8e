package design

import (
	"context"
	"errors"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
)

// classCap is how many classes of solutions a judgement counts before it
// stops: past it, a variant is simply far from unique.
const classCap = 40

// judgement is what the search and the disassembler say of a variant.
type judgement struct {
	classes int  // classes of solutions found, up to classCap+1
	apart   bool // the one solution comes apart
	level   int  // the moves to the first piece out
	moves   int  // the moves of the whole disassembly
	stats   search.Stats
}

// unique reports whether the variant has exactly one class of solutions.
func (j judgement) unique() bool { return j.classes == 1 }

// judge searches a variant for up to classCap+1 classes of solutions
// (under rotations, and reflections where the set is mirror-closed) and
// takes a unique one apart.
func judge(ctx context.Context, p *solver.Puzzle) (judgement, error) {
	pr, err := search.Compile(p)
	if err != nil {
		return judgement{}, err
	}
	var first solver.Solution
	n := 0
	st, err := pr.Search(ctx, search.Options{Emit: search.EmitMirrorDistinct, Limit: classCap + 1, Workers: 1}, func(s solver.Solution) bool {
		if n == 0 {
			first = s
		}
		n++
		return true
	})
	if err != nil {
		return judgement{}, err
	}
	if !st.Complete && st.Emitted <= classCap {
		if ctx.Err() != nil {
			return judgement{}, ctx.Err()
		}
		return judgement{}, errors.New("the search stopped before it ended")
	}
	j := judgement{classes: int(st.Emitted), stats: st}
	if j.unique() {
		r := assembly.Disassemble(first, assembly.Limits{Groups: assembly.GroupsOf(p)})
		j.apart, j.level, j.moves = r.Apart, r.Level, r.Moves
	}
	return j, nil
}

// score orders judgements for the local search: fewer classes is better;
// a unique variant beats any other, one that comes apart beats one that
// does not, then the higher level and the more moves.
func (j judgement) score() float64 {
	if !j.unique() {
		return -float64(j.classes)
	}
	s := 1000.0
	if j.apart {
		s += 1000 + 100*float64(j.level) + float64(min(j.moves, 99))
	}
	return s
}

// meets reports whether a judgement meets the goal: unique, comes apart,
// and at least at minLevel.
func (j judgement) meets(minLevel int) bool {
	return j.unique() && j.apart && j.level >= max(1, minLevel)
}

// Verdict is what Judge says of a puzzle.
type Verdict struct {
	// Unique is true when the puzzle has one class of solutions.
	Unique bool
	// ComesApart, Level and Moves say how that solution comes apart.
	ComesApart   bool
	Level, Moves int
}

// Judge says whether a puzzle has one solution up to rotation (and
// mirroring, where its set is mirror-closed), and how that comes apart.
func Judge(ctx context.Context, p *solver.Puzzle) (Verdict, error) {
	j, err := judge(ctx, p)
	return Verdict{Unique: j.unique(), ComesApart: j.apart, Level: j.level, Moves: j.moves}, err
}
