package design

import (
	"math/rand/v2"
	"testing"
)

// TestJoinedWithoutAgreesWithTheWalk hands solids from piece to piece at
// random, and into holes, and asks of every change that joinedWithout,
// which looks near the solid moved first, says what the walk over the
// whole piece (joined) says. A change that splits a piece is undone, as
// the moves undo it, so every piece stays joined.
func TestJoinedWithoutAgreesWithTheWalk(t *testing.T) {
	cubes, _ := boxStart(t, [3]int{6, 6, 6}, 3, 5)
	p := ReadTestPuzzle(t, "sphere-pyramid-unique.json")
	spheres, err := startOf(t.Context(), p)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []*dissection{cubes, spheres} {
		if !d.whole {
			t.Fatal("a start of joined pieces is not marked whole")
		}
		d = d.clone()
		d.inner = make([]bool, len(d.cells))
		for _, k := range d.innerCells() {
			d.inner[k] = true
		}
		hole := d.innerCells()[0] // a hole to move into
		d.size[d.owner[hole]]--
		d.owner[hole] = -1
		r := rand.New(rand.NewPCG(3, 4))
		split, kept := 0, 0
		for range 20000 {
			k := r.IntN(len(d.cells))
			j := d.nbr[k][r.IntN(len(d.nbr[k]))]
			from, to := d.owner[k], d.owner[j]
			if from < 0 || from == to || !d.joined(from) || to < 0 && !d.inner[k] {
				continue
			}
			d.owner[k] = to
			if to < 0 {
				d.owner[j] = from // into the hole, leaving one at k
			} else {
				d.size[from]--
			}
			near, walk := d.joinedWithout(from, k), d.joined(from)
			if near != walk {
				t.Fatalf("%s: solid %d from piece %d to %d: joinedWithout says %v, the walk %v", d.grid.Name(), k, from, to, near, walk)
			}
			if walk {
				kept++
				if to >= 0 {
					d.size[to]++
				}
				continue
			}
			split++
			d.owner[k] = from
			if to < 0 {
				d.owner[j] = -1
			} else {
				d.size[from]++
			}
		}
		if split < 100 || kept < 100 {
			t.Errorf("%s: %d changes kept, %d split a piece: too few of one to test", d.grid.Name(), kept, split)
		}
	}
}
