package design

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// Options say what the designer asks for and how long to look.
type Options struct {
	// MinSize and MaxSize bound the pieces' sizes, in cubes; 0 means the
	// start's smallest less one and largest plus one.
	MinSize, MaxSize int
	// MinLevel asks for a variant that comes apart at this level or more
	// ("make it harder"); 0 or 1 asks only that it comes apart.
	MinLevel int
	// AllowAlike lets two pieces take the same shape.
	AllowAlike bool
	// Seed makes the search repeatable: each worker's chain of variants
	// is the same for the same seed.
	Seed uint64
	// Workers is the number of goroutines; 0 means one.
	Workers int
	// Keep is how many of the best variants to report; 0 means 5.
	Keep int
	// Progress, when set, is called about every ProgressInterval.
	Progress         func(Progress)
	ProgressInterval time.Duration
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

// Variant is a puzzle the search found, with what was judged of it.
type Variant struct {
	// Puzzle is the variant: the start's target and names, new shapes.
	Puzzle *solver.Puzzle `json:"puzzle"`
	// Solutions, Distinct and DistinctMirror are its three counts.
	Solutions      int64  `json:"solutions"`
	Distinct       int64  `json:"distinct"`
	DistinctMirror *int64 `json:"distinct_mirror"`
	// ComesApart, Level and Moves say how a unique variant's solution
	// comes apart; false and 0 for a variant with several.
	ComesApart bool `json:"comes_apart"`
	Level      int  `json:"level"`
	Moves      int  `json:"moves"`
	// Changed lists the cells whose piece differs from the start's.
	Changed []solver.Cell `json:"changed"`
	// Solution is one of its solutions, to draw it by.
	Solution solver.Solution `json:"-"`

	j   judgement
	key string
}

// Unique reports whether the variant has one solution up to rotation
// (and mirroring, where the set is mirror-closed).
func (v Variant) Unique() bool { return v.j.unique }

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
}

// Search looks for better variants of a puzzle until one meets the goal
// or ctx ends; give ctx a deadline.
func Search(ctx context.Context, p *solver.Puzzle, opt Options) (Result, error) {
	began := time.Now()
	start, err := startOf(ctx, p)
	if err != nil {
		return Result{}, err
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
		return Result{}, fmt.Errorf("the sizes %d to %d do not hold the start's pieces, of %d to %d cubes", opt.MinSize, opt.MaxSize, lo, hi)
	}
	if opt.Keep <= 0 {
		opt.Keep = 5
	}
	workers := max(1, opt.Workers)
	s := &searchState{opt: opt, start: start, puzzle: p, names: names, colors: colors, began: began}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = s.chain(ctx, cancel, rand.New(rand.NewPCG(opt.Seed, uint64(w)+1)))
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return Result{}, err
	}
	res := Result{Tried: int(s.tried.Load()), Variants: s.best}
	for i := range res.Variants {
		if err := fullCounts(&res.Variants[i]); err != nil {
			return Result{}, err
		}
	}
	res.Met = len(res.Variants) > 0 && res.Variants[0].j.meets(opt.MinLevel)
	res.Seconds = time.Since(began).Seconds()
	return res, nil
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
	return newDissection(*sol), nil
}

// fullCounts counts a reported variant's solutions in full, keeping the
// first.
func fullCounts(v *Variant) error {
	pr, err := search.Compile(v.Puzzle)
	if err != nil {
		return err
	}
	st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Workers: 1}, func(s solver.Solution) bool {
		if v.Solution.Pieces == nil {
			v.Solution = s
		}
		return true
	})
	if err != nil {
		return err
	}
	v.Solutions, v.Distinct, v.DistinctMirror = st.Solutions, st.Distinct, st.DistinctMirror
	return nil
}
