package assembly

import (
	"slices"

	"github.com/cubist/cubist/solver"
)

// maxSteps bounds the search for an order; past it, Order gives up and
// falls back to bottom-up order.
const maxSteps = 200_000

// Order returns the pieces of a solution (indexes into sol.Pieces) in an
// order in which each can be lowered straight down into its place and
// rests on the floor or on pieces already placed. When no such order
// exists (or none is found within the search's bounds), feasible is false
// and the order is bottom-up: by lowest cell, then by position.
func Order(sol solver.Solution) (order []int, feasible bool) {
	n := len(sol.Pieces)
	if n == 0 {
		return nil, true
	}
	floor := sol.Pieces[0].Cells[0][2]
	owner := map[solver.Cell]int{}
	for i, p := range sol.Pieces {
		for _, c := range p.Cells {
			owner[c] = i
			floor = min(floor, c[2])
		}
	}
	// blocks[i] lists the pieces with a cell above one of i's cells: they
	// must come after i. rests[i] lists the pieces i can rest on.
	blocks := make([][]int, n)
	rests := make([][]int, n)
	onFloor := make([]bool, n)
	top := floor
	for c := range owner {
		top = max(top, c[2])
	}
	for i, p := range sol.Pieces {
		for _, c := range p.Cells {
			if c[2] == floor {
				onFloor[i] = true
			}
			if j, ok := owner[solver.Cell{c[0], c[1], c[2] - 1}]; ok && j != i && !slices.Contains(rests[i], j) {
				rests[i] = append(rests[i], j)
			}
			for z := c[2] + 1; z <= top; z++ {
				if j, ok := owner[solver.Cell{c[0], c[1], z}]; ok && j != i && !slices.Contains(blocks[i], j) {
					blocks[i] = append(blocks[i], j)
				}
			}
		}
	}
	bottomUp := bottomUpOrder(sol)
	s := &orderSearch{blocks: blocks, rests: rests, onFloor: onFloor, placed: make([]bool, n), prefer: bottomUp}
	if s.find(0) {
		return s.order, true
	}
	return bottomUp, false
}

// orderSearch looks for an order depth first, trying low pieces first.
type orderSearch struct {
	blocks, rests [][]int
	onFloor       []bool
	placed        []bool
	prefer        []int
	order         []int
	steps         int
	failed        map[string]bool // placed sets known to lead nowhere
}

func (s *orderSearch) find(done int) bool {
	if done == len(s.placed) {
		return true
	}
	if s.steps++; s.steps > maxSteps {
		return false
	}
	key := s.key()
	if s.failed[key] {
		return false
	}
	for _, i := range s.prefer {
		if s.placed[i] || !s.canPlace(i) {
			continue
		}
		s.placed[i] = true
		s.order = append(s.order, i)
		if s.find(done + 1) {
			return true
		}
		s.placed[i] = false
		s.order = s.order[:len(s.order)-1]
	}
	if s.failed == nil {
		s.failed = map[string]bool{}
	}
	s.failed[key] = true
	return false
}

// canPlace reports whether piece i can be lowered into place now: nothing
// placed lies above its cells, and it rests on the floor or a placed piece.
func (s *orderSearch) canPlace(i int) bool {
	for _, j := range s.blocks[i] {
		if s.placed[j] {
			return false
		}
	}
	if s.onFloor[i] {
		return true
	}
	for _, j := range s.rests[i] {
		if s.placed[j] {
			return true
		}
	}
	return false
}

func (s *orderSearch) key() string {
	b := make([]byte, len(s.placed))
	for i, p := range s.placed {
		if p {
			b[i] = 1
		}
	}
	return string(b)
}

// bottomUpOrder sorts pieces by their lowest cell, then by position.
func bottomUpOrder(sol solver.Solution) []int {
	low := make([]solver.Cell, len(sol.Pieces))
	for i, p := range sol.Pieces {
		low[i] = p.Cells[0]
		for _, c := range p.Cells {
			if c[2] < low[i][2] || c[2] == low[i][2] && c.Less(low[i]) {
				low[i] = c
			}
		}
	}
	// Each lowest cell, with its piece folded into x (coordinates are at
	// least 0, and no two pieces share a cell), sorted as cells sort.
	n := len(low)
	keys := make([]solver.Cell, n)
	for i, c := range low {
		keys[i] = solver.Cell{c[0]*n + i, c[1], c[2]}
	}
	solver.SortCells(keys)
	order := make([]int, n)
	for k, c := range keys {
		order[k] = c[0] % n
	}
	return order
}
