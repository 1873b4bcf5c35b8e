package design

import (
	"context"
	"errors"
	"math"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
)

// classCap is how many classes of solutions a judgement counts before it
// stops: past it, a variant is simply far from unique.
const classCap = 40

// judgement is what the search and the disassembler say of a variant.
type judgement struct {
	classes int             // classes of solutions found, up to classCap+1
	apart   bool            // the one solution comes apart
	level   int             // the moves to the first piece out
	depth   int             // where nothing comes out: how deep its positions go (assembly.Result.Depth)
	moves   int             // the moves of the whole disassembly
	opens   int             // the splits open at the first move (assembly.Openings)
	exits   int             // positions one move short of the level that open (assembly.Result.Exits)
	part    []int           // the pieces of the smallest of them, nil for none
	free    int             // the pieces that can come out alone at the first move
	early   int             // pieces the piece asked to come out last left behind; 0 when it did
	noApart bool            // the grid has no disassembler: nothing was taken apart
	under   bool            // its first part came out under the level asked, and the disassembly stopped there
	plan    []assembly.Move // how it came apart, where it did
	stats   search.Stats
	quick   bool // counted by the quick counter: stats hold only a unique variant's solutions and distinct ones
}

// unique reports whether the variant has exactly one class of solutions.
func (j judgement) unique() bool { return j.classes == 1 }

// judge searches a puzzle for up to classCap+1 classes of solutions
// (under rotations, and reflections where the set is mirror-closed) and
// takes the first solution found apart where it is unique. The chains
// judge their variants with searchState.judge, from their own
// dissections.
func judge(ctx context.Context, p *solver.Puzzle) (judgement, error) {
	j, first, err := count(ctx, p, classCap)
	if err != nil || !j.unique() {
		return j, err
	}
	a := takeApart(p, first, true, false, -1)
	a.classes, a.stats = j.classes, j.stats
	return a, nil
}

// count searches a variant for up to most+1 classes of solutions (most is
// classCap, or fewer where more are of no use), and returns the
// judgement's count and the first solution found.
func count(ctx context.Context, p *solver.Puzzle, most int) (judgement, solver.Solution, error) {
	var first solver.Solution
	pr, err := search.Compile(p)
	if err != nil {
		return judgement{}, first, err
	}
	pr.FewSolutions()
	n := 0
	st, err := pr.Search(ctx, search.Options{Emit: search.EmitMirrorDistinct, Limit: most + 1, Workers: 1}, func(s solver.Solution) bool {
		if n == 0 {
			first = s
		}
		n++
		return true
	})
	if err != nil {
		return judgement{}, first, err
	}
	if !st.Complete && st.Emitted <= int64(most) {
		if ctx.Err() != nil {
			return judgement{}, first, ctx.Err()
		}
		return judgement{}, first, errors.New("the search stopped before it ended")
	}
	return judgement{classes: int(st.Emitted), stats: st}, first, nil
}

// takeApart judges how the solution own of a variant opens at the first
// move and, where the variant is unique, or deep is set and own cannot
// open, how it comes apart: the judgement of own, its count left at 0.
// last is the piece asked to come out last, or -1.
func takeApart(p *solver.Puzzle, own solver.Solution, unique, deep bool, last int) judgement {
	var j judgement
	g := p.GridOf()
	if !g.TakesApart() {
		j.noApart = true // unique is all that can be asked
		return j
	}
	var parts [][]int
	parts, j.free = assembly.Openings(own, g)
	j.opens = len(parts)
	if len(parts) > 0 {
		j.part = parts[0]
	}
	if unique || deep && j.opens == 0 {
		j.comesApart(g, assembly.GroupsOf(p), own, last, nil, 0)
	}
	return j
}

// memoryFrom is the fewest pieces for which a chain keeps the gaps it
// measures between pieces from one variant to the next (assembly.Memory).
// A variant changes one or two pieces: of four, one pair in six stays as
// it was, and on 5×5×5 the memory cost 4% more time for the same
// variants; of six, two pairs in five, and it saved 6%.
const memoryFrom = 6

// memory is a new chain's assembly.Memory, nil for fewer than memoryFrom
// pieces.
func (s *searchState) memory() *assembly.Memory {
	if len(s.start.size) < memoryFrom {
		return nil
	}
	return new(assembly.Memory)
}

// comesApart takes own apart, on grid g with the pieces' groups (see
// assembly.Limits), measuring with mem where it is not nil, and sets how
// it came apart in j. Where its first part comes out under level atLeast,
// it stops there, with j.under set (see assembly.Limits.AtLeast).
func (j *judgement) comesApart(g *solver.Grid, groups []int, own solver.Solution, last int, mem *assembly.Memory, atLeast int) {
	r := assembly.Disassemble(own, assembly.Limits{Groups: groups, Stay: last + 1, Grid: g, Exits: true, Memory: mem, Unplaced: true, AtLeast: atLeast})
	j.apart, j.level, j.moves, j.plan, j.depth, j.exits, j.under = r.Apart, r.Level, r.Moves, r.Plan, r.Depth, r.Exits, r.Under
	if r.Apart && last >= 0 {
		j.early = leftBehind(own, r.Plan, last)
	}
}

// leftBehind says how early piece last of the puzzle comes out in a
// plan: 0 when it stays to the end, else the pieces it leaves behind when
// a move takes it out with the smaller side of a split (or half) of a part
// of three pieces or more.
func leftBehind(sol solver.Solution, plan []assembly.Move, last int) int {
	n := len(sol.Pieces)
	at := -1
	for i, pl := range sol.Pieces {
		if pl.Piece == last {
			at = i
		}
	}
	if at < 0 {
		return 0
	}
	part := make([]int, n)
	parts := 1
	for _, m := range plan {
		if !m.Out {
			continue
		}
		from := part[m.Pieces[0]]
		size := 0
		for _, p := range part {
			if p == from {
				size++
			}
		}
		out := false
		for _, i := range m.Pieces {
			out = out || i == at
			part[i] = parts
		}
		parts++
		if out && size > 2 && 2*len(m.Pieces) <= size {
			return size - len(m.Pieces)
		}
	}
	return 0
}

// score orders judgements for the local search: fewer classes is better;
// a unique variant beats any other; of those that come apart, the higher
// level, then the fewer ways to open it at the first move, then the more
// moves less the positions a move short of the level from which a part
// comes out (exits: closing them all raises the level); a piece asked to
// come out last that comes out early costs as much as five openings per
// piece it leaves. The openings give level-1 variants a slope toward
// level 2, where there are none. One that does not come apart at all is
// worth nearly the level its depth promises (see below).
func (j judgement) score() float64 {
	if !j.unique() {
		return -float64(j.classes)
	}
	s := 1000.0
	if j.apart {
		s += 1000 + 10000*float64(j.level) - 100*float64(min(j.opens, 99)) - float64(min(j.exits, 99)) + float64(min(j.moves, 99)) - 500*float64(j.early)
	} else {
		// One that does not come apart is worth nearly the level its
		// positions' depth promises, above every variant that comes
		// apart at its depth: the walk climbs toward deep locked
		// variants, then opens them.
		s += 10000*float64(j.depth) + 9500
	}
	return s
}

// scoreAt is the most a unique variant whose first part comes out at
// level can score, whatever comes after, as score counts: apart, with no
// opening, its exits and early pieces none and its moves 99. One whose
// part left does not come apart scores less: its depth is 0.
func scoreAt(level int) float64 { return 2000 + 10000*float64(level) + 99 }

// levelFor is the least level at which the first part of a unique
// variant must come out for it to score floor or more (see scoreAt), or 0
// where any level may.
func levelFor(floor float64) int {
	if !(floor > scoreAt(1)) {
		return 0 // -Inf, NaN or low
	}
	return int(math.Ceil((floor - scoreAt(0)) / 10000))
}

// meets reports whether a judgement meets the goal of opt: unique, comes
// apart, at least at MinLevel, with at most MaxFree pieces free at the
// first move where MaxFree is positive, and with the Last piece out last.
func (j judgement) meets(opt Options) bool {
	if j.noApart {
		return j.unique()
	}
	return j.unique() && j.apart && j.level >= max(1, opt.MinLevel) && (opt.MaxFree <= 0 || j.free <= opt.MaxFree) && j.early == 0
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
	j, err := judge(ctx, p)
	return Verdict{Unique: j.unique(), ComesApart: j.apart, Level: j.level, Moves: j.moves, Openings: j.opens, Free: j.free}, err
}

// quickCounts reports whether the chains count variants' solutions with
// the quick counter: on cubes, for a set of pieces each used once,
// unmirrored, alike in no two, on a target with no colours or cap on
// its holes.
func (s *searchState) quickCounts() bool {
	t := s.puzzle.Target
	return s.puzzle.GridOf().IsCubes() && !s.puzzle.Mirror && !s.opt.AllowAlike && len(t.Paint) == 0 && t.MaxHoles == nil
}

// count counts a variant's classes of solutions (d, own as a solution,
// p as a puzzle) to classCap+1: quickly where q serves, toward a level,
// where variants have few solutions; else by the search engines.
//
// p is d's puzzle, or nil: the engines need it, and where it is nil, it
// is made for them and returned, so that it is made once; most variants
// are counted by q.
func (s *searchState) count(ctx context.Context, q *quick, d *dissection, own solver.Solution, p *solver.Puzzle, most int) (judgement, *solver.Puzzle, error) {
	if q != nil && s.opt.MinLevel >= 2 {
		if n, sols, ok := q.classes(d, own); ok {
			j := judgement{classes: n, quick: true}
			if n == 1 {
				// As the search engines count a set that is not its own
				// mirror image: no count under reflections.
				j.stats = search.Stats{Solutions: int64(sols), Distinct: 1}
			}
			return j, p, nil
		}
	}
	if p == nil {
		p = d.puzzleOf(s.puzzle, own, s.colors)
	}
	j, _, err := count(ctx, p, most)
	return j, p, err
}
