package design

import (
	"math/bits"
	"slices"

	"github.com/cubist/cubist/solver"
)

// A quick count of a variant's solutions, for the cube grid.
//
// Judging a variant counts its solutions to the 41st class, and on a
// 5×5×5 box nearly all of that time went on compiling the variant for
// the search engines, not on searching: the placements of every piece,
// their images under the box's symmetries and the engines' tables, made
// anew for each variant though a variant changes one or two pieces of
// the one before. quick keeps each piece shape's placements in the
// target, found once for the chain, as sets of cells, and counts
// solutions with a plain search over them: the lowest cell still to
// fill, tried with every placement of every piece left that covers it.
//
// Where the set of pieces is not its own mirror image (some piece's
// mirror image is not in it), the classes of solutions are the classes
// under rotations of the target, so
// a variant is unique exactly when its solutions are its own dissection
// and that dissection's turned images. Elsewhere, and on other grids,
// the judge counts in full.

// cellSet is a set of up to 256 cells of a target, by index.
type cellSet [4]uint64

func (s *cellSet) add(i int) { s[i>>6] |= 1 << (i & 63) }
func (s cellSet) or(t cellSet) cellSet {
	return cellSet{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}
func (s cellSet) andNot(t cellSet) cellSet {
	return cellSet{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}
func (s cellSet) meets(t *cellSet) bool { return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0 }
func (s cellSet) lowest() int {
	for w, x := range s {
		if x != 0 {
			return 64*w + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// quickCells is the most cells quick counts in, as many as a cellSet
// holds: a 6×6×6 box too.
const quickCells = 256

// quickShapes is how many piece shapes a chain's quick counter keeps
// before it forgets them all and starts again.
const quickShapes = 4096

// quick is one chain's quick counter for a target.
type quick struct {
	index    map[solver.Cell]int
	lo, span solver.Cell // the target's least corner and its sides
	at       []int32     // per cell of the target's box, from lo: its index, or -1
	full     bool        // whether the target fills its box: at[i] is i
	words    int         // the words of a cellSet that its cells use
	cells    []solver.Cell
	dk       []int // per cell, its index in the dissection
	required cellSet
	syms     [][]int              // per rotation of the target onto itself: where each cell goes
	rep      []bool               // per rotation: whether it leads its orbit under syms (see solutions)
	shapes   map[string]*shapeFit // by the shape's raster key
	buf      []byte               // scratch for a raster key
	rasters  []uint64             // scratch for a shape's rasters
	places   []cellSet            // scratch for a shape's placements
	off      []int32              // scratch for an orientation's cells' indices
	ids      []int32              // count's stack of placements still open
	lists    [][]int32            // count's stack of them by piece
	counts   []cellCounts         // count's stack of their counts per cell
}

// shapeFit is a piece shape's placements in the target, and its keys
// (see cubeShape).
type shapeFit struct {
	places []cellSet
	leads  []int32 // where the shape has every orientation: its placements in the first orientation of each orbit (see solutions)
	shape  cubeShape
}

// newQuick makes the quick counter for a dissection's target, or nil
// where it does not serve: on grids other than cubes, or a target of more
// than quickCells cells.
func newQuick(d *dissection, optional []bool) *quick {
	if !d.grid.IsCubes() || len(d.cells) > quickCells {
		return nil
	}
	q := &quick{index: make(map[solver.Cell]int, len(d.cells)), shapes: map[string]*shapeFit{}}
	// The quick counter numbers the cells in their order in the box, z
	// then y then x: where they fill it, a placement is then one
	// orientation's cells shifted (see slide).
	for _, cs := range d.cells {
		q.cells = append(q.cells, cs[0])
	}
	solver.SortCells(q.cells)
	q.words = (len(q.cells) + 63) / 64
	q.dk = make([]int, len(q.cells))
	for i, c := range q.cells {
		q.index[c] = i
		q.dk[i] = d.index[c]
		if optional == nil || !optional[q.dk[i]] {
			q.required.add(i)
		}
	}
	lo, hi := solver.Bounds(q.cells)
	q.lo, q.span = lo, hi.Sub(lo).Add(solver.Cell{1, 1, 1})
	q.at = make([]int32, q.span[0]*q.span[1]*q.span[2])
	for i := range q.at {
		q.at[i] = -1
	}
	for k, c := range q.cells {
		c = c.Sub(lo)
		q.at[(c[2]*q.span[1]+c[1])*q.span[0]+c[0]] = int32(k)
	}
	q.full = len(q.cells) == len(q.at)
	for i, k := range q.at {
		q.full = q.full && k == int32(i)
	}
	var turns []int // the rotations of syms
	for ti, t := range solver.Rotations {
		// The target turned by t, moved back onto its place: a symmetry
		// where every cell lands on one of the same kind.
		shift := lo.Sub(imageOrigin(t, q.cells))
		perm := make([]int, len(q.cells))
		fits := true
		for k, c := range q.cells {
			j, ok := q.index[t.Apply(c).Add(shift)]
			if !ok || q.required.has(k) != q.required.has(j) {
				fits = false
				break
			}
			perm[k] = j
		}
		if fits {
			q.syms, turns = append(q.syms, perm), append(turns, ti)
		}
	}
	q.rep = orbitLeaders(turns)
	return q
}

// orbitLeaders reports, per rotation u, whether it is the first of the
// rotations g∘u, g of turns (a group of rotations, by index).
func orbitLeaders(turns []int) []bool {
	v := solver.Cell{1, 2, 3} // each rotation moves it its own way
	at := map[solver.Cell]int{}
	for u, t := range solver.Rotations {
		at[t.Apply(v)] = u
	}
	rep := make([]bool, len(solver.Rotations))
	for u, t := range solver.Rotations {
		rep[u] = true
		for _, g := range turns {
			if at[solver.Rotations[g].Apply(t.Apply(v))] < u {
				rep[u] = false
			}
		}
	}
	return rep
}

// closed reports whether a set of pieces is its own mirror image: each
// piece's mirror image is one of them.
func closed(fits []*shapeFit) bool {
	for _, f := range fits {
		if !slices.ContainsFunc(fits, func(g *shapeFit) bool { return f.shape.mirrors(&g.shape) }) {
			return false
		}
	}
	return true
}

// alikeFits reports whether two of the pieces have one shape.
func alikeFits(fits []*shapeFit) bool {
	for i, f := range fits {
		for _, g := range fits[:i] {
			if f.shape.same(&g.shape) {
				return true
			}
		}
	}
	return false
}

// has reports whether cell i is in the set.
func (s cellSet) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

// imageOrigin is the least corner of cells turned by t, unmoved.
func imageOrigin(t solver.Transform, cells []solver.Cell) solver.Cell {
	img := make([]solver.Cell, len(cells))
	for i, c := range cells {
		img[i] = t.Apply(c)
	}
	lo, _ := solver.Bounds(img)
	return lo
}

// fit is the placements of a piece with the given cells, made once.
func (q *quick) fit(cells []solver.Cell) *shapeFit {
	key := shapeKey(q.buf[:0], cells)
	q.buf = key
	if f, ok := q.shapes[string(key)]; ok {
		return f
	}
	if len(q.shapes) >= quickShapes {
		q.shapes = map[string]*shapeFit{}
	}
	places := q.places[:0]
	var starts []int32
	sx, sy := q.span[0], q.span[0]*q.span[1]
	var shape cubeShape
	shape, q.rasters = cubeShapeOf(q.rasters, cells, func(o orientation) {
		starts = append(starts, int32(len(places)))
		w := o.sides()
		if w[0] > q.span[0] || w[1] > q.span[1] || w[2] > q.span[2] {
			return
		}
		k, coef := o.index(sx, sy) // each cell's index in the box, from the origin
		if q.full {
			places = q.slide(places, cells, k, coef, w)
			return
		}
		off := q.off[:0]
		for j := range cells {
			off = append(off, int32(at(k, coef, &cells[j])))
		}
		q.off = off
		for z := 0; z+w[2] <= q.span[2]; z++ {
			for y := 0; y+w[1] <= q.span[1]; y++ {
				for x := 0; x+w[0] <= q.span[0]; x++ {
					var s cellSet
					at := q.at[z*sy+y*sx+x:]
					ok := true
					for _, d := range off {
						k := at[d]
						if k < 0 {
							ok = false
							break
						}
						s.add(int(k))
					}
					if ok {
						places = append(places, s)
					}
				}
			}
		}
	})
	q.places = places
	f := &shapeFit{places: slices.Clone(places), shape: shape}
	if shape.orientations() == len(solver.Rotations) {
		starts = append(starts, int32(len(places)))
		for o := range len(starts) - 1 {
			if q.rep[o] {
				for id := starts[o]; id < starts[o+1]; id++ {
					f.leads = append(f.leads, id)
				}
			}
		}
	}
	q.shapes[string(key)] = f
	return f
}

// classes counts a dissection's classes of solutions (d, and sol, d as a
// solution), to classCap+1, and reports false where the quick count
// cannot say: where a piece's mirror image is in the set, the judge must
// count in full. Where there is one class, it also gives the solutions,
// all of them: the dissection's images under the target's rotations.
func (q *quick) classes(d *dissection, sol solver.Solution) (classes, solutions int, ok bool) {
	if len(d.size) > 32 {
		return 0, 0, false
	}
	fits := make([]*shapeFit, len(sol.Pieces))
	for i, pl := range sol.Pieces {
		fits[i] = q.fit(pl.Cells)
	}
	if closed(fits) || alikeFits(fits) {
		return 0, 0, false // mirrored solutions count as one; or two pieces alike
	}
	// The dissection's own images under the target's rotations.
	fixed := 0
	for _, perm := range q.syms {
		same := true
		for i, k := range q.dk {
			if d.owner[q.dk[perm[i]]] != d.owner[k] {
				same = false
				break
			}
		}
		if same {
			fixed++
		}
	}
	own := len(q.syms) / max(1, fixed)
	limit := own + classCap*len(q.syms)
	n, ok := q.solutions(fits, limit)
	if !ok {
		return 0, 0, false
	}
	if n <= own {
		return 1, n, true
	}
	// Every other class has at most one solution per rotation.
	return min(classCap+1, 1+(n-own+len(q.syms)-1)/len(q.syms)), 0, true
}
