package assembly

import (
	"math/bits"
	"slices"

	"github.com/cubist/cubist/solver"
)

// far stands for "no limit": the piece can move on for ever.
const far = int32(1) << 30

// pairKey names two pieces of a solution and where the second sits
// relative to the first, measured from their places in the solution.
type pairKey struct {
	i, j int16
	r    [3]int16
}

// gaps tells, for a pair of pieces, how far the first can slide along +x,
// +y and +z before it touches the second. The answers depend only on the
// pair and their relative offset, so they are kept.
type gaps struct {
	cells  [][]solver.Cell // each piece at its place in the solution
	placed [][3]int32      // placed[i*n+j]: the answers for i and j in place
	known  map[pairKey][3]int32
}

func newGaps(cells [][]solver.Cell) *gaps {
	g := &gaps{cells: cells, known: map[pairKey][3]int32{}}
	g.measurePlaced()
	return g
}

// measurePlaced finds the free distances of every pair of pieces at their
// places in the solution in one pass per axis: along each line of cells,
// the nearest cell of one piece ahead of another's is what stops it.
func (g *gaps) measurePlaced() {
	n := len(g.cells)
	g.placed = make([][3]int32, n*n)
	for k := range g.placed {
		g.placed[k] = [3]int32{far, far, far}
	}
	var line []solver.Cell
	last := make([]int, n) // per piece: its last cell on this line, or none
	for a := range 3 {
		b, c := (a+1)%3, (a+2)%3
		// Each cell written (a·n + piece, c, b), coordinates being at
		// least 0, and sorted as cells sort, last coordinate first: line
		// after line along axis a, carrying its piece.
		line = line[:0]
		for i, cs := range g.cells {
			for _, x := range cs {
				line = append(line, solver.Cell{x[a]*n + i, x[c], x[b]})
			}
		}
		solver.SortCells(line)
		var seen []int // pieces met on this line
		for k, p := range line {
			if k == 0 || p[1] != line[k-1][1] || p[2] != line[k-1][2] {
				seen = seen[:0]
			}
			at, piece := p[0]/n, p[0]%n
			for _, i := range seen {
				if i != piece {
					d := &g.placed[i*n+piece][a]
					*d = min(*d, int32(at-last[i]-1))
				}
			}
			if !slices.Contains(seen, piece) {
				seen = append(seen, piece)
			}
			last[piece] = at
		}
	}
}

// between returns the free distances of piece i towards piece j along the
// three positive axes, when j sits at offset r relative to i.
func (g *gaps) between(i, j int, r [3]int16) [3]int32 {
	if r == [3]int16{} {
		return g.placed[i*len(g.cells)+j]
	}
	k := pairKey{int16(i), int16(j), r}
	if d, ok := g.known[k]; ok {
		return d
	}
	d := [3]int32{far, far, far}
	for _, c := range g.cells[i] {
		for _, e := range g.cells[j] {
			e = e.Add(solver.Cell{int(r[0]), int(r[1]), int(r[2])})
			for a := range 3 {
				b, c2 := (a+1)%3, (a+2)%3
				if e[b] != c[b] || e[c2] != c[c2] || e[a] <= c[a] {
					continue
				}
				d[a] = min(d[a], int32(e[a]-c[a]-1))
			}
		}
	}
	g.known[k] = d
	return d
}

// matrix holds, for one position of a part, how far each piece can slide
// in each of the six directions before it touches each other piece.
type matrix struct {
	n     int
	free  []int32  // free[(dir*n+i)*n+j]
	stops []uint64 // stops[dir*n+i]: the pieces that stop i at some distance
}

// directions lists the six unit moves: +x, -x, +y, -y, +z, -z.
var directions = [6]solver.Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}

// fill computes the matrix for the pieces ids at offsets off.
func (m *matrix) fill(g *gaps, ids []int, off [][3]int16) {
	n := len(ids)
	m.n = n
	if cap(m.free) < 6*n*n {
		m.free = make([]int32, 6*n*n)
	}
	m.free = m.free[:6*n*n]
	if cap(m.stops) < 6*n {
		m.stops = make([]uint64, 6*n)
	}
	m.stops = m.stops[:6*n]
	clear(m.stops)
	for i := range n {
		for j := range n {
			if i == j {
				continue
			}
			var r [3]int16
			for a := range 3 {
				r[a] = off[j][a] - off[i][a]
			}
			d := g.between(ids[i], ids[j], r)
			for a := range 3 {
				// i moving +a towards j; j moving -a towards i.
				m.free[((2*a)*n+i)*n+j] = d[a]
				m.free[((2*a+1)*n+j)*n+i] = d[a]
				if d[a] < far {
					m.stops[2*a*n+i] |= 1 << j
					m.stops[(2*a+1)*n+j] |= 1 << i
				}
			}
		}
	}
}

// at returns how far piece i can slide in direction dir before it touches
// piece j, if j stays.
func (m *matrix) at(dir, i, j int) int32 { return m.free[(dir*m.n+i)*m.n+j] }

// closure returns the smallest group holding piece p that can slide by
// step in direction dir with the rest staying: every piece the group
// would run into within step joins it.
func (m *matrix) closure(dir, p int, step int32) uint64 {
	if step >= far {
		return m.closureFar(dir, p)
	}
	group := uint64(1) << p
	todo := group
	for todo != 0 {
		i := bits.TrailingZeros64(todo)
		todo &^= 1 << i
		for j := range m.n {
			if group&(1<<j) == 0 && m.at(dir, i, j) < step {
				group |= 1 << j
				todo |= 1 << j
			}
		}
	}
	return group
}

// closureFar returns the smallest group holding piece p that nothing
// outside stops in direction dir.
func (m *matrix) closureFar(dir, p int) uint64 {
	group := uint64(1) << p
	todo := group
	for todo != 0 {
		i := bits.TrailingZeros64(todo)
		todo &^= 1 << i
		more := m.stops[dir*m.n+i] &^ group
		group |= more
		todo |= more
	}
	return group
}

// reach returns how far group can slide in direction dir with the rest
// staying, or far when nothing stops it.
func (m *matrix) reach(dir int, group uint64) int32 {
	best := far
	for i := range m.n {
		if group&(1<<i) == 0 {
			continue
		}
		for j := range m.n {
			if group&(1<<j) == 0 {
				best = min(best, m.at(dir, i, j))
			}
		}
	}
	return best
}

// slide is one candidate move of a part: group moves by steps along dir.
type slide struct {
	group uint64
	dir   int
	steps int32
}

// upFirst orders the directions in which separations are looked for:
// lifting a part out is tried first, as a person would.
var upFirst = [6]int{4, 0, 1, 2, 3, 5}

// separation returns the smallest group that can leave the part for good
// in some direction, trying single pieces first; ok is false when none can.
func (m *matrix) separation() (s slide, ok bool) {
	all := uint64(1)<<m.n - 1
	for _, dir := range upFirst {
		for p := range m.n {
			if m.stops[dir*m.n+p] == 0 {
				return slide{group: 1 << p, dir: dir, steps: far}, true // a piece alone: none smaller
			}
		}
	}
	for _, dir := range upFirst {
		for p := range m.n {
			g := m.closureFar(dir, p)
			if g == all {
				continue
			}
			if !ok || bits.OnesCount64(g) < bits.OnesCount64(s.group) {
				s, ok = slide{group: g, dir: dir, steps: far}, true
			}
		}
	}
	return s, ok
}

// maxMerged bounds the groups whose unions are all tried as one move; past
// it, only unions of two are.
const maxMerged = 8

// slides lists the moves of the part that do not separate it: for every
// direction and distance, each piece with what it pushes along, and the
// unions of such groups, which can move together in one go.
func (m *matrix) slides(out []slide) []slide {
	all := uint64(1)<<m.n - 1
	for dir := range 6 {
		byStep := map[int32][]uint64{}
		var steps []int32
		for p := range m.n {
			for step := int32(1); ; {
				g := m.closure(dir, p, step)
				if g == all {
					break
				}
				r := m.reach(dir, g)
				if r >= far {
					break // leaves for good: that is a separation
				}
				for t := step; t <= r; t++ {
					if len(byStep[t]) == 0 {
						steps = append(steps, t)
					}
					if !containsGroup(byStep[t], g) {
						byStep[t] = append(byStep[t], g)
					}
				}
				step = r + 1
			}
		}
		for _, t := range steps {
			groups := byStep[t]
			for _, g := range unions(groups, all) {
				out = append(out, slide{group: g, dir: dir, steps: t})
			}
		}
	}
	return out
}

func containsGroup(gs []uint64, g uint64) bool {
	for _, h := range gs {
		if h == g {
			return true
		}
	}
	return false
}

// unions returns the groups and their unions (all of them for a few
// groups, pairs for many), leaving out the whole part.
func unions(groups []uint64, all uint64) []uint64 {
	out := append([]uint64(nil), groups...)
	add := func(u uint64) {
		if u != all && !containsGroup(out, u) {
			out = append(out, u)
		}
	}
	if len(groups) <= maxMerged {
		for set := 1; set < 1<<len(groups); set++ {
			if set&(set-1) == 0 {
				continue // a single group is in already
			}
			var u uint64
			for k, g := range groups {
				if set&(1<<k) != 0 {
					u |= g
				}
			}
			add(u)
		}
		return out
	}
	for a := range groups {
		for b := a + 1; b < len(groups); b++ {
			add(groups[a] | groups[b])
		}
	}
	return out
}
