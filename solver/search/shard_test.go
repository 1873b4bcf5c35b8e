package search_test

import (
	"context"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver/search"
)

// Every job is in exactly one shard, the shards' jobs run in order and
// are contiguous, and each shard's weight is near 1/N of the total.
func TestShardJobsCoverTheJobsInOrder(t *testing.T) {
	pr := compile(t, "pentominoes-6x10")
	jobs, _, _ := pr.Split()
	for _, n := range []int{1, 2, 7, 16, len(jobs) + 3} {
		var all []int
		for i := range n {
			js := search.ShardJobs(jobs, i, n)
			for k := 1; k < len(js); k++ {
				if js[k] != js[k-1]+1 {
					t.Fatalf("%d shards: shard %d is not contiguous: %v", n, i, js)
				}
			}
			all = append(all, js...)
		}
		if len(all) != len(jobs) || !slices.IsSorted(all) || (len(all) > 0 && (all[0] != 0 || all[len(all)-1] != len(jobs)-1)) {
			t.Fatalf("%d shards hold %d of %d jobs, in order %v", n, len(all), len(jobs), slices.IsSorted(all))
		}
	}
}

// OnJob hands out every finished job once, and the jobs' counts add up to
// the search's, for one worker and for several.
func TestOnJobAddsUp(t *testing.T) {
	pr := compile(t, "soma")
	jobs, split, _ := pr.Split()
	for _, workers := range []int{1, 3} {
		var got []search.JobStats
		st, err := pr.Search(context.Background(), search.Options{Workers: workers, OnJob: func(j search.JobStats) { got = append(got, j) }}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var sum search.Stats
		pr.AddJobs(&sum, got)
		seen := map[int]bool{}
		for _, j := range got {
			seen[j.Job] = true
		}
		if len(got) != len(jobs) || len(seen) != len(jobs) {
			t.Fatalf("%d workers: %d jobs reported, %d different, of %d", workers, len(got), len(seen), len(jobs))
		}
		if sum.Solutions != st.Solutions || sum.Distinct != st.Distinct || *sum.DistinctMirror != *st.DistinctMirror || sum.Nodes+split != st.Nodes {
			t.Errorf("%d workers: the jobs add up to %d/%d/%d in %d nodes, the search %d/%d/%d in %d",
				workers, sum.Solutions, sum.Distinct, *sum.DistinctMirror, sum.Nodes+split, st.Solutions, st.Distinct, *st.DistinctMirror, st.Nodes)
		}
	}
}
