package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// Designing from nothing: design --box cuts a box at random into --pieces
// pieces, and design PUZZLE --pieces cuts the puzzle's target so, and the
// search starts from that cut.

// cutBox is design --box's start: a box "XxYxZ" cut at random into k
// pieces (see cutSizes).
func cutBox(box string, k, lo, hi int, seed uint64) (*solver.Puzzle, error) {
	var size [3]int
	parts := strings.Split(box, "x")
	for i := range size {
		n, err := 0, error(nil)
		if len(parts) == 3 {
			n, err = strconv.Atoi(parts[i])
		}
		if len(parts) != 3 || err != nil {
			return nil, fmt.Errorf("--box %q: want the box's sides as XxYxZ, such as 4x4x4", box)
		}
		size[i] = n
	}
	if k < 2 {
		return nil, fmt.Errorf("--box needs --pieces, 2 or more, to cut the box into: %d given", k)
	}
	lo, hi = cutSizes(size[0]*size[1]*size[2], k, lo, hi)
	if err := solver.CheckDissection(size, k, lo, hi); err != nil {
		return nil, err
	}
	p, err := solver.RandomDissection(size, k, lo, hi, seed)
	if err != nil {
		return nil, err
	}
	p.Name = fmt.Sprintf("Box %dx%dx%d in %d pieces", size[0], size[1], size[2], k)
	return p, nil
}

// cutTarget is design PUZZLE --pieces K's start: the puzzle's target cut
// at random into k pieces, which take the place of its own (see
// cutSizes).
func cutTarget(p *solver.Puzzle, k, lo, hi int, seed uint64) (*solver.Puzzle, error) {
	if k < 2 {
		return nil, fmt.Errorf("--pieces %d: give 2 or more pieces to cut the target into", k)
	}
	required, optional := p.Target.Split()
	if len(optional) > 0 {
		return nil, errors.New("--pieces cuts a target with no optional cells; ask for holes inside with --holes")
	}
	g := p.GridOf()
	lo, hi = cutSizes(len(g.Solids(required)), k, lo, hi)
	q, err := solver.RandomDissectionOf(g, required, k, lo, hi, seed)
	if err != nil {
		return nil, err
	}
	q.Name = fmt.Sprintf("%s in %d pieces", p.Name, k)
	return q, nil
}

// cutSizes is the pieces' sizes for a cut of cells into k pieces: lo to
// hi where --sizes gave them, else a quarter less to a quarter more than
// cells over k.
func cutSizes(cells, k, lo, hi int) (int, int) {
	if lo != 0 {
		return lo, hi
	}
	return max(1, cells/k*3/4), (cells+k-1)/k*5/4 + 1
}
