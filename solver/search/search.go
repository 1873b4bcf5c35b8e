package search

import (
	"context"
	"sync/atomic"

	"github.com/cubist/cubist/solver"
)

// tickMask sets how often the search looks up from its work: every
// tickMask+1 nodes it checks for cancellation and reports progress.
const tickMask = 1023

// engine holds the state of a search below the symmetry step: which cells
// are filled and which pieces remain. A searcher drives it.
type engine interface {
	// status tells whether the node is solved, dead, or has children.
	status() nodeStatus
	// branch explores the children of an open node at depth d, calling
	// s.enter for each.
	branch(s *searcher, d int)
	// choose takes a row (a placement) into the solution; unchoose undoes it.
	choose(row int32)
	unchoose(row int32)
	// remove forbids a row; restore undoes it.
	remove(row int32)
	restore(row int32)
	// clone returns an engine in the same state that shares no mutable
	// state with this one.
	clone() engine
	// name is the engine's name, as Stats.Engine gives it.
	name() string
}

// walker is an engine with a walk of its own: dfs for a free node at
// depth d with no cutoff, written as one loop (the bit engines).
type walker interface {
	walk(s *searcher, d int)
}

type nodeStatus int

const (
	nodeOpen nodeStatus = iota
	nodeDead
	nodeSolved
)

// searcher walks the search tree over one engine. One searcher runs on one
// goroutine; parallel searches give each worker its own.
type searcher struct {
	pr  *Problem
	e   engine
	sym *symmetry

	rows    []int32 // rows chosen so far
	removed []int32 // rows taken out while branching, to restore later
	idx     []int32 // per depth: the branch being explored
	cnt     []int32 // per depth: how many branches there are
	depth   int

	path   []int32 // branches to follow from the root before searching freely
	cutoff int     // depth at which nodes become jobs; -1 to search to the leaves
	jobs   []Job   // jobs recorded when cutoff >= 0
	root   int     // depth at which the part being searched begins

	// begin, when set, makes the cutoff walk search jobs first..last
	// rather than record them; it is called as each begins, and false ends
	// the walk, as past does.
	begin       func(job int) bool
	first, last int
	jobNo       int
	past        bool

	dive *dive // set while diving to estimate the size of a subtree

	orbit int32 // the orbit of the class representative on this branch
	nodes int64
	tally tally

	leaf func(s *searcher) // called at every solution of the restricted search

	disassemble func(solver.Solution) Verdict // Options.Disassemble
	keepLocked  bool                          // Options.KeepLocked
	tick        func(s *searcher)             // called every tickMask+1 nodes
	stop        *atomic.Bool                  // set to end the search early
	// halt is stop as the bit engine's walk last read it. The walk tests it
	// at every node, where an atomic load would be a call under
	// WebAssembly; it reads stop again at every tick and solution.
	halt  bool
	ctx   context.Context
	mark  []uint32 // per placement: epoch when it was last marked
	epoch uint32
}

func newSearcher(pr *Problem) *searcher { return searcherOn(pr, pr.newEngine()) }

// searcherOn returns a searcher over engine e. It is called a few times a
// search, and kept out of line: inlined in each caller, it made the
// page's program 2 kB larger with brotli.
//
//go:noinline
func searcherOn(pr *Problem, e engine) *searcher {
	depth := 2
	for _, t := range pr.types {
		depth += t.count + b2i(t.least < t.count) // a range may be closed in a branch of its own
	}
	return &searcher{
		pr: pr, e: e, sym: &pr.sym, cutoff: -1,
		idx: make([]int32, depth), cnt: make([]int32, depth),
		rows: make([]int32, 0, depth),
		stop: new(atomic.Bool), ctx: context.Background(),
		mark: make([]uint32, len(pr.places)),
	}
}

// run searches the subtree at the end of path; with cutoff >= 0 it records
// the nodes at that depth as jobs instead of searching below them.
func (s *searcher) run(path []int32, cutoff int) {
	s.path, s.cutoff, s.root = path, cutoff, len(path)
	s.dfs(0)
}

// runJobs searches jobs first..last in one walk over the tree above them
// with the cutoff Split used, rather than from the root again for each.
// Jobs are numbered as Split lists them. begin is called as each job
// begins; returning false ends the walk.
func (s *searcher) runJobs(cutoff, first, last int, begin func(job int) bool) {
	s.begin, s.first, s.last, s.jobNo, s.past = begin, first, last, 0, false
	s.run(nil, cutoff)
	s.begin = nil
}

// counts reports whether a node is counted: a free one, but not above the
// jobs in a walk over a run of them, where the nodes are the split's.
func (s *searcher) counts(free bool) bool {
	return free && (s.begin == nil || s.cutoff < 0)
}

func (s *searcher) dfs(d int) {
	s.depth = d
	free := d >= len(s.path)
	if free && d == s.cutoff {
		s.record(d)
		return
	}
	if free && s.dive != nil {
		s.dive.visit(d)
	}
	if d == 0 && s.sym.class != nil {
		if s.counts(free) {
			s.countNode()
		}
		s.branchOrbits()
		return
	}
	if w, ok := s.e.(walker); ok && free && s.cutoff < 0 && s.dive == nil {
		s.halt = s.stop.Load()
		w.walk(s, d)
		return
	}
	st := s.e.status()
	if free && s.cutoff >= 0 && st == nodeSolved {
		s.record(d) // a solution above the cutoff is a job of its own
		return
	}
	if s.counts(free) {
		s.countNode()
	}
	switch {
	case s.stop.Load() || st == nodeDead:
	case st == nodeSolved:
		if s.dive == nil {
			s.leaf(s)
		}
	default:
		s.e.branch(s, d)
	}
}

// branchOn explores each row of fits, the children of the node at depth
// d, for the bit engines.
func (s *searcher) branchOn(d int, fits []int32) {
	n := int32(len(fits))
	for k, id := range fits {
		explore, last := s.follow(d, int32(k), n)
		if explore {
			s.e.choose(id)
			s.enter(d, int32(k), n, id)
			s.e.unchoose(id)
		}
		if last || s.stop.Load() {
			break
		}
	}
}

// enter explores branch k of n at depth d, which takes row into the
// solution; the engine has already applied the row.
func (s *searcher) enter(d int, k, n int32, row int32) {
	s.idx[d], s.cnt[d] = k, n
	s.rows = append(s.rows, row)
	s.dfs(d + 1)
	s.depth = d
	s.rows = s.rows[:len(s.rows)-1]
}

// enterClosed explores branch k of n at depth d, which takes no row: the
// engine has closed a piece type's range.
func (s *searcher) enterClosed(d int, k, n int32) {
	s.idx[d], s.cnt[d] = k, n
	s.dfs(d + 1)
	s.depth = d
}

func (s *searcher) countNode() {
	s.nodes++
	if s.nodes&tickMask == 0 {
		s.everyTick()
	}
}

// everyTick checks for cancelling and reports progress, now and then.
func (s *searcher) everyTick() {
	if s.ctx.Err() != nil {
		s.stop.Store(true)
	}
	if s.tick != nil {
		s.tick(s)
	}
	s.halt = s.stop.Load()
}

// follow reports whether branch k of n at depth d is to be explored, and
// whether the branches after it are to be skipped. A dive explores one
// branch, drawn at random.
func (s *searcher) follow(d int, k, n int32) (explore, last bool) {
	if d < len(s.path) {
		return k == s.path[d], k >= s.path[d]
	}
	if s.dive != nil {
		if k == 0 {
			s.dive.pick(d, n)
		}
		return k == s.dive.picked[d], k >= s.dive.picked[d]
	}
	return !s.past, s.past
}

// branchOrbits is the root of a search with symmetry breaking: orbit by
// orbit, it places the orbit's representative and afterwards forbids the
// whole orbit, so each solution is reached through the first orbit among
// its class placements.
func (s *searcher) branchOrbits() {
	sym := s.sym
	base := len(s.removed)
	n := int32(len(sym.reps))
	for o := range n {
		explore, last := s.follow(0, o, n)
		if explore {
			s.orbit = o
			row := sym.reps[o]
			s.e.choose(row)
			s.enter(0, o, n, row)
			s.e.unchoose(row)
		}
		if last || s.stop.Load() {
			break
		}
		for _, row := range sym.members[o] {
			s.e.remove(row)
			s.removed = append(s.removed, row)
		}
	}
	s.restoreTo(base)
}

// diveOrbits is branchOrbits for the estimates of pickClass: below each
// orbit's representative, with the orbits before it forbidden, it dives k
// times and adds the sizes of the subtrees it estimates to sums[o]. Each
// orbit is set up once for its k dives rather than once a dive.
func (s *searcher) diveOrbits(k int, sums []float64) {
	sym, v := s.sym, s.dive
	s.path, s.cutoff, s.root = nil, -1, 1
	base := len(s.removed)
	n := int32(len(sym.reps))
	for o := range n {
		s.orbit = o
		row := sym.reps[o]
		s.e.choose(row)
		s.idx[0], s.cnt[0] = o, n
		s.rows = append(s.rows[:0], row)
		v.sum = 0
		for range k {
			v.width[1] = 1
			s.dfs(1)
		}
		sums[o] += v.sum
		s.rows = s.rows[:0]
		s.e.unchoose(row)
		for _, r := range sym.members[o] {
			s.e.remove(r)
			s.removed = append(s.removed, r)
		}
	}
	s.restoreTo(base)
}

func (s *searcher) restoreTo(base int) {
	for j := len(s.removed) - 1; j >= base; j-- {
		s.e.restore(s.removed[j])
	}
	s.removed = s.removed[:base]
}

// record saves the node at depth d as a job; in a walk over a run of
// jobs, it searches the node if it is one of them.
func (s *searcher) record(d int) {
	if s.begin != nil {
		job := s.jobNo
		s.jobNo++
		if job < s.first || s.past {
			return
		}
		if job > s.last || !s.begin(job) {
			s.past = true
			return
		}
		cutoff := s.cutoff
		s.cutoff, s.root = -1, d
		s.dfs(d)
		s.cutoff, s.root = cutoff, 0
		return
	}
	w := 1.0
	for e := range d {
		w /= float64(s.cnt[e])
	}
	s.jobs = append(s.jobs, Job{Path: append([]int32(nil), s.idx[:d]...), Weight: w})
}

// fraction estimates how much of the subtree below the path is done,
// taking the tree to be evenly branched.
func (s *searcher) fraction() float64 { return s.fractionBelow(s.root) }

// fractionBelow estimates how much of the subtree at depth root on the
// current branch is done, taking it to be evenly branched.
func (s *searcher) fractionBelow(root int) float64 {
	f, w := 0.0, 1.0
	for d := root; d < s.depth; d++ {
		f += w * float64(s.idx[d]) / float64(s.cnt[d])
		w /= float64(s.cnt[d])
	}
	return f
}
