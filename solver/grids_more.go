package solver

// The grids other than cubes.

// moreGrids are the grids other than cubes.
var moreGrids = []*Grid{Spheres, Rhombic, Prisms, TetraOcta}

// unknownGrid is GridByName's error for a name no grid has.
func unknownGrid(name string) error { return errUnknownGrid(name) }

// Spheres is the grid of spheres packed face-centred cubic: the points
// whose coordinates add up to an even number, each touching twelve
// others. Its turns are the cube's and, as in BurrTools, the turns by a
// sixth about each of the cube's four diagonals, which keep a piece that
// lies flat in a hexagonal layer on the grid.
var Spheres = &Grid{
	name: "spheres", burr: 2, relative: true, rule: "x+y+z is even",
	one: "ball", many: "balls", title: "spheres", look: "ball", start: 3,
	rotations: 120,
	prepare:   func(g *Grid) { g.turns = sphereTurns() },
	basis:     [3]Cell{{2, 0, 0}, {1, 1, 0}, {1, 0, 1}},
	valid:     func(c Cell) bool { return (c[0]+c[1]+c[2])&1 == 0 },
	steps:     func(c Cell) []Cell { return stepsBy(c, sphereSteps[:]) },
	slides:    sphereSlides,
}

// Rhombic is BurrTools' grid of rhombic dodecahedra: each unit cube,
// five units a side, is cut by its six diagonal planes into 24
// tetrahedra, and a rhombic dodecahedron is the 24 of one cube with 4
// from each of its six neighbours. A cell is a tetrahedron, written as
// BurrTools writes it: the point of the five-unit cube it holds.
var Rhombic = &Grid{
	name: "rhombic", burr: 3,
	one: "cell", many: "cells", title: "rhombic dodecahedra", look: "dot",
	solidOf:   rhombicSolid,
	solid:     rhombicTetrahedron,
	line:      rhombicLine,
	start:     5, // the cells of one five-unit cube
	rule:      "x, y and z modulo 5, with 3 written as 1 and 4 as 0, are 0, 1 and 2 in some order",
	rotations: 24,
	prepare:   shiftedCube,
	basis:     [3]Cell{{5, 0, 0}, {0, 5, 0}, {0, 0, 5}},
	valid:     rhombicValid,
	steps:     rhombicSteps,
	toInner:   func(c Cell) Cell { return c.Sub(Cell{2, 2, 2}) },
	toOuter:   func(c Cell) Cell { return c.Add(Cell{2, 2, 2}) },
}

// Prisms is the grid of triangular prisms: layers of triangles stacked.
// A cell [x, y, z] is triangle x of row y in layer z; it points up where
// x+y is even and down where it is odd.
var Prisms = &Grid{
	name: "prisms", burr: 1, rule: "any point",
	one: "prism", many: "prisms", title: "triangular prisms", look: "triangle",
	solid: prismSolid, start: 3,
	rotations: 12,
	prepare:   func(g *Grid) { g.turns = prismTurns() },
	basis:     [3]Cell{{2, 0, 0}, {1, 1, 0}, {0, 0, 1}},
	steps:     prismSteps,
	toInner:   prismInner,
	toOuter:   prismOuter,
	slides:    prismSlides,
}

// TetraOcta is the grid of tetrahedra and octahedra, as BurrTools cuts
// it: each unit cube, three units a side, into a regular tetrahedron at
// its centre and four corners, and the eight corners about a point into
// an octahedron. The cubes alternate like a chessboard in which corners
// they cut.
var TetraOcta = &Grid{
	name: "tetra-octa", burr: 4,
	one: "cell", many: "cells", title: "tetrahedra and octahedra", look: "dot",
	solidOf:   tetraOctaSolid,
	solid:     tetraOctaTetrahedron,
	start:     3,
	rule:      "modulo 3 it is [1,1,1], or a corner of its cube of three with the cube's parity",
	rotations: 24,
	prepare:   shiftedCube,
	basis:     [3]Cell{{6, 0, 0}, {3, 3, 0}, {3, 0, 3}},
	valid:     tetraOctaValid,
	steps:     tetraOctaSteps,
	toInner:   func(c Cell) Cell { return Cell{2*c[0] + 1, 2*c[1] + 1, 2*c[2] + 1} },
	toOuter:   func(c Cell) Cell { return Cell{floorDiv(c[0], 2), floorDiv(c[1], 2), floorDiv(c[2], 2)} },
}

// prismTurns lists the 24 symmetries of the triangular prism grid in
// inner coordinates (prismInner): a sixth turn about the vertical, a half
// turn that turns the layers over, and the reflection in a layer.
func prismTurns() []turn {
	sixth := turn{m: [3][3]int{{0, -1, 0}, {1, 1, 0}, {0, 0, 1}}, den: 1}
	over := turn{m: [3][3]int{{1, 1, 0}, {0, -1, 0}, {0, 0, -1}}, den: 1}
	flat := turn{m: [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, -1}}, den: 1}
	return closeTurns(sixth, over, flat)
}

// prismInner writes a triangle as three times its centre in the basis of
// the triangular lattice: an upward triangle with its lower left corner
// at (i, j) is (3i+1, 3j+1), a downward one (3i+2, 3j+2).
func prismInner(c Cell) Cell {
	x, j := c[0], c[1]
	if (x+j)&1 == 0 {
		i := floorDiv(x-j, 2)
		return Cell{3*i + 1, 3*j + 1, c[2]}
	}
	i := floorDiv(x-j-1, 2)
	return Cell{3*i + 2, 3*j + 2, c[2]}
}

// prismOuter undoes prismInner.
func prismOuter(c Cell) Cell {
	r := c[0] - 3*floorDiv(c[0], 3)
	i, j := (c[0]-r)/3, floorDiv(c[1]-r, 3)
	return Cell{2*i + j + r - 1, j, c[2]}
}

func prismSteps(c Cell) []Cell {
	t := 1
	if (c[0]+c[1])&1 != 0 {
		t = -1
	}
	return []Cell{{c[0] - 1, c[1], c[2]}, {c[0] + 1, c[1], c[2]}, {c[0], c[1] - t, c[2]}, {c[0], c[1], c[2] - 1}, {c[0], c[1], c[2] + 1}}
}

var sphereSteps = [12]Cell{
	{1, 1, 0}, {1, -1, 0}, {-1, 1, 0}, {-1, -1, 0},
	{1, 0, 1}, {1, 0, -1}, {-1, 0, 1}, {-1, 0, -1},
	{0, 1, 1}, {0, 1, -1}, {0, -1, 1}, {0, -1, -1},
}

// rhombicValid is BurrTools' rule: about its cube's centre a cell's
// coordinates are, in some order, 0, ±1 and ±2.
func rhombicValid(c Cell) bool {
	var seen [3]bool
	for i := range 3 {
		r := c[i] - 5*floorDiv(c[i], 5) - 2
		if r < 0 {
			r = -r
		}
		seen[r] = true
	}
	return seen[0] && seen[1] && seen[2]
}

// rhombicSteps: a tetrahedron meets the two beside it on its face of the
// cube, the one over the cube's edge it lies on, and the one across the
// face in the next cube.
func rhombicSteps(c Cell) []Cell {
	var face, edge, zero int
	var r Cell
	for i := range 3 {
		r[i] = c[i] - 5*floorDiv(c[i], 5) - 2
		switch r[i] {
		case 2, -2:
			face = i
		case 1, -1:
			edge = i
		default:
			zero = i
		}
	}
	sf, se := sign(r[face]), sign(r[edge])
	var out []Cell
	for _, s := range []int{-1, 1} {
		d := c
		d[zero] += s
		d[edge] -= se
		out = append(out, d)
	}
	d := c
	d[face] -= sf
	d[edge] += se
	out = append(out, d)
	d = c
	d[face] += sf
	out = append(out, d)
	return out
}

func sign(v int) int {
	if v < 0 {
		return -1
	}
	return 1
}

// tetraOctaValid is BurrTools' rule: the centre of each three-unit cube,
// and four of its corners, chosen by the cube's parity.
func tetraOctaValid(c Cell) bool {
	var s, k [3]int
	for i := range 3 {
		k[i] = floorDiv(c[i], 3)
		s[i] = c[i] - 3*k[i]
	}
	if s == [3]int{1, 1, 1} {
		return true
	}
	twos := 0
	for _, v := range s {
		switch v {
		case 1:
			return false
		case 2:
			twos++
		}
	}
	odd := (k[0]+k[1]+k[2])&1 != 0
	// Even cubes keep the corners with an odd number of 2s, odd cubes
	// those with an even number.
	return (twos&1 == 1) != odd
}

// tetraOctaSteps: the centre meets its cube's four corners; a corner
// meets the centre and the three corners over its cube's faces.
func tetraOctaSteps(c Cell) []Cell {
	var s [3]int
	for i := range 3 {
		s[i] = c[i] - 3*floorDiv(c[i], 3)
	}
	if s == [3]int{1, 1, 1} {
		var out []Cell
		for _, d := range [8]Cell{{-1, -1, -1}, {-1, -1, 1}, {-1, 1, -1}, {-1, 1, 1}, {1, -1, -1}, {1, -1, 1}, {1, 1, -1}, {1, 1, 1}} {
			out = append(out, c.Add(d))
		}
		return out
	}
	toward := func(v int) int { return 1 - v } // 0 -> +1, 2 -> -1
	out := []Cell{{c[0] + toward(s[0]), c[1] + toward(s[1]), c[2] + toward(s[2])}}
	for i := range 3 {
		d := c
		d[i] -= toward(s[i])
		out = append(out, d)
	}
	return out
}

// shiftedCube makes the turns of a grid whose turns are the cube's about
// a fixed point (rhombic, tetra-octa), with each turn's shift.
func shiftedCube(g *Grid) {
	g.turns = cubeTurns()
	g.shifts = turnShifts(g)
}
