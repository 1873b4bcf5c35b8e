package mesh

import "github.com/cubist/cubist/solver"

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
	shape := g.CellShape(c)
	mid := v3(shape.Centre)
	s := Solid{Centre: mid.vec(), Ball: shape.Ball, Lines: shape.Lines}
	for _, f := range shape.Faces {
		poly := make([]Vec, len(f))
		for i, p := range f {
			poly[i] = v3(p).sub(mid).vec()
		}
		s.Faces = append(s.Faces, poly)
	}
	return s
}
