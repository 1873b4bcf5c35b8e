package design

import (
	"math/rand/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
)

// Toward a higher level, a variant that comes apart is worth changing
// where the change stops its first separation: the group that comes out
// first, from where the moves before have brought the pieces, slides
// along a line of cells, and a cube of another piece on that line, in
// that piece's own place, stops it. blocks lists such changes; the chain
// tries them beside its moves at random.

// block is a change that stops a variant's first separation: solid k
// given to piece to.
type block struct{ k, to int }

// blocks lists the changes that put a cube of another piece in the way of
// the first group that plan takes out, as plan leaves the pieces just
// before. It is empty where plan takes nothing out, or turns a piece.
func (d *dissection) blocks(plan []assembly.Move) []block {
	first := -1
	for i, m := range plan {
		if m.Turn != nil {
			return nil
		}
		if m.Out {
			first = i
			break
		}
	}
	if first < 0 {
		return nil
	}
	out := plan[first]
	var step solver.Cell
	for a := range 3 {
		switch {
		case out.By[a] > 0:
			step[a] = 1
		case out.By[a] < 0:
			step[a] = -1
		}
	}
	n := len(d.size)
	poses := assembly.Poses(n, plan, first)
	moving := make([]bool, n)
	for _, i := range out.Pieces {
		moving[i] = true
	}
	seen := map[block]bool{}
	var list []block
	for k, cells := range d.cells {
		i := d.owner[k]
		if i < 0 || !moving[i] {
			continue
		}
		for _, c := range cells {
			at := poses[i].Place(c)
			for s := 1; s <= d.reach; s++ {
				z := at.Add(solver.Cell{step[0] * s, step[1] * s, step[2] * s})
				for p := range n {
					if moving[p] {
						continue
					}
					// The cell of p's own place that lies at z.
					y := z.Sub(poses[p].Shift)
					j, ok := d.index[y]
					if !ok || d.owner[j] < 0 || d.owner[j] == p || !d.beside(j, p) {
						continue
					}
					if b := (block{j, p}); !seen[b] {
						seen[b] = true
						list = append(list, b)
					}
				}
			}
		}
	}
	return list
}

// blockAt makes one of the changes list offers, drawn at random, keeping
// pieces joined and within [lo, hi] solids; false where none of a few
// draws can be made.
func (d *dissection) blockAt(r *rand.Rand, list []block, lo, hi int) bool {
	for range min(8, len(list)) {
		b := list[r.IntN(len(list))]
		if d.give(b.k, b.to, lo, hi) {
			return true
		}
	}
	return false
}

// beside reports whether piece p holds a face neighbour of solid k.
func (d *dissection) beside(k, p int) bool {
	for _, j := range d.nbr[k] {
		if d.owner[j] == p {
			return true
		}
	}
	return false
}
