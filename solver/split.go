package solver

// Job is one independent subtree of a problem's search tree, reached from
// the root by following Path: at each depth, the branch with that index.
// Every search of a problem, with any number of workers or shards, runs
// the same list of jobs, so counts never depend on how the work is shared.
type Job struct {
	Path []int32
	// Weight estimates the job's share of the whole tree, taking the tree
	// to be evenly branched. The weights of all jobs add up to 1.
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
	pr.splitOnce.Do(func() { pr.jobs, pr.splitNodes, pr.doneWeight, pr.splitCut = pr.split() })
	return pr.jobs, pr.splitNodes, pr.doneWeight
}

func (pr *Problem) split() (jobs []Job, nodes int64, doneWeight float64, cut int) {
	if pr.reason != "" {
		return nil, 0, 1, 0
	}
	for cut = 1; ; cut++ {
		s := newSearcher(pr)
		s.run(nil, cut)
		jobs, nodes = s.jobs, s.nodes
		deeper := false
		for _, j := range jobs {
			if len(j.Path) == cut {
				deeper = true
			}
		}
		if !deeper || len(jobs) >= SplitTarget || cut >= maxSplitDepth {
			break
		}
	}
	doneWeight = 1
	for _, j := range jobs {
		doneWeight -= j.Weight
	}
	return jobs, nodes, max(0, doneWeight), cut
}
