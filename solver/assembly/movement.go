package assembly

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// matrix holds, for one position of a part, how far each piece can slide
// in each of the six directions before it touches each other piece.
type matrix struct {
	n     int
	nd    int      // directions: two for each slide axis
	free  []int32  // free[(dir*n+i)*n+j]
	stops []uint64 // stops[dir*n+i]: the pieces that stop i at some distance
	touch []uint64 // touch[dir*n+i]: the pieces that stop i at once
	set   []slide  // moves: the moves found so far in one direction
	seen  []slide  // moves: the groups one direction has listed, from steps on
}

// directions lists the cube grid's six unit moves: +x, -x, +y, -y, +z, -z.
var directions = []solver.Cell{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}

// directionsOf lists a grid's unit moves, each slide axis both ways: on
// cubes, directions.
func directionsOf(g *solver.Grid) []solver.Cell {
	if g.SlidesByRows() {
		return directions
	}
	var out []solver.Cell
	for _, a := range g.SlideAxes() {
		out = append(out, a, solver.Cell{}.Sub(a))
	}
	return out
}

// fill computes the matrix for the pieces ids (ascending) at offsets off,
// w numbers a piece: three, or four where the fourth is the piece's
// shape in the cache (see turner).
func (m *matrix) fill(g *gapCache, ids []int, off []int16, w int) {
	n, na := len(ids), g.axes()
	m.n, m.nd = n, 2*na
	if cap(m.free) < m.nd*n*n || cap(m.stops) < m.nd*n {
		m.free = make([]int32, m.nd*n*n)
		m.stops, m.touch = make([]uint64, m.nd*n), make([]uint64, m.nd*n)
	}
	m.free, m.stops, m.touch = m.free[:m.nd*n*n], m.stops[:m.nd*n], m.touch[:m.nd*n]
	clear(m.stops)
	clear(m.touch)
	for i := range n {
		x, y, z := off[w*i], off[w*i+1], off[w*i+2]
		for j := i + 1; j < n; j++ {
			r := [3]int16{off[w*j] - x, off[w*j+1] - y, off[w*j+2] - z}
			si, sj := ids[i], ids[j]
			if w == 4 {
				si, sj = int(off[4*i+3]), int(off[4*j+3])
			} else if g.shape != nil {
				si, sj = g.shape[si], g.shape[sj]
			}
			d := g.pair(ids[i], ids[j], si, sj, r)
			for a := range na {
				up, down := int32(d[2*a]), int32(d[2*a+1]) // i moving +a and -a towards j
				// j moving -a towards i is i moving +a, and so on.
				m.free[((2*a)*n+i)*n+j], m.free[((2*a+1)*n+j)*n+i] = up, up
				m.free[((2*a+1)*n+i)*n+j], m.free[((2*a)*n+j)*n+i] = down, down
				if up < far {
					m.stops[2*a*n+i] |= 1 << j
					m.stops[(2*a+1)*n+j] |= 1 << i
					if up == 0 {
						m.touch[2*a*n+i] |= 1 << j
						m.touch[(2*a+1)*n+j] |= 1 << i
					}
				}
				if down < far {
					m.stops[(2*a+1)*n+i] |= 1 << j
					m.stops[2*a*n+j] |= 1 << i
					if down == 0 {
						m.touch[(2*a+1)*n+i] |= 1 << j
						m.touch[2*a*n+j] |= 1 << i
					}
				}
			}
		}
	}
}

// at returns how far piece i can slide in direction dir before it touches
// piece j, if j stays.
func (m *matrix) at(dir, i, j int) int32 { return m.free[(dir*m.n+i)*m.n+j] }

// closure returns the smallest group holding the pieces of group that can
// slide by step in direction dir with the rest staying: every piece the
// group would run into within step joins it. It stops, with a group of
// more than most pieces, once the group is that large.
func (m *matrix) closure(dir int, group uint64, step int32, most int) uint64 {
	if step == 1 {
		return m.closeOver(m.touch[dir*m.n:], group, most)
	}
	todo := group
	for todo != 0 {
		i := bits.TrailingZeros64(todo)
		todo &^= 1 << i
		row := m.free[(dir*m.n+i)*m.n:]
		for more := m.stops[dir*m.n+i] &^ group; more != 0; more &= more - 1 {
			j := bits.TrailingZeros64(more)
			if row[j] < step {
				group |= 1 << j
				todo |= 1 << j
			}
		}
		if bits.OnesCount64(group) > most {
			break
		}
	}
	return group
}

// closureFar returns the smallest group holding piece p that nothing
// outside stops in direction dir, or, once it passes most pieces, a group
// of more than most.
func (m *matrix) closureFar(dir, p, most int) uint64 {
	return m.closeOver(m.stops[dir*m.n:], 1<<p, most)
}

// closeOver returns the smallest group holding group that holds, with
// each piece i, the pieces of links[i]; or, once it passes most pieces, a
// group of more than most.
func (m *matrix) closeOver(links []uint64, group uint64, most int) uint64 {
	todo := group
	for todo != 0 {
		i := bits.TrailingZeros64(todo)
		todo &^= 1 << i
		more := links[i] &^ group
		group |= more
		if bits.OnesCount64(group) > most {
			break
		}
		todo |= more
	}
	return group
}

// reach returns how far group can slide in direction dir with the rest
// staying, or far when nothing stops it.
func (m *matrix) reach(dir int, group uint64) int32 {
	best := far
	for g := group; g != 0; g &= g - 1 {
		i := bits.TrailingZeros64(g)
		row := m.free[(dir*m.n+i)*m.n:]
		for out := m.stops[dir*m.n+i] &^ group; out != 0; out &= out - 1 {
			best = min(best, row[bits.TrailingZeros64(out)])
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

// separation returns a group that can leave the part for good, looked
// for as BurrTools looks: a single piece in the first direction and of
// the lowest index that can leave alone, else the first group of at most
// half the part that can; ok is false when none can. With stay at 0 or
// more, a group without piece stay is taken where there is one, and else
// the rest leaves instead, so that piece stay stays behind.
func (m *matrix) separation(stay int) (s slide, ok bool) {
	var held slide // the first that holds piece stay
	for _, single := range []bool{true, false} {
		for dir := range m.nd {
			for p := range m.n {
				g := uint64(1) << p
				switch {
				case single && m.stops[dir*m.n+p] != 0:
					continue
				case !single:
					if g = m.closureFar(dir, p, m.n/2); bits.OnesCount64(g) > m.n/2 {
						continue
					}
				}
				s := slide{group: g, dir: dir, steps: far}
				if stay < 0 || g&(1<<stay) == 0 {
					return s, true
				}
				if held.group == 0 {
					held = s
				}
			}
		}
	}
	if held.group == 0 {
		return slide{}, false
	}
	return slide{group: (uint64(1)<<m.n - 1) &^ held.group, dir: held.dir ^ 1, steps: far}, true
}

// maxSet bounds the moves of one direction that are merged with those
// found before them.
const maxSet = 1 << 10

// moves lists the moves of the part that do not separate it, in
// BurrTools' order: by direction, then by the piece that leads, each
// piece with what it pushes along for every distance while that is at
// most half the part; each new move is also merged with those found
// before it in the same direction and for the same distance, so that
// groups that do not touch move together in one go.
func (m *matrix) moves(out []slide) []slide {
	n := m.n
	all := uint64(1)<<n - 1
	for dir := range m.nd {
		m.set, m.seen = m.set[:0], m.seen[:0]
		for p := range n {
			g := uint64(1) << p
			for step := int32(1); ; {
				g = m.closure(dir, g, step, n/2)
				if bits.OnesCount64(g) > n/2 {
					break
				}
				// The moves from here on depend on the group alone: a
				// group met before at this step or an earlier one has
				// listed them.
				if k := m.seenAt(g); k >= 0 {
					if m.seen[k].steps <= step {
						break
					}
					m.seen[k].steps = step
				} else {
					m.seen = append(m.seen, slide{group: g, steps: step})
				}
				r := m.reach(dir, g)
				if r >= far {
					break // leaves for good: that is a separation
				}
				for t := step; t <= r; t++ {
					out = m.add(out, slide{group: g, dir: dir, steps: t}, all)
				}
				step = r + 1
			}
		}
	}
	return out
}

// add appends a move to out and to the direction's set, unless the set
// has it, with its merges with the moves the set held before it.
func (m *matrix) add(out []slide, s slide, all uint64) []slide {
	if m.has(s) {
		return out
	}
	known := len(m.set)
	m.set = append(m.set, s)
	out = append(out, s)
	if known >= maxSet {
		return out
	}
	for _, e := range m.set[:known] {
		u := e.group | s.group
		if e.steps != s.steps || u == all || u == e.group || u == s.group {
			continue
		}
		v := slide{group: u, dir: s.dir, steps: s.steps}
		if !m.has(v) {
			m.set = append(m.set, v)
			out = append(out, v)
		}
	}
	return out
}

// seenAt returns where group g is in m.seen, or -1.
func (m *matrix) seenAt(g uint64) int {
	for k, e := range m.seen {
		if e.group == g {
			return k
		}
	}
	return -1
}

func (m *matrix) has(s slide) bool {
	for _, e := range m.set {
		if e == s {
			return true
		}
	}
	return false
}

func containsGroup(gs []uint64, g uint64) bool {
	for _, h := range gs {
		if h == g {
			return true
		}
	}
	return false
}
