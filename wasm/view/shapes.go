package view

import (
	"fmt"
	"math"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/mesh"
)

// geometry is where a grid's cells lie in the scene and which shape draws
// each. A nil geometry is the cube grid's: cell c is the unit cube from c
// to c+1, all drawn by one cube. On the other grids a cell's shape is the
// solid the mesh package gives it, about its centre; cells whose solids
// differ only by where they are share a shape.
type geometry struct {
	grid   *solver.Grid
	shapes []shape
	keys   map[string]int
	cells  map[solver.Cell]placed
	reach  float64 // the farthest any shape reaches from its centre
}

// placed is a cell's centre in the scene and its shape.
type placed struct {
	at   vec3
	kind int
}

// shape is one mesh: per vertex its position about the cell's centre,
// its normal, and its distances to the edges of its face that are
// outlined (1 where there are none), 10 floats; and its triangles, for
// finding what a click hits.
type shape struct {
	verts []float32
	tris  [][3]vec3
	ball  bool   // a ball of diameter 1
	hull  []vec3 // points whose box on screen is the shape's, near enough
}

// cubeHull is the corners of the cube's mesh.
var cubeHull = func() []vec3 {
	var out []vec3
	for corner := range 8 {
		out = append(out, vec3{float64(corner & 1), float64(corner >> 1 & 1), float64(corner >> 2)})
	}
	return out
}()

// hull returns the points that bound shape kind on screen.
func (geo *geometry) hull(kind int) []vec3 {
	if geo == nil {
		return cubeHull
	}
	return geo.shapes[kind].hull
}

// newGeometry returns the geometry of grid g: nil for cubes.
func newGeometry(g *solver.Grid) *geometry {
	if g.IsCubes() {
		// A fast path for cubes, kept outside the grid: the view draws
		// cubes as instances of one unit cube, with no shape per cell.
		return nil
	}
	return &geometry{grid: g, keys: map[string]int{}, cells: map[solver.Cell]placed{}}
}

// place returns where cell c lies and its shape, making the shape the
// first time it is needed.
func (geo *geometry) place(c [3]int) placed {
	if geo == nil {
		return placed{at: vec3{float64(c[0]) + 0.5, float64(c[1]) + 0.5, float64(c[2]) + 0.5}}
	}
	if p, ok := geo.cells[c]; ok {
		return p
	}
	s := mesh.CellSolid(geo.grid, c)
	var key strings.Builder
	for _, f := range s.Faces {
		for _, p := range f {
			for _, x := range p {
				fmt.Fprintf(&key, "%d,", int(math.Round(float64(x)*1e4)))
			}
		}
	}
	kind, ok := geo.keys[key.String()]
	if !ok {
		kind = len(geo.shapes)
		geo.keys[key.String()] = kind
		sh := shapeOf(s)
		geo.shapes = append(geo.shapes, sh)
		for _, t := range sh.tris {
			for _, p := range t {
				geo.reach = max(geo.reach, math.Sqrt(p.dot(p)))
			}
		}
		if sh.ball {
			geo.reach = max(geo.reach, 0.5)
		}
	}
	p := placed{at: vec3{float64(s.Centre[0]), float64(s.Centre[1]), float64(s.Centre[2])}, kind: kind}
	geo.cells[c] = p
	return p
}

// world turns a move in the grid's coordinates, such as a piece's slide
// out of the puzzle, into one in the scene: each axis's step is a
// period's move along it, a translation of the grid, over the period.
func (geo *geometry) world(d [3]float64) vec3 {
	if geo == nil {
		return vec3(d)
	}
	k := geo.grid.Period()
	var from solver.Cell
	for i := 0; !geo.grid.Valid(from); i++ {
		from = solver.Cell{i % 6, i / 6 % 6, i / 36}
	}
	o := geo.place(from).at
	var out vec3
	for a := range 3 {
		to := from
		to[a] += k
		out = out.add(geo.place(to).at.sub(o).scale(d[a] / float64(k)))
	}
	return out
}

// corner is where an instance's offset puts its shape: the cube's mesh
// runs from 0 to 1, the other shapes lie about their centres.
func (geo *geometry) corner() vec3 {
	if geo == nil {
		return vec3{0.5, 0.5, 0.5}
	}
	return vec3{}
}

// margin is how far a cell's shape reaches from its centre.
func (geo *geometry) margin() float64 {
	if geo == nil {
		return math.Sqrt(0.75)
	}
	return geo.reach
}

// meshes returns the vertex data of each shape, by kind.
func (geo *geometry) meshes() [][]float32 {
	if geo == nil {
		return [][]float32{cubeMesh()}
	}
	out := make([][]float32, len(geo.shapes))
	for i, s := range geo.shapes {
		out[i] = s.verts
	}
	return out
}

// shapeOf makes the mesh of a solid: its faces cut into fans of
// triangles, or for a ball the square its shaders draw it on.
func shapeOf(s mesh.Solid) shape {
	var sh shape
	vertex := func(p, n vec3, edge [4]float64) {
		sh.verts = append(sh.verts, float32(p[0]), float32(p[1]), float32(p[2]), float32(n[0]), float32(n[1]), float32(n[2]),
			float32(edge[0]), float32(edge[1]), float32(edge[2]), float32(edge[3]))
	}
	if s.Ball {
		sh.ball = true
		// The ball's outline on screen, to within a few per cent: points
		// along the axes and the diagonals of the faces and corners.
		for x := -1; x <= 1; x++ {
			for y := -1; y <= 1; y++ {
				for z := -1; z <= 1; z++ {
					if d := (vec3{float64(x), float64(y), float64(z)}); d != (vec3{}) {
						sh.hull = append(sh.hull, d.norm().scale(0.5))
					}
				}
			}
		}
		// The ball's shaders draw it on a square facing the eye
		// (balls.go): the mesh is the square's corners.
		none := [4]float64{1, 1, 1, 1}
		for _, c := range [6][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}} {
			vertex(vec3{c[0], c[1], 0}, vec3{0, 0, 1}, none)
		}
		return sh
	}
	for fi, f := range s.Faces {
		poly := make([]vec3, len(f))
		for i, p := range f {
			poly[i] = vec3{float64(p[0]), float64(p[1]), float64(p[2])}
		}
		n := poly[1].sub(poly[0]).cross(poly[2].sub(poly[0])).norm()
		// A corner's distance to each outlined edge's line, within the
		// face's plane: a linear function over the face, so that the
		// distances in between come out right.
		edges := func(p vec3) [4]float64 {
			d := [4]float64{1, 1, 1, 1}
			k := 0
			for i, a := range poly {
				if !s.Lines[fi][i] || k == 4 {
					continue
				}
				along := poly[(i+1)%len(poly)].sub(a).norm()
				off := p.sub(a)
				off = off.sub(along.scale(off.dot(along)))
				d[k] = math.Sqrt(off.dot(off))
				k++
			}
			return d
		}
		sh.hull = append(sh.hull, poly...)
		for i := 1; i+1 < len(poly); i++ {
			t := [3]vec3{poly[0], poly[i], poly[i+1]}
			sh.tris = append(sh.tris, t)
			for _, p := range t {
				vertex(p, n, edges(p))
			}
		}
	}
	return sh
}

// hitShape intersects a ray with a shape whose centre is at, and returns
// the distance along the ray to where it enters and the outward normal
// there.
func (sh *shape) hit(origin, dir, at vec3) (float64, vec3, bool) {
	if sh.ball {
		o := origin.sub(at)
		a, b, c := dir.dot(dir), 2*o.dot(dir), o.dot(o)-0.25
		disc := b*b - 4*a*c
		if disc < 0 {
			return 0, vec3{}, false
		}
		t := (-b - math.Sqrt(disc)) / (2 * a)
		if t < 0 {
			return 0, vec3{}, false
		}
		return t, o.add(dir.scale(t)).norm(), true
	}
	best, normal, ok := math.Inf(1), vec3{}, false
	for _, tri := range sh.tris {
		a, b, c := tri[0].add(at), tri[1].add(at), tri[2].add(at)
		e1, e2 := b.sub(a), c.sub(a)
		p := dir.cross(e2)
		det := e1.dot(p)
		if math.Abs(det) < 1e-12 {
			continue
		}
		s := origin.sub(a)
		u := s.dot(p) / det
		q := s.cross(e1)
		v := dir.dot(q) / det
		t := e2.dot(q) / det
		if u < 0 || v < 0 || u+v > 1 || t < 0 || t >= best {
			continue
		}
		n := e1.cross(e2).norm()
		if n.dot(dir) >= 0 {
			continue // a face seen from behind
		}
		best, normal, ok = t, n, true
	}
	return best, normal, ok
}

// step returns the move from cell c to the neighbour that lies most
// nearly along the outward normal n of the face clicked, of those not
// taken: a ball clicked at its middle faces the eye, and the neighbour
// nearest that way may be a ball of the piece already.
func (geo *geometry) step(c [3]int, n vec3, taken func([3]int) bool) [3]int {
	from := geo.place(c).at
	best, out := math.Inf(-1), [3]int{}
	for _, d := range geo.grid.Neighbors(solver.Cell(c)) {
		if taken != nil && taken([3]int(d)) {
			continue
		}
		if s := geo.place(d).at.sub(from).norm().dot(n); s > best {
			best, out = s, [3]int(d.Sub(solver.Cell(c)))
		}
	}
	return out
}
