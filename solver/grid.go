package solver

import (
	"fmt"
	"strings"
	"sync"
)

// Grid is the space a puzzle's cells lie in: which integer points are
// cells, the turns and mirror images that map cells onto cells, the
// translations that map the grid onto itself, and which cells touch.
//
// The engines ask a grid only for these; a placement stays a set of
// cells. Cells are written as BurrTools writes them (see docs/formats.md):
// on the cube grid a cell is a unit cube; on the others it is a lattice
// point of the grid's own encoding.
type Grid struct {
	name string
	burr int    // BurrTools' gridType
	rule string // which points are cells, for messages
	// one and many name a cell and several, title the grid's solids and
	// look how a cell is drawn in a layer (see the methods of those names).
	one, many, title, look string
	// solidOf names the solid a cell is part of, on grids whose cells are
	// parts of solids (rhombic, tetra-octa); nil where cells are solids.
	solidOf func(Cell) Cell
	// solid is a cell's polyhedron (nil for balls); line, where set, says
	// which of its edges are the grid's solid's own (see CellShape).
	solid polyhedron
	line  func(a, b [3]float64) bool
	// start is the side of the block a new puzzle starts with.
	start int
	// turns lists the transforms, rotations first, as matrices in the
	// grid's inner coordinates (toInner).
	turns     []turn
	rotations int
	// basis spans the translations, in triangular form: basis[0] lies on
	// x, basis[1] in the xy plane.
	basis [3]Cell
	// relative grids turn a shape about its first cell, not about the
	// origin: their rotations map the cells' offsets onto the lattice, but
	// not every cell (the sphere grid's turns in a hexagonal layer).
	relative bool
	valid    func(Cell) bool
	steps    func(Cell) []Cell // the cells that share a face with a cell
	toInner  func(Cell) Cell   // nil for the identity
	toOuter  func(Cell) Cell
	cube     bool
	slides   *slides // nil where the grid has no disassembler
	// prepare, on the grids other than cubes, makes turns (and shifts)
	// the first time the grid is used, so that a run that never meets the
	// grid does not make them at start.
	prepare func(g *Grid)
	once    sync.Once
	// afters[a][b] is After(a, b), made when After is first asked.
	afters    [][]int16
	afterOnce sync.Once
	// shifts, on grids whose turns are the cube's about a fixed point
	// (rhombic and tetra-octa), make each turn a cube transform and a
	// shift: transform u maps c to Transforms[u].Apply(c) + shifts[u].
	shifts []Cell
}

// turn is a rotation or reflection: M/den in inner coordinates.
type turn struct {
	m      [3][3]int
	den    int
	proper bool
}

// Grids lists the grids Cubist knows, cubes first.
var Grids = append([]*Grid{Cubes}, moreGrids...)

// DefaultGrid is the grid of a puzzle, or a file, that names none: the
// cube grid, as in BurrTools.
func DefaultGrid() *Grid { return Cubes }

// GridByName returns the grid named name; "" is DefaultGrid.
func GridByName(name string) (*Grid, error) {
	if name == "" {
		return DefaultGrid(), nil
	}
	for _, g := range Grids {
		if g.name == name {
			return g, nil
		}
	}
	return nil, unknownGrid(name)
}

// errUnknownGrid names the grids there are.
func errUnknownGrid(name string) error {
	names := make([]string, len(Grids))
	for i, g := range Grids {
		names[i] = fmt.Sprintf("%q", g.name)
	}
	return fmt.Errorf("unknown grid %q: the grids are %s", clipName(name), strings.Join(names, ", "))
}

// GridOfBurrTools returns the grid of BurrTools' gridType n.
func GridOfBurrTools(n int) (*Grid, bool) {
	for _, g := range Grids {
		if g.burr == n {
			return g, true
		}
	}
	return nil, false
}

func clipName(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// Name is the grid's name in files: "cubes", "spheres", "rhombic",
// "prisms" or "tetra-octa".
func (g *Grid) Name() string { return g.name }

// Words names one cell of the grid and several, for messages: cube and
// cubes, ball and balls, prism and prisms; cell and cells on the rhombic
// and tetra-octa grids, whose cells are parts of their solids.
func (g *Grid) Words() (one, many string) { return g.one, g.many }

// Title names the grid's solids for people: cubes, spheres, triangular
// prisms, rhombic dodecahedra, tetrahedra and octahedra.
func (g *Grid) Title() string { return g.title }

// PointsUp reports, on a grid whose cells are triangles in a layer
// (Look "triangle"), whether cell c points up, toward +y: on prisms,
// where x+y is even.
func (g *Grid) PointsUp(c Cell) bool { return g.look == "triangle" && (c[0]+c[1])&1 == 0 }

// Look says how the editor draws a cell of the grid in a layer:
// "square" on cubes, "ball" on spheres, "triangle" on prisms (pointing
// up or down), and "dot" on the rhombic and tetra-octa grids, whose
// layers cut through their solids.
func (g *Grid) Look() string { return g.look }

// BurrTools is the grid's gridType in BurrTools' files.
func (g *Grid) BurrTools() int { return g.burr }

// IsCubes reports whether g is the cube grid.
func (g *Grid) IsCubes() bool { return g.cube }

// Transforms is the number of the grid's transforms, rotations first.
func (g *Grid) Transforms() int { return len(g.ready().turns) }

// ready makes the grid's tables the first time they are asked for.
func (g *Grid) ready() *Grid {
	if g.prepare != nil {
		g.once.Do(func() { g.prepare(g) })
	}
	return g
}

// Rotations is the number of the grid's rotations.
func (g *Grid) Rotations() int { return g.rotations }

// Proper reports whether transform u is a rotation.
func (g *Grid) Proper(u int) bool { return g.ready().turns[u].proper }

// Valid reports whether c is a cell of the grid.
func (g *Grid) Valid(c Cell) bool { return g.valid == nil || g.valid(c) }

// Translation reports whether moving by d maps the grid onto itself.
func (g *Grid) Translation(d Cell) bool { return g.cube || g.reduce(d) == Cell{} }

// Period is the least step along each axis that maps the grid onto
// itself: 1 on cubes, 2 on spheres and prisms, 5 on the rhombic grid and
// 6 on tetra-octa.
func (g *Grid) Period() int {
	for k := 1; k < 12; k++ {
		if g.Translation(Cell{k, 0, 0}) && g.Translation(Cell{0, k, 0}) && g.Translation(Cell{0, 0, k}) {
			return k
		}
	}
	return 12
}

// reduce returns the least point that differs from v by a translation.
func (g *Grid) reduce(v Cell) Cell {
	for a := 2; a >= 0; a-- {
		b := g.basis[a]
		k := floorDiv(v[a], b[a])
		for i := range 3 {
			v[i] -= k * b[i]
		}
	}
	return v
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// Normalize moves cells by a translation of the grid so that they lie as
// near the origin as the grid allows, and sorts them: two shapes that
// differ by a translation normalize to the same cells.
func (g *Grid) Normalize(cells []Cell) []Cell {
	out, _ := g.normalize(cells, nil)
	return out
}

// normalize is Normalize for painted cells, as the package's normalize.
func (g *Grid) normalize(cells []Cell, paint []int) ([]Cell, []int) {
	out, colors := normalize(cells, paint) // moved to the origin, sorted
	if g.cube || len(cells) == 0 {
		return out, colors
	}
	// Back by a translation of the grid to the least point it allows.
	lo, _ := Bounds(cells)
	r := g.reduce(lo)
	for i := range out {
		out[i] = out[i].Add(r)
	}
	return out, colors
}

// Shift is the translation Normalize takes off cells: two shapes that
// differ by a translation of the grid are their shifts apart.
func (g *Grid) Shift(cells []Cell) Cell {
	lo, _ := Bounds(cells)
	return lo.Sub(g.reduce(lo))
}

// Image maps cells through transform u, each to out[i], without moving
// them into place; ok is false where some cell lands off the grid.
func (g *Grid) Image(u int, cells []Cell) (out []Cell, ok bool) {
	out = make([]Cell, len(cells))
	if g.cube {
		t := Transforms[u]
		for i, c := range cells {
			out[i] = t.Apply(c)
		}
		return out, true
	}
	if g.ready().shifts != nil {
		t, d := Transforms[u], g.shifts[u]
		for i, c := range cells {
			out[i] = t.Apply(c).Add(d)
		}
		return out, true
	}
	t := g.turns[u]
	var base Cell
	if g.relative && len(cells) > 0 {
		base = g.inner(cells[0])
	}
	for i, c := range cells {
		v := g.inner(c).Sub(base)
		var w Cell
		for r := range 3 {
			s := t.m[r][0]*v[0] + t.m[r][1]*v[1] + t.m[r][2]*v[2]
			if s%t.den != 0 {
				return nil, false
			}
			w[r] = s / t.den
		}
		if g.relative {
			w = w.Add(base)
		}
		out[i] = g.outer(w)
		if !g.Valid(out[i]) {
			return nil, false
		}
	}
	return out, true
}

func (g *Grid) inner(c Cell) Cell {
	if g.toInner == nil {
		return c
	}
	return g.toInner(c)
}

func (g *Grid) outer(c Cell) Cell {
	if g.toOuter == nil {
		return c
	}
	return g.toOuter(c)
}

// PaintedImage maps a painted shape through transform u, normalized and
// sorted, with its colours in the cells' new order (nil for an unpainted
// shape); ok is false where the transform takes the shape off the grid.
func (g *Grid) PaintedImage(u int, cells []Cell, paint []int) ([]Cell, []int, bool) {
	if g.cube {
		c, p := paintedImage(Transforms[u], cells, paint)
		return c, p, true
	}
	img, ok := g.Image(u, cells)
	if !ok {
		return nil, nil, false
	}
	c, p := g.normalize(img, paint)
	return c, p, true
}

// Orientations returns a painted shape's distinct orientations under the
// grid's rotations, or all its transforms when mirror is true, each
// normalized and sorted, with their colours as distinctImages gives
// them.
func (g *Grid) Orientations(cells []Cell, paint []int, mirror bool) (orients [][]Cell, paints [][]int) {
	n := g.rotations
	if mirror {
		n = len(g.ready().turns)
	}
	return distinctImages(n, paint != nil, func(u int) ([]Cell, []int, bool) { return g.PaintedImage(u, cells, paint) })
}

// Chiral reports whether a painted shape differs from its mirror image
// under every rotation of the grid.
func (g *Grid) Chiral(cells []Cell, paint []int) bool {
	rot, _ := g.Orientations(cells, paint, false)
	all, _ := g.Orientations(cells, paint, true)
	return len(all) > len(rot)
}

// Neighbors returns the cells of the grid that share a face with c.
func (g *Grid) Neighbors(c Cell) []Cell {
	var out []Cell
	for _, d := range g.steps(c) {
		if g.Valid(d) {
			out = append(out, d)
		}
	}
	return out
}

// Connected reports whether cells form one group of cells joined face to
// face on the grid.
func (g *Grid) Connected(cells []Cell) bool {
	return len(cells) > 0 && len(g.connectedFrom(cells, 0)) == len(cells)
}

// connectedFrom returns the indexes of the cells joined to cells[start]
// face to face, in order.
func (g *Grid) connectedFrom(cells []Cell, start int) []int {
	index := NewCellIndex(cells)
	seen := make([]bool, len(cells))
	seen[start] = true
	queue := []int{start}
	for k := 0; k < len(queue); k++ {
		c := cells[queue[k]]
		for _, d := range g.steps(c) {
			if j, ok := index.Find(d); ok && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	// In order: the cells seen, by index.
	queue = queue[:0]
	for i, s := range seen {
		if s {
			queue = append(queue, i)
		}
	}
	return queue
}
