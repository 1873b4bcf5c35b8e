package assembly

import (
	"slices"
	"sync"

	"github.com/cubist/cubist/solver"
)

// DefaultPositions is the number of positions Disassemble examines for one
// solution before it gives up, when Limits.Positions is 0.
const DefaultPositions = 100_000

// MaxPieces is the most pieces a solution may have for Disassemble.
const MaxPieces = 64

// Disassemble looks for a way to take a solution apart by sliding pieces:
// a move translates one piece, or a group of pieces, by whole steps along
// one axis without overlap, and a group that can slide away for ever is
// taken out. Each part is then taken apart the same way, down to single
// pieces, or to parts made of pieces of one group. Each part comes apart
// in as few moves as possible (breadth-first over positions), and the
// moves are tried in BurrTools' order, so that the levels are the ones
// BurrTools gives.
func Disassemble(sol solver.Solution, lim Limits) Result {
	n := len(sol.Pieces)
	if n > MaxPieces || !fits(sol) {
		return Result{GaveUp: true}
	}
	if n == 0 {
		return Result{Apart: true, Notation: "0"} // nothing to take apart
	}
	cells := make([][]solver.Cell, n)
	for i, p := range sol.Pieces {
		cells[i] = p.Cells
	}
	if lim.Positions <= 0 {
		lim.Positions = DefaultPositions
	}
	if lim.Rotations && (lim.Grid != nil && !lim.Grid.SlidesByRows() || !(lim.Bevel >= 0 && lim.Bevel < 0.5)) {
		return Result{GaveUp: true}
	}
	// The tables of one disassembly serve the next: in the browser,
	// making them anew for each solution was most of the time.
	d := spare.Get().(*disassembler)
	defer spare.Put(d)
	if lim.Grid == nil {
		lim.Grid = solver.DefaultGrid()
	}
	mem := lim.Memory
	if lim.Rotations {
		mem = nil // turned shapes are numbered per disassembly
	}
	d.reset(cells, lim.Positions, lim.Grid, mem)
	d.atLeast = lim.AtLeast
	if lim.Rotations {
		if startTurns == nil {
			return Result{GaveUp: true}
		}
		d.turns = startTurns(d, cells, lim.Bevel)
	}
	for i, p := range sol.Pieces {
		if lim.Stay > 0 && p.Piece == lim.Stay-1 {
			d.stay = i
		}
	}
	if lim.Groups != nil {
		d.group = make([]int, n)
		for i, p := range sol.Pieces {
			if p.Piece >= 0 && p.Piece < len(lim.Groups) {
				d.group[i] = lim.Groups[p.Piece]
			}
		}
	}
	ids := make([]int, n)
	for i := range ids {
		ids[i] = i
	}
	start := make([]int16, d.width()*n)
	if d.turns != nil {
		for i := range n {
			start[4*i+3] = int16(i) // each piece lies as in the solution
		}
	}
	d.exits = 0
	if lim.Exits {
		d.exits = -1 // the first separation's search counts them
	}
	tree, ok := d.take(ids, start, true)
	res := Result{Apart: ok, GaveUp: d.gaveUp, Positions: d.used, Level: d.level, Stuck: d.stuck, Depth: d.depth, Exits: max(0, d.exits), Under: d.under}
	if ok {
		res.Moves = len(d.plan)
		res.Plan, res.Separations = d.plan, d.separations
		res.Notation = tree.notation() // "0" when there is nothing to take apart
		if !lim.Unplaced {
			placeOut(cells, res.Plan)
		}
		for _, m := range res.Plan {
			if m.Turn != nil {
				res.Turns++
			}
		}
	}
	return res
}

// spare keeps disassemblers whose tables the next disassembly can use.
var spare = sync.Pool{New: func() any { return newDisassembler() }}

// newDisassembler makes a disassembler with its own gap cache.
func newDisassembler() *disassembler {
	g := &gapCache{}
	return &disassembler{gaps: g, mine: g}
}

// reset readies d to take apart the pieces cells on grid (nil for cubes)
// within budget positions, measuring with mem where it is not nil.
func (d *disassembler) reset(cells [][]solver.Cell, budget int, grid *solver.Grid, mem *Memory) {
	if mem != nil {
		d.gaps = mem.ready(cells, grid)
	} else {
		d.gaps = d.mine
		d.gaps.reset(cells, grid)
	}
	d.dirs = directionsOf(grid)
	d.bfs.dirs = d.dirs
	d.budget, d.used, d.gaveUp, d.level, d.stuck, d.depth = budget, 0, false, 0, 0, 0
	d.plan, d.separations, d.group, d.stay = nil, nil, nil, -1
	d.atLeast, d.under = 0, false
	d.turns = nil
}

// turnSearch finds and makes the turns of a part (see turner).
type turnSearch interface {
	// find appends to out the turns of the part ids at position cur;
	// slides are the part's slides there.
	find(ids []int, cur []int16, slides, out []slide) []slide
	// step makes, in next, the position turn s leads to from position
	// from, and returns its hash.
	step(from []int16, s slide, next []int16) uint32
	// made is the turn of move s, in the part's frame.
	made(s slide) *Turn
}

// startTurns readies the turns of the pieces cells of d; nil where the
// program is built without turns (the page's, tag page without tag
// turns: see TurnsBuilt).
var startTurns func(d *disassembler, cells [][]solver.Cell, bevel float64) turnSearch

// TurnsBuilt reports whether the program can take puzzles apart with
// turns (Limits.Rotations). The page's program leaves them out, to stay
// small on a first visit; a second program has them.
func TurnsBuilt() bool { return startTurns != nil }

// width is how many numbers a position gives each piece: 4 where pieces
// turn, the fourth for the way it lies.
func (d *disassembler) width() int {
	if d.turns != nil {
		return 4
	}
	return 3
}

type disassembler struct {
	gaps   *gapCache // mine, or a Memory's
	mine   *gapCache
	dirs   []solver.Cell // the unit moves, in the matrix's order
	budget int           // positions left
	used   int
	gaveUp bool
	level  int // moves of the first separation
	stuck  int
	depth  int // see Result.Depth
	exits  int // see Result.Exits; -1 until the first separation's search counts them
	// atLeast is Limits.AtLeast; under, that the first part came out
	// under it (Result.Under).
	atLeast int
	under   bool
	plan    []Move
	group   []int // per piece of the solution: its group, 0 for none; nil without groups
	stay    int   // the piece of the solution kept to the last, or -1

	separations []int
	bfs         bfs
	m           matrix
	moves       []slide
	turns       turnSearch // nil where pieces only slide
	// The turn search's answers kept from one disassembly to the next:
	// see newTurner.
	memo        map[uint64]bool
	memoBevel   float64
	spareTurner any // the turn search's tables, kept for the next (a *turner)
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

// take finds how the part made of pieces ids, at offsets off from their
// places in the solution (d.width() numbers a piece), comes apart, and
// appends the moves to the plan. The part left behind is taken apart
// before the one taken out, as BurrTools does. It returns the part's tree
// of separations, nil for a part that needs no taking apart.
func (d *disassembler) take(ids []int, off []int16, first bool) (*separation, bool) {
	if len(ids) == 1 || d.oneGroup(ids) {
		return nil, true
	}
	path, sep, end, ok := d.search(ids, off)
	if !ok {
		if !d.gaveUp {
			d.stuck = len(ids)
			if first {
				d.depth = d.deepest()
			}
		}
		return nil, false
	}
	if first {
		if d.level = len(path) + 1; d.level < d.atLeast {
			d.under = true // asked for nothing more
			return nil, false
		}
	}
	d.separations = append(d.separations, len(path)+1)
	for _, s := range append(path, sep) {
		d.plan = append(d.plan, d.moveOf(ids, s))
	}
	var outIDs, restIDs []int
	w := d.width()
	outOff, restOff := make([]int16, 0, w*len(ids)), make([]int16, 0, w*len(ids))
	for i, id := range ids {
		if sep.group&(1<<i) != 0 {
			outIDs, outOff = append(outIDs, id), append(outOff, end[w*i:w*i+w]...)
		} else {
			restIDs, restOff = append(restIDs, id), append(restOff, end[w*i:w*i+w]...)
		}
	}
	t := &separation{moves: len(path) + 1}
	if t.left, ok = d.take(restIDs, restOff, false); !ok {
		return nil, false
	}
	if t.removed, ok = d.take(outIDs, outOff, false); !ok {
		return nil, false
	}
	return t, true
}

// moveOf is the move that slide or turn s of the part ids makes.
func (d *disassembler) moveOf(ids []int, s slide) Move {
	m := Move{Out: s.steps >= far}
	for i := range ids {
		if s.group&(1<<i) != 0 {
			m.Pieces = append(m.Pieces, ids[i])
		}
	}
	switch {
	case s.dir < 0:
		m.Turn, m.frame = d.turns.made(s), ids[0]
	case !m.Out:
		m.By = scale(d.dirs[s.dir], int(s.steps))
	default:
		m.By = d.dirs[s.dir] // the distance is set by placeOut
	}
	return m
}

// deepest counts the moves from the start to the last position the search
// met, one that lies deepest.
func (d *disassembler) deepest() int {
	b := &d.bfs
	n := 0
	for k := int32(b.len() - 1); b.parent[k] >= 0; k = b.parent[k] {
		n++
	}
	return n
}

// search runs the breadth-first search over the part's positions until a
// group can be taken out. It returns the moves that lead there, the
// separating move and the offsets where it happens.
func (d *disassembler) search(ids []int, start []int16) (path []slide, sep slide, end []int16, ok bool) {
	b := &d.bfs
	b.reset(len(ids), d.width())
	b.start(start)
	d.used++
	for head := int32(0); int(head) < b.len(); head++ {
		cur := b.at(head)
		d.m.fill(d.gaps, ids, cur, b.w)
		if s, found := d.m.separation(local(ids, d.stay)); found {
			for k := head; b.parent[k] >= 0; k = b.parent[k] {
				path = append(path, b.move[k])
			}
			slices.Reverse(path)
			if d.exits < 0 {
				d.exits = d.exitsFrom(ids, head, len(path))
			}
			return path, s, b.offsets(head), true
		}
		d.moves = d.m.moves(d.moves[:0])
		if d.turns != nil { // the turns come after the slides
			d.moves = d.turns.find(ids, cur, d.moves, d.moves)
		}
		for _, s := range d.moves {
			h := d.step(cur, s)
			if d.used >= d.budget {
				// Over budget only if the position is new.
				if b.table[b.find(b.next, h)] == 0 {
					d.gaveUp = true
					return nil, slide{}, nil, false
				}
				continue
			}
			if b.add(h, head, s) {
				d.used++
				cur = b.at(head) // the slice may have moved
			}
		}
	}
	return nil, slide{}, nil, false
}

// step makes, in the search's next position, the position move s leads
// to from position cur, a slide or a turn, and returns its hash.
func (d *disassembler) step(cur []int16, s slide) uint32 {
	if s.dir < 0 {
		return d.turns.step(cur, s, d.bfs.next)
	}
	return d.bfs.step(cur, s)
}

// fits reports whether every piece of a solution is at most maxRow cells
// long along each axis, as every piece of a valid puzzle is.
func fits(sol solver.Solution) bool {
	for _, p := range sol.Pieces {
		lo, hi := solver.Bounds(p.Cells)
		for a := range 3 {
			if hi[a]-lo[a] >= maxRow {
				return false
			}
		}
	}
	return true
}

// local returns where piece id is among ids, or -1.
func local(ids []int, id int) int {
	for i, x := range ids {
		if x == id {
			return i
		}
	}
	return -1
}

func scale(c solver.Cell, k int) solver.Cell { return solver.Cell{c[0] * k, c[1] * k, c[2] * k} }
