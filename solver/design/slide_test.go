package design

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSlideFindsThePlacementsTheGeneralWayDoes fits random shapes into
// full boxes both ways, by shifting sets (slide) and cell by cell, and
// wants the same placements in the same order: the quick count's order
// of placements, and so its walk, must not depend on the way.
func TestSlideFindsThePlacementsTheGeneralWayDoes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, size := range [][3]int{{5, 5, 5}, {6, 6, 6}, {3, 4, 5}, {2, 7, 3}} {
		start, _ := boxStart(t, size, 3, 1)
		q := newQuick(start, start.inner)
		if !q.full {
			t.Fatalf("%v: the box's quick counter does not see it full", size)
		}
		for range 60 {
			cells := randomShape(r, 1+r.IntN(14))
			q.full = true
			clear(q.shapes)
			slid := q.fit(cells)
			q.full = false
			clear(q.shapes)
			cellwise := q.fit(cells)
			if len(slid.places) == 0 && len(cells) <= 4 {
				t.Fatalf("%v: %v has no placements", size, cells)
			}
			if !slices.Equal(slid.places, cellwise.places) || !slices.Equal(slid.leads, cellwise.leads) {
				t.Fatalf("%v: %v: slid %d placements, %d the general way, or in another order", size, cells, len(slid.places), len(cellwise.places))
			}
		}
	}
}
