package design

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// Designing from nothing: a box, or a puzzle's target, is cut at random
// into pieces, and the search starts from that cut.

// ParseBox reads a box's sides written XxYxZ, such as "4x4x4".
func ParseBox(box string) ([3]int, error) {
	var size [3]int
	parts := strings.Split(box, "x")
	for i := range size {
		n, err := 0, error(nil)
		if len(parts) == 3 {
			n, err = strconv.Atoi(parts[i])
		}
		if len(parts) != 3 || err != nil {
			return size, fmt.Errorf("box %q: want the box's sides as XxYxZ, such as 4x4x4", box)
		}
		size[i] = n
	}
	return size, nil
}

// CutBox is a design's start from nothing: a box of cubes cut at random,
// by seed, into k pieces of lo to hi cubes, or of CutSizes' sizes where
// lo is 0.
func CutBox(size [3]int, k, lo, hi int, seed uint64) (*solver.Puzzle, error) {
	if k < 2 {
		return nil, fmt.Errorf("a box is cut into 2 or more pieces: %d asked", k)
	}
	lo, hi = CutSizes(size[0]*size[1]*size[2], k, lo, hi)
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

// CutTarget is a design's start from a puzzle's target: the target cut at
// random, by seed, into k pieces, which take the place of the puzzle's
// own (sizes as for CutBox).
func CutTarget(p *solver.Puzzle, k, lo, hi int, seed uint64) (*solver.Puzzle, error) {
	if k < 2 {
		return nil, fmt.Errorf("%d pieces: a target is cut into 2 or more", k)
	}
	required, optional := p.Target.Split()
	if len(optional) > 0 {
		return nil, errors.New("only a target with no optional cells is cut into pieces; ask for holes inside instead")
	}
	g := p.GridOf()
	lo, hi = CutSizes(len(g.Solids(required)), k, lo, hi)
	q, err := solver.RandomDissectionOf(g, required, k, lo, hi, seed)
	if err != nil {
		return nil, err
	}
	q.Name = fmt.Sprintf("%s in %d pieces", p.Name, k)
	return q, nil
}

// CutSizes is the pieces' sizes for a cut of cells solids into k pieces:
// lo to hi where lo is above 0, else a quarter less to a quarter more
// than cells over k.
func CutSizes(cells, k, lo, hi int) (int, int) {
	if lo > 0 {
		return lo, hi
	}
	return max(1, cells/k*3/4), (cells+k-1)/k*5/4 + 1
}
