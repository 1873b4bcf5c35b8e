package assembly

import (
	"slices"
	"testing"
)

// TestStencilsFromQuarterTurns checks the stencils made from quarter turns
// of one quadrant against stencils swept directly, for every centre within
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
				swept := set(tr.stencil(mx, my, q), mx, my)
				if !slices.Equal(made, swept) {
					t.Fatalf("centre (%d,%d) turning %d: made %v, swept %v", mx, my, q, made, swept)
				}
			}
		}
	}
}
