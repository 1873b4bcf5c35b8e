package assembly

import (
	"math"
	"slices"
	"testing"
)

// TestStencilsFromQuarterTurns checks the stencils made from turns of one
// quadrant against every square swept past, for every centre within
// 12 cubes of the line (6 under -short) and every turn.
func TestStencilsFromQuarterTurns(t *testing.T) {
	tr := &turner{}
	reach := int32(24)
	if testing.Short() {
		reach = 12
	}
	set := func(list [][2]int32, mx, my int32) [][2]int32 {
		var out [][2]int32
		for _, f := range list {
			if f != [2]int32{mx, my} && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
		slices.SortFunc(out, func(a, b [2]int32) int {
			if a[0] != b[0] {
				return int(a[0] - b[0])
			}
			return int(a[1] - b[1])
		})
		return out
	}
	for mx := -reach; mx <= reach; mx++ {
		for my := -reach; my <= reach; my++ {
			for _, q := range []int{-2, -1, 1, 2} {
				made := set(tr.stencilCells(mx, my, q), mx, my)
				swept := set(everySquare(mx, my, q), mx, my)
				if !slices.Equal(made, swept) {
					t.Fatalf("centre (%d,%d) turning %d: made %v, swept %v", mx, my, q, made, swept)
				}
			}
		}
	}
}

// everySquare lists the squares, as stencil does, that a square at
// (mx, my) meets turning q quarters: every square near enough, swept.
func everySquare(mx, my int32, q int) [][2]int32 {
	var out [][2]int32
	m := cellPoly(pt{float64(mx-1) / 2, float64(my-1) / 2}, 0, 0)
	reach := 2 * (int32(math.Hypot(float64(mx), float64(my))/2) + 3)
	for dx := -reach + (mx & 1); dx <= reach; dx += 2 {
		for dy := -reach + (my & 1); dy <= reach; dy += 2 {
			if sweepHits(m, cellPoly(pt{float64(dx-1) / 2, float64(dy-1) / 2}, 0, 0), pt{}, float64(q)*math.Pi/2) {
				out = append(out, [2]int32{dx, dy})
			}
		}
	}
	return out
}
