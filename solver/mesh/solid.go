package mesh

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// Solid is the shape of one cell as a view draws it, in the units of the
// STL export at size 1: a cube's edge, a prism's edge and height, a
// rhombic dodecahedron's width across its faces, a tetrahedron's edge, a
// ball's diameter.
type Solid struct {
	// Centre is the middle of the cell's corners, or the ball's centre.
	Centre Vec
	// Faces are the cell's faces about Centre, convex polygons whose
	// corners run counter-clockwise seen from outside; none for a ball.
	Faces [][]Vec
	// Lines says, for each face, which of its edges (from corner i to
	// corner i+1) are edges of the grid's own solid, to be outlined: the
	// rhombic grid's cells are parts of rhombic dodecahedra, whose faces
	// they cut in two.
	Lines [][]bool
	// Ball is set on the sphere grid: the cell is a ball of diameter 1.
	Ball bool
}

// CellSolid returns the solid of cell c of grid g.
func CellSolid(g *solver.Grid, c solver.Cell) Solid {
	if g == solver.Spheres {
		return Solid{Centre: v3{float64(c[0]), float64(c[1]), float64(c[2])}.scale(1 / math.Sqrt2).vec(), Ball: true}
	}
	var faces [][]v3
	if g.IsCubes() {
		faces = outward([]v3{
			{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1},
		}, [][]int{{0, 1, 3, 2}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}})
		for _, f := range faces {
			for i := range f {
				f[i] = f[i].add(v3{float64(c[0]), float64(c[1]), float64(c[2])})
			}
		}
	} else {
		faces = cellFaces(g, c, 1)
	}
	var mid v3
	n := 0
	for _, f := range faces {
		for _, p := range f {
			mid = mid.add(p)
			n++
		}
	}
	mid = mid.scale(1 / float64(n))
	s := Solid{Centre: mid.vec()}
	for _, f := range faces {
		poly := make([]Vec, len(f))
		lines := make([]bool, len(f))
		for i, p := range f {
			poly[i] = p.sub(mid).vec()
			lines[i] = g != solver.Rhombic || rhombicLine(p, f[(i+1)%len(f)])
		}
		s.Faces = append(s.Faces, poly)
		s.Lines = append(s.Lines, lines)
	}
	return s
}

// rhombicLine reports whether the edge from a to b of a rhombic cell, a
// tetrahedron, is an edge of a rhombic dodecahedron: one that joins a
// cube's centre to one of its corners. The other edges, from a face's
// centre or along a cube's edge, cut the dodecahedron's faces.
func rhombicLine(a, b v3) bool {
	// In units of the five-unit cube, centres lie at 2 modulo 5 on every
	// axis, corners at 4.5 on every axis.
	kind := func(p v3) int {
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
