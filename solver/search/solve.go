package search

import (
	"context"
	"runtime"
	"sync"
	"time"

	"github.com/cubist/cubist/solver"
)

// Options controls a search.
type Options struct {
	// Emit selects which solutions are handed to the callback.
	Emit Emit
	// Limit stops the search after this many solutions were handed out;
	// 0 means no limit.
	Limit int
	// Workers is the number of goroutines sharing the search; 0 means one.
	Workers int
	// Shard and Shards run only shard Shard of Shards (see ShardJobs), so
	// that separate processes can share one search. Shards 0 means all.
	Shard, Shards int
	// Jobs, if not nil, runs only these job numbers (indexes into Split's
	// list), overriding Shard and Shards.
	Jobs []int
	// Progress, if not nil, is called about every ProgressInterval while
	// the search runs, and once at the end.
	Progress func(Progress)
	// ProgressInterval defaults to 250ms.
	ProgressInterval time.Duration
	// OnJob, if not nil, is called with each job's counts when the job is
	// finished, never for one that was stopped. Calls never overlap.
	OnJob func(JobStats)
	// Disassemble, if not nil, is asked whether a solution comes apart,
	// and at what level, for one member of each class of solutions under
	// the target's rotations and reflections (those that map the piece
	// set to itself). It runs on the worker that found the solution, and
	// must give every member of a class the same answer. Classes that do
	// not come apart are not handed out, unless KeepLocked is set;
	// Stats.Apart counts the rest.
	Disassemble func(solver.Solution) Verdict
	// KeepLocked hands out, with Disassemble set, the classes that do not
	// come apart too.
	KeepLocked bool
}

// Verdict is what Options.Disassemble says of a class of solutions.
type Verdict struct {
	// Apart is true when the solutions come apart.
	Apart bool
	// Level counts the moves until the first part comes out.
	Level int
	// Notation is the level as BurrTools writes it, such as "3.5.16.6.4".
	Notation string
}

// Apart counts the solutions that come apart, in the three ways Stats
// counts all of them, with the highest level among them.
type Apart struct {
	Solutions      int64  `json:"solutions"`
	Distinct       int64  `json:"distinct"`
	DistinctMirror *int64 `json:"distinct_mirror"`
	MaxLevel       int    `json:"max_level"`
	// Levels counts the classes that come apart by their levels in
	// BurrTools' notation: classes under rotations and reflections where
	// DistinctMirror is given, else under rotations, as BurrTools counts
	// assemblies.
	Levels map[string]int64 `json:"levels,omitempty" js:"levels"`
}

// Progress reports how far a search has come.
type Progress struct {
	// Nodes counts the search tree's nodes visited so far.
	Nodes int64 `json:"nodes"`
	// Fraction estimates the share of the tree done, from 0 to 1.
	Fraction float64 `json:"fraction"`
	// Solutions and Distinct count what was found so far.
	Solutions int64 `json:"solutions"`
	Distinct  int64 `json:"distinct"`
	// DistinctMirror counts the classes under rotations and reflections
	// found so far, or is nil where Stats.DistinctMirror is.
	DistinctMirror *int64 `json:"distinct_mirror"`
	// Emitted counts the solutions handed out so far.
	Emitted int64 `json:"emitted"`
	// Seconds is the time since the search started.
	Seconds float64 `json:"seconds"`
	// Apart counts the solutions found so far that come apart, when the
	// search checks (Options.Disassemble).
	Apart *Apart `json:"disassemble,omitempty"`
}

// Stats are the results of a search.
type Stats struct {
	// Solutions counts the fillings of the target, identical copies
	// interchangeable.
	Solutions int64
	// Distinct counts the classes of solutions under rotations of the
	// target.
	Distinct int64
	// DistinctMirror counts the classes under rotations and reflections of
	// the target, or is nil when the piece set is not closed under
	// mirroring.
	DistinctMirror *int64
	// Emitted is how many solutions were handed out.
	Emitted int64
	// Nodes counts the nodes of the search tree visited.
	Nodes int64
	// Seconds is the wall-clock time of the search.
	Seconds float64
	// Complete is true when the search covered the whole tree (or every
	// job it was given); counts are exact only then.
	Complete bool
	// Reason says why there is no solution, when a cheap argument shows it.
	Reason string
	// Apart counts the solutions that come apart, when the search was asked
	// to check (Options.Disassemble); it is nil otherwise.
	Apart *Apart
	// SplitSeconds is the time the split into jobs took, 0 where the
	// search walked the tree whole or the split was made before.
	SplitSeconds float64
	// Workers says how each worker spent the search, in worker order.
	Workers []WorkerStats
	// Engine names the engine that searched (Problem.Engine).
	Engine string
	// classes counts the classes under the whole symmetry group, from
	// which DistinctMirror is made.
	classes int64
	// apart, maxLevel and levels are the counts Apart is made from, when
	// it is not nil.
	apart    *counts
	maxLevel int
	levels   map[string]counts
}

// Search runs the search. emit, if not nil, receives the solutions chosen
// by opt.Emit; returning false stops the search. Calls to emit never
// overlap. The error is the context's when it was cancelled.
func (pr *Problem) Search(ctx context.Context, opt Options, emit func(solver.Solution) bool) (Stats, error) {
	start := time.Now()
	st := Stats{Reason: pr.reason}
	if pr.reason == "" {
		st.Engine = pr.Engine()
	}
	if opt.Disassemble != nil {
		st.apart = &counts{}
	}
	if pr.reason != "" {
		st.Complete = true
		pr.finish(&st)
		return st, nil
	}
	var jobs []Job
	var splitNodes int64
	var doneWeight float64
	if opt.Workers <= 1 && opt.Shards <= 1 && opt.Jobs == nil && opt.OnJob == nil && opt.Progress == nil {
		// One worker with nothing to report walks the whole tree from the
		// root: the jobs would tell it nothing, and splitting costs more
		// than a short search.
		jobs = []Job{{Weight: 1}}
	} else {
		var err error
		splitStart := time.Now()
		jobs, splitNodes, doneWeight, err = pr.splitOn(ctx, opt.Workers)
		st.SplitSeconds = time.Since(splitStart).Seconds()
		if err != nil {
			st.Seconds = time.Since(start).Seconds()
			pr.finish(&st)
			return st, err
		}
	}
	run := opt.Jobs
	switch {
	case run != nil:
	case opt.Shards > 1:
		run = ShardJobs(jobs, opt.Shard, opt.Shards)
	default:
		run = make([]int, len(jobs))
		for j := range run {
			run[j] = j
		}
	}
	// The nodes above the jobs, and the subtrees that ended there, belong to
	// the whole search, not to a part of it.
	done := 0.0
	if opt.Shards <= 1 && opt.Jobs == nil {
		st.Nodes, done = splitNodes, doneWeight
	}
	total := done
	for _, j := range run {
		total += jobs[j].Weight
	}
	r := &runner{pr: pr, opt: opt, emit: emit, jobs: jobs, start: start, done: 1}
	if total > 0 {
		r.done, r.scale = done/total, 1/total
	}
	workers := max(1, min(opt.Workers, len(run)))
	if workers > 1 && (emit == nil || opt.Emit == EmitNone) {
		run = largestFirst(run, jobs)
	}
	r.current = make([]float64, workers)
	r.workers = make([]WorkerStats, workers)
	r.queue = run
	// A lone worker with every job searches the tree from the root: the
	// same nodes in the same order, without stopping at each job.
	r.whole = workers == 1 && len(run) == len(jobs) && len(run) > 0 && opt.OnJob == nil
	if r.whole {
		r.done, r.scale = 0, 1
		st.Nodes -= splitNodes
	}
	r.base = st.Nodes
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() { r.work(ctx, w) })
	}
	wg.Wait()
	if r.err != nil {
		return st, r.err
	}
	st.Solutions, st.Distinct, st.classes = r.tally.solutions, r.tally.distinct, r.tally.classes
	classes := r.tally.classes
	st.DistinctMirror = &classes
	if opt.Disassemble != nil {
		*st.apart, st.maxLevel, st.levels = r.tally.apart, r.tally.maxLevel, r.tally.levels
	}
	st.Nodes += r.nodes.Load()
	st.Emitted = r.emitted.Load()
	st.Complete = !r.stop.Load()
	st.Seconds = time.Since(start).Seconds()
	st.Workers = r.workers
	pr.finish(&st)
	if opt.Progress != nil {
		r.mu.Lock()
		if st.Complete {
			r.done = 1 // not a sum of rounded weights
		}
		r.report(true)
		r.mu.Unlock()
	}
	if err := ctx.Err(); err != nil {
		return st, err
	}
	return st, nil
}

// finish sets DistinctMirror to nil where it does not apply, and to the
// rotation count where the target has no reflection symmetry; and makes
// Apart from its counts.
func (pr *Problem) finish(st *Stats) {
	st.DistinctMirror = pr.mirrorCount(st.Distinct, st.DistinctMirror)
	if a := st.apart; a != nil {
		classes := a.classes
		st.Apart = &Apart{Solutions: a.solutions, Distinct: a.distinct,
			DistinctMirror: pr.mirrorCount(a.distinct, &classes), MaxLevel: st.maxLevel}
		for k, c := range st.levels {
			if st.Apart.Levels == nil {
				st.Apart.Levels = map[string]int64{}
			}
			st.Apart.Levels[k] = c.distinct
			if m := pr.mirrorCount(c.distinct, &c.classes); m != nil {
				st.Apart.Levels[k] = *m
			}
		}
	}
}

// mirrorCount gives the count of classes under rotations and reflections:
// nil where the piece set is not closed under mirroring, the count under
// rotations where the target has no reflection symmetry, else classes (0
// for nil).
func (pr *Problem) mirrorCount(distinct int64, classes *int64) *int64 {
	switch {
	case !pr.sym.closed:
		return nil
	case len(pr.sym.group) == pr.sym.rotations:
		return &distinct
	case classes == nil:
		var zero int64
		return &zero
	}
	return classes
}

// DefaultWorkers is the number of workers a command-line search uses when
// none is asked for: one per processor.
func DefaultWorkers() int { return runtime.GOMAXPROCS(0) }

// largestFirst orders a count's jobs for many workers: the largest first,
// by their estimated weights, so that the last jobs taken are small and
// no worker is left with a large one while the others have run out. The
// order is fixed by the weights, which the split fixes, and a count does
// not depend on it.
func largestFirst(run []int, jobs []Job) []int {
	out := make([]int, 0, len(run))
	// An insertion sort, stable, for a few hundred jobs: sort.SliceStable
	// made the page's program 22 kB larger.
	for _, j := range run {
		i := len(out)
		out = append(out, j)
		for ; i > 0 && jobs[out[i-1]].Weight < jobs[j].Weight; i-- {
			out[i] = out[i-1]
		}
		out[i] = j
	}
	return out
}
