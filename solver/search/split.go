package search

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
)

// Job is one independent subtree of a problem's search tree, reached from
// the root by following Path: at each depth, the branch with that index.
// Every search of a problem, with any number of workers or shards, runs
// the same list of jobs, so counts never depend on how the work is shared.
type Job struct {
	Path []int32
	// Weight estimates the job's share of the whole tree: of its estimated
	// size for a large tree, and otherwise taking the tree to be evenly
	// branched. The weights of all jobs add up to at most 1.
	Weight float64
}

// SplitTarget is how many jobs the split aims for: enough for a pool of
// browser workers or a set of shards to share the tree evenly.
const SplitTarget = 512

// maxSplitDepth bounds how deep the split looks for jobs.
const maxSplitDepth = 12

// Split divides the search tree into jobs. It deepens the cut one level at
// a time until there are at least SplitTarget jobs or the tree ends above
// the cut. It also returns the nodes above the cut, which belong to no job,
// and the weight of the subtrees that ended there without a job. The split
// is computed once per problem; callers must not change the jobs.
func (pr *Problem) Split() (jobs []Job, nodes int64, doneWeight float64) {
	jobs, nodes, doneWeight, _ = pr.SplitContext(context.Background())
	return jobs, nodes, doneWeight
}

// splitWorkers is how many goroutines a split weighs its jobs on: those
// of the search that makes it, or with none, one per processor. The jobs
// and their weights do not depend on it.
func splitWorkers(workers int) int {
	if workers > 0 {
		return workers
	}
	return runtime.GOMAXPROCS(0)
}

// SplitContext is Split, given up when ctx is done: the error is then the
// context's, and the next call starts the split again.
func (pr *Problem) SplitContext(ctx context.Context) (jobs []Job, nodes int64, doneWeight float64, err error) {
	return pr.splitOn(ctx, 0)
}

// splitOn is SplitContext, weighing the jobs on workers goroutines (see
// splitWorkers).
func (pr *Problem) splitOn(ctx context.Context, workers int) (jobs []Job, nodes int64, doneWeight float64, err error) {
	pr.splitMu.Lock()
	defer pr.splitMu.Unlock()
	if pr.jobsBefore == nil { // not split yet
		jobs, nodes, doneWeight, cut := pr.split(ctx, splitWorkers(workers))
		if err := ctx.Err(); err != nil {
			return nil, 0, 0, err
		}
		pr.jobs, pr.splitNodes, pr.doneWeight, pr.splitCut = jobs, nodes, doneWeight, cut
		pr.jobsBefore = make([]float64, len(pr.jobs)+1)
		for j, job := range pr.jobs {
			pr.jobsBefore[j+1] = pr.jobsBefore[j] + job.Weight
		}
	}
	return pr.jobs, pr.splitNodes, pr.doneWeight, nil
}

// split makes the jobs, weighing them on workers goroutines; a done ctx
// stops its searches and dives early.
func (pr *Problem) split(ctx context.Context, workers int) (jobs []Job, nodes int64, doneWeight float64, cut int) {
	if pr.reason != "" {
		return nil, 0, 1, 0
	}
	// One searcher serves every cut: each walk leaves its engine as it
	// found it, and a fresh one costs a copy of the engine, which for
	// large pieces searched with dancing links is most of a short count.
	s := newSearcher(pr)
	s.ctx = ctx
	for cut = 1; ; cut++ {
		s.jobs, s.nodes = nil, 0
		s.run(nil, cut)
		jobs, nodes = s.jobs, s.nodes
		deeper := false
		for _, j := range jobs {
			if len(j.Path) == cut {
				deeper = true
			}
		}
		if !deeper || len(jobs) >= SplitTarget || cut >= maxSplitDepth || ctx.Err() != nil {
			break
		}
	}
	doneWeight = 1
	for _, j := range jobs {
		doneWeight -= j.Weight
	}
	s.jobs = nil
	if pr.weighBySize(s, jobs, workers) {
		doneWeight = 0
	}
	if ctx.Err() == nil { // every walk ran to its end
		pr.release(s.e)
	}
	return jobs, nodes, max(0, doneWeight), cut
}

// Progress is reported as a share of the tree. Taking the tree to be
// evenly branched misjudges it badly: on the Bedlam cube that guess said
// half done when four fifths of the nodes were. So a large tree's jobs are
// weighed by their estimated sizes instead.
const (
	rootDives = 64  // random dives that estimate the whole tree's size
	jobDives  = 256 // at most this many random dives a job, on average, estimate the jobs' sizes
	diveShare = 100 // the dives visit at most one node in this many of the tree
)

// weighBySize sets the jobs' weights to their shares of the tree's
// estimated size, if the tree looks large enough for at least two dives a
// job within a hundredth of the search, diving with s. It reports whether
// it did. Each job dives on a random stream of its own, from a seed fixed
// by its place in the list, so the weights are the same at every split
// however many goroutines share the dives: s alone for the whole tree,
// then workers goroutines, each with a searcher of its own, for the jobs.
func (pr *Problem) weighBySize(s *searcher, jobs []Job, workers int) bool {
	if len(jobs) == 0 {
		return false
	}
	size := newDive(len(s.idx), 0).run(s, nil, rootDives)
	perDive := float64(len(jobs) * len(s.idx)) // nodes one dive a job can visit
	dives := int(min(jobDives, size/diveShare/perDive))
	if dives < 2 {
		return false
	}
	// A quarter of the dives go evenly to every job; the rest go to the
	// jobs in proportion to their first estimates, since the largest jobs'
	// errors weigh most in a share of the jobs. On the Bedlam cube, 16
	// contiguous shards of the jobs then have at most 1.10 times the mean
	// number of nodes (1.20 by first-cell filling, where 16 even dives a
	// job gave 1.76).
	sizes := make([]float64, len(jobs))
	divers := make([]*dive, len(jobs))
	first := max(2, dives/4)
	pr.eachJob(s, jobs, workers, func(d *searcher, j int) {
		divers[j] = newDive(len(d.idx), uint64(j)+1)
		sizes[j] = divers[j].run(d, jobs[j].Path, first)
	})
	spread := 0.0
	for _, size := range sizes {
		spread += size
	}
	more := float64((dives - first) * len(jobs))
	pr.eachJob(s, jobs, workers, func(d *searcher, j int) {
		if n := int(more * sizes[j] / spread); n > 0 {
			// The conversions round each product, so that no platform
			// fuses them with the sum: shards made on different machines
			// must share the weights.
			sizes[j] = (float64(sizes[j]*float64(first)) + float64(divers[j].run(d, jobs[j].Path, n)*float64(n))) / float64(first+n)
		}
	})
	total := 0.0
	for _, size := range sizes {
		total += size
	}
	for j := range jobs {
		jobs[j].Weight = sizes[j] / total
	}
	return true
}

// eachJob calls f for every job, on workers goroutines that take the jobs
// in turn, each with a searcher of its own (the first is s).
func (pr *Problem) eachJob(s *searcher, jobs []Job, workers int, f func(d *searcher, j int)) {
	workers = max(1, min(workers, len(jobs)))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		d := s
		if w > 0 {
			d = newSearcher(pr)
			d.ctx, d.stop = s.ctx, s.stop
		}
		wg.Go(func() {
			for j := int(next.Add(1) - 1); j < len(jobs); j = int(next.Add(1) - 1) {
				f(d, j)
			}
			if w > 0 && !d.stop.Load() {
				pr.release(d.e)
			}
		})
	}
	wg.Wait()
}

// dive draws random paths down a subtree to estimate its size by Knuth's
// method: along one path, the sum over depths of the product of the
// numbers of branches above.
type dive struct {
	rng    *rand.Rand
	picked []int32   // per depth: the branch drawn
	width  []float64 // per depth: the estimated number of nodes there
	sum    float64
}

// newDive returns a dive for trees of the given depth, drawing from the
// random stream numbered stream.
func newDive(depth int, stream uint64) *dive {
	return &dive{rng: rand.New(rand.NewPCG(1, 2+stream)), picked: make([]int32, depth+1), width: make([]float64, depth+2)}
}

// pick draws one of the n branches at depth d.
func (v *dive) pick(d int, n int32) {
	v.picked[d] = int32(v.rng.IntN(int(n)))
	v.width[d+1] = v.width[d] * float64(n)
}

// visit counts a node at depth d.
func (v *dive) visit(d int) { v.sum += v.width[d] }

// run is estimate by s, which takes v as its dive meanwhile.
func (v *dive) run(s *searcher, path []int32, dives int) float64 {
	s.dive = v
	defer func() { s.dive = nil }()
	return v.estimate(s, path, dives)
}

// estimate returns the mean size of the subtree at the end of path over
// the given number of dives by s, whose dive is v.
func (v *dive) estimate(s *searcher, path []int32, dives int) float64 {
	v.sum = 0
	for range dives {
		if s.stop.Load() {
			break
		}
		v.width[len(path)] = 1
		s.run(path, -1)
	}
	return v.sum / float64(dives)
}
