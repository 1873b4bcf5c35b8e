// Package mesh turns polycube pieces into triangle meshes for 3D
// printing: the faces between two cubes of a piece are left out, so the
// mesh is the piece's outer surface, closed, with outward normals.
package mesh

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"github.com/cubist/cubist/solver"
)

// Vec is a point or direction in millimetres.
type Vec [3]float32

// Triangle is one facet, its corners counter-clockwise seen from outside.
type Triangle struct {
	Normal Vec
	V      [3]Vec
}

// Surface returns the outer surface of a piece whose cubes are size
// millimetres wide: two triangles per exposed cube face.
func Surface(cells []solver.Cell, size float32) []Triangle {
	lo, _ := solver.Bounds(cells)
	in := make(map[solver.Cell]bool, len(cells))
	for _, c := range cells {
		in[c.Sub(lo)] = true
	}
	var out []Triangle
	for _, c := range solver.Normalize(cells) {
		for axis := range 3 {
			for _, dir := range []int{-1, 1} {
				var n solver.Cell
				n[axis] = dir
				if in[c.Add(n)] {
					continue // shared with a neighbour: inside the piece
				}
				out = append(out, face(c, axis, dir, size)...)
			}
		}
	}
	return out
}

// face returns the two triangles of one face of the cube at c.
func face(c solver.Cell, axis, dir int, size float32) []Triangle {
	u, w := (axis+1)%3, (axis+2)%3
	corner := func(a, b int) Vec {
		var p Vec
		p[axis] = float32(c[axis]+max(dir, 0)) * size
		p[u] = float32(c[u]+a) * size
		p[w] = float32(c[w]+b) * size
		return p
	}
	var normal Vec
	normal[axis] = float32(dir)
	q := [4]Vec{corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)}
	if dir < 0 { // keep the corners counter-clockwise seen from outside
		q[1], q[3] = q[3], q[1]
	}
	return []Triangle{{normal, [3]Vec{q[0], q[1], q[2]}}, {normal, [3]Vec{q[0], q[2], q[3]}}}
}

// STL writes triangles as a binary STL file.
func STL(name string, tris []Triangle) []byte {
	var b bytes.Buffer
	header := make([]byte, 80)
	copy(header, fmt.Sprintf("Cubist piece %s", name))
	b.Write(header)
	binary.Write(&b, binary.LittleEndian, uint32(len(tris)))
	for _, t := range tris {
		binary.Write(&b, binary.LittleEndian, t.Normal)
		binary.Write(&b, binary.LittleEndian, t.V)
		b.Write([]byte{0, 0})
	}
	return b.Bytes()
}

// Problem describes what keeps a mesh from being a closed, manifold,
// outward-facing surface.
type Problem struct {
	// Open counts edges with one triangle; Shared, edges with more than two.
	Open, Shared int
	// Flipped counts edges whose two triangles disagree on orientation.
	Flipped int
}

// OK reports whether the mesh is closed and manifold.
func (p Problem) OK() bool { return p.Open == 0 && p.Shared == 0 && p.Flipped == 0 }

// Check examines every edge of a mesh: each must belong to exactly two
// triangles, which run along it in opposite directions.
func Check(tris []Triangle) Problem {
	type edge [2]Vec
	count := map[edge]int{}
	for _, t := range tris {
		for i := range 3 {
			count[edge{t.V[i], t.V[(i+1)%3]}]++
		}
	}
	var p Problem
	for e, n := range count {
		back := count[edge{e[1], e[0]}]
		switch {
		case n+back > 2:
			p.Shared++
		case back == 0:
			p.Open++
		case n != 1 || back != 1:
			p.Flipped++
		}
	}
	return p
}

// Volume is the volume the mesh encloses, in cubic millimetres; it is
// negative if the triangles face inwards.
func Volume(tris []Triangle) float64 {
	v := 0.0
	for _, t := range tris {
		a, b, c := t.V[0], t.V[1], t.V[2]
		v += float64(a[0])*(float64(b[1])*float64(c[2])-float64(b[2])*float64(c[1])) -
			float64(a[1])*(float64(b[0])*float64(c[2])-float64(b[2])*float64(c[0])) +
			float64(a[2])*(float64(b[0])*float64(c[1])-float64(b[1])*float64(c[0]))
	}
	return v / 6
}

// NormalsAgree reports whether every triangle's stored normal matches the
// turn of its corners.
func NormalsAgree(tris []Triangle) bool {
	for _, t := range tris {
		a, b, c := t.V[0], t.V[1], t.V[2]
		u := Vec{b[0] - a[0], b[1] - a[1], b[2] - a[2]}
		w := Vec{c[0] - a[0], c[1] - a[1], c[2] - a[2]}
		n := Vec{u[1]*w[2] - u[2]*w[1], u[2]*w[0] - u[0]*w[2], u[0]*w[1] - u[1]*w[0]}
		l := float32(math.Sqrt(float64(n[0]*n[0] + n[1]*n[1] + n[2]*n[2])))
		for i := range 3 {
			if math.Abs(float64(n[i]/l-t.Normal[i])) > 1e-5 {
				return false
			}
		}
	}
	return true
}

// FileName names the STL file of piece i (from 0) for an archive or a
// folder: "03-T.stl".
func FileName(i int, name string) string {
	return fmt.Sprintf("%02d-%s.stl", i+1, SafeName(name))
}

// SafeName keeps the ASCII letters, digits, '-' and '_' of a name, so that
// it can be part of a file name; other characters become '-'.
func SafeName(name string) string {
	s := strings.Map(func(r rune) rune {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return r
		}
		return '-'
	}, name)
	if strings.Trim(s, "-") == "" {
		return "piece"
	}
	return s
}
