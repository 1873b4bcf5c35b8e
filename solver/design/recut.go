package design

import (
	"math/rand/v2"
)

// undealt marks a solid that deal has not dealt yet.
const undealt = -2

// recutTries is how many times recut deals the target's solids before it
// falls back on the start with its holes dug anew.
const recutTries = 50

// recut is a new start for a chain that cuts the target afresh (see
// Options.Recut): the holes asked for dug at inner solids of the whole,
// the rest dealt among the pieces at random (see deal), half the time
// grown compact. Cut into pieces grown at random, a 6×6×6 box in three
// or four pieces often locks, and a chain may spend most of twenty
// seconds before anything comes apart; grown compact, such cuts come
// apart, but with compact cuts alone 5×5×5 in five pieces reached lower
// levels. The two together did best (see docs/performance.md).
// Where no deal fits the sizes, it is the start with its holes dug anew
// (dug).
func (s *searchState) recut(r *rand.Rand) (*dissection, error) {
	for range recutTries {
		d := s.start.clone()
		for k := range d.owner {
			d.owner[k] = 0
		}
		clear(d.size)
		d.size[0] = len(d.cells)
		if s.opt.Holes > 0 && d.dig(r, s.opt.Holes, 1) != nil {
			break
		}
		if d.deal(r, s.opt.MinSize, s.opt.MaxSize, r.IntN(2) == 0) {
			return d, nil
		}
	}
	return s.dug(r)
}

// deal hands the solids of the dissection that are not holes to its
// pieces afresh: each piece starts from a solid drawn at random, and
// then, over and over, a piece drawn at random that can grow takes a
// solid beside it that no piece holds yet, up to hi solids. Where compact
// is set, that solid is one that lies fewest face steps from the piece's
// first solid (drawn at random among those as near), and the pieces grow
// about their first solids; elsewhere it is any, and they grow at random.
// It reports whether every solid was dealt and every piece holds lo
// solids or more; each piece is joined. Where it reports false, solids
// may be left undealt, for another deal.
func (d *dissection) deal(r *rand.Rand, lo, hi int, compact bool) bool {
	var solids []int
	for k, o := range d.owner {
		if o >= 0 || o == undealt { // left so by a deal that failed
			d.owner[k] = undealt
			solids = append(solids, k)
		}
	}
	n := len(d.size)
	if len(solids) < n*lo || len(solids) > n*hi {
		return false
	}
	steps := make([][]int, n) // per piece: each solid's face steps from its first
	for i, x := range r.Perm(len(solids))[:n] {
		d.owner[solids[x]] = i
		d.size[i] = 1
		if compact {
			steps[i] = d.stepsFrom(solids[x])
		}
	}
	var edge []int
	for left := len(solids) - n; left > 0; left-- {
		grew := false
		for _, i := range r.Perm(n) {
			if d.size[i] >= hi {
				continue
			}
			edge = edge[:0]
			near := -1
			for _, k := range solids {
				if d.owner[k] != undealt || !d.beside(k, i) {
					continue
				}
				s := 0
				if compact {
					s = steps[i][k]
				}
				if near < 0 || s < near {
					near, edge = s, append(edge[:0], k)
				} else if s == near {
					edge = append(edge, k)
				}
			}
			if len(edge) > 0 {
				d.owner[edge[r.IntN(len(edge))]] = i
				d.size[i]++
				grew = true
				break
			}
		}
		if !grew {
			return false
		}
	}
	for _, size := range d.size {
		if size < lo {
			return false
		}
	}
	return true
}

// stepsFrom is each solid's distance from solid k in face steps, through
// the dissection's solids; len(d.cells) for those it cannot reach.
func (d *dissection) stepsFrom(k int) []int {
	steps := make([]int, len(d.cells))
	for j := range steps {
		steps[j] = len(d.cells)
	}
	steps[k] = 0
	queue := []int{k}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for _, e := range d.nbr[j] {
			if steps[e] == len(d.cells) {
				steps[e] = steps[j] + 1
				queue = append(queue, e)
			}
		}
	}
	return steps
}

// digTries is how many reshaped starts dug tries when the start's own
// pieces cannot give up a cube inside.
const digTries = 400

// dug is the start with the holes asked for dug into its pieces. Where
// no piece can give up a cube inside (the Soma cube's centre lies in a
// piece that it would split), it digs into the start reshaped by a few
// moves instead, more each time, as the search would reshape it anyway.
func (s *searchState) dug(r *rand.Rand) (*dissection, error) {
	var err error
	for try := range digTries {
		d := s.start.clone()
		for range (try + 19) / 20 {
			d.move(r, s.opt.MinSize, s.opt.MaxSize)
		}
		if err = d.dig(r, s.opt.Holes, s.opt.MinSize); err == nil {
			return d, nil
		}
		if _, ok := err.(*OptionError); ok {
			break // too few inner cells: no reshaping helps
		}
	}
	return nil, err
}
