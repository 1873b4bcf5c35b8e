package design

import (
	"context"
	"math"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
)

// searchState is what the workers of one design search share.
type searchState struct {
	opt           Options
	start         *dissection
	puzzle        *solver.Puzzle
	names, colors []string
	last          int             // the piece asked to come out last, or -1
	lifespan      int             // the variants a chain toward a level judges before a new one starts (see lifespan)
	outer         context.Context // the search's context, which the chains' stop does not end
	began         time.Time

	tried        atomic.Int64
	usedUp       atomic.Int64 // chains that ended with every variant in reach tried
	mu           sync.Mutex
	best         []Variant // best first, at most opt.Keep
	lastProgress time.Time
}

// stale is how many variants a chain judges without bettering its own
// best before it goes back to that best.
const stale = 60

// restart is how many variants a chain asked for a level examines
// without bettering its best before it starts again: its best is then a
// dead end, with an opening that no move nearby closes. Two restarts in
// three kick the chain's best so far (see kicked); the third starts
// afresh, from the start with its holes dug anew, or with Options.Recut,
// every other such time from a new cut of the target: new cuts reach
// higher levels on the larger boxes, the first cut sooner on 4×4×4 in
// five pieces.
const restart = 2000

// usedUp is how many draws in a row may find only variants tried before
// (or refused) until a chain takes the neighbourhood as used up, and
// walks away from its best by more moves than one step makes: by two,
// then three, up to maxWalk, after which the chain ends. A walk that
// finds a new variant starts the count again.
const (
	usedUp  = 400
	maxWalk = 30
)

// chain is one worker's local search: from the start, each step moves a
// cube or two; a variant at least as good is taken, a worse one now and
// then, and after stale steps without progress the chain returns to its
// best (toward a level, after restart steps, to its best over all its
// starts changed at random, or to the start, or a new cut of the target:
// Options.Recut). It ends when ctx does, or cancels it when the goal is
// met and tidies that variant. Toward a level, past lifespan variants, it
// ends at its next restart and reports again: the worker then starts a
// new chain, drawn from r's next stream (see chainStream). A chain begun
// anew starts from a new cut of the target, with Options.Recut.
func (s *searchState) chain(ctx context.Context, cancel func(), r *rand.Rand, anew bool) (again bool, err error) {
	var q *quick              // the chain's own: it keeps the shapes it has met
	mem := s.memory()         // the gaps between pieces the chain has measured
	restarts, fresh := -1, -1 // the chain's starts after its first; those not kicks
	var elite step            // the chain's best over all its starts
	var opened, openNow step  // the best of them that comes apart; this start's
	tried := 0                // the variants this chain has judged
	begin := func() (step, error) {
		start := s.start
		var err error
		restarts++
		switch {
		case anew && restarts == 0 && s.opt.Recut && s.opt.MinLevel >= 2:
			fresh++
			start, err = s.recut(r)
		case elite.d != nil && restarts%kickEvery != 0:
			start = s.kicked(r, kickFrom(restarts, elite, opened))
		case s.opt.Recut && s.opt.MinLevel >= 2 && fresh%2 == 0:
			fresh++
			start, err = s.recut(r)
		default:
			fresh++
			if s.opt.Holes > 0 {
				start, err = s.dug(r)
			}
		}
		if err != nil {
			return step{}, err
		}
		if q == nil && s.quickCounts() {
			q = newQuick(start, start.inner)
		}
		st, err := s.examine(ctx, q, mem, start, start.solution(s.names), math.Inf(-1), nil)
		if err == nil {
			s.tried.Add(1) // the start is a variant tried too
		}
		return st, err
	}
	cur, err := begin()
	if ctx.Err() != nil {
		return false, nil // another worker met the goal first
	}
	if err != nil && anew {
		return false, nil // as a restart whose start is refused (below)
	}
	if err != nil {
		return false, err
	}
	best := cur
	s.show(ctx, q, cur)
	seen := newSeen(cur.d)
	idle, sinceBest := 0, 0
	dry, walk := 0, 0  // draws in a row that found nothing new; the walk's length
	var blocks []block // the changes that stop cur's first separation
	var blocksOf *dissection
	var room solutionRoom // each variant's solution in turn
	var tr trust          // how often its counts found a variant unique
	for ctx.Err() == nil {
		next := cur.d.clone()
		var at []int // toward a higher level, two moves in three close an opening
		if cur.part != nil && r.IntN(3) > 0 {
			at = cur.d.near(cur.part)
		}
		walked := dry > usedUp
		var moved bool
		if !walked && s.opt.MinLevel >= 2 && cur.judged && cur.j.apart && r.IntN(2) == 0 {
			if blocksOf != cur.d {
				blocks, blocksOf = cur.d.blocks(cur.j.plan), cur.d
			}
			moved = len(blocks) > 0 && next.blockAt(r, blocks, s.opt.MinSize, s.opt.MaxSize)
		}
		switch {
		case moved: // a change that stops the first separation
		case walked:
			// Every variant a move or two from here was tried: walk
			// away from the best, further each time this recurs.
			if walk++; walk > maxWalk {
				s.usedUp.Add(1)
				return false, nil
			}
			next, dry = best.d.clone(), 0
			for range 1 + walk {
				moved = next.moveAt(r, s.opt.MinSize, s.opt.MaxSize, nil) || moved
			}
		default:
			if moved = next.moveAt(r, s.opt.MinSize, s.opt.MaxSize, at); moved && r.IntN(3) == 0 {
				next.moveAt(r, s.opt.MinSize, s.opt.MaxSize, at)
			}
		}
		k := seen.hash(next)
		if !moved || seen.has(k) {
			idle++
			dry++
			if idle > stale {
				cur, idle = best, 0
			}
			continue
		}
		own := next.solutionIn(s.names, &room) // not kept past examine
		if !s.opt.AllowAlike && alike(s.puzzle.GridOf(), own, s.puzzle.Mirror) {
			seen.add(k) // refused again if drawn again
			dry++
			continue
		}
		// The chain takes a worse variant one time in 20: where it will
		// not, examine need not value a variant below the current.
		lucky := r.IntN(20) == 0
		floor := cur.value
		if walked || lucky {
			floor = math.Inf(-1)
		}
		st, err := s.examine(ctx, q, mem, next, own, floor, &tr)
		if ctx.Err() != nil {
			return false, nil
		}
		if err != nil {
			seen.add(k)
			dry++
			continue // a variant the search refuses (too many placements, say) is passed over
		}
		if dry = 0; !walked {
			walk = 0
		}
		tried++
		if n := s.tried.Add(1); s.opt.Limit > 0 && n >= int64(s.opt.Limit) {
			cancel()
		}
		if st.counted {
			seen.add(k) // its count is known: it is not judged again
		}
		if st.judged {
			if back, err := s.rely(ctx, q, &st, own, &tr, best.value); err != nil {
				continue
			} else if back {
				cur, idle = best, 0
			}
			s.offer(next, st.p, st.j)
			if st.j.meets(s.opt) {
				cancel()
				s.tidy(q, next, st.j)
				return false, nil
			}
		}
		sinceBest++
		if st.judged && !st.unsure && st.j.apart && st.j.unique() && (openNow.d == nil || st.value > openNow.value) {
			openNow = st
		}
		switch {
		case st.value > best.value:
			best, cur, idle, sinceBest = st, st, 0, 0
			s.show(ctx, q, st)
		case walked:
			cur, idle = st, 0
		case st.value >= cur.value || lucky:
			cur = st
			idle++
		default:
			idle++
		}
		if idle > stale {
			cur, idle = best, 0
		}
		if sinceBest > restart && s.opt.MinLevel >= 2 {
			if tried >= s.lifespan {
				return true, nil
			}
			if elite.d == nil || best.value >= elite.value {
				elite = best // as good will do: the kicks drift across a level
			}
			if openNow.d != nil && (opened.d == nil || openNow.value >= opened.value) {
				opened = openNow
			}
			openNow = step{}
			if cur, err = begin(); err != nil {
				return false, nil // ctx ended, or the search refused the start
			}
			best, idle, sinceBest = cur, 0, 0
			s.show(ctx, q, cur)
		}
	}
	return false, nil
}

// step is a variant a chain has examined, and its value to the chain.
type step struct {
	d       *dissection
	p       *solver.Puzzle // its puzzle, where made
	value   float64
	part    []int // the pieces of its smallest opening, where it has one
	judged  bool
	counted bool // judged, or counted past what the chain would take
	unsure  bool // judged unique on trust, not counted (see trust)
	j       judgement
}

// examine values a variant for a chain. Asked for level 2 or more, or
// for few pieces free at the first move, the chain first walks on how
// the variant's dissection first moves, which costs no search: toward
// level 2, each way it opens at once costs 2 and having no other first
// move at all (being rigid) costs 3; each piece free past the most
// asked costs 2. Only a variant that costs nothing so is judged in full,
// and valued above any that is not, by its score. Asked for neither,
// each variant is judged, and valued by its score.
//
// Toward a level, the variant's own dissection is taken apart before its
// solutions are counted, and the count, most of the judge's time, is
// left out where even a unique variant would be valued below floor: the
// chain would not take it. Such a step is not judged, and its value is
// that bound. Otherwise the count stops past the classes that a variant
// valued at floor has (past one, where that is unique): such a step is
// not judged either, but counted, and not examined again. own is d as a
// solution. d's puzzle is made only past the first moves' walk, which
// most variants do not pass, and toward a level only where the quick
// count cannot count (offer makes it for a variant it keeps). Toward a
// level, the chain's tally t (nil for none) may take the variant as
// unique without a count (see trust). mem keeps the gaps between pieces
// that the first moves and the disassembly measure, for the next variant.
func (s *searchState) examine(ctx context.Context, q *quick, mem *assembly.Memory, d *dissection, own solver.Solution, floor float64, t *trust) (step, error) {
	st := step{d: d}
	deep, gated := s.opt.MinLevel >= 2, s.opt.MinLevel >= 2 || s.opt.MaxFree > 0
	free := 0 // pieces free at the first move, where gated
	if gated {
		fm := mem.FirstMoves(own, s.puzzle.GridOf())
		free = fm.Free
		if len(fm.Openings) > 0 {
			st.part = fm.Openings[0]
		}
		cost := 0
		if deep {
			cost += 2 * min(len(fm.Openings), 99)
			if fm.Slides == 0 {
				cost += 3
			}
		}
		if s.opt.MaxFree > 0 {
			cost += 2 * max(0, fm.Free-s.opt.MaxFree)
		}
		if cost > 0 {
			st.value = -float64(cost)
			return st, nil
		}
	}
	var j judgement
	if deep {
		// It has no opening, or the walk would have stopped it above. A
		// variant's pieces are in no groups (see puzzleOf), and its
		// puzzle is made only past the bound.
		// It is taken apart no further than floor needs: where its first
		// part comes out too soon, it is worth at most scoreAt its level.
		j = judgement{classes: 1, free: free}
		j.comesApart(s.puzzle.GridOf(), nil, own, s.last, mem, levelFor(floor-1e5))
		bound := j.score() + 1e5
		if j.under {
			bound = scoreAt(j.level) + 1e5
		}
		if bound < floor {
			st.value = bound
			return st, nil
		}
	}
	if deep && t.skips() {
		st.unsure = true // taken on trust as unique, as j stands (see trust)
	} else if deep {
		// The puzzle is made only where the quick count cannot count.
		c, p, err := s.count(ctx, q, d, own, nil, classCap)
		st.p = p
		if err != nil {
			return st, err
		}
		j.classes, j.stats, j.quick = c.classes, c.stats, c.quick
		t.note(c.unique())
	} else {
		// Past most classes, the variant is worth less than floor.
		most, base := classCap, floor
		if gated {
			base -= 1e5
		}
		if base > -1 {
			most = 1
		} else if base > -classCap {
			most = int(-base)
		}
		p := d.puzzleOf(s.puzzle, own, s.colors)
		st.p = p
		c, _, err := s.count(ctx, q, d, own, p, most)
		if err != nil {
			return st, err
		}
		if c.classes > most && most < classCap {
			st.value, st.counted = -float64(c.classes), true
			if gated {
				st.value += 1e5
			}
			return st, nil
		}
		if c.unique() {
			j = takeApart(p, own, true, false, s.last)
			j.depth = 0 // a locked variant's depth leads only toward a level
		}
		j.classes, j.stats, j.quick = c.classes, c.stats, c.quick
	}
	st.judged, st.counted, st.j, st.value = true, true, j, j.score()
	if gated {
		st.value += 1e5
	}
	return st, nil
}
