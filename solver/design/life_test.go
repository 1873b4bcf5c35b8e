package design

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// TestChainGivesWayAfterItsLifespan runs chains toward a level out of
// reach on a 4x4x4 box cut in four pieces, with a short lifespan: each
// must judge that many variants and then report that a new chain should
// start. A chain's first life starts from the box's cut with its hole dug
// anew, which changes at most two cubes; a later life starts from a new
// cut, which changes many.
func TestChainGivesWayAfterItsLifespan(t *testing.T) {
	p, err := CutBox([3]int{4, 4, 4}, 4, 0, 0, 43)
	if err != nil {
		t.Fatal(err)
	}
	const span = 2500
	for life, changed := range []struct{ lo, hi int }{{0, 2}, {12, 64}} {
		var first []int // the cubes changed by each variant found
		opt := Options{Seed: 43, Workers: 1, MinLevel: 40, Holes: 1, Recut: true, Found: func(v Variant) {
			first = append(first, len(v.Changed))
		}}
		s, err := newSearch(context.Background(), p, opt)
		if err != nil {
			t.Fatal(err)
		}
		s.lifespan = span
		// A chain that never gave way would run on to this deadline.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		r := rand.New(rand.NewPCG(opt.Seed, chainStream(0, life)))
		again, err := s.chain(ctx, cancel, r, life > 0)
		cancel()
		if err != nil || !again {
			t.Fatalf("life %d: the chain ended with again %v, %v", life, again, err)
		}
		if n := s.tried.Load(); n < span {
			t.Errorf("life %d: the chain gave way after %d variants, before its lifespan of %d", life, n, span)
		}
		t.Logf("life %d: %d variants, the first with %v cubes changed", life, s.tried.Load(), first[:min(1, len(first))])
		if len(first) == 0 || first[0] < changed.lo || first[0] > changed.hi {
			t.Errorf("life %d: the chain started from a variant with %v cubes changed, want %d to %d", life, first[:min(1, len(first))], changed.lo, changed.hi)
		}
	}
}

// TestChainStreams keeps a chain's first life on the stream it had
// before chains had lives, its number plus one, and gives later lives
// streams of their own.
func TestChainStreams(t *testing.T) {
	seen := map[uint64]bool{}
	for chain := range 16 {
		if got := chainStream(chain, 0); got != uint64(chain)+1 {
			t.Errorf("chain %d, first life: stream %d, want %d", chain, got, chain+1)
		}
		for life := range 4 {
			k := chainStream(chain, life)
			if seen[k] {
				t.Errorf("chain %d, life %d: stream %d drawn twice", chain, life, k)
			}
			seen[k] = true
		}
	}
}
