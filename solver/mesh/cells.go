package mesh

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// The solids of the grids, as the grid gives them (solver.CellShape): a
// convex polyhedron, or a ball. Sizes are the --size of the STL export: a
// cube's edge, a triangle's edge and a layer's height on prisms, a
// rhombic dodecahedron's width across its faces, a tetrahedron's edge, a
// ball's diameter.

// v3 is a point in millimetres, in float64 while a mesh is made.
type v3 [3]float64

func (a v3) add(b v3) v3        { return v3{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a v3) sub(b v3) v3        { return v3{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a v3) scale(k float64) v3 { return v3{a[0] * k, a[1] * k, a[2] * k} }
func (a v3) dot(b v3) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a v3) cross(b v3) v3 {
	return v3{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}
func (a v3) unit() v3 { return a.scale(1 / math.Sqrt(a.dot(a))) }
func (a v3) vec() Vec { return Vec{float32(a[0]), float32(a[1]), float32(a[2])} }

// cellFaces returns the faces of cell c of grid g, a polyhedron, each
// face's corners counter-clockwise seen from outside, at cell size size.
func cellFaces(g *solver.Grid, c solver.Cell, size float64) [][]v3 {
	shape := g.CellShape(c)
	out := make([][]v3, len(shape.Faces))
	for i, f := range shape.Faces {
		out[i] = make([]v3, len(f))
		for j, p := range f {
			out[i][j] = v3(p).scale(size)
		}
	}
	return out
}
