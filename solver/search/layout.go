package search

import (
	"iter"
	"runtime"
	"slices"
	"sort"
	"sync"

	"github.com/cubist/cubist/solver"
)

// bitLayout returns, for a problem a bit engine of limit cells can take,
// the bit of every target cell, the bounding box's extents in bit order and the axes
// in that order; ok is false if the engine cannot take it.
func (pr *Problem) bitLayout(limit int) (bitOf []uint, ext [3]int, axes [3]int, ok bool) {
	lo, hi := solver.Bounds(pr.cells)
	size := solver.Cell{hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1}
	if size[0]*size[1]*size[2] > limit {
		return nil, ext, axes, false
	}
	axes = [3]int{0, 1, 2}
	// Shortest axis first; ties keep x, y, z order.
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && size[axes[j]] < size[axes[j-1]]; j-- {
			axes[j], axes[j-1] = axes[j-1], axes[j]
		}
	}
	for i, a := range axes {
		ext[i] = size[a]
	}
	bitOf = make([]uint, len(pr.cells))
	for i, c := range pr.cells {
		d := c.Sub(lo)
		bitOf[i] = uint(d[axes[0]] + ext[0]*(d[axes[1]]+ext[1]*d[axes[2]]))
	}
	return bitOf, ext, axes, true
}

// boxSteps returns the bit distance to the next cell along each axis of
// a box with extents ext in bit order.
func boxSteps(ext [3]int) [3]uint {
	return [3]uint{1, uint(ext[0]), uint(ext[0] * ext[1])}
}

// edge tells of one cell of a box whether it has a neighbour in the + and
// in the - direction of an axis.
type edge struct {
	bit         uint
	plus, minus bool
}

// boxEdges yields, per axis, every cell of a box with extents ext in bit
// order, with its neighbours along the axis.
func boxEdges(ext [3]int) iter.Seq2[int, edge] {
	return func(yield func(int, edge) bool) {
		steps := boxSteps(ext)
		n := uint(ext[0] * ext[1] * ext[2])
		for a := range 3 {
			for b := range n {
				coord := int(b/steps[a]) % ext[a]
				if !yield(a, edge{b, coord < ext[a]-1, coord > 0}) {
					return
				}
			}
		}
	}
}

// coverEntry puts a placement in a bit engine's lists: in list|key for
// every key that is a subset of free, the bits of the cells it leaves
// empty among those the key reads.
type coverEntry struct {
	id   int32
	list uint // the first list of the cell
	free uint
}

// coverLists builds n lists of candidates from entries, in one array,
// and returns them with the length of the longest. Each list holds its
// candidates in the entries' order. A large array is filled on every
// processor: the lists are built once a search, before any worker starts.
func coverLists[C any](n int, entries []coverEntry, candidate func(id int32) C) (lists [][]C, widest int) {
	return coverListsOn(n, entries, candidate, runtime.GOMAXPROCS(0))
}

// coverListsOn is coverLists on at most procs goroutines.
func coverListsOn[C any](n int, entries []coverEntry, candidate func(id int32) C, procs int) (lists [][]C, widest int) {
	next := make([]int, n+1) // first the lists' sizes, then where each list's next candidate goes
	for _, en := range entries {
		for key := en.free; ; key = (key - 1) & en.free {
			next[en.list|key]++
			if key == 0 {
				break
			}
		}
	}
	at := 0
	for k, m := range next[:n] {
		widest = max(widest, m)
		next[k] = at
		at += m
	}
	next[n] = at
	all := make([]C, at)
	lists = make([][]C, n)
	for k := range n {
		lists[k] = all[next[k]:next[k]:next[k+1]]
	}
	fill := func(entries []coverEntry) {
		for _, en := range entries {
			c := candidate(en.id)
			for key := en.free; ; key = (key - 1) & en.free {
				all[next[en.list|key]] = c
				next[en.list|key]++
				if key == 0 {
					break
				}
			}
		}
	}
	if parts := min(procs, at/coverShare); fillOnMany && parts > 1 && n%coverBlock == 0 {
		fillBlocks(n, at, next, entries, parts, fill)
	} else {
		fill(entries)
	}
	for k := range lists {
		lists[k] = lists[k][:cap(lists[k])]
	}
	return lists, widest
}

// An entry's lists lie in one block of coverBlock lists: its first list
// is a multiple of 32 or 64 and its keys read at most 6 cells. Where the
// lists hold coverShare candidates or more a processor, blocks of them
// are filled on several goroutines, each list by one alone, in the
// entries' order.
const (
	coverBlock = 64
	coverShare = 1 << 15
)

// fillBlocks fills the lists on parts goroutines, each taking a run of
// blocks holding about as many candidates, and calling fill with the
// entries of its blocks in their order. start[k] is where list k begins.
func fillBlocks(n, total int, start []int, entries []coverEntry, parts int, fill func([]coverEntry)) {
	blocks := n / coverBlock
	first := make([]int, blocks+1) // per block: its first entry in byBlock
	for _, en := range entries {
		first[en.list/coverBlock+1]++
	}
	for b := range blocks {
		first[b+1] += first[b]
	}
	byBlock := make([]coverEntry, len(entries))
	put := slices.Clone(first)
	for _, en := range entries {
		b := en.list / coverBlock
		byBlock[put[b]] = en
		put[b]++
	}
	// Where each goroutine's run of blocks ends: the first block that
	// begins at or past its share of the candidates. All are found before
	// any goroutine moves the lists' next positions in start.
	ends := make([]int, parts)
	for g := range parts - 1 {
		ends[g] = sort.Search(blocks, func(b int) bool { return start[b*coverBlock] >= (g+1)*total/parts })
	}
	ends[parts-1] = blocks
	var wg sync.WaitGroup
	from := 0
	for _, to := range ends {
		if to > from {
			run := byBlock[first[from]:first[to]]
			wg.Go(func() { fill(run) })
			from = to
		}
	}
	wg.Wait()
}
