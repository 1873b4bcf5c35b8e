package search

import "slices"

// matrix is the exact-cover matrix in dancing-links form (Knuth's
// Algorithm X). Columns are the required target cells and the piece types
// (primary), and the optional cells (secondary). Rows are placements, and a
// row's nodes are stored next to each other, so rows need no links of their
// own.
//
// A piece type's column has a multiplicity: need holds how many more of its
// copies may be placed, and slack how many of those may be left out (its
// range's width; 0 without a range). Choosing a row of the type lowers
// need; the column is covered when need reaches 0. A type with slack left
// may also be closed at a node without more copies, as Knuth's DLX3 does
// with an item's bounds. A cell column has need 1 and slack 0.
type matrix struct {
	nodes    []node
	left     []int32 // header ring, by column; index `root` is the root
	right    []int32
	size     []int32 // rows currently in each column
	need     []int32 // copies that may still be placed; 0 once the column is covered
	slack    []int32 // per column: how many of need may be left out
	rowStart []int32 // row r's nodes are rowStart[r] .. rowStart[r+1]-1
	root     int32
	col      int32 // the column status chose for branching
}

type node struct {
	up, down, col, row int32
}

// newMatrix builds the matrix for a problem. Column order: required cells,
// piece types, then optional cells, which are secondary: the matrix
// leaves the holes' type out (its rows are empty), and the leaf checks
// the holes (Problem.holesFit). Made primary, with the holes as rows,
// they took the six-piece burr from 560 nodes to 1,307, and random 5x5x5
// sets of 12 pieces with a hidden hole from 641-8,648 to 648-80,524.
func newMatrix(pr *Problem) *matrix {
	req, nt := int32(pr.required), int32(len(pr.pieceTypes()))
	ncol := int32(len(pr.cells)) + nt
	m := &matrix{root: ncol}
	total := ncol
	for _, pl := range pr.places {
		total += int32(len(pl.cells)) + 1
	}
	m.nodes = make([]node, ncol, total)
	m.left = make([]int32, ncol+1)
	m.right = make([]int32, ncol+1)
	m.size = make([]int32, ncol)
	m.need = make([]int32, ncol)
	m.slack = make([]int32, ncol)
	primary := req + nt
	for c := range ncol {
		m.nodes[c] = node{up: c, down: c, col: c, row: -1}
		m.need[c] = 1
		if c < primary {
			m.left[c], m.right[c] = c-1, c+1
		} else {
			m.left[c], m.right[c] = c, c
		}
	}
	m.left[0] = m.root
	m.right[primary-1] = m.root
	m.left[m.root], m.right[m.root] = primary-1, 0
	for t := range nt {
		m.need[req+t] = int32(pr.types[t].count)
		m.slack[req+t] = int32(pr.types[t].count - pr.types[t].least)
	}
	colOf := func(cell int32) int32 {
		if cell < req {
			return cell
		}
		return cell + nt
	}
	m.rowStart = make([]int32, 0, len(pr.places)+1)
	for r, pl := range pr.places {
		m.rowStart = append(m.rowStart, int32(len(m.nodes)))
		if pl.typ == pr.holeType {
			continue
		}
		m.appendNode(req+pl.typ, int32(r))
		for _, c := range pl.cells {
			m.appendNode(colOf(c), int32(r))
		}
	}
	m.rowStart = append(m.rowStart, int32(len(m.nodes)))
	return m
}

// appendNode adds a node at the bottom of column c.
func (m *matrix) appendNode(c, row int32) {
	i := int32(len(m.nodes))
	last := m.nodes[c].up
	m.nodes = append(m.nodes, node{up: last, down: c, col: c, row: row})
	m.nodes[last].down = i
	m.nodes[c].up = i
	m.size[c]++
}

// cover removes column c from the header ring and every row in c from the
// other columns.
func (m *matrix) cover(c int32) {
	n, size := m.nodes, m.size
	l, r := m.left[c], m.right[c]
	m.right[l], m.left[r] = r, l
	for i := n[c].down; i != c; i = n[i].down {
		row := n[i].row
		start, end := m.rowStart[row], m.rowStart[row+1]
		for j := start; j < i; j++ {
			u, d := n[j].up, n[j].down
			n[u].down, n[d].up = d, u
			size[n[j].col]--
		}
		for j := i + 1; j < end; j++ {
			u, d := n[j].up, n[j].down
			n[u].down, n[d].up = d, u
			size[n[j].col]--
		}
	}
	m.need[c] = 0
}

// uncover undoes cover(c).
func (m *matrix) uncover(c int32) {
	n, size := m.nodes, m.size
	for i := n[c].up; i != c; i = n[i].up {
		row := n[i].row
		start, end := m.rowStart[row], m.rowStart[row+1]
		for j := end - 1; j > i; j-- {
			u, d := n[j].up, n[j].down
			n[u].down, n[d].up = j, j
			size[n[j].col]++
		}
		for j := i - 1; j >= start; j-- {
			u, d := n[j].up, n[j].down
			n[u].down, n[d].up = j, j
			size[n[j].col]++
		}
	}
	m.right[m.left[c]], m.left[m.right[c]] = c, c
	m.need[c] = 1
}

// take takes row `row` into the solution: every column of the row but
// the one holding node `via` (which the caller has dealt with) is covered,
// or has its need lowered if more copies remain.
func (m *matrix) take(row, via int32) {
	end := m.rowStart[row+1]
	for j := m.rowStart[row]; j < end; j++ {
		if j == via {
			continue
		}
		if c := m.nodes[j].col; m.need[c] > 1 {
			m.need[c]--
		} else {
			m.cover(c)
		}
	}
}

// untake undoes take(row, via).
func (m *matrix) untake(row, via int32) {
	start := m.rowStart[row]
	for j := m.rowStart[row+1] - 1; j >= start; j-- {
		if j == via {
			continue
		}
		if c := m.nodes[j].col; m.need[c] == 0 {
			m.uncover(c)
		} else {
			m.need[c]++
		}
	}
}

// remove takes a row out of every column it is in.
func (m *matrix) remove(row int32) {
	n := m.nodes
	end := m.rowStart[row+1]
	for j := m.rowStart[row]; j < end; j++ {
		u, d := n[j].up, n[j].down
		n[u].down, n[d].up = d, u
		m.size[n[j].col]--
	}
}

// restore undoes remove(row).
func (m *matrix) restore(row int32) {
	n := m.nodes
	start := m.rowStart[row]
	for j := m.rowStart[row+1] - 1; j >= start; j-- {
		u, d := n[j].up, n[j].down
		n[u].down, n[d].up = j, j
		m.size[n[j].col]++
	}
}

// best returns the primary column with the fewest branches, or -1 if some
// column can no longer be satisfied. It returns root when every primary
// column is covered. A column's branches are its rows, and one more for
// closing it where its slack allows.
func (m *matrix) best() int32 {
	bestCol, bestSize := m.root, int32(1<<30)
	for c := m.right[m.root]; c != m.root; c = m.right[c] {
		s := m.size[c]
		if s < m.need[c]-m.slack[c] {
			return -1
		}
		if m.slack[c] > 0 && m.need[c] <= m.slack[c] {
			s++
		}
		if s < bestSize {
			bestCol, bestSize = c, s
		}
	}
	return bestCol
}

// The matrix as a search engine.

func (m *matrix) name() string { return "dancing-links" }

func (m *matrix) clone() engine {
	c := *m
	c.nodes = slices.Clone(m.nodes)
	c.left, c.right = slices.Clone(m.left), slices.Clone(m.right)
	c.size, c.need, c.slack = slices.Clone(m.size), slices.Clone(m.need), slices.Clone(m.slack)
	return &c
}

func (m *matrix) choose(row int32)   { m.take(row, -1) }
func (m *matrix) unchoose(row int32) { m.untake(row, -1) }

func (m *matrix) status() nodeStatus {
	m.col = m.best()
	switch m.col {
	case -1:
		return nodeDead
	case m.root:
		return nodeSolved
	}
	return nodeOpen
}

func (m *matrix) branch(s *searcher, d int) {
	if c := m.col; m.need[c] > 1 || m.slack[c] > 0 {
		m.branchCopies(s, d, c)
	} else {
		m.branchColumn(s, d, c)
	}
}

// branchColumn tries each row of an exactly-once column.
func (m *matrix) branchColumn(s *searcher, d int, c int32) {
	m.cover(c)
	n, k := m.size[c], int32(0)
	for i := m.nodes[c].down; i != c; i = m.nodes[i].down {
		explore, last := s.follow(d, k, n)
		if explore {
			row := m.nodes[i].row
			m.take(row, i)
			s.enter(d, k, n, row)
			m.untake(row, i)
		}
		if last || s.stop.Load() {
			break
		}
		k++
	}
	m.uncover(c)
}

// branchCopies tries each row of a piece type with several copies still to
// place, as the first of those copies in row order: after a row's branch
// the row is taken out, so no set of copies is reached twice.
//
// Where the type's slack allows no more copies, the last branch closes the
// column: it takes no row and places no more copies of the type.
func (m *matrix) branchCopies(s *searcher, d int, c int32) {
	base := len(s.removed)
	n, k := m.size[c], int32(0)
	closable := m.slack[c] > 0 && m.need[c] <= m.slack[c]
	if closable {
		n++
	}
	for i := m.nodes[c].down; i != c; i = m.nodes[i].down {
		row := m.nodes[i].row
		explore, last := s.follow(d, k, n)
		if explore {
			m.take(row, -1)
			s.enter(d, k, n, row)
			m.untake(row, -1)
		}
		if last || s.stop.Load() {
			s.restoreTo(base)
			return
		}
		m.remove(row)
		s.removed = append(s.removed, row)
		k++
	}
	if closable {
		if explore, _ := s.follow(d, k, n); explore {
			need := m.need[c]
			m.cover(c)
			s.enterClosed(d, k, n)
			m.uncover(c)
			m.need[c] = need
		}
	}
	s.restoreTo(base)
}
