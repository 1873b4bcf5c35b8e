package design

import (
	"fmt"
	"math/rand/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
)

// dissection is a variant: which piece owns each cell of the start's
// solution.
type dissection struct {
	cells []solver.Cell       // the filled cells, in order
	index map[solver.Cell]int // cell -> position in cells
	owner []int               // per cell: its piece, or -1 for a hole
	size  []int               // per piece: its cells
	inner []bool              // per cell: may be a hole; nil for no holes
}

func newDissection(sol solver.Solution) *dissection {
	d := &dissection{index: map[solver.Cell]int{}, size: make([]int, len(sol.Pieces))}
	for i, pl := range sol.Pieces {
		for _, c := range pl.Cells {
			d.index[c] = len(d.cells)
			d.cells = append(d.cells, c)
			d.owner = append(d.owner, i)
			d.size[i]++
		}
	}
	return d
}

func (d *dissection) clone() *dissection {
	c := *d
	c.owner = append([]int(nil), d.owner...)
	c.size = append([]int(nil), d.size...)
	return &c
}

// pieceCells lists the cells of piece i.
func (d *dissection) pieceCells(i int) []solver.Cell {
	out := make([]solver.Cell, 0, d.size[i])
	for k, c := range d.cells {
		if d.owner[k] == i {
			out = append(out, c)
		}
	}
	return out
}

var steps = [6]solver.Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}

// piecesCells lists the cells of every piece, all in one array.
func (d *dissection) piecesCells() [][]solver.Cell {
	all := make([]solver.Cell, len(d.cells))
	out := make([][]solver.Cell, len(d.size))
	at := 0
	for i, n := range d.size {
		out[i] = all[at : at : at+n]
		at += n
	}
	for k, c := range d.cells {
		if i := d.owner[k]; i >= 0 {
			out[i] = append(out[i], c)
		}
	}
	return out
}

// innerCells lists the cells of the dissection all of whose six
// neighbours are in it too: the cells a hole may take unseen.
func (d *dissection) innerCells() []int {
	var ks []int
	for k, c := range d.cells {
		n := 0
		for _, s := range steps {
			if _, ok := d.index[c.Add(s)]; ok {
				n++
			}
		}
		if n == 6 {
			ks = append(ks, k)
		}
	}
	return ks
}

// straight reports whether every line of cells along an axis meets the
// dissection's cells in one unbroken run, as in a box. Filled without
// holes, such a target has no room to move: a part whose cells can all
// step ahead into its own cells or out of the target can go on for ever.
func (d *dissection) straight() bool {
	for a := range 3 {
		runs := map[[2]int][2]int{} // the line -> its lowest coordinate and its count
		for _, c := range d.cells {
			line := [2]int{c[(a+1)%3], c[(a+2)%3]}
			r, ok := runs[line]
			if !ok {
				r = [2]int{c[a], 0}
			}
			runs[line] = [2]int{min(r[0], c[a]), r[1] + 1}
		}
		for line, r := range runs {
			for k := range r[1] {
				var c solver.Cell
				c[a], c[(a+1)%3], c[(a+2)%3] = r[0]+k, line[0], line[1]
				if _, ok := d.index[c]; !ok {
					return false
				}
			}
		}
	}
	return true
}

// dig takes holes cubes out of the pieces, at inner cells, keeping each
// piece connected and of lo cubes or more. From then on every inner cell
// may be a hole, and moves may shift the holes.
func (d *dissection) dig(r *rand.Rand, holes, lo int) error {
	inner := d.innerCells()
	if len(inner) < holes {
		return optionErrorf("%d holes asked for, but the target has %s (with all six neighbours in it) to hide them", holes, words.Count(len(inner), "inner cell", "inner cells"))
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
			if d.size[from] > 1 && !solver.Connected(d.pieceCells(from)) {
				d.owner[k] = from
				continue
			}
			d.size[from]--
			dug = true
			break
		}
		if !dug {
			return fmt.Errorf("no inner cube can be taken out for hole %d without splitting a piece or going under %d cubes", h+1, lo)
		}
	}
	return nil
}

// move gives a cube of one piece to a face neighbour of another, keeping
// every piece connected and within [lo, hi] cubes, or moves it into a
// neighbouring hole, leaving a hole where it was (an inner cell); false
// when the tries found no such move.
func (d *dissection) move(r *rand.Rand, lo, hi int) bool { return d.moveAt(r, lo, hi, nil) }

// moveAt is move with the cube drawn from the cells at, or from all
// cells when at is empty.
func (d *dissection) moveAt(r *rand.Rand, lo, hi int, at []int) bool {
	for range 200 {
		k := r.IntN(len(d.cells))
		if len(at) > 0 {
			k = at[r.IntN(len(at))]
		}
		from := d.owner[k]
		if from < 0 {
			continue
		}
		s := steps[r.IntN(6)]
		j, ok := d.index[d.cells[k].Add(s)]
		if ok && d.owner[j] < 0 && d.inner[k] {
			d.owner[j], d.owner[k] = from, -1
			if !solver.Connected(d.pieceCells(from)) {
				d.owner[j], d.owner[k] = -1, from
				continue
			}
			return true
		}
		if ok && d.owner[j] >= 0 && d.give(k, d.owner[j], lo, hi) {
			return true
		}
	}
	return false
}

// give hands the cube at cell k to piece to, which must hold a face
// neighbour of it, keeping its piece connected and both within [lo, hi]
// cubes; false, with nothing changed, where it cannot.
func (d *dissection) give(k, to, lo, hi int) bool {
	from := d.owner[k]
	if from < 0 || to < 0 || from == to || d.size[from]-1 < lo || d.size[to]+1 > hi {
		return false
	}
	touches := false
	for _, s := range steps {
		if j, ok := d.index[d.cells[k].Add(s)]; ok && d.owner[j] == to {
			touches = true
		}
	}
	if !touches {
		return false
	}
	d.owner[k] = to
	if !solver.Connected(d.pieceCells(from)) {
		d.owner[k] = from
		return false
	}
	d.size[from]--
	d.size[to]++
	return true
}

// near lists the cells of the pieces in part and the cells beside them:
// where a move can close the opening part names.
func (d *dissection) near(part []int) []int {
	in := make([]bool, len(d.size))
	for _, pc := range part {
		in[pc] = true
	}
	var ks []int
	for k, c := range d.cells {
		if d.owner[k] < 0 {
			continue
		}
		if in[d.owner[k]] {
			ks = append(ks, k)
			continue
		}
		for _, s := range steps {
			if j, ok := d.index[c.Add(s)]; ok && d.owner[j] >= 0 && in[d.owner[j]] {
				ks = append(ks, k)
				break
			}
		}
	}
	return ks
}

// puzzle builds the variant's puzzle: the start's target and mirror flag,
// each piece its cells moved to the origin, with its name and colour.
// Where the variants have holes, every inner cell of the target is
// optional: the holes may lie anywhere inside, unseen.
func (d *dissection) puzzle(start *solver.Puzzle, names, colors []string) *solver.Puzzle {
	p := &solver.Puzzle{Name: start.Name, Target: start.Target, Mirror: start.Mirror}
	if d.inner != nil {
		p.Target.Optional = nil
		for k, in := range d.inner {
			if in {
				p.Target.Optional = append(p.Target.Optional, d.cells[k])
			}
		}
	}
	p.Pieces = make([]solver.Piece, len(d.size))
	for i, cells := range d.piecesCells() {
		p.Pieces[i] = solver.Piece{Name: names[i], Cells: solver.Normalize(cells), Color: colors[i]}
	}
	return p
}

// solution is the dissection as a solution of its own puzzle.
func (d *dissection) solution(names []string) solver.Solution {
	sol := solver.Solution{Pieces: make([]solver.Placed, len(d.size))}
	for i, cells := range d.piecesCells() {
		sol.Pieces[i] = solver.Placed{Name: names[i], Piece: i, Cells: cells}
	}
	return sol
}

// changed lists the cells whose piece differs from the start's.
func (d *dissection) changed(start *dissection) []solver.Cell {
	var out []solver.Cell
	for k, c := range d.cells {
		if d.owner[k] != start.owner[k] {
			out = append(out, c)
		}
	}
	return out
}

// alike reports whether two pieces of p have the same shape under the
// transforms the puzzle allows.
func alike(p *solver.Puzzle) bool {
	group := solver.Rotations
	if p.Mirror {
		group = solver.Transforms
	}
	// Pieces can be alike only with as many cubes and the same box sides
	// in some order: only pieces that share those are compared, shape
	// against shape under each transform.
	type outline struct {
		cubes int
		sides [3]int // the box's sides, shortest first
	}
	byOutline := map[outline][]int{}
	for i, pc := range p.Pieces {
		lo, hi := solver.Bounds(pc.Cells)
		d := hi.Sub(lo)
		a, b, c := min(d[0], d[1], d[2]), max(d[0], d[1], d[2]), d[0]+d[1]+d[2]
		o := outline{len(pc.Cells), [3]int{a, c - a - b, b}}
		byOutline[o] = append(byOutline[o], i)
	}
	for _, same := range byOutline {
		for x, i := range same {
			for _, j := range same[x+1:] {
				if solver.SameShape(p.Pieces[i].Cells, p.Pieces[j].Cells, group) {
					return true
				}
			}
		}
	}
	return false
}

// key identifies a dissection, for not judging one twice.
func (d *dissection) key() string { return fmt.Sprint(d.owner) }
