package design

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
)

// dissection is a variant: which piece owns each solid of the start's
// solution. A solid is one cell on the grids whose cells are solids, and
// the cells of one rhombic dodecahedron or octahedron elsewhere (see
// solver.Grid.SolidOf): moves take whole solids from piece to piece.
type dissection struct {
	grid  *solver.Grid
	cells [][]solver.Cell     // per solid: its cells
	index map[solver.Cell]int // cell -> its solid
	nbr   [][]int             // per solid: the solids it shares a face with
	owner []int               // per solid: its piece, or -1 for a hole
	size  []int               // per piece: its solids
	inner []bool              // per solid: may be a hole; nil for no holes
	reach int                 // the longest side of the solids' bounding box
	// single is each solid's one cell, where every solid is one cell
	// (nil elsewhere): piecesCells then copies cells with no inner loop.
	single []solver.Cell
	// whole is set where every piece of the start was joined: the moves
	// keep them so, and joinedWithout may then look near the solid moved.
	whole bool
}

func newDissection(sol solver.Solution, g *solver.Grid) *dissection {
	d := &dissection{grid: g, index: map[solver.Cell]int{}, size: make([]int, len(sol.Pieces))}
	for i, pl := range sol.Pieces {
		for _, s := range g.Solids(pl.Cells) {
			cells := make([]solver.Cell, len(s))
			for x, k := range s {
				cells[x] = pl.Cells[k]
				d.index[cells[x]] = len(d.cells)
			}
			d.cells = append(d.cells, cells)
			d.owner = append(d.owner, i)
			d.size[i]++
		}
	}
	lo, hi := solver.Bounds(d.allCells())
	d.reach = max(hi[0]-lo[0], hi[1]-lo[1], hi[2]-lo[2]) + 1
	d.nbr = make([][]int, len(d.cells))
	for k, cells := range d.cells {
		for _, c := range cells {
			for _, e := range g.Neighbors(c) {
				if j, ok := d.index[e]; ok && j != k && !slices.Contains(d.nbr[k], j) {
					d.nbr[k] = append(d.nbr[k], j)
				}
			}
		}
	}
	for _, cells := range d.cells {
		if len(cells) != 1 {
			d.single = nil
			break
		}
		d.single = append(d.single, cells[0])
	}
	d.whole = true
	for i := range d.size {
		d.whole = d.whole && d.joined(i)
	}
	return d
}

// allCells lists the cells of every solid.
func (d *dissection) allCells() []solver.Cell {
	var out []solver.Cell
	for _, cs := range d.cells {
		out = append(out, cs...)
	}
	return out
}

func (d *dissection) clone() *dissection {
	c := *d
	c.owner = append([]int(nil), d.owner...)
	c.size = append([]int(nil), d.size...)
	return &c
}

// innerCells lists the solids of the dissection all of whose cells'
// neighbours are in it too: the solids a hole may take unseen.
func (d *dissection) innerCells() []int {
	var ks []int
	for k, cells := range d.cells {
		inside := true
		for _, c := range cells {
			for _, e := range d.grid.Neighbors(c) {
				if _, ok := d.index[e]; !ok {
					inside = false
				}
			}
		}
		if inside {
			ks = append(ks, k)
		}
	}
	return ks
}

// straight reports whether every line of cells along a slide axis meets
// the dissection's cells in one unbroken run, as in a box, on a grid
// where a cell sweeps only the cell it slides into. Filled without
// holes, such a target has no room to move: a part whose cells can all
// step ahead into its own cells or out of the target can go on for ever.
func (d *dissection) straight() bool {
	g := d.grid
	if !g.TakesApart() {
		return false
	}
	for a, v := range g.SlideAxes() {
		for c := range d.index {
			if sw := g.SlideSweep(a, c); len(sw) != 1 || sw[0] != v {
				return false
			}
		}
	}
	span := 0
	for c := range d.index {
		span = max(span, abs(c[0]), abs(c[1]), abs(c[2]))
	}
	for _, v := range g.SlideAxes() {
		for c := range d.index {
			e := c.Add(v)
			if _, ok := d.index[e]; ok {
				continue
			}
			// The run ends at c: no cell of the target lies further on.
			for k := 2; k <= 2*span+2; k++ {
				e = e.Add(v)
				if _, ok := d.index[e]; ok {
					return false
				}
			}
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// dig takes holes solids out of the pieces, at inner solids, keeping
// each piece joined and of lo solids or more. From then on every inner
// solid may be a hole, and moves may shift the holes.
func (d *dissection) dig(r *rand.Rand, holes, lo int) error {
	inner := d.innerCells()
	if len(inner) < holes {
		return optionErrorf("%s asked for, but the target has %s (whose neighbours are all in it) to hide them", words.Count(holes, "hole", "holes"), words.Count(len(inner), "inner "+d.one(), "inner "+d.many()))
	}
	d.inner = make([]bool, len(d.cells))
	for _, k := range inner {
		d.inner[k] = true
	}
	for h := 0; h < holes; h++ {
		dug := false
		for _, i := range r.Perm(len(inner)) {
			k := inner[i]
			from := d.owner[k]
			if from < 0 || d.size[from]-1 < lo {
				continue
			}
			d.owner[k] = -1
			d.size[from]--
			if d.size[from] > 0 && !d.joinedWithout(from, k) {
				d.owner[k] = from
				d.size[from]++
				continue
			}
			dug = true
			break
		}
		if !dug {
			return fmt.Errorf("no inner %s can be taken out for hole %d without splitting a piece or going under %s", d.one(), h+1, words.Count(lo, d.one(), d.many()))
		}
	}
	return nil
}

// one and many name the solids the dissection moves.
func (d *dissection) one() string  { one, _ := d.grid.SolidWords(); return one }
func (d *dissection) many() string { _, many := d.grid.SolidWords(); return many }

// move gives a solid of one piece to a face neighbour of another, keeping
// every piece joined and within [lo, hi] solids, or moves it into a
// neighbouring hole, leaving a hole where it was (an inner solid); false
// when the tries found no such move.
func (d *dissection) move(r *rand.Rand, lo, hi int) bool { return d.moveAt(r, lo, hi, nil) }

// moveAt is move with the solid drawn from those at, or from all when at
// is empty.
func (d *dissection) moveAt(r *rand.Rand, lo, hi int, at []int) bool {
	for range 200 {
		k := r.IntN(len(d.cells))
		if len(at) > 0 {
			k = at[r.IntN(len(at))]
		}
		from := d.owner[k]
		if from < 0 || len(d.nbr[k]) == 0 {
			continue
		}
		j := d.nbr[k][r.IntN(len(d.nbr[k]))]
		if d.owner[j] < 0 && d.inner[k] {
			d.owner[j], d.owner[k] = from, -1
			if !d.joinedWithout(from, k) {
				d.owner[j], d.owner[k] = -1, from
				continue
			}
			return true
		}
		if d.owner[j] >= 0 && d.give(k, d.owner[j], lo, hi) {
			return true
		}
	}
	return false
}

// give hands solid k to piece to, which must hold a face neighbour of it,
// keeping its piece joined and both within [lo, hi] solids; false, with
// nothing changed, where it cannot.
func (d *dissection) give(k, to, lo, hi int) bool {
	from := d.owner[k]
	if from < 0 || to < 0 || from == to || d.size[from]-1 < lo || d.size[to]+1 > hi {
		return false
	}
	touches := false
	for _, j := range d.nbr[k] {
		if d.owner[j] == to {
			touches = true
		}
	}
	if !touches {
		return false
	}
	d.owner[k] = to
	d.size[from]--
	if !d.joinedWithout(from, k) {
		d.owner[k] = from
		d.size[from]++
		return false
	}
	d.size[to]++
	return true
}

// near lists the solids of the pieces in part and the solids beside them:
// where a move can close the opening part names.
func (d *dissection) near(part []int) []int {
	in := make([]bool, len(d.size))
	for _, pc := range part {
		in[pc] = true
	}
	var ks []int
	for k := range d.cells {
		if d.owner[k] < 0 {
			continue
		}
		if in[d.owner[k]] {
			ks = append(ks, k)
			continue
		}
		for _, j := range d.nbr[k] {
			if d.owner[j] >= 0 && in[d.owner[j]] {
				ks = append(ks, k)
				break
			}
		}
	}
	return ks
}

// alike reports whether two pieces of a solution have the same shape
// under the grid's rotations (and reflections, where mirror). Only pieces
// of the same outline (see solver.Grid.Outline) are compared, shape
// against shape.
func alike(g *solver.Grid, sol solver.Solution, mirror bool) bool {
	outlines := make([][4]int, len(sol.Pieces))
	spreads := make([]int, len(sol.Pieces)) // on cubes, where asked; 0 for not yet
	spreadOf := func(i int) int {
		if spreads[i] == 0 {
			spreads[i] = spread(sol.Pieces[i].Cells) + 1
		}
		return spreads[i]
	}
	for i, pl := range sol.Pieces {
		outlines[i] = g.Outline(pl.Cells)
		for j, other := range sol.Pieces[:i] {
			if outlines[j] != outlines[i] || g.IsCubes() && spreadOf(i) != spreadOf(j) {
				continue
			}
			if g.IsCubes() && sameCubeShape(pl.Cells, other.Cells, mirror) || !g.IsCubes() && g.SameShape(pl.Cells, other.Cells, mirror) {
				return true
			}
		}
	}
	return false
}

// spread is n² times the variance of n cubes' places, n·Σ|c|² − |Σc|²,
// which no rotation, reflection or shift of the cubes changes: two
// pieces that differ in it differ in shape. Cheaper than comparing the
// shapes turned (sameCubeShape), it tells apart most pieces of a box cut
// in a few, whose outlines are often the same.
func spread(cells []solver.Cell) int {
	var sum solver.Cell
	squares := 0
	for _, c := range cells {
		sum = sum.Add(c)
		squares += c[0]*c[0] + c[1]*c[1] + c[2]*c[2]
	}
	return len(cells)*squares - (sum[0]*sum[0] + sum[1]*sum[1] + sum[2]*sum[2])
}

// key identifies a dissection, for not judging one twice: each solid's
// owner, two bytes each.
func (d *dissection) key() string {
	return string(d.appendKey(make([]byte, 0, 2*len(d.owner))))
}

// appendKey appends d's key (see key) to b.
func (d *dissection) appendKey(b []byte) []byte {
	for _, o := range d.owner {
		b = append(b, byte(o+1), byte((o+1)>>8))
	}
	return b
}
