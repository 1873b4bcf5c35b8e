package search

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cubist/cubist/solver"
)

// findReason looks for a cheap proof that the puzzle has no solution: a
// piece that fits nowhere, a cell no piece can cover, or a colouring
// argument. It returns "" when it finds none.
func (pr *Problem) findReason() string {
	if pr.reason != "" {
		return pr.reason
	}
	covered := make([]bool, len(pr.cells))
	for _, pl := range pr.places {
		for _, c := range pl.cells {
			covered[c] = true
		}
	}
	for i := range pr.required {
		if !covered[i] {
			return fmt.Sprintf("no piece can cover target cell %v", pr.cells[i])
		}
	}
	for _, t := range pr.pieceTypes() {
		if t.least != t.count {
			return "" // the colouring argument below takes every copy as placed
		}
	}
	for _, col := range colourings {
		if r := pr.colouringReason(col); r != "" {
			return r
		}
	}
	return ""
}

// colouring splits cells into dark and light.
type colouring struct {
	name string
	dark func(solver.Cell) bool
}

var colourings = []colouring{
	{"like a 3D chessboard", func(c solver.Cell) bool { return (c[0]+c[1]+c[2])%2 == 0 }},
	{"in slices across the x axis", func(c solver.Cell) bool { return c[0]%2 == 0 }},
	{"in slices across the y axis", func(c solver.Cell) bool { return c[1]%2 == 0 }},
	{"in slices across the z axis", func(c solver.Cell) bool { return c[2]%2 == 0 }},
}

// colouringReason checks whether the pieces can cover as many more dark
// than light cells as the target needs. Each placement covers some number
// of dark cells minus light cells; the copies' numbers must add up to the
// target's.
func (pr *Problem) colouringReason(col colouring) string {
	diff := func(cells []int32) int {
		d := 0
		for _, c := range cells {
			if col.dark(pr.cells[c]) {
				d++
			} else {
				d--
			}
		}
		return d
	}
	typeDiffs := make([][]int, len(pr.pieceTypes())) // each sorted
	for _, pl := range pr.places {
		if pl.typ == pr.holeType {
			continue
		}
		d, ds := diff(pl.cells), typeDiffs[pl.typ]
		i := 0
		for i < len(ds) && ds[i] < d {
			i++
		}
		if i == len(ds) || ds[i] != d {
			ds = append(ds, 0)
			copy(ds[i+1:], ds[i:])
			ds[i] = d
			typeDiffs[pl.typ] = ds
		}
	}
	// reach[s+offset] is true for every reachable sum s.
	reach, offset := []bool{true}, 0
	for t, ds := range typeDiffs {
		lo, hi := slices.Min(ds), slices.Max(ds)
		for range pr.types[t].count {
			next := make([]bool, len(reach)+hi-lo)
			for i, ok := range reach {
				if ok {
					for _, d := range ds {
						next[i+d-lo] = true
					}
				}
			}
			reach, offset = next, offset-lo
		}
	}
	// The target: all required cells, plus k of the optional ones.
	all := make([]int32, len(pr.cells))
	for i := range all {
		all[i] = int32(i)
	}
	need := diff(all[:pr.required])
	k := pr.volume() - pr.required
	dark := 0
	for _, c := range pr.cells[pr.required:] {
		if col.dark(c) {
			dark++
		}
	}
	light := len(pr.cells) - pr.required - dark
	var wants []int
	for j := max(0, k-light); j <= min(k, dark); j++ {
		s := need + 2*j - k
		if i := s + offset; i >= 0 && i < len(reach) && reach[i] {
			return ""
		}
		wants = append(wants, s)
	}
	var parts []string
	for t, ds := range typeDiffs {
		parts = append(parts, fmt.Sprintf("%s: %s", pr.typeLabel(t), joinInts(ds)))
	}
	return fmt.Sprintf("colour the cells %s: the target needs %s more dark cells than light ones, "+
		"but no arrangement of the pieces gives that (dark minus light per piece: %s)",
		col.name, joinInts(wants), strings.Join(parts, "; "))
}

// volume is the number of cells the pieces cover in all.
func (pr *Problem) volume() int {
	v := 0
	for _, t := range pr.pieceTypes() {
		v += len(t.shape) * t.count
	}
	return v
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	if len(s) > 1 {
		return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
	}
	return strings.Join(s, "")
}
