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
	classes int   // classes of solutions found, up to classCap+1
	apart   bool  // the one solution comes apart
	level   int   // the moves to the first piece out
	moves   int   // the moves of the whole disassembly
	opens   int   // the splits open at the first move (assembly.Openings)
	part    []int // the pieces of the smallest of them, nil for none
	free    int   // the pieces that can come out alone at the first move
	stats   search.Stats
}

// unique reports whether the variant has exactly one class of solutions.
func (j judgement) unique() bool { return j.classes == 1 }

// judge searches a variant for up to classCap+1 classes of solutions
// (under rotations, and reflections where the set is mirror-closed) and
// takes a unique one apart. own is the variant's dissection, as one of its
// solutions, or nil to take the first found. With deep set, own is taken
// apart also when several classes share the variant but own cannot open
// at the first move: the walk toward a higher level needs to know.
func judge(ctx context.Context, p *solver.Puzzle, own *solver.Solution, deep bool) (judgement, error) {
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
	if own == nil {
		if !j.unique() {
			return j, nil
		}
		own = &first
	}
	var parts [][]int
	parts, j.free = assembly.Openings(*own)
	j.opens = len(parts)
	if len(parts) > 0 {
		j.part = parts[0]
	}
	if j.unique() || deep && j.opens == 0 {
		r := assembly.Disassemble(*own, assembly.Limits{Groups: assembly.GroupsOf(p)})
		j.apart, j.level, j.moves = r.Apart, r.Level, r.Moves
	}
	return j, nil
}

// score orders judgements for the local search: fewer classes is better;
// a unique variant beats any other, one that comes apart beats one that
// does not, then the higher level, then the fewer ways to open it at the
// first move, then the more moves. The openings give level-1 variants a
// slope toward level 2, where there are none.
func (j judgement) score() float64 {
	if !j.unique() {
		return -float64(j.classes)
	}
	s := 1000.0
	if j.apart {
		s += 1000 + 10000*float64(j.level) - 100*float64(min(j.opens, 99)) + float64(min(j.moves, 99))
	}
	return s
}

// meets reports whether a judgement meets the goal: unique, comes apart,
// at least at minLevel, and with at most maxFree pieces free at the first
// move where maxFree is positive.
func (j judgement) meets(minLevel, maxFree int) bool {
	return j.unique() && j.apart && j.level >= max(1, minLevel) && (maxFree <= 0 || j.free <= maxFree)
}

// Verdict is what Judge says of a puzzle.
type Verdict struct {
	// Unique is true when the puzzle has one class of solutions.
	Unique bool
	// ComesApart, Level and Moves say how that solution comes apart.
	ComesApart   bool
	Level, Moves int
	// Openings and Free count the ways it opens at the first move and
	// the pieces that come out alone then (see Variant).
	Openings, Free int
}

// Judge says whether a puzzle has one solution up to rotation (and
// mirroring, where its set is mirror-closed), and how that comes apart.
func Judge(ctx context.Context, p *solver.Puzzle) (Verdict, error) {
	j, err := judge(ctx, p, nil, false)
	return Verdict{Unique: j.unique(), ComesApart: j.apart, Level: j.level, Moves: j.moves, Openings: j.opens, Free: j.free}, err
}
