package view

import (
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// Each grid's example lies out as cells of its grid, drawn by a handful of
// shapes: neighbours touch, and each shape's mesh is closed.
func TestGridScenes(t *testing.T) {
	for name, shapes := range map[string]int{"sphere-pyramid": 1, "prism-box": 2, "rhombic-cluster": 24, "tetra-octa-tetrahedron": 10} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g := p.GridOf()
		geo := newGeometry(g)
		scene := Parts(p)
		for _, c := range scene {
			if !g.Valid(solver.Cell(c.At)) {
				t.Fatalf("%s: cell %v laid out off the grid", name, c.At)
			}
		}
		_, _, kinds, fr := instances(geo, scene, 0, nil)
		seen := map[int]bool{}
		for _, k := range kinds {
			seen[k] = true
		}
		if len(seen) > shapes || len(geo.shapes) > shapes {
			t.Errorf("%s: %d shapes, want at most %d", name, len(geo.shapes), shapes)
		}
		if fr.reach <= geo.reach {
			t.Errorf("%s: framed %.2f, less than a cell", name, fr.reach)
		}
		// Neighbours lie as their grid makes them touch: balls one
		// diameter apart, solids sharing a face.
		for _, c := range scene[:min(len(scene), 20)] {
			for _, n := range g.Neighbors(solver.Cell(c.At)) {
				a, b := geo.place(c.At), geo.place([3]int(n))
				d := b.at.sub(a.at)
				dist := math.Sqrt(d.dot(d))
				if g == solver.Spheres && math.Abs(dist-1) > 1e-5 {
					t.Fatalf("%s: balls %v and %v are %.3f apart, not touching", name, c.At, n, dist)
				}
				if dist > 2*geo.reach+1e-5 || dist < 1e-6 {
					t.Fatalf("%s: neighbours %v and %v are %.3f apart", name, c.At, n, dist)
				}
			}
		}
		for k, sh := range geo.shapes {
			if sh.ball {
				continue
			}
			// Closed: the faces' areas, as vectors, add up to nothing.
			var sum vec3
			for _, tri := range sh.tris {
				sum = sum.add(tri[1].sub(tri[0]).cross(tri[2].sub(tri[0])))
			}
			if sum.dot(sum) > 1e-12 {
				t.Errorf("%s: shape %d is not closed (%v)", name, k, sum)
			}
		}
	}
}

// A click on a cell's face names the neighbour beyond it, on every grid.
func TestClickNamesTheNeighbourBeyond(t *testing.T) {
	for _, g := range solver.Grids[1:] {
		geo := newGeometry(g)
		c := solver.Cell{-1, -1, -1}
		for i := 0; !g.Valid(c); i++ {
			c = solver.Cell{i % 6, i / 6 % 6, i / 36}
		}
		from := geo.place(c)
		for _, n := range g.Neighbors(c) {
			to := geo.place([3]int(n))
			dir := to.at.sub(from.at).norm()
			// Look at the cell from beyond its neighbour's side.
			origin := from.at.add(dir.scale(5))
			data := []float32{float32(from.at[0]), float32(from.at[1]), float32(from.at[2]), 1, 1, 1, 0, 0, 0, 1}
			i, normal := hit(geo, data, []int{from.kind}, origin, dir.scale(-1))
			if i != 0 {
				t.Errorf("%s: the ray toward %v from %v missed", g.Name(), c, n)
				continue
			}
			if step := geo.step(c, normal, nil); c.Add(solver.Cell(step)) != n {
				t.Errorf("%s: the face toward %v gives %v", g.Name(), n, c.Add(solver.Cell(step)))
			}
		}
	}
}

// A ball clicked where its nearest neighbour that way is taken names the
// nearest free one instead: a click at a ball's middle faces the eye, and
// the ball beyond may be of the piece already.
func TestClickPassesOverTakenNeighbours(t *testing.T) {
	geo := newGeometry(solver.Spheres)
	c := [3]int{2, 2, 2}
	from := geo.place(c).at
	for _, n := range solver.Spheres.Neighbors(solver.Cell(c)) {
		normal := geo.place([3]int(n)).at.sub(from).norm()
		step := geo.step(c, normal, func(d [3]int) bool { return d == [3]int(n) })
		got := solver.Cell(c).Add(solver.Cell(step))
		if got == n || !solver.Spheres.Valid(got) || got == solver.Cell(c) {
			t.Errorf("toward the taken %v: %v", n, got)
			continue
		}
		// The one named lies next nearest that way.
		best := math.Inf(-1)
		for _, d := range solver.Spheres.Neighbors(solver.Cell(c)) {
			if d != n {
				best = math.Max(best, geo.place([3]int(d)).at.sub(from).norm().dot(normal))
			}
		}
		if s := geo.place([3]int(got)).at.sub(from).norm().dot(normal); s < best-1e-9 {
			t.Errorf("toward the taken %v: %v, %.3f along, not the nearest (%.3f)", n, got, s, best)
		}
	}
}
