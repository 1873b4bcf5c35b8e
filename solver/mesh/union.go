package mesh

import (
	"fmt"
	"math"
	"slices"

	"github.com/cubist/cubist/solver"
)

// gridSurface returns the outer surface of a piece on any grid (see
// Surface, the cube grid's own).
func gridSurface(g *solver.Grid, cells []solver.Cell, size, clearance float32) []Triangle {
	if len(cells) > 0 && g.CellShape(cells[0]).Ball {
		return ballSurface(g, cells, float64(size), float64(clearance))
	}
	return unionSurface(g, cells, float64(size), float64(clearance))
}

// unionSurface returns the faces of the cells that no other cell of the
// piece shares, with every face moved clearance inward: each corner moves
// so that each plane of the faces about it moves that far (by least
// squares where more than three planes meet there).
func unionSurface(g *solver.Grid, cells []solver.Cell, size, clearance float64) []Triangle {
	// A face's key: its corners, rounded and sorted.
	round := func(p v3) [3]int64 {
		return [3]int64{int64(math.Round(p[0] * 1e6 / size)), int64(math.Round(p[1] * 1e6 / size)), int64(math.Round(p[2] * 1e6 / size))}
	}
	type face struct {
		poly []v3
		key  string
	}
	var faces []face
	seen := map[string]int{}
	for _, c := range cells {
		for _, poly := range cellFaces(g, c, size) {
			// Each corner as one number, to thousandths of size: 21 bits
			// an axis holds a thousand sizes either side of the origin.
			// Ints, 64 bits where Cubist is built: their sort is in the
			// page's program already, where int64s would add 12 kB.
			ks := make([]int, len(poly))
			for i, p := range poly {
				for _, x := range p {
					ks[i] = ks[i]<<21 | (int(math.Round(x*1e3/size)) + 1<<20)
				}
			}
			slices.Sort(ks)
			key := fmt.Sprint(ks)
			faces = append(faces, face{poly, key})
			seen[key]++
		}
	}
	// The planes about each corner of the surface.
	planes := map[[3]int64][]v3{}
	var outer [][]v3
	for _, f := range faces {
		if seen[f.key] > 1 {
			continue // between two cells of the piece
		}
		outer = append(outer, f.poly)
		n := f.poly[1].sub(f.poly[0]).cross(f.poly[2].sub(f.poly[0])).unit()
		for _, p := range f.poly {
			k := round(p)
			if !slices.ContainsFunc(planes[k], func(m v3) bool { return m.sub(n).dot(m.sub(n)) < 1e-12 }) {
				planes[k] = append(planes[k], n)
			}
		}
	}
	moved := func(p v3) v3 {
		if clearance == 0 {
			return p
		}
		return p.add(inset(planes[round(p)], clearance))
	}
	var out []Triangle
	for _, poly := range outer {
		q := make([]v3, len(poly))
		for i, p := range poly {
			q[i] = moved(p)
		}
		for i := 1; i+1 < len(q); i++ {
			out = append(out, triangle(q[0], q[i], q[i+1]))
		}
	}
	return out
}

// inset is the move of a corner that takes each plane about it, of unit
// normals ns, clearance inward: the least squares answer of n·d =
// -clearance for every n, the shortest where the planes leave a choice.
func inset(ns []v3, clearance float64) v3 {
	var a [3][3]float64
	var b v3
	for _, n := range ns {
		for i := range 3 {
			for j := range 3 {
				a[i][j] += n[i] * n[j]
			}
		}
		b = b.sub(n.scale(clearance))
	}
	for i := range 3 {
		a[i][i] += 1e-9 // the shortest move where the planes leave a line or a plane free
	}
	return solve3(a, b)
}

// solve3 solves a·x = b for a symmetric positive definite a.
func solve3(a [3][3]float64, b v3) v3 {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) + m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(a)
	var x v3
	for i := range 3 { // Cramer's rule
		m := a
		for r := range 3 {
			m[r][i] = b[r]
		}
		x[i] = det(m) / d
	}
	return x
}

// triangle makes a facet with its normal.
func triangle(a, b, c v3) Triangle {
	n := b.sub(a).cross(c.sub(a))
	if l := math.Sqrt(n.dot(n)); l > 0 {
		n = n.scale(1 / l)
	}
	return Triangle{n.vec(), [3]Vec{a.vec(), b.vec(), c.vec()}}
}

// ballSurface makes a piece of spheres printable: a ball for each sphere,
// its diameter size less twice the clearance, and a round neck between
// each two spheres of the piece that touch, a quarter of size less the
// clearance in radius, which stays within the two spheres' share of
// space. Balls and necks are closed surfaces that overlap, as slicers take
// them: the mesh is their union.
func ballSurface(g *solver.Grid, cells []solver.Cell, size, clearance float64) []Triangle {
	at := func(c solver.Cell) v3 { return v3(g.CellShape(c).Centre).scale(size) }
	ball := icosphere(3)
	r := size/2 - clearance
	var out []Triangle
	for _, c := range cells {
		p := at(c)
		for _, t := range ball {
			out = append(out, triangle(p.add(t[0].scale(r)), p.add(t[1].scale(r)), p.add(t[2].scale(r))))
		}
	}
	for i, c := range cells {
		for _, d := range cells[i+1:] {
			if slices.Contains(g.Neighbors(c), d) {
				// From well inside one ball to well inside the other, so
				// that necks in a row do not meet end to end.
				a, b := at(c), at(d)
				out = append(out, neck(a.add(b.sub(a).scale(0.3)), b.add(a.sub(b).scale(0.3)), size/4-clearance)...)
			}
		}
	}
	return out
}

// neck is a closed cylinder of radius r from a to b.
func neck(a, b v3, r float64) []Triangle {
	const sides = 24
	axis := b.sub(a).unit()
	u := axis.cross(v3{1, 0, 0})
	if u.dot(u) < 0.1 {
		u = axis.cross(v3{0, 1, 0})
	}
	u = u.unit()
	w := axis.cross(u)
	ring := func(p v3, k int) v3 {
		t := 2 * math.Pi * float64(k%sides) / sides
		return p.add(u.scale(r * math.Cos(t))).add(w.scale(r * math.Sin(t)))
	}
	var out []Triangle
	for k := range sides {
		a0, a1, b0, b1 := ring(a, k), ring(a, k+1), ring(b, k), ring(b, k+1)
		out = append(out, triangle(a0, b1, b0), triangle(a0, a1, b1)) // the side
		out = append(out, triangle(a, a1, a0), triangle(b, b0, b1))   // the ends
	}
	return out
}

// icosphere returns the unit sphere as an icosahedron whose triangles are
// split in four, n times, with their corners pushed out onto the sphere;
// corners counter-clockwise seen from outside.
func icosphere(n int) [][3]v3 {
	t := (1 + math.Sqrt(5)) / 2
	vs := []v3{{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0}, {0, -1, t}, {0, 1, t}, {0, -1, -t}, {0, 1, -t}, {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}}
	idx := [][3]int{{0, 11, 5}, {0, 5, 1}, {0, 1, 7}, {0, 7, 10}, {0, 10, 11}, {1, 5, 9}, {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
		{3, 9, 4}, {3, 4, 2}, {3, 2, 6}, {3, 6, 8}, {3, 8, 9}, {4, 9, 5}, {2, 4, 11}, {6, 2, 10}, {8, 6, 7}, {9, 8, 1}}
	var tris [][3]v3
	for _, f := range idx {
		tris = append(tris, [3]v3{vs[f[0]].unit(), vs[f[1]].unit(), vs[f[2]].unit()})
	}
	for range n {
		var next [][3]v3
		for _, f := range tris {
			ab, bc, ca := f[0].add(f[1]).unit(), f[1].add(f[2]).unit(), f[2].add(f[0]).unit()
			next = append(next, [3]v3{f[0], ab, ca}, [3]v3{f[1], bc, ab}, [3]v3{f[2], ca, bc}, [3]v3{ab, bc, ca})
		}
		tris = next
	}
	return tris
}
