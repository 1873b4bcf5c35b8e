package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// cutBox is design --box's start: a box "XxYxZ" cut at random into k
// pieces of lo to hi cubes, or, where --sizes left them 0, of a quarter
// less to a quarter more than the box's cubes over k.
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
	if lo == 0 {
		cells := size[0] * size[1] * size[2]
		lo, hi = max(1, cells/k*3/4), (cells+k-1)/k*5/4+1
	}
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
