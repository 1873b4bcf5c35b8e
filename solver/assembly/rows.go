package assembly

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// far stands for "no limit": the piece can move on for ever. It fits the
// 16 bits a gap is kept in: no distance between pieces comes near it.
const far = int32(1) << 14

// maxRow is the longest extent of a piece along an axis that rows hold in
// one word: cells' coordinates run from 0 to solver.MaxCoord (63), so no
// piece of a puzzle is longer. Disassemble refuses longer ones.
const maxRow = 64

// rows holds one piece as bit rows along each axis: for axis a, each line
// of cells parallel to a through the piece's box is one word, bit k set
// when the cell k steps along a from the box's low corner is the piece's.
type rows struct {
	lo, size [3]int
	line     [3][]uint64 // line[a][u*size[c]+v], u along b, v along c
	cells    []solver.Cell
}

// newRows lays out a piece's cells as rows.
func newRows(cells []solver.Cell) *rows {
	r := &rows{}
	r.set(cells)
	return r
}

// set lays out a piece's cells as rows, reusing r's memory.
func (r *rows) set(cells []solver.Cell) {
	line := r.line
	*r = rows{cells: cells}
	if len(cells) == 0 {
		return
	}
	lo, hi := solver.Bounds(cells)
	r.lo = [3]int(lo)
	for a := range 3 {
		r.size[a] = hi[a] - lo[a] + 1
	}
	for a := range 3 {
		b, c := (a+1)%3, (a+2)%3
		if k := r.size[b] * r.size[c]; cap(line[a]) >= k {
			r.line[a] = line[a][:k]
			clear(r.line[a])
		} else {
			r.line[a] = make([]uint64, k)
		}
	}
	// One pass lays out all three axes: the line along x through a cell
	// is (y, z), along y (z, x), along z (x, y).
	lx, ly, lz := r.line[0], r.line[1], r.line[2]
	sx, sy, sz := r.size[0], r.size[1], r.size[2]
	for j := range cells {
		c := &cells[j] // by its address: a copy of each cell costs more than the rest
		x, y, z := c[0]-lo[0], c[1]-lo[1], c[2]-lo[2]
		lx[y*sz+z] |= 1 << x
		ly[z*sx+x] |= 1 << y
		lz[x*sy+y] |= 1 << z
	}
}

// pairGaps measures how far piece i can slide towards piece j, when j sits
// at offset off from its place relative to i: out[2a] along +a, out[2a+1]
// along -a, far where j never stops i.
func pairGaps(i, j *rows, off [3]int) (out gaps) {
	out = noGaps
	if len(i.cells) == 0 || len(j.cells) == 0 {
		return out
	}
	// shift[a]: where j's box starts relative to i's box, along a.
	var shift [3]int
	for a := range 3 {
		shift[a] = j.lo[a] + off[a] - i.lo[a]
	}
	for a := range 3 {
		b, c := (a+1)%3, (a+2)%3
		// The lines of i that meet j's box: u along b, v along c.
		u0, u1 := max(0, shift[b]), min(i.size[b], shift[b]+j.size[b])
		v0, v1 := max(0, shift[c]), min(i.size[c], shift[c]+j.size[c])
		if u0 >= u1 || v0 >= v1 {
			continue
		}
		d := shift[a]
		up, down := far, far
		// No gap is less than 0: once both are 0 (pieces that touch on
		// both sides along a, as interlocked pieces mostly do), the lines
		// left cannot change them.
	lines:
		for u := u0; u < u1; u++ {
			bi, bj := u*i.size[c], (u-shift[b])*j.size[c]-shift[c]
			for v := v0; v < v1; v++ {
				mi, mj := i.line[a][bi+v], j.line[a][bj+v]
				if mi == 0 || mj == 0 {
					continue
				}
				if up > 0 {
					up = min(up, lineGap(mi, mj, d))
				}
				if down > 0 {
					down = min(down, lineGap(mj, mi, -d))
				}
				if up == 0 && down == 0 {
					break lines
				}
			}
		}
		out[2*a], out[2*a+1] = int16(up), int16(down)
	}
	return out
}

// lineGap is how far the cells of mi can slide up their line before they
// meet a cell of mj, whose bit k stands at k+d on mi's scale; far when no
// cell of mj lies ahead.
func lineGap(mi, mj uint64, d int) int32 {
	best := far
	// Only the top cell of each run of mi can meet mj first.
	for tops := mi &^ (mi >> 1); tops != 0; tops &= tops - 1 {
		p := bits.TrailingZeros64(tops)
		k := p - d + 1 // the lowest bit of mj ahead of p
		var g int
		switch {
		case k <= 0:
			g = bits.TrailingZeros64(mj) + d - p - 1
		case k < 64 && mj>>k != 0:
			g = bits.TrailingZeros64(mj >> k)
		default:
			continue
		}
		if g == 0 {
			return 0 // touching: nothing is nearer
		}
		best = min(best, int32(g))
	}
	return best
}

// gapCache keeps pairGaps' answers by pair and offset, in an open
// addressed table: a position shares most of its pairs with the positions
// around it.
type gapCache struct {
	rows  []*rows    // per shape: the pieces', then the ways they turn to
	n     int        // pieces
	table []gapEntry // key 0 for an empty slot
	used  int
	mask  uint64
	shift uint       // 64 less the table's size in bits
	last  []gapEntry // per pair i*n+j: the answer given last; at n*n+i*n+j, the last at offset 0
	// grid is the pieces' grid where it does not slide by rows (see
	// solver.Grid.SlidesByRows), nil where the rows measure the gaps.
	grid *solver.Grid
	// direct: the table is left alone, for one position whose pairs
	// each meet one offset (see start).
	direct bool
	// shape, where not nil, gives each piece its shape in rows, kept from
	// one solution to the next (see Memory); nil where piece i is shape i.
	shape []int
}

// gapEntry is one answer with its key, together in memory.
type gapEntry struct {
	key  uint64
	gaps gaps
}

// maxShapes bounds the shapes of a gap cache: the ways pieces come to lie
// in one disassembly, with the pieces themselves, or the pieces a Memory
// knows. The cache's keys hold 10 bits a shape.
const maxShapes = 1 << 10

// maxAxes is the most slide axes a grid has (the spheres' nine).
const maxAxes = 9

// gaps holds how far one piece can slide towards another along each
// slide axis: [2a] along +a, [2a+1] along -a, far where nothing stops it.
type gaps [2 * maxAxes]int16

// reset empties the cache for the pieces cells on grid, keeping its
// memory.
func (g *gapCache) reset(cells [][]solver.Cell, grid *solver.Grid) {
	g.start(cells, grid)
	g.direct = false
	if len(g.table) == 0 {
		g.grow(1 << 10)
		return
	}
	if g.used > 0 {
		clear(g.table)
	}
	g.used = 0
}

// start readies the cache for the pieces cells at one position only: each
// pair is then met once, and its answer is computed without the table.
func (g *gapCache) start(cells [][]solver.Cell, grid *solver.Grid) {
	n := len(cells)
	for len(g.rows) < n {
		g.rows = append(g.rows, &rows{})
	}
	g.rows, g.n = g.rows[:n], n
	g.grid = nil // the rows' own arithmetic, on grids that slide by rows
	if !grid.SlidesByRows() {
		g.grid = grid
	}
	for i, cs := range cells {
		g.rows[i].set(cs)
	}
	if cap(g.last) < 2*n*n {
		g.last = make([]gapEntry, 2*n*n)
	}
	g.last = g.last[:2*n*n]
	clear(g.last)
	g.direct = true
}

func (g *gapCache) grow(size int) {
	old := g.table
	g.table = make([]gapEntry, size)
	g.mask = uint64(size - 1)
	g.shift = uint(64 - bits.TrailingZeros(uint(size)))
	for _, e := range old {
		if e.key != 0 {
			g.table[g.slot(e.key)] = e
		}
	}
}

// slot finds key's slot, or the empty one where it belongs.
func (g *gapCache) slot(key uint64) uint64 {
	s := (key * 0x9e3779b97f4a7c15) >> g.shift // the high bits hold every key bit
	for g.table[s].key != 0 && g.table[s].key != key {
		s = (s + 1) & g.mask
	}
	return s
}

// addShape adds a shape to the cache, a piece turned, and returns its
// number.
func (g *gapCache) addShape(cells []solver.Cell) int {
	g.rows = append(g.rows, newRows(cells))
	return len(g.rows) - 1
}

// pair returns the gaps of piece i towards piece j (i < j), their shapes
// si and sj, j being at offset off relative to i from their places: see
// pairGaps. The shapes are the pieces themselves where nothing turns.
func (g *gapCache) pair(i, j, si, sj int, off [3]int16) *gaps {
	// Offsets within a part stay far inside 12 bits: a part's pieces are
	// each under 64 cells long, and none passes another by more.
	key := uint64(si)<<54 | uint64(sj)<<44 | uint64(off[0]&0xfff)<<24 | uint64(off[1]&0xfff)<<12 | uint64(off[2]&0xfff)
	// Positions met one after another share most pairs' offsets. The
	// answers at offset 0 are kept apart: the start position of the next
	// solution a Memory serves meets them again, after a disassembly has
	// met others.
	at := i*g.n + j
	if off == ([3]int16{}) {
		at += g.n * g.n
	}
	last := &g.last[at]
	if last.key == key {
		return &last.gaps
	}
	if g.direct {
		last.key, last.gaps = key, g.measure(si, sj, [3]int{int(off[0]), int(off[1]), int(off[2])})
		return &last.gaps
	}
	e := &g.table[g.slot(key)]
	if e.key != key {
		e.key, e.gaps = key, g.measure(si, sj, [3]int{int(off[0]), int(off[1]), int(off[2])})
		if g.used++; 2*g.used > len(g.table) {
			g.grow(2 * len(g.table))
			e = &g.table[g.slot(key)]
		}
	}
	*last = *e
	return &last.gaps
}
