package design

import (
	"math/rand/v2"
	"testing"
)

// TestKicksOfALockedBest kicks the best that comes apart every other
// time where the chain's best is locked, and the best itself otherwise.
func TestKicksOfALockedBest(t *testing.T) {
	locked := step{d: &dissection{}, judged: true, j: judgement{classes: 1, depth: 9}}
	apart := step{d: &dissection{}, judged: true, j: judgement{classes: 1, apart: true, level: 6}}
	higher := step{d: &dissection{}, judged: true, j: judgement{classes: 1, apart: true, level: 7}}
	for _, c := range []struct {
		elite, opened step
		want          [4]*dissection // restarts 1, 2, 4 and 5
	}{
		{locked, apart, [4]*dissection{locked.d, apart.d, apart.d, locked.d}},
		{locked, step{}, [4]*dissection{locked.d, locked.d, locked.d, locked.d}},
		{higher, apart, [4]*dissection{higher.d, higher.d, higher.d, higher.d}},
	} {
		for i, n := range []int{1, 2, 4, 5} {
			if got := kickFrom(n, c.elite, c.opened); got != c.want[i] {
				t.Errorf("elite apart %v, opened %v, restart %d: kicked the wrong best", c.elite.j.apart, c.opened.d != nil, n)
			}
		}
	}
}

// TestKickStaysNearTheBest kicks a 5x5x5 box cut in four pieces, one hole
// dug: each kick must change at least one cube and at most two per move
// (a cube shifted into the hole leaves one), keep one hole at an inner
// cube, keep each piece joined and within the sizes asked, and kicks
// must differ from one another.
func TestKickStaysNearTheBest(t *testing.T) {
	start, _ := boxStart(t, [3]int{5, 5, 5}, 4, 7)
	s := &searchState{opt: Options{MinSize: 28, MaxSize: 34, Holes: 1, MinLevel: 2}, start: start}
	r := rand.New(rand.NewPCG(3, 4))
	best, err := s.dug(r)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	_, hi := kickMoves(len(best.owner), len(best.size))
	for range 100 {
		d := s.kicked(r, best)
		changed := 0
		for k, o := range d.owner {
			if o != best.owner[k] {
				changed++
			}
		}
		if changed < 1 || changed > 2*hi {
			t.Fatalf("%d cubes changed, want 1 to %d", changed, 2*hi)
		}
		checkCut(t, d, 28, 34)
		seen[d.key()] = true
	}
	if len(seen) < 95 {
		t.Fatalf("%d distinct kicks in 100", len(seen))
	}
}
