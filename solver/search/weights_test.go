package search_test

import (
	"context"
	"math"
	"testing"

	"github.com/cubist/cubist/solver/search"
)

// TestJobWeightsFollowSizes checks that a large tree's job weights track
// the jobs' real sizes: walking the jobs in order, the weight done so far
// stays closer to the share of nodes visited so far than the even-branching
// guess, which strayed by up to 0.50 on this board; the estimated sizes
// stray by 0.20. The dives are seeded, so the figure is the same each run.
func TestJobWeightsFollowSizes(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the 8x8 board job by job")
	}
	pr := compile(t, "pentominoes-8x8")
	jobs, _, done := pr.Split()
	sizes := make([]float64, len(jobs))
	total, weights := 0.0, done
	for j, job := range jobs {
		st, err := pr.Search(context.Background(), search.Options{Jobs: []int{j}, Workers: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		sizes[j] = float64(st.Nodes)
		total += sizes[j]
		weights += job.Weight
	}
	if math.Abs(weights-1) > 1e-9 {
		t.Errorf("weights add up to %v", weights)
	}
	stray, nodes, weight := 0.0, 0.0, done
	for j, job := range jobs {
		nodes += sizes[j]
		weight += job.Weight
		stray = max(stray, math.Abs(weight-nodes/total))
	}
	t.Logf("%d jobs; weight done strays from nodes visited by at most %.3f", len(jobs), stray)
	if stray > 0.25 {
		t.Errorf("weight done strays from the nodes visited by %.3f", stray)
	}
}
