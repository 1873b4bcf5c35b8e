package mesh

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// The solids of the grids other than cubes: each cell of the prism,
// rhombic and tetra-octa grids is a convex polyhedron, and a sphere is a
// ball. Sizes are the --size of the STL export: a triangle's edge and a
// layer's height on prisms, a rhombic dodecahedron's width across its
// faces, a tetrahedron's edge, a ball's diameter.

func init() { otherSurface = gridSurface }

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
// face's corners counter-clockwise seen from outside.
func cellFaces(g *solver.Grid, c solver.Cell, size float64) [][]v3 {
	switch g {
	case solver.Prisms:
		return prismFaces(c, size)
	case solver.Rhombic:
		return rhombicFaces(c, size)
	case solver.TetraOcta:
		return tetraOctaFaces(c, size)
	}
	return nil
}

// prismFaces: triangle x of row y points up where x+y is even; its left
// corner is at x/2 edges along the row.
func prismFaces(c solver.Cell, size float64) [][]v3 {
	h := math.Sqrt(3) / 2
	x, y := float64(c[0]), float64(c[1])
	tri := [3][2]float64{{x / 2, y * h}, {x/2 + 1, y * h}, {x/2 + 0.5, (y + 1) * h}}
	if (c[0]+c[1])&1 != 0 {
		tri = [3][2]float64{{x / 2, (y + 1) * h}, {x/2 + 0.5, y * h}, {x/2 + 1, (y + 1) * h}}
	}
	var corners []v3
	for _, z := range []float64{float64(c[2]), float64(c[2]) + 1} {
		for _, p := range tri {
			corners = append(corners, v3{p[0], p[1], z}.scale(size))
		}
	}
	return outward(corners, [][]int{{0, 1, 2}, {3, 4, 5}, {0, 1, 4, 3}, {1, 2, 5, 4}, {2, 0, 3, 5}})
}

// rhombicFaces: cell c is the tetrahedron of its cube five units a side
// with the cube's centre, the centre of the face its coordinate ±2 points
// to, and the two ends of that face's edge its coordinate ±1 points to.
func rhombicFaces(c solver.Cell, size float64) [][]v3 {
	var centre, face, edge v3
	var along int
	for i := range 3 {
		k := math.Floor(float64(c[i]) / 5)
		centre[i] = 5*k + 2
		switch r := c[i] - 5*int(k) - 2; r {
		case 2, -2:
			face[i] = 2.5 * float64(r/2)
		case 1, -1:
			edge[i] = 2.5 * float64(r)
		default:
			along = i
		}
	}
	var run v3
	run[along] = 2.5
	f := centre.add(face)
	corners := []v3{centre, f, f.add(edge).add(run), f.add(edge).sub(run)}
	for i := range corners {
		corners[i] = corners[i].scale(size / (5 * math.Sqrt2))
	}
	return outward(corners, [][]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}})
}

// tetraOctaFaces: in a cube three units a side, [1,1,1] is the regular
// tetrahedron on the four corners whose own cells the grid leaves out, and
// a corner cell is the tetrahedron cut off at that corner.
func tetraOctaFaces(c solver.Cell, size float64) [][]v3 {
	var k, s [3]int
	for i := range 3 {
		k[i] = int(math.Floor(float64(c[i]) / 3))
		s[i] = c[i] - 3*k[i]
	}
	var corners []v3
	at := func(t [3]int) v3 { // corner t (0 or 2 on each axis) of the cube
		return v3{float64(3*k[0]) + 1.5*float64(t[0]), float64(3*k[1]) + 1.5*float64(t[1]), float64(3*k[2]) + 1.5*float64(t[2])}
	}
	if s == [3]int{1, 1, 1} {
		for _, t := range [8][3]int{{0, 0, 0}, {0, 0, 2}, {0, 2, 0}, {0, 2, 2}, {2, 0, 0}, {2, 0, 2}, {2, 2, 0}, {2, 2, 2}} {
			if !solver.TetraOcta.Valid(solver.Cell{3*k[0] + t[0], 3*k[1] + t[1], 3*k[2] + t[2]}) {
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
		corners[i] = corners[i].scale(size / (3 * math.Sqrt2))
	}
	return outward(corners, [][]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}})
}

// outward makes the faces of a convex polyhedron from its corners, each
// face turned counter-clockwise seen from outside.
func outward(corners []v3, faces [][]int) [][]v3 {
	var mid v3
	for _, p := range corners {
		mid = mid.add(p)
	}
	mid = mid.scale(1 / float64(len(corners)))
	out := make([][]v3, len(faces))
	for i, f := range faces {
		poly := make([]v3, len(f))
		for j, k := range f {
			poly[j] = corners[k]
		}
		n := poly[1].sub(poly[0]).cross(poly[2].sub(poly[0]))
		if n.dot(poly[0].sub(mid)) < 0 {
			for a, b := 0, len(poly)-1; a < b; a, b = a+1, b-1 {
				poly[a], poly[b] = poly[b], poly[a]
			}
		}
		out[i] = poly
	}
	return out
}
