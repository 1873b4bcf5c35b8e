package design

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// GCPercent is the garbage collector's setting (debug.SetGCPercent) a
// program that runs design searches does best with: each variant judged
// allocates about 30 kB that is garbage a moment later, while what the
// search keeps is small, so at Go's default of 100 the collector runs
// hundreds of times a second. On 16 cores, 16 workers judged 46,000 to
// 48,000 variants a second at 100 and 70,000 to 79,000 at 400. The
// command line sets it unless GOGC is set.
const GCPercent = 400

// Options say what the designer asks for and how long to look.
type Options struct {
	// MinSize and MaxSize bound the pieces' sizes, in the grid's solids
	// (cubes, balls, prisms, rhombic dodecahedra, tetrahedra and
	// octahedra); 0 means the start's smallest less one and largest plus
	// one.
	MinSize, MaxSize int
	// MinLevel asks for a variant that comes apart at this level or more
	// ("make it harder"); 0 or 1 asks only that it comes apart.
	MinLevel int
	// MaxFree, when positive, also asks that at most this many pieces can
	// be taken out alone at the first move; the search prefers fewer
	// openings in any case.
	MaxFree int
	// Last, when not empty, names a piece that must be the last to come
	// out: each move that takes a part out of three pieces or more takes
	// it out with the larger side.
	Last string
	// Holes takes this many solids out of the pieces, at inner solids of
	// the target (whose cells' neighbours are all in it), which all
	// become optional: the holes may lie anywhere inside, unseen. A box
	// filled without holes comes apart at level 1 if at all, so a level
	// of 2 or more on a box needs at least one.
	Holes int
	// Recut, toward a level (MinLevel 2 or more), makes every other
	// restart of a chain that starts afresh (one in three; the others
	// kick its best) start from the target cut afresh at random into as
	// many pieces (see deal), with its holes, rather than from the start
	// with its holes dug anew: for a search whose start is itself a
	// random cut, as from a bare box. Each chain still begins from the
	// start.
	Recut bool
	// AllowAlike lets two pieces take the same shape.
	AllowAlike bool
	// Seed makes the search repeatable: each worker's chain of variants
	// is the same for the same seed.
	Seed uint64
	// Workers is the number of goroutines; 0 means one.
	Workers int
	// Keep is how many of the best variants to report; 0 means 5.
	Keep int
	// Limit, when positive, ends the search once this many variants are
	// tried: a search of the same seed on one worker is then the same
	// search on any machine.
	Limit int
	// FirstChain numbers this search's chains of variants from it, so
	// that searches run apart (one per Web Worker, say) with the same
	// seed and FirstChain 0, 1, 2... draw the chains of one search on as
	// many workers.
	FirstChain int
	// Progress, when set, is called about every ProgressInterval.
	Progress         func(Progress)
	ProgressInterval time.Duration
	// Found, when set, is called with each variant that joins the Keep
	// best so far; the search waits for it to return.
	Found func(Variant)
}

// Progress reports how far a design search has come.
type Progress struct {
	// Tried counts the variants judged so far.
	Tried int
	// Best is the best variant so far.
	Best Variant
	// Seconds is the time since the search began.
	Seconds float64
}

// Variant is a puzzle the search found, with what was judged of it. It
// is written as JSON with its puzzle in the canonical JSON form (see
// MarshalJSON).
type Variant struct {
	// Puzzle is the variant: the start's target and names, new shapes.
	Puzzle *solver.Puzzle `json:"-"`
	// Solutions, Distinct and DistinctMirror are its three counts: in
	// full where Classes is at most 40, and for a variant of a Result
	// whose count ends within a second of the search's end (all such
	// counts together); as far as the judge counted otherwise.
	Solutions      int64  `json:"solutions"`
	Distinct       int64  `json:"distinct"`
	DistinctMirror *int64 `json:"distinct_mirror"`
	// Classes counts its classes of solutions (under rotations, and
	// reflections where the set is mirror-closed) up to 41: past 40 the
	// judge stopped counting.
	Classes int `json:"classes"`
	// ComesApart, Level and Moves say how a unique variant's solution
	// comes apart; false and 0 for a variant with several.
	ComesApart bool `json:"comes_apart"`
	Level      int  `json:"level"`
	Moves      int  `json:"moves"`
	// Notation is the level as BurrTools writes it, such as "6.5.1.2":
	// the moves of each separation (see assembly.Result). It is given
	// for the variants a search reports, not for every one it judges.
	Notation string `json:"notation,omitempty"`
	// Openings counts the ways a unique variant's solution opens at the
	// first move (see assembly.Openings), and Free the pieces among them
	// that come out alone: 0 both from level 2 on.
	Openings int `json:"openings"`
	Free     int `json:"free"`
	// LeftBehind, where a piece was asked to come out last (Options.Last),
	// counts the pieces it left behind when it came out: 0 when it came
	// out last.
	LeftBehind int `json:"left_behind,omitempty"`
	// NotTakenApart is set on grids with no disassembler (see
	// solver.Grid.TakesApart), where a variant is judged by its count
	// alone.
	NotTakenApart bool `json:"not_taken_apart,omitempty"`
	// Changed lists the cells whose piece differs from the start's.
	Changed []solver.Cell `json:"changed"`
	// Solution is the solution the variant was cut from.
	Solution solver.Solution `json:"solution"`

	key string
}

// Unique reports whether the variant has one solution up to rotation
// (and mirroring, where the set is mirror-closed).
func (v Variant) Unique() bool { return v.Classes == 1 }

// judged is the variant's judgement, as its fields give it.
func (v Variant) judged() judgement {
	return judgement{classes: v.Classes, apart: v.ComesApart, level: v.Level, moves: v.Moves, opens: v.Openings, free: v.Free, early: v.LeftBehind, noApart: v.NotTakenApart}
}

// Compare orders variants best first, as Result lists them: unique and
// coming apart first, then the higher level, the fewer openings at the
// first move and the more moves, then fewer classes of solutions, then
// the fewest changed cubes. It returns
// a negative number when a is better.
func Compare(a, b Variant) int {
	switch sa, sb := a.judged().score(), b.judged().score(); {
	case sa > sb:
		return -1
	case sa < sb:
		return 1
	}
	return len(a.Changed) - len(b.Changed)
}

// Insert puts v into list, which is best first, after the variants as
// good as it, and keeps the keep best. It returns the list and v's place
// there, keep or more where v was left out. It is written with a loop,
// not the slices package, whose generic functions would each add their
// own code for Variant to the page's program.
func Insert(list []Variant, v Variant, keep int) ([]Variant, int) {
	i := 0
	for i < len(list) && Compare(list[i], v) <= 0 {
		i++
	}
	if i >= keep {
		return list, i
	}
	if len(list) < keep {
		list = append(list, Variant{})
	}
	copy(list[i+1:], list[i:])
	list[i] = v
	return list, i
}

// Result is what a design search found.
type Result struct {
	// Tried counts the variants judged.
	Tried int `json:"tried"`
	// Seconds is the time the search took.
	Seconds float64 `json:"seconds"`
	// Variants lists the best variants, best first: unique and coming
	// apart first, then the higher level, then the fewest changed cubes.
	Variants []Variant `json:"variants"`
	// Met is true when the best variant meets the goal.
	Met bool `json:"met"`
	// UsedUp is true when the search ended before its time because every
	// chain had tried every variant it could reach from its best, by
	// walks of up to 31 moves.
	UsedUp bool `json:"used_up,omitempty"`
}

// Search looks for better variants of a puzzle until one meets the goal
// or ctx ends; give ctx a deadline.
func Search(ctx context.Context, p *solver.Puzzle, opt Options) (Result, error) {
	s, err := newSearch(ctx, p, opt)
	if err != nil {
		return Result{}, err
	}
	opt = s.opt
	workers := max(1, opt.Workers)
	stop := &stopper{Context: ctx}
	ctx, cancel := context.Context(stop), func() { stop.stopped.Store(true) }
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := range workers {
		wg.Go(func() {
			for life := 0; ; life++ {
				r := rand.New(rand.NewPCG(opt.Seed, chainStream(opt.FirstChain+w, life)))
				again, err := s.chain(ctx, cancel, r, life > 0)
				if errs[w] = err; err != nil || !again {
					break
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Result{}, err // the first: the chains meet the same ones
		}
	}
	res := Result{Tried: int(s.tried.Load()), Variants: s.best}
	counting := until{Context: context.WithoutCancel(s.outer), at: time.Now().Add(fullCountTime)}
	for i := range res.Variants {
		if res.Variants[i].Classes > classCap {
			if err := fullCounts(counting, &res.Variants[i]); err != nil && counting.Err() == nil {
				return Result{}, err
			}
		}
	}
	res.Met = len(res.Variants) > 0 && res.Variants[0].judged().meets(opt)
	res.UsedUp = !res.Met && s.usedUp.Load() == int64(workers)
	res.Seconds = time.Since(s.began).Seconds()
	return res, nil
}

// newSearch checks what a design search is asked and readies what its
// chains share.
func newSearch(ctx context.Context, p *solver.Puzzle, opt Options) (*searchState, error) {
	began := time.Now()
	g := p.GridOf()
	if err := g.ErrTakeApart(); err != nil && (opt.MinLevel > 1 || opt.MaxFree > 0 || opt.Last != "") {
		return nil, optionErrorf("%v: design can ask only for one solution here, with no level, free pieces or last piece", err)
	}
	start, err := startOf(ctx, p)
	if err != nil {
		return nil, err
	}
	names, colors := make([]string, len(p.Pieces)), make([]string, len(p.Pieces))
	for i, pc := range p.Pieces {
		names[i], colors[i] = pc.Name, pc.Color
	}
	lo, hi := slices.Min(start.size), slices.Max(start.size)
	if opt.MinSize == 0 {
		opt.MinSize = max(1, lo-1)
	}
	if opt.MaxSize == 0 {
		opt.MaxSize = hi + 1
	}
	if opt.MinSize > lo || opt.MaxSize < hi {
		_, many := g.SolidWords()
		return nil, optionErrorf("the sizes %d to %d do not hold the start's pieces, of %d to %d %s", opt.MinSize, opt.MaxSize, lo, hi, many)
	}
	if opt.Holes < 0 {
		return nil, optionErrorf("%d holes: give 0 or more", opt.Holes)
	}
	if opt.MinLevel >= 2 && opt.Holes == 0 && start.straight() {
		return nil, optionErrorf("level %d cannot be reached without holes: every line through this target is one unbroken run of cubes, so a part that can slide at all can slide out, and every solution that comes apart does so at level 1; ask for a hole or more inside", opt.MinLevel)
	}
	if opt.Keep <= 0 {
		opt.Keep = 5
	}
	s := &searchState{opt: opt, start: start, puzzle: p, names: names, colors: colors, last: -1, outer: ctx, began: began, lifespan: lifespan}
	if opt.Last != "" {
		for i, pc := range p.Pieces {
			if pc.Name == opt.Last && s.last < 0 {
				s.last = i
			}
		}
		if s.last < 0 {
			return nil, optionErrorf("no piece is named %q, to come out last", opt.Last)
		}
	}
	return s, nil
}

// startOf finds the solution the search starts from.
func startOf(ctx context.Context, p *solver.Puzzle) (*dissection, error) {
	for _, pc := range p.Pieces {
		lo, hi := pc.Range()
		if lo != 1 || hi != 1 || len(pc.Paint) > 0 {
			return nil, fmt.Errorf("%s: design works on sets of single pieces without ranges or colours; give each copy a piece of its own", pc.Name)
		}
	}
	if len(p.Target.Optional) > 0 {
		return nil, errors.New("design works on targets with no optional cells")
	}
	pr, err := search.Compile(p)
	if err != nil {
		return nil, err
	}
	pr.FewSolutions()
	var sol *solver.Solution
	if _, err := pr.Search(ctx, search.Options{Emit: search.EmitDistinct, Limit: 1}, func(s solver.Solution) bool {
		sol = &s
		return false
	}); err != nil {
		return nil, err
	}
	if sol == nil {
		return nil, errors.New("the puzzle has no solution: design needs one solution to start from")
	}
	return newDissection(*sol, p.GridOf()), nil
}

// fullCountTime bounds the full counts of a Result's variants with more
// than classCap classes of solutions, all of them together, after the
// search: on a grid whose counts take seconds (the sphere pyramid's), five
// of them took the search a minute past its time. A variant whose count
// does not end within it keeps the judge's counts.
const fullCountTime = time.Second

// fullCounts counts a variant's solutions in full, unless ctx ends first.
func fullCounts(ctx context.Context, v *Variant) error {
	pr, err := search.Compile(v.Puzzle)
	if err != nil {
		return err
	}
	st, err := pr.Search(ctx, search.Options{Emit: search.EmitNone, Workers: 1}, nil)
	if err != nil {
		return err
	}
	v.Solutions, v.Distinct, v.DistinctMirror = st.Solutions, st.Distinct, st.DistinctMirror
	return nil
}

// until is a context that also ends at a time: what context.WithDeadline
// gives, without the timer and goroutine it brings into the page's program.
// Only Err sees the time, as with stopper.
type until struct {
	context.Context
	at time.Time
}

// Err is context.DeadlineExceeded once the time is past, else the
// parent's error.
func (u until) Err() error {
	if time.Now().After(u.at) {
		return context.DeadlineExceeded
	}
	return u.Context.Err()
}

// stopper is a context that also ends once stopped is set: what
// context.WithCancel gives the chains, without the goroutine and select it
// brings into the page's program (22 kB of code). Only Err sees the stop:
// the chains and the search read Err, not Done.
type stopper struct {
	context.Context
	stopped atomic.Bool
}

// Err is context.Canceled once stopped, else the parent's error.
func (s *stopper) Err() error {
	if s.stopped.Load() {
		return context.Canceled
	}
	return s.Context.Err()
}
