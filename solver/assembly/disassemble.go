package assembly

import (
	"fmt"

	"github.com/cubist/cubist/solver"
)

// DefaultPositions is the number of positions Disassemble examines for one
// solution before it gives up, when Limits.Positions is 0.
const DefaultPositions = 100_000

// MaxPieces is the most pieces a solution may have for Disassemble.
const MaxPieces = 64

// Limits bounds a disassembly.
type Limits struct {
	// Positions caps the positions examined, over all parts together;
	// 0 means DefaultPositions.
	Positions int
	// Groups gives the group of each of the puzzle's pieces, by index (0
	// for none; see solver.Piece.Group): a part made only of pieces of one
	// group needs no taking apart. Nil when no piece has a group.
	Groups []int
}

// GroupsOf lists the groups of a puzzle's pieces for Limits, or nil when
// no piece has one.
func GroupsOf(p *solver.Puzzle) []int {
	var groups []int
	for i, pc := range p.Pieces {
		if pc.Group != 0 && groups == nil {
			groups = make([]int, len(p.Pieces))
		}
		if groups != nil {
			groups[i] = pc.Group
		}
	}
	return groups
}

// Result is how a solution comes apart, or why it does not.
type Result struct {
	// Apart is true when the solution comes apart into single pieces.
	Apart bool `json:"apart"`
	// GaveUp is true when the search reached its cap on positions first:
	// then nothing is known either way.
	GaveUp bool `json:"gave_up,omitempty"`
	// Positions counts the positions examined.
	Positions int `json:"positions"`
	// Level counts the moves until the first part comes out, that move
	// included: 1 when a piece can be lifted out at once.
	Level int `json:"level"`
	// Moves counts all the moves of the plan.
	Moves int `json:"moves"`
	// Separations lists the moves of each separation in the order of the
	// plan: the first is Level. BurrTools writes them joined by dots.
	Separations []int `json:"separations,omitempty"`
	// Stuck is the number of pieces of the part that does not come apart,
	// when Apart and GaveUp are false: all of them when nothing can be
	// taken out.
	Stuck int `json:"stuck,omitempty"`
	// Plan lists the moves, from the assembled solution to single pieces.
	// Played backwards, it puts the puzzle together.
	Plan []Move `json:"plan,omitempty"`
}

// Move is one step of a plan: a group of pieces slides along one axis.
type Move struct {
	// Pieces are indexes into the solution's pieces.
	Pieces []int `json:"pieces"`
	// By is the translation, along one axis. For a move that takes a part
	// out it is far enough to clear every other piece.
	By solver.Cell `json:"by"`
	// Out is true when the move takes the group away from the rest for
	// good.
	Out bool `json:"out,omitempty"`
}

// Summary says in a few words what the result means.
func (r Result) Summary() string {
	switch {
	case r.Apart:
		return fmt.Sprintf("Comes apart: level %d, %d %s", r.Level, r.Moves, plural(r.Moves, "move", "moves"))
	case r.GaveUp:
		return fmt.Sprintf("Gave up after %d positions", r.Positions)
	case r.Level == 0:
		return "Locked: no piece can be taken out"
	default:
		return fmt.Sprintf("Locked: %d pieces cannot be taken apart", r.Stuck)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Disassemble looks for a way to take a solution apart by sliding pieces:
// a move translates one piece, or a group of pieces, by whole steps along
// one axis without overlap, and a group that can slide away for ever is
// taken out. Each part is then taken apart the same way, down to single
// pieces, or to parts made of pieces of one group. The first part comes out in as few moves as possible
// (breadth-first over positions).
func Disassemble(sol solver.Solution, lim Limits) Result {
	n := len(sol.Pieces)
	cells := make([][]solver.Cell, n)
	for i, p := range sol.Pieces {
		cells[i] = p.Cells
	}
	if lim.Positions <= 0 {
		lim.Positions = DefaultPositions
	}
	d := &disassembler{gaps: newGaps(cells), budget: lim.Positions}
	if lim.Groups != nil {
		d.group = make([]int, n)
		for i, p := range sol.Pieces {
			if p.Piece >= 0 && p.Piece < len(lim.Groups) {
				d.group[i] = lim.Groups[p.Piece]
			}
		}
	}
	if n > MaxPieces {
		return Result{GaveUp: true}
	}
	if n == 0 {
		return Result{Apart: true} // nothing to take apart
	}
	ids := make([]int, n)
	for i := range ids {
		ids[i] = i
	}
	ok := d.take(ids, make([][3]int16, n), true)
	res := Result{Apart: ok, GaveUp: d.gaveUp, Positions: d.used, Level: d.level, Stuck: d.stuck}
	if ok {
		res.Moves = len(d.plan)
		res.Plan, res.Separations = d.plan, d.separations
		placeOut(cells, res.Plan)
	}
	return res
}

type disassembler struct {
	gaps   *gaps
	budget int // positions left
	used   int
	gaveUp bool
	level  int // moves of the first separation
	stuck  int
	plan   []Move
	group  []int // per piece of the solution: its group, 0 for none; nil without groups

	separations []int
}

// oneGroup reports whether the pieces ids all belong to one group.
func (d *disassembler) oneGroup(ids []int) bool {
	if d.group == nil || d.group[ids[0]] == 0 {
		return false
	}
	for _, id := range ids {
		if d.group[id] != d.group[ids[0]] {
			return false
		}
	}
	return true
}

// node is one position of a part reached by the breadth-first search.
type node struct {
	off    [][3]int16
	parent int32
	move   slide
}

// take finds how the part made of pieces ids, at offsets off from their
// places in the solution, comes apart, and appends the moves to the plan.
func (d *disassembler) take(ids []int, off [][3]int16, first bool) bool {
	if len(ids) == 1 || d.oneGroup(ids) {
		return true
	}
	path, sep, end, ok := d.search(ids, off)
	if !ok {
		if !d.gaveUp {
			d.stuck = len(ids)
		}
		return false
	}
	if first {
		d.level = len(path) + 1
	}
	d.separations = append(d.separations, len(path)+1)
	for _, s := range append(path, sep) {
		m := Move{Out: s.steps >= far}
		for i := range ids {
			if s.group&(1<<i) != 0 {
				m.Pieces = append(m.Pieces, ids[i])
			}
		}
		if !m.Out {
			m.By = scale(directions[s.dir], int(s.steps))
		} else {
			m.By = directions[s.dir] // the distance is set by placeOut
		}
		d.plan = append(d.plan, m)
	}
	var outIDs, restIDs []int
	var outOff, restOff [][3]int16
	for i, id := range ids {
		if sep.group&(1<<i) != 0 {
			outIDs, outOff = append(outIDs, id), append(outOff, end[i])
		} else {
			restIDs, restOff = append(restIDs, id), append(restOff, end[i])
		}
	}
	return d.take(restIDs, restOff, false) && d.take(outIDs, outOff, false)
}

// search runs the breadth-first search over the part's positions until a
// group can be taken out. It returns the moves that lead there, the
// separating move and the offsets where it happens.
func (d *disassembler) search(ids []int, start [][3]int16) (path []slide, sep slide, end [][3]int16, ok bool) {
	n := len(ids)
	seen := map[string]bool{}
	key := make([]byte, 0, 6*n)
	nodes := []node{{off: start, parent: -1}}
	seen[string(positionKey(key, start))] = true
	d.used++
	var m matrix
	var moves []slide
	for head := 0; head < len(nodes); head++ {
		cur := nodes[head]
		m.fill(d.gaps, ids, cur.off)
		if s, found := m.separation(); found {
			for k := int32(head); nodes[k].parent >= 0; k = nodes[k].parent {
				path = append(path, nodes[k].move)
			}
			for a, b := 0, len(path)-1; a < b; a, b = a+1, b-1 {
				path[a], path[b] = path[b], path[a]
			}
			return path, s, cur.off, true
		}
		moves = m.slides(moves[:0])
		next := make([][3]int16, n) // kept only when the position is new
		for _, s := range moves {
			copy(next, cur.off)
			v := directions[s.dir]
			for i := range n {
				if s.group&(1<<i) != 0 {
					for a := range 3 {
						next[i][a] += int16(v[a]) * int16(s.steps)
					}
				}
			}
			key = positionKey(key[:0], next)
			if seen[string(key)] {
				continue
			}
			if d.used >= d.budget {
				d.gaveUp = true
				return nil, slide{}, nil, false
			}
			d.used++
			seen[string(key)] = true
			nodes = append(nodes, node{off: next, parent: int32(head), move: s})
			next = make([][3]int16, n)
		}
	}
	return nil, slide{}, nil, false
}

// positionKey writes the offsets of the pieces relative to the first one:
// positions that differ by moving everything together are the same.
func positionKey(b []byte, off [][3]int16) []byte {
	for _, o := range off[1:] {
		for a := range 3 {
			v := uint16(o[a] - off[0][a])
			b = append(b, byte(v), byte(v>>8))
		}
	}
	return b
}

func scale(c solver.Cell, k int) solver.Cell { return solver.Cell{c[0] * k, c[1] * k, c[2] * k} }

// placeOut sets the distance of each move that takes a group out: far
// enough along its axis that the group clears, with a gap of one cell,
// every piece not yet taken apart, wherever it is by then. Pieces already
// on their own are left out: a picture of the plan can put them away.
func placeOut(cells [][]solver.Cell, plan []Move) {
	pos := make([]solver.Cell, len(cells))
	parts := newParts(len(cells))
	for k, m := range plan {
		if m.Out {
			dir := m.By
			in := make([]bool, len(cells))
			for _, i := range m.Pieces {
				in[i] = true
			}
			lowGroup, highRest := 1<<30, -(1 << 30)
			for i, cs := range cells {
				if !in[i] && parts.alone(i) {
					continue
				}
				for _, c := range cs {
					c = c.Add(pos[i])
					along := c[0]*dir[0] + c[1]*dir[1] + c[2]*dir[2]
					if in[i] {
						lowGroup = min(lowGroup, along)
					} else {
						highRest = max(highRest, along)
					}
				}
			}
			plan[k].By = scale(dir, highRest-lowGroup+2)
		}
		for _, i := range m.Pieces {
			pos[i] = pos[i].Add(plan[k].By)
		}
		parts.apply(m)
	}
}

// parts tracks which pieces are still together as a plan is played.
type parts struct {
	of   []int // part number of each piece
	size map[int]int
	next int
}

func newParts(n int) *parts {
	return &parts{of: make([]int, n), size: map[int]int{0: n}, next: 1}
}

// apply splits off the group of a move that takes it out.
func (p *parts) apply(m Move) {
	if !m.Out {
		return
	}
	for _, i := range m.Pieces {
		p.size[p.of[i]]--
		p.of[i] = p.next
		p.size[p.next]++
	}
	p.next++
}

func (p *parts) alone(i int) bool { return p.size[p.of[i]] == 1 }

// Alone reports, for a solution of n pieces, which pieces are on their own
// after the first k moves of a plan: taken out singly, or left last.
func Alone(n int, plan []Move, k int) []bool {
	p := newParts(n)
	for _, m := range plan[:k] {
		p.apply(m)
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = p.alone(i)
	}
	return out
}

// Positions returns where every piece of a solution of n pieces is after
// the first k moves of a plan, as offsets from its place.
func Positions(n int, plan []Move, k int) []solver.Cell {
	pos := make([]solver.Cell, n)
	for _, m := range plan[:k] {
		for _, i := range m.Pieces {
			pos[i] = pos[i].Add(m.By)
		}
	}
	return pos
}
