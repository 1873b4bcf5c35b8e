package mesh

import (
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
// millimetres wide, with every face moved clearance millimetres inward, so
// that printed pieces slide past each other and into their box.
//
// Moving the faces in keeps every point of the piece at least clearance
// from its outside: cubes that meet only along an edge or at a corner come
// apart there, by twice the clearance, and the surface is manifold. With a
// clearance of 0 such cubes share that edge or corner, and the mesh is not
// manifold there; Check reports it.
func Surface(cells []solver.Cell, size, clearance float32) []Triangle {
	lo, hi := solver.Bounds(cells)
	in := make(map[solver.Cell]bool, len(cells))
	for _, c := range cells {
		in[c.Sub(lo)] = true
	}
	var g grid
	for a := range 3 {
		g.lines[a] = gridLines(hi[a]-lo[a]+1, size, clearance)
	}
	g.inside = func(b solver.Cell) bool { return in[b] }
	if clearance > 0 {
		g.inside = func(b solver.Cell) bool {
			// Box b is inside if every cube it touches is: an odd index
			// is the middle of cube index/2; an even one straddles the
			// faces between cubes index/2-1 and index/2 (the shifts
			// round down, -1 too).
			var from, to solver.Cell
			for a := range 3 {
				from[a], to[a] = (b[a]-1)>>1, b[a]>>1
			}
			return allIn(in, from, to)
		}
	}
	return g.surface()
}

// allIn reports whether every cube from one corner to the other, both
// included, is in the set.
func allIn(in map[solver.Cell]bool, from, to solver.Cell) bool {
	for x := from[0]; x <= to[0]; x++ {
		for y := from[1]; y <= to[1]; y++ {
			for z := from[2]; z <= to[2]; z++ {
				if !in[solver.Cell{x, y, z}] {
					return false
				}
			}
		}
	}
	return true
}

// gridLines returns the planes along one axis of a piece n cubes long: the
// cubes' faces with no clearance; otherwise two planes around each face,
// clearance either side of it, so that the boxes between them alternate
// between a slab around a face and the middle of a cube.
func gridLines(n int, size, clearance float32) []float32 {
	var lines []float32
	for k := 0; k <= n; k++ {
		at := float32(k) * size
		if clearance == 0 {
			lines = append(lines, at)
		} else {
			lines = append(lines, at-clearance, at+clearance)
		}
	}
	return lines
}

// grid is a box grid with the planes along each axis, and which boxes are
// inside the solid.
type grid struct {
	lines  [3][]float32
	inside func(solver.Cell) bool
}

// surface returns two triangles for every face between a box inside the
// solid and one outside. Every face is one box's face, so faces meet
// corner to corner and the mesh has no vertex in the middle of an edge.
func (g *grid) surface() []Triangle {
	var out []Triangle
	n := solver.Cell{len(g.lines[0]) - 1, len(g.lines[1]) - 1, len(g.lines[2]) - 1}
	for x := range n[0] {
		for y := range n[1] {
			for z := range n[2] {
				b := solver.Cell{x, y, z}
				if !g.inside(b) {
					continue
				}
				for axis := range 3 {
					for _, dir := range []int{-1, 1} {
						var step solver.Cell
						step[axis] = dir
						next := b.Add(step)
						if next[axis] >= 0 && next[axis] < n[axis] && g.inside(next) {
							continue // inside the solid
						}
						out = append(out, g.face(b, axis, dir)...)
					}
				}
			}
		}
	}
	return out
}

// face returns the two triangles of one face of box b.
func (g *grid) face(b solver.Cell, axis, dir int) []Triangle {
	u, w := (axis+1)%3, (axis+2)%3
	corner := func(i, j int) Vec {
		var p Vec
		p[axis] = g.lines[axis][b[axis]+max(dir, 0)]
		p[u] = g.lines[u][b[u]+i]
		p[w] = g.lines[w][b[w]+j]
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

// DefaultClearance is the clearance, in millimetres, that the STL export
// uses unless told otherwise: 0.1 mm a face leaves 0.2 mm between two
// printed pieces.
const DefaultClearance = 0.1

// MaxSize is the largest cube size, in millimetres, that the STL export
// takes.
const MaxSize = 1000

// CheckSizes says what is wrong with a cell size (a cube's edge, a
// ball's width: see Solid) and a clearance, both in millimetres, or
// returns nil. The clearance may be at most a quarter of the cell size.
func CheckSizes(size, clearance float64) error {
	if !(size > 0 && size <= MaxSize) {
		return fmt.Errorf("the cell size must be more than 0 and at most %d mm", MaxSize)
	}
	if !(clearance >= 0 && clearance <= size/4) {
		return fmt.Errorf("the clearance must be from 0 to a quarter of the cell size (%g mm for cells of %g mm)", size/4, size)
	}
	return nil
}

// STL writes triangles as a binary STL file.
func STL(name string, tris []Triangle) []byte {
	b := make([]byte, 80, 84+50*len(tris))
	copy(b, "Cubist piece "+name)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(tris)))
	for _, t := range tris {
		for _, v := range [4]Vec{t.Normal, t.V[0], t.V[1], t.V[2]} {
			for _, f := range v {
				b = binary.LittleEndian.AppendUint32(b, math.Float32bits(f))
			}
		}
		b = append(b, 0, 0) // no attributes
	}
	return b
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

// PieceFile is the STL file of one piece of a puzzle.
type PieceFile struct {
	Name     string // as FileName names it
	Piece    string // the piece's name
	Copies   int    // how many to print
	Facets   int
	Manifold bool // false where cubes meet only along an edge, with no clearance
	STL      []byte
}

// PieceFiles returns the STL file of every piece of a puzzle, its cubes
// size millimetres wide and every face moved in by clearance (see
// Surface).
func PieceFiles(p *solver.Puzzle, size, clearance float32) []PieceFile {
	var out []PieceFile
	grid := p.GridOf()
	for i, pc := range p.Pieces {
		var tris []Triangle
		if grid.IsCubes() {
			// A fast path for cubes, kept outside the grid: Surface
			// merges the faces of a piece of cubes into rectangles, with
			// far fewer facets than the union of its cells' faces.
			tris = Surface(pc.Cells, size, clearance)
		} else {
			tris = gridSurface(grid, pc.Cells, size, clearance)
		}
		out = append(out, PieceFile{
			Name: FileName(i, pc.Name), Piece: pc.Name, Copies: pc.Copies(), Facets: len(tris),
			Manifold: Check(tris).OK(), STL: STL(pc.Name, tris),
		})
	}
	return out
}

// PaintNote says which cubes of piece i are painted, for a printed piece
// keeps its shape only: "red (#d03030) on [1,0,0]; blue (#3050d0) on
// [0,0,0] [0,1,0]", or "" for an unpainted piece. Cells are the piece's
// own coordinates, as drawn.
func PaintNote(p *solver.Puzzle, i int) string {
	var parts []string
	for _, c := range p.Colors {
		cells := p.Pieces[i].Paint[c.Name]
		if len(cells) == 0 {
			continue
		}
		var at []string
		for _, cell := range cells {
			at = append(at, cell.String())
		}
		parts = append(parts, fmt.Sprintf("%s (%s) on %s", c.Name, c.RGB, strings.Join(at, " ")))
	}
	return strings.Join(parts, "; ")
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
