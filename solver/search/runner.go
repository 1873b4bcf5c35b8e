package search

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cubist/cubist/solver"
)

// The runner: how one search's workers share its jobs, tally what they
// find, and report progress and the fraction done.

// runner shares the jobs of one search among workers.
type runner struct {
	pr    *Problem
	opt   Options
	emit  func(solver.Solution) bool
	jobs  []Job
	queue []int
	whole bool  // one worker searches the whole tree in one walk
	base  int64 // what the stats' nodes add to the workers' count: the split's nodes, or less those the whole walk counts again
	next  atomic.Int64
	start time.Time

	stop    atomic.Bool
	nodes   atomic.Int64
	emitted atomic.Int64

	mu       sync.Mutex // guards what follows, and calls to emit
	tally    tally
	done     float64   // share of the work finished
	scale    float64   // converts job weights to shares of this run's work
	current  []float64 // per worker: share of its running job done
	workers  []WorkerStats
	lastTick time.Time
	err      error // a worker's failure
}

func (r *runner) work(ctx context.Context, w int) {
	defer func() {
		if p := recover(); p != nil {
			r.mu.Lock()
			r.err = fmt.Errorf("internal error in the search: %v", p)
			r.mu.Unlock()
			r.stop.Store(true)
		}
	}()
	s := newSearcher(r.pr)
	s.ctx, s.stop = ctx, &r.stop
	s.disassemble, s.keepLocked = r.opt.Disassemble, r.opt.KeepLocked
	var jobWeight float64
	var reported int64
	job, jobStart, jobTally := -1, int64(0), tally{} // the job in hand, for OnJob
	flush := func() {
		r.nodes.Add(s.nodes - reported)
		reported = s.nodes
		r.tally.add(s.tally)
		jobTally.add(s.tally)
		s.tally = tally{}
	}
	// start begins job j; finish below ends it.
	var began time.Time // when the job in hand began
	start := func(j int) {
		job, jobStart, jobTally = j, s.nodes, tally{}
		jobWeight = r.jobs[j].Weight * r.scale
		began = time.Now()
	}
	s.tick = func(s *searcher) {
		r.mu.Lock()
		flush()
		switch { // the share done is for progress reports alone
		case r.opt.Progress == nil:
		case r.whole:
			r.current[w] = r.wholeFraction(s)
		default:
			r.current[w] = jobWeight * s.fraction()
		}
		r.report(false)
		r.mu.Unlock()
	}
	s.leaf = func(s *searcher) { r.leaf(s) }
	ws := &r.workers[w] // written by this worker alone
	finish := func() {  // the job in hand is done
		if job >= 0 {
			ws.Busy += time.Since(began).Seconds()
			ws.Jobs++
			ws.Last = JobStats{Job: job, Nodes: s.nodes - jobStart}
		}
		r.mu.Lock()
		if !r.stop.Load() {
			r.done += jobWeight
			if r.opt.OnJob != nil && job >= 0 {
				flush()
				r.opt.OnJob(JobStats{Job: job, Solutions: jobTally.solutions, Distinct: jobTally.distinct,
					Classes: jobTally.classes, Nodes: s.nodes - jobStart})
			}
		}
		r.current[w] = 0
		r.mu.Unlock()
		jobWeight, job = 0, -1
	}
	if r.whole {
		jobWeight, began = 1, time.Now()
		s.run(nil, -1)
		finish()
	} else if len(r.current) == 1 && consecutive(r.queue) {
		// A lone worker with a run of jobs walks them in one pass, rather
		// than from the root again for each: short searches cost less.
		s.runJobs(r.pr.splitCut, r.queue[0], r.queue[len(r.queue)-1], func(j int) bool {
			finish()
			start(j)
			return !r.stop.Load()
		})
		finish()
	} else {
		for !r.stop.Load() {
			i := int(r.next.Add(1) - 1)
			if i >= len(r.queue) {
				break
			}
			start(r.queue[i])
			s.run(r.jobs[r.queue[i]].Path, -1)
			finish()
		}
	}
	r.mu.Lock()
	flush()
	r.mu.Unlock()
	ws.Nodes, ws.Ended = s.nodes, time.Since(r.start).Seconds()
	if !r.stop.Load() { // the walks ran to their ends
		r.pr.release(s.e)
	}
}

// consecutive reports whether jobs is a run n, n+1, n+2, ...
func consecutive(jobs []int) bool {
	for i, j := range jobs {
		if j != jobs[0]+i {
			return false
		}
	}
	return len(jobs) > 0
}

// leaf takes a solution found by a worker.
func (r *runner) leaf(s *searcher) {
	out := s.classify(r.opt.Emit)
	if len(out) == 0 || r.emit == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rows := range out {
		if r.stop.Load() {
			return
		}
		ok := r.emit(r.pr.solution(rows))
		n := r.emitted.Add(1)
		if !ok || (r.opt.Limit > 0 && n >= int64(r.opt.Limit)) {
			r.stop.Store(true)
		}
	}
}

// report calls the progress callback if the interval has passed. The
// caller holds r.mu.
func (r *runner) report(force bool) {
	if r.opt.Progress == nil {
		return
	}
	every := r.opt.ProgressInterval
	if every == 0 {
		every = 250 * time.Millisecond
	}
	now := time.Now()
	if !force && now.Sub(r.lastTick) < every {
		return
	}
	r.lastTick = now
	classes := r.tally.classes
	st := Stats{Distinct: r.tally.distinct, DistinctMirror: &classes}
	if r.opt.Disassemble != nil {
		apart := r.tally.apart
		st.apart, st.maxLevel, st.levels = &apart, r.tally.maxLevel, r.tally.levels
	}
	r.pr.finish(&st)
	r.opt.Progress(Progress{
		Nodes: max(0, r.base+r.nodes.Load()), Fraction: r.fraction(),
		Solutions: r.tally.solutions, Distinct: r.tally.distinct, DistinctMirror: st.DistinctMirror,
		Emitted: r.emitted.Load(), Seconds: now.Sub(r.start).Seconds(), Apart: st.Apart,
	})
}

// wholeFraction estimates how much of the tree a walk from the root has
// done, from the weights of the jobs before its node and of the job it is
// in.
func (r *runner) wholeFraction(s *searcher) float64 {
	at := s.idx[:s.depth]
	// The jobs run in the order of their paths; i of them are not after
	// the node.
	before := r.pr.jobsBefore
	i := sort.Search(len(r.jobs), func(j int) bool { return slices.Compare(r.jobs[j].Path, at) > 0 })
	f := before[i]
	if i > 0 {
		if path := r.jobs[i-1].Path; len(path) <= len(at) && slices.Equal(path, at[:len(path)]) {
			// The node is in job i-1: add its share of that job.
			f = before[i-1] + r.jobs[i-1].Weight*s.fractionBelow(len(path))
		}
	}
	if total := before[len(r.jobs)]; total > 0 {
		f /= total
	}
	return f
}

func (r *runner) fraction() float64 {
	f := r.done
	for _, c := range r.current {
		f += c
	}
	return min(1, f)
}

// WorkerStats says how one worker spent a search: for finding where a
// search with many workers loses time.
type WorkerStats struct {
	// Busy is the time spent in jobs, in seconds; the rest of the search's
	// time the worker waited, or had nothing left to take.
	Busy float64
	// Ended is when the worker found no job left, in seconds from the
	// start of the search, the split included.
	Ended float64
	// Jobs counts the jobs it searched, and Nodes their nodes.
	Jobs  int
	Nodes int64
	// Last is the last job it searched.
	Last JobStats
}
