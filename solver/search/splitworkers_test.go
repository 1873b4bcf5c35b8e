package search

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
)

// The split gives the same class, jobs and weights whether its dives run
// on one goroutine or several: each class and each job dives on a random
// stream of its own.
func TestSplitDoesNotDependOnWorkers(t *testing.T) {
	short.NativeOnly(t)
	split := func(workers int) ([]Job, string) {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(workers)) // the classes' dives take every processor
		p, err := examples.Load("bedlam")
		if err != nil {
			t.Fatal(err)
		}
		pr, err := Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		jobs, _, _, err := pr.splitOn(context.Background(), workers)
		if err != nil {
			t.Fatal(err)
		}
		return jobs, fmt.Sprint(pr.sym.class)
	}
	one, class1 := split(1)
	four, class4 := split(4)
	if len(one) != len(four) || class1 != class4 {
		t.Fatalf("%d jobs and class %q on one goroutine, %d and %q on four", len(one), class1, len(four), class4)
	}
	even := true
	for j := range one {
		if one[j].Weight != four[j].Weight || len(one[j].Path) != len(four[j].Path) {
			t.Fatalf("job %d: weight %g on one goroutine, %g on four", j, one[j].Weight, four[j].Weight)
		}
		even = even && one[j].Weight == one[0].Weight
	}
	if even {
		t.Error("the weights are all alike: the jobs were not weighed by dives")
	}
}
