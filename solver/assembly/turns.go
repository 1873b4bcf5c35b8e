//go:build !page || turns

package assembly

import (
	"math/bits"
	"slices"

	"github.com/cubist/cubist/solver"
)

func init() {
	startTurns = func(d *disassembler, cells [][]solver.Cell, bevel float64) turnSearch {
		return newTurner(d, cells, bevel)
	}
	placeTurn = placeLine
}

// turnSpec is a turn found for a part, in the part's own frame: q
// quarters (see Turn.Quarters) about the line through p, doubled, across
// the axis (the next axis, then the one after).
type turnSpec struct {
	axis, q int8
	p       [2]int32
}

// turner finds the turns of a part at a position and makes them. It keeps
// every way a piece has come to lie as a shape of its own, numbered as
// the gap cache numbers them: the pieces first, as they lie in the
// solution.
type turner struct {
	gaps   *gapCache
	m      *matrix // the gap matrix of the position find is given
	bevel  float64
	start  []solver.Cell   // per piece: its low corner in the solution
	shapes [][]solver.Cell // per shape: its cells, sorted, with the piece's low corner
	lo, hi []solver.Cell   // per shape: its box
	piece  []int           // per shape: its piece
	log    []turnSpec      // the turns found: slide.dir -1-k is log[k]
	memo   map[uint64]bool // pairs of squares: does the sweep hit
	// touching keeps where shapes touch, by the gap cache's keys.
	touching contactTable
	pairs    []*contacts // per two pieces of the part i, j: at n*i+j, as meet found them
	pairKeys []uint64
	occ      occupancy
	rows     layerRows        // the other pieces' cells, for sharp edges
	groups   []uint64         // the groups find tries
	boxes    [][2]solver.Cell // per piece of the part: its box, at the position find is given
	singles  []reach          // per piece of the part: where it touches the rest, there
	together reach            // where a group of two touches the rest
}

// newTurner readies turns for the pieces cells of d.
func newTurner(d *disassembler, cells [][]solver.Cell, bevel float64) *turner {
	// The sweeps of squares serve every disassembly a disassembler makes
	// (the disassemblers are kept for the next: see spare), the bevelled
	// ones while the bevel stays.
	if d.memo == nil || d.memoBevel != bevel {
		d.memo, d.memoBevel = map[uint64]bool{}, bevel
	}
	// The turner and its tables are kept for the next disassembly too.
	t, _ := d.spareTurner.(*turner)
	if t == nil {
		t = &turner{}
		d.spareTurner = t
	}
	t.gaps, t.m, t.bevel, t.memo = d.gaps, &d.m, bevel, d.memo
	t.start, t.shapes, t.lo, t.hi, t.piece, t.log = t.start[:0], t.shapes[:0], t.lo[:0], t.hi[:0], t.piece[:0], t.log[:0]
	t.touching.reset()
	clear(t.pairs) // their answers were for the last disassembly's shapes
	clear(t.pairKeys)
	for i, cs := range cells {
		lo, _ := solver.Bounds(cs)
		t.start = append(t.start, lo)
		t.add(i, cs)
	}
	return t
}

// add adds a shape of piece p, lying as cells.
func (t *turner) add(p int, cells []solver.Cell) {
	lo, hi := solver.Bounds(cells)
	var into []solver.Cell // the memory of a shape an earlier disassembly kept
	if k := len(t.shapes); k < cap(t.shapes) {
		into = t.shapes[:k+1][k][:0]
	}
	t.shapes, t.piece = append(t.shapes, sorted(into, cells)), append(t.piece, p)
	t.lo, t.hi = append(t.lo, lo), append(t.hi, hi)
}

// sorted is a sorted copy of cells, appended to into.
func sorted(into, cells []solver.Cell) []solver.Cell {
	out := append(into, cells...)
	solver.SortCells(out)
	return out
}

// shapeOf returns the shape of piece p lying as cells, sorted, adding it
// the first time: a piece lies in at most 24 ways.
func (t *turner) shapeOf(p int, cells []solver.Cell) int {
	for id, sh := range t.shapes {
		if t.piece[id] == p && slices.Equal(sh, cells) {
			return id
		}
	}
	t.add(p, cells)
	t.gaps.addShape(t.shapes[len(t.shapes)-1])
	return len(t.shapes) - 1
}

// made is the turn of move s in the part's frame, to be placed by
// placeOut.
func (t *turner) made(s slide) *Turn {
	ts := t.log[-1-s.dir]
	tr := &Turn{Axis: int(ts.axis), Quarters: int(ts.q)}
	b, c := (tr.Axis+1)%3, (tr.Axis+2)%3
	tr.Through[b], tr.Through[c] = float64(ts.p[0])/2, float64(ts.p[1])/2
	return tr
}

// turnCell turns the cell c by q quarters (counterclockwise when above
// 0) about the line parallel to axis through p (doubled, across the
// axis).
func turnCell(c solver.Cell, axis, q int, p [2]int32) solver.Cell {
	b, k := (axis+1)%3, (axis+2)%3
	x, y := int32(2*c[b]+1)-p[0], int32(2*c[k]+1)-p[1]
	for range (q + 4) % 4 {
		x, y = -y, x
	}
	c[b], c[k] = int((x+p[0]-1)/2), int((y+p[1]-1)/2)
	return c
}

// step makes, in next, the position that turn s leads to from position
// from, relative to its first piece, and returns its hash.
func (t *turner) step(from []int16, s slide, next []int16) uint32 {
	ts := t.log[-1-s.dir]
	copy(next, from)
	n := len(from) / 4
	var cells []solver.Cell
	for i := range n {
		if s.group&(1<<i) == 0 {
			continue
		}
		sh := int(from[4*i+3])
		off := solver.Cell{int(from[4*i]), int(from[4*i+1]), int(from[4*i+2])}
		cells = cells[:0]
		for _, c := range t.shapes[sh] {
			cells = append(cells, turnCell(c.Add(off), int(ts.axis), int(ts.q), ts.p))
		}
		lo, _ := solver.Bounds(cells)
		p := t.piece[sh]
		shift := lo.Sub(t.start[p])
		for k := range cells {
			cells[k] = cells[k].Sub(shift)
		}
		solver.SortCells(cells)
		id := t.shapeOf(p, cells)
		next[4*i], next[4*i+1], next[4*i+2], next[4*i+3] = int16(shift[0]), int16(shift[1]), int16(shift[2]), int16(id)
	}
	if s.group&1 != 0 { // keep the first piece where it is
		d := [3]int16{next[0], next[1], next[2]}
		for i := range n {
			for a := range 3 {
				next[4*i+a] -= d[a]
			}
		}
	}
	return hashOf(next, 4)
}

// find lists the turns of the part ids at position cur (four numbers a
// piece) that do not hit another piece on the way: of each piece alone,
// and of each two pieces that slide together, about every line through a
// cube's centre, an edge's midpoint or a corner of the group's box, its
// ends included. A group turning is the rest turning the other way: only
// the side with fewer cubes turns (with as many, the side without the
// first piece).
func (t *turner) find(ids []int, cur []int16, slides []slide, out []slide) []slide {
	n := len(ids)
	if len(t.shapes) > maxShapes-2*n {
		return out // no room for new shapes
	}
	groups := t.groups[:0]
	for i := range n {
		groups = append(groups, 1<<i)
	}
	for _, s := range slides {
		if bits.OnesCount64(s.group) == 2 && !containsGroup(groups, s.group) {
			groups = append(groups, s.group)
		}
	}
	t.groups = groups
	total := t.place(cur)
	t.meet(cur, t.m)
	t.singles = t.alone(cur, t.singles)
	var slow bevelled
	half := t.edgeHalf()
	for _, g := range groups {
		size, first := 0, true
		var lo, hi solver.Cell
		for i := range n {
			if g&(1<<i) == 0 {
				continue
			}
			size += len(t.shapes[cur[4*i+3]])
			l, h := t.boxes[i][0], t.boxes[i][1]
			if first {
				lo, hi, first = l, h, false
				continue
			}
			for a := range 3 {
				lo[a], hi[a] = min(lo[a], l[a]), max(hi[a], h[a])
			}
		}
		if 2*size > total || 2*size == total && g&1 != 0 {
			continue
		}
		near := t.touches(g, cur, t.singles)
		slow.group(g)
		boxes := lineBoxes(lo, hi)
		starts := near.starts(boxes, half)
		for axis := range 3 {
			box := boxes[axis]
			laid, sharp := false, false // the rows for sharp edges
			for w, way := range [2]int32{1, -1} {
				r := starts[axis][w]
				if r[0] > r[1] || r[2] > r[3] {
					continue
				}
				if !laid {
					sharp = t.bevel <= 0 && t.rows.fill(t, g, cur, axis, lo, hi, box)
					laid = true
				}
				for px := r[0]; px <= r[1]; px++ {
					for py := r[2]; py <= r[3]; py++ {
						for _, q := range [2]int32{way, 2 * way} {
							if q != 2*way && (px+py)%2 != 0 {
								continue // a quarter turn about this line leaves the grid
							}
							ts := turnSpec{axis: int8(axis), q: int8(q), p: [2]int32{px, py}}
							free, known := false, false
							if sharp {
								free, known = t.rows.free(t, ts)
							}
							if !known {
								free = slow.free(t, cur, ts)
							}
							if free {
								t.log = append(t.log, ts)
								out = append(out, slide{group: g, dir: -len(t.log)})
							} else if q == way {
								// A half turn makes the quarter turn first.
								break
							}
						}
					}
				}
			}
		}
	}
	return out
}

// place finds, in t.boxes, each piece's box at position cur, and returns
// the cubes of the part.
func (t *turner) place(cur []int16) (total int) {
	t.boxes = t.boxes[:0]
	for i := range len(cur) / 4 {
		sh := cur[4*i+3]
		total += len(t.shapes[sh])
		off := solver.Cell{int(cur[4*i]), int(cur[4*i+1]), int(cur[4*i+2])}
		t.boxes = append(t.boxes, [2]solver.Cell{t.lo[sh].Add(off), t.hi[sh].Add(off)})
	}
	return total
}

// bevelled makes the tests of turns that rows cannot make: those of
// bevelled pieces, and of cubes far from the line. It lays out the part
// and the group's cells when first asked.
type bevelled struct {
	g      uint64
	filled bool          // t.occ holds the position
	cells  []solver.Cell // the group's, nil until asked
	ends   [3][4]solver.Cell
}

// group readies b for the turns of group g.
func (b *bevelled) group(g uint64) {
	b.g, b.cells = g, b.cells[:0]
}

// free reports whether the group turns as ts says, from position cur,
// without meeting another piece.
func (b *bevelled) free(t *turner, cur []int16, ts turnSpec) bool {
	if !b.filled {
		t.occ.fill(t, cur)
		b.filled = true
	}
	if len(b.cells) == 0 {
		for i := range len(cur) / 4 {
			if b.g&(1<<i) != 0 {
				b.cells = append(b.cells, t.occ.cells[i]...)
			}
		}
		// The cells at the ends of the group across each axis swing
		// furthest: tried first, they rule out most lines.
		for axis := range 3 {
			e := &b.ends[axis]
			*e = [4]solver.Cell{b.cells[0], b.cells[0], b.cells[0], b.cells[0]}
			for _, x := range b.cells {
				for s, a := range [2]int{(axis + 1) % 3, (axis + 2) % 3} {
					if x[a] < e[2*s][a] {
						e[2*s] = x
					}
					if x[a] > e[2*s+1][a] {
						e[2*s+1] = x
					}
				}
			}
		}
	}
	ends := b.ends[ts.axis][:]
	return t.lands(ends, b.g, ts) && t.clears(ends, b.g, ts) && t.clears(b.cells, b.g, ts) &&
		t.lands(b.cells, b.g, ts) && !t.hits(b.cells, b.g, ts)
}

// placeLine returns m's turn with its line in the solution's frame: the
// part's frame has the piece m.frame, lying as it lies, with its low
// corner where it was in the solution.
func placeLine(m Move, cells [][]solver.Cell, f Pose) *Turn {
	tr := *m.Turn
	lo, _ := solver.Bounds(cells[m.frame])
	var turned []solver.Cell
	for _, c := range cells[m.frame] {
		turned = append(turned, f.Place(c))
	}
	now, _ := solver.Bounds(turned)
	for a := range 3 {
		if a != tr.Axis {
			tr.Through[a] += float64(now[a] - lo[a])
		}
	}
	return &tr
}
