package search

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The lists filled on several goroutines, block by block, are the lists
// filled on one: the same candidates in the entries' order.
func TestCoverListsOnSeveralGoroutines(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, width := range []uint{5, 6} {
		n := 64 << width
		var entries []coverEntry
		for id := range 8000 {
			for range 1 + rng.IntN(4) {
				entries = append(entries, coverEntry{int32(id), uint(rng.IntN(64)) << width, uint(rng.IntN(1 << width))})
			}
		}
		candidate := func(id int32) int32 { return id }
		one, widest := coverListsOn(n, entries, candidate, 1)
		total := 0
		for _, l := range one {
			total += len(l)
		}
		if total < 4*coverShare {
			t.Fatalf("width %d: %d candidates, too few to fill on several goroutines", width, total)
		}
		for _, procs := range []int{2, 3, 16} {
			many, w := coverListsOn(n, entries, candidate, procs)
			if w != widest || len(many) != len(one) {
				t.Fatalf("width %d, %d goroutines: %d lists, widest %d; want %d, %d", width, procs, len(many), w, len(one), widest)
			}
			for k, l := range one {
				if !slices.Equal(many[k], l) || cap(many[k]) != len(l) {
					t.Fatalf("width %d, %d goroutines: list %d is %v, want %v", width, procs, k, many[k], l)
				}
			}
		}
	}
}
