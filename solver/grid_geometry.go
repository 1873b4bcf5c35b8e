package solver

import "math"

// CellShape is where a cell of a grid lies in space and its solid, at a
// cell size of 1: a cube's edge, a prism's edge and height, a rhombic
// dodecahedron's width across its faces, a tetrahedron's edge, a ball's
// diameter. The view draws cells so and the STL export prints them.
type CellShape struct {
	// Centre is the middle of the cell's corners, or the ball's centre.
	Centre [3]float64
	// Faces are the cell's faces, convex polygons whose corners run
	// counter-clockwise seen from outside; none for a ball.
	Faces [][][3]float64
	// Lines says, for each face, which of its edges (from corner i to
	// corner i+1) are edges of the grid's own solid, to be outlined: the
	// rhombic grid's cells are parts of rhombic dodecahedra, whose faces
	// they cut in two.
	Lines [][]bool
	// Ball is set on the sphere grid: the cell is a ball of diameter 1.
	Ball bool
}

// polyhedron is a grid's cell solid: its corners and its faces, as
// indexes into corners in any turning order.
type polyhedron func(c Cell) (corners [][3]float64, faces [][]int)

// CellShape returns the shape of cell c.
func (g *Grid) CellShape(c Cell) CellShape {
	if g.solid == nil { // balls
		return CellShape{Centre: scale3(cellPoint(c), 1/math.Sqrt2), Ball: true}
	}
	corners, faces := g.solid(c)
	var mid [3]float64
	for _, p := range corners {
		mid = add3(mid, p)
	}
	mid = scale3(mid, 1/float64(len(corners)))
	s := CellShape{Centre: mid}
	for _, f := range faces {
		poly := make([][3]float64, len(f))
		for j, k := range f {
			poly[j] = corners[k]
		}
		n := cross3(sub3(poly[1], poly[0]), sub3(poly[2], poly[0]))
		if dot3(n, sub3(poly[0], mid)) < 0 { // turn it to face outward
			for a, b := 0, len(poly)-1; a < b; a, b = a+1, b-1 {
				poly[a], poly[b] = poly[b], poly[a]
			}
		}
		lines := make([]bool, len(poly))
		for i, p := range poly {
			lines[i] = g.line == nil || g.line(p, poly[(i+1)%len(poly)])
		}
		s.Faces = append(s.Faces, poly)
		s.Lines = append(s.Lines, lines)
	}
	return s
}

func cellPoint(c Cell) [3]float64 { return [3]float64{float64(c[0]), float64(c[1]), float64(c[2])} }
func add3(a, b [3]float64) [3]float64 {
	return [3]float64{a[0] + b[0], a[1] + b[1], a[2] + b[2]}
}
func sub3(a, b [3]float64) [3]float64 {
	return [3]float64{a[0] - b[0], a[1] - b[1], a[2] - b[2]}
}
func scale3(a [3]float64, k float64) [3]float64 { return [3]float64{a[0] * k, a[1] * k, a[2] * k} }
func dot3(a, b [3]float64) float64              { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func cross3(a, b [3]float64) [3]float64 {
	return [3]float64{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// cubeSolid: the unit cube from c to c+1.
func cubeSolid(c Cell) ([][3]float64, [][]int) {
	corners := make([][3]float64, 8) // corner i is c plus its bits x, y, z
	for i := range corners {
		for a := range 3 {
			corners[i][a] = float64(c[a] + i>>a&1)
		}
	}
	return corners, cubeFaces
}

var cubeFaces = [][]int{{0, 1, 3, 2}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}}

// prismSolid: triangle x of row y points up where x+y is even; its left
// corner is at x/2 edges along the row.
func prismSolid(c Cell) ([][3]float64, [][]int) {
	h := math.Sqrt(3) / 2
	x, y := float64(c[0]), float64(c[1])
	tri := [3][2]float64{{x / 2, y * h}, {x/2 + 1, y * h}, {x/2 + 0.5, (y + 1) * h}}
	if (c[0]+c[1])&1 != 0 {
		tri = [3][2]float64{{x / 2, (y + 1) * h}, {x/2 + 0.5, y * h}, {x/2 + 1, (y + 1) * h}}
	}
	var corners [][3]float64
	for _, z := range []float64{float64(c[2]), float64(c[2]) + 1} {
		for _, p := range tri {
			corners = append(corners, [3]float64{p[0], p[1], z})
		}
	}
	return corners, [][]int{{0, 1, 2}, {3, 4, 5}, {0, 1, 4, 3}, {1, 2, 5, 4}, {2, 0, 3, 5}}
}

// tetraFaces are the faces of a tetrahedron of four corners.
var tetraFaces = [][]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}}

// rhombicTetrahedron: cell c is the tetrahedron of its cube five units a side
// with the cube's centre, the centre of the face its coordinate ±2 points
// to, and the two ends of that face's edge its coordinate ±1 points to.
func rhombicTetrahedron(c Cell) ([][3]float64, [][]int) {
	var centre, face, edge [3]float64
	var along int
	for i := range 3 {
		k := floorDiv(c[i], 5)
		centre[i] = float64(5*k + 2)
		switch r := c[i] - 5*k - 2; r {
		case 2, -2:
			face[i] = 2.5 * float64(r/2)
		case 1, -1:
			edge[i] = 2.5 * float64(r)
		default:
			along = i
		}
	}
	var run [3]float64
	run[along] = 2.5
	f := add3(centre, face)
	corners := [][3]float64{centre, f, add3(add3(f, edge), run), sub3(add3(f, edge), run)}
	for i := range corners {
		corners[i] = scale3(corners[i], 1/(5*math.Sqrt2))
	}
	return corners, tetraFaces
}

// rhombicLine reports whether the edge from a to b of a rhombic cell, a
// tetrahedron, is an edge of a rhombic dodecahedron: one that joins a
// cube's centre to one of its corners. The other edges, from a face's
// centre or along a cube's edge, cut the dodecahedron's faces.
func rhombicLine(a, b [3]float64) bool {
	// In units of the five-unit cube, centres lie at 2 modulo 5 on every
	// axis, corners at 4.5 on every axis.
	kind := func(p [3]float64) int {
		centre, corner := true, true
		for _, x := range p {
			u := x * 5 * math.Sqrt2
			r := u - 5*math.Floor(u/5)
			centre = centre && math.Abs(r-2) < 1e-6
			corner = corner && math.Abs(r-4.5) < 1e-6
		}
		switch {
		case centre:
			return 1
		case corner:
			return 2
		}
		return 0
	}
	return kind(a)*kind(b) == 2
}

// tetraOctaTetrahedron: in a cube three units a side, [1,1,1] is the regular
// tetrahedron on the four corners whose own cells the grid leaves out,
// and a corner cell is the tetrahedron cut off at that corner.
func tetraOctaTetrahedron(c Cell) ([][3]float64, [][]int) {
	var k, s [3]int
	for i := range 3 {
		k[i] = floorDiv(c[i], 3)
		s[i] = c[i] - 3*k[i]
	}
	var corners [][3]float64
	at := func(t [3]int) [3]float64 { // corner t (0 or 2 on each axis) of the cube
		return [3]float64{float64(3*k[0]) + 1.5*float64(t[0]), float64(3*k[1]) + 1.5*float64(t[1]), float64(3*k[2]) + 1.5*float64(t[2])}
	}
	if s == [3]int{1, 1, 1} {
		for _, t := range [8][3]int{{0, 0, 0}, {0, 0, 2}, {0, 2, 0}, {0, 2, 2}, {2, 0, 0}, {2, 0, 2}, {2, 2, 0}, {2, 2, 2}} {
			if !tetraOctaValid(Cell{3*k[0] + t[0], 3*k[1] + t[1], 3*k[2] + t[2]}) {
				corners = append(corners, at(t))
			}
		}
	} else {
		p := at(s)
		corners = append(corners, p)
		for i := range 3 {
			q := p
			q[i] += float64(3 - 3*s[i]) // towards the cube's inside
			corners = append(corners, q)
		}
	}
	for i := range corners {
		corners[i] = scale3(corners[i], 1/(3*math.Sqrt2))
	}
	return corners, tetraFaces
}

// StartSize is the side of the block a new puzzle on the grid starts
// with: a 3×3×3 box of cubes, and on the rhombic grid the cells of one
// five-unit cube.
func (g *Grid) StartSize() int { return g.start }
