package search

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Which piece class carries the symmetry's restriction shapes the tree:
// the root branches on the class's orbits, and each branch searches with
// its representative placed. On the solid pentominoes in a 3x4x5 box,
// restricting the I (4 orbits, the static rule's choice) searches
// 25,365,633 nodes, the best class 11,583,483 (24 orbits), the worst
// 31,412,187 (75 orbits); on random 4x4x4 sets of 11 pieces the best
// class took 40 to 60% off the static rule's tree. pickClass weighs the
// classes by random dives.

// classTree is the least tree, in nodes estimated, worth weighing the
// classes for, and classTries how many classes are weighed at most, best
// first by the static rule. The dives take the tree over classShare in
// all, at most classMost, and each class at least classLeast a round.
// Another class is taken only if its estimate is classGain times smaller
// than the static rule's.
const (
	classTree  = 1 << 20
	classLeast = 64
	classTries = 16
	classShare = 300
	classMost  = 1 << 16
	classGain  = 1.2
)

// classDive estimates the tree with one class restricted, over rounds of
// dives: the dives are spread evenly over the root's orbits, each orbit's
// subtree estimated apart, which takes the root's spread out of the
// estimate.
type classDive struct {
	choice int
	sym    symmetry
	s      *searcher
	sum    []float64 // per orbit: the sum of the dives' sizes
	dives  int       // per orbit
}

// newClassDive sets up the dives over engine e with class choice i
// restricted.
func (pr *Problem) newClassDive(e engine, i int) *classDive {
	c := &classDive{choice: i, sym: pr.sym}
	c.sym.setClass(pr.sym.choices[i])
	c.s = searcherOn(pr, e.clone())
	c.s.sym = &c.sym
	c.s.dive = newDive(len(c.s.idx), 0)
	c.sum = make([]float64, len(c.sym.reps))
	return c
}

// more dives n times in all, spread over the orbits.
//
// It is kept out of line: it is not hot, and inlined it grew the page's
// program.
//
//go:noinline
func (c *classDive) more(n int) {
	k := max(1, n/len(c.sum))
	c.s.diveOrbits(k, c.sum)
	c.dives += k
}

// size is the tree's estimated size.
//
// It is kept out of line: it is not hot, and inlined it grew the page's
// program.
//
//go:noinline
func (c *classDive) size() float64 {
	n := 0.0
	for _, sum := range c.sum {
		n += sum
	}
	return 1 + n/float64(c.dives)
}

// moreAll dives n times more for each class, the classes shared among
// one goroutine per processor. Each class dives on a searcher and a
// random stream of its own, so the estimates do not depend on how many
// share them.
func moreAll(cs []*classDive, n int) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(cs)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(cs); i = int(next.Add(1) - 1) {
				cs[i].more(n)
			}
		})
	}
	wg.Wait()
}

// pickClass restricts the class whose tree random dives over engine e
// estimate smallest, where the static rule's class gives a tree of at
// least classTree nodes. It halves the field each round and doubles the
// dives of those left, so that the close contenders are weighed with the
// most dives: Knuth's estimates are unbiased but heavy-tailed, and a few
// hundred dives can misjudge a tree by half. The static rule's class is
// weighed in every round, and the last one left must beat it by
// classGain: on random 4x4x4 sets of 11 pieces (seed 6) and 3x4x5 sets
// of 10 (seed 7), without that, the pick took 37% and 24% more nodes.
// The dives are seeded, so every process and shard takes the same class.
func (pr *Problem) pickClass(e engine) {
	if len(pr.sym.choices) < 2 || pr.fixedClass || pr.tree < classTree {
		return
	}
	static := pr.newClassDive(e, 0)
	var field []*classDive
	for i := 1; i < min(len(pr.sym.choices), classTries); i++ {
		field = append(field, pr.newClassDive(e, i))
	}
	// Each round gets an equal share of the dives, the tree over
	// classShare, and splits it over the classes left, the static rule's
	// among them to the end.
	rounds := bits.Len(uint(len(field))) + 1
	share := min(pr.tree/classShare, classMost) / float64(rounds)
	for {
		n := max(classLeast, int(share/float64(len(field)+1)))
		moreAll(append([]*classDive{static}, field...), n)
		if len(field) == 1 {
			break
		}
		key := make([]float64, len(field))
		for i, c := range field {
			key[i] = c.size()
		}
		kept := make([]*classDive, (len(field)+1)/2)
		best := order(key)
		for i := range kept {
			kept[i] = field[best[i]]
		}
		field = kept
	}
	if field[0].size()*classGain < static.size() {
		pr.sym.setClass(pr.sym.choices[field[0].choice])
	} else {
		pr.sym.setClass(pr.sym.choices[0])
	}
}

// FewSolutions tells the problem that its searches stop after a few
// solutions, so that it restricts the static rule's class rather than
// weighing the classes by dives (pickClass): the dives pay on a whole
// search, and cost up to a fifth of a second on a large tree, more than
// a search for a solution or two may take. The design search, which
// judges thousands of variants that way, calls it. It must be called
// before the first search.
func (pr *Problem) FewSolutions() { pr.fixedClass = true }

// order returns the indices of key from the least key to the greatest,
// equal keys in the order of their indices. It sorts by insertion, for a
// few keys: sort.SliceStable would add 13 kB of code to the page's
// program, and sort.Sort with a type of its own 3 kB.
//
// It is kept out of line: it is not hot, and inlined it grew the page's
// program.
//
//go:noinline
func order(key []float64) []int {
	idx := make([]int, len(key))
	for i := range idx {
		j := i
		for ; j > 0 && key[idx[j-1]] > key[i]; j-- {
			idx[j] = idx[j-1]
		}
		idx[j] = i
	}
	return idx
}
