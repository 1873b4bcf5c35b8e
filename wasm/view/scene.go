package view

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// Cube is one unit cube of the scene.
type Cube struct {
	// At is the cube's cell.
	At [3]int
	// Piece is the index of the piece the cube belongs to.
	Piece int
	// Color is the cube's colour, each channel from 0 to 1.
	Color [3]float32
	// Cell is the cell of its piece that the cube shows, and Turn how the
	// piece is turned to be shown, where a scene lays pieces out (Parts):
	// a click on a face can then say which cell of the piece lies beyond.
	Cell solver.Cell
	Turn solver.Transform
}

// PieceState changes how one piece is drawn.
type PieceState struct {
	// Hidden leaves the piece out.
	Hidden bool
	// Lift raises the piece by this many cube widths, as it is lowered
	// into place.
	Lift float64
	// Faded draws the piece pale, to set others off.
	Faded bool
	// Shift moves the piece by this many cube widths along x, y and z, as
	// it slides out of the puzzle; on the other grids, by this much in
	// the grid's own coordinates, as a cell is written.
	Shift [3]float64
	// Turned, when not nil, places a piece of cubes that has turned,
	// before Shift moves it.
	Turned *Turned
}

// Turned places the cubes of a piece that has turned: a cube whose
// centre was at p is at M·p + T, in cube widths, itself turned by the
// quaternion Q (x, y, z, w) about its centre.
type Turned struct {
	M [3][3]float64
	T [3]float64
	Q [4]float64
}

// instFloats is the floats of one instance: where its shape goes, its
// colour, and how it is turned.
const instFloats = 10

// frame is what the view frames: a sphere of radius reach about the
// centre of the cubes' box moved by offset.
type frame struct {
	reach  float64
	offset vec3
}

// instances lays out the cubes for drawing: per cube its position, moved
// out from the scene's centre by explode times its piece's offset from it,
// and its colour, and which of cubes each drawn one is. It also returns the
// frame that holds the scene. Hidden pieces count where they would be,
// unmoved, so that the view does not jump as a puzzle is built; a piece
// sliding out counts both where it started and where it is now, so that
// the whole scene stays in view as the puzzle is taken apart, the frame's
// centre moving to the middle of all of it.
//
// Cubes are cells of geo's grid (nil for cubes); an instance's position is
// where geo puts its cell's shape, and kinds gives each drawn one's shape.
func instances(geo *geometry, cubes []Cube, explode float64, states map[int]PieceState) (data []float32, shown []int, kinds []int, fr frame) {
	var center vec3
	pieceSum := map[int]vec3{}
	pieceN := map[int]float64{}
	corner := geo.corner()
	for _, c := range cubes {
		p := geo.place(c.At).at
		center = center.add(p)
		pieceSum[c.Piece] = pieceSum[c.Piece].add(p)
		pieceN[c.Piece]++
	}
	if len(cubes) > 0 {
		center = center.scale(1 / float64(len(cubes)))
	}
	focus := centerOf(geo, cubes)
	framed := make([]vec3, 0, len(cubes))
	moved := false
	out := make([]float32, 0, instFloats*len(cubes))
	for i, c := range cubes {
		shift := pieceSum[c.Piece].scale(1 / pieceN[c.Piece]).sub(center).scale(explode)
		st := states[c.Piece]
		pl := geo.place(c.At)
		turn := [4]float64{0, 0, 0, 1}
		if tr := st.Turned; tr != nil {
			var at vec3
			for r := range 3 {
				at[r] = tr.M[r][0]*pl.at[0] + tr.M[r][1]*pl.at[1] + tr.M[r][2]*pl.at[2] + tr.T[r]
			}
			pl.at, turn = at, tr.Q
		}
		mid := pl.at.add(shift)
		if st.Hidden {
			framed = append(framed, mid)
			continue
		}
		framed = append(framed, mid)
		if st.Shift != ([3]float64{}) {
			by := geo.world(st.Shift)
			shift = shift.add(by)
			framed = append(framed, mid.add(by))
			moved = true
		}
		col := c.Color
		if st.Faded {
			for i := range col {
				col[i] = 0.75 + 0.25*col[i]
			}
		}
		at := pl.at.sub(corner).add(shift)
		out = append(out, float32(at[0]), float32(at[1]), float32(at[2]+st.Lift), col[0], col[1], col[2],
			float32(turn[0]), float32(turn[1]), float32(turn[2]), float32(turn[3]))
		shown = append(shown, i)
		kinds = append(kinds, pl.kind)
	}
	if moved {
		lo, hi := framed[0], framed[0]
		for _, p := range framed {
			for a := range 3 {
				lo[a], hi[a] = min(lo[a], p[a]), max(hi[a], p[a])
			}
		}
		fr.offset = lo.add(hi).scale(0.5).sub(focus)
	}
	for _, p := range framed {
		d := p.sub(focus.add(fr.offset))
		fr.reach = max(fr.reach, math.Sqrt(d.dot(d))+geo.margin())
	}
	return out, shown, kinds, fr
}

// byShape orders the instances by shape, keeping their order within
// each, and returns each run of one shape as its shape, first instance
// and count.
func byShape(data []float32, shown, kinds []int) ([]float32, []int, []int, [][3]int) {
	// A counting sort: shapes are few.
	n := len(shown)
	var first []int
	for _, k := range kinds {
		for k >= len(first) {
			first = append(first, 0)
		}
		first[k]++
	}
	for k, at := 0, 0; k < len(first); k++ {
		first[k], at = at, at+first[k]
	}
	order := make([]int, n)
	for i, k := range kinds {
		order[first[k]] = i
		first[k]++
	}
	d, s, k := make([]float32, 0, len(data)), make([]int, n), make([]int, n)
	var runs [][3]int
	for j, i := range order {
		d = append(d, data[instFloats*i:instFloats*(i+1)]...)
		s[j], k[j] = shown[i], kinds[i]
		if j == 0 || k[j] != k[j-1] {
			runs = append(runs, [3]int{k[j], j, 0})
		}
		runs[len(runs)-1][2]++
	}
	return d, s, k, runs
}

// hit returns the nearest drawn cell that the ray from origin along dir
// hits, as its index among the instances, or -1, and the outward normal
// of the face it enters by. data and kinds are laid out as instances
// makes them.
func hit(geo *geometry, data []float32, kinds []int, origin, dir vec3) (best int, face vec3) {
	best, bestT := -1, math.Inf(1)
	for i := range len(data) / instFloats {
		lo := vec3{float64(data[instFloats*i]), float64(data[instFloats*i+1]), float64(data[instFloats*i+2])}
		if geo != nil {
			if t, n, ok := geo.shapes[kinds[i]].hit(origin, dir, lo); ok && t < bestT {
				best, bestT, face = i, t, n
			}
			continue
		}
		if t, f, ok := hitBox(origin, dir, lo, lo.add(vec3{1, 1, 1})); ok && t < bestT {
			best, bestT, face = i, t, vec3{float64(f[0]), float64(f[1]), float64(f[2])}
		}
	}
	return best, face
}

// hitBox intersects a ray with a box by the slab method and returns the
// distance along the ray to where it enters, and the outward normal of
// the face it enters by.
func hitBox(origin, dir, lo, hi vec3) (float64, [3]int, bool) {
	var face [3]int
	tmin, tmax := math.Inf(-1), math.Inf(1)
	for i := range 3 {
		if dir[i] == 0 {
			if origin[i] < lo[i] || origin[i] > hi[i] {
				return 0, face, false
			}
			continue
		}
		t1, t2 := (lo[i]-origin[i])/dir[i], (hi[i]-origin[i])/dir[i]
		if near := math.Min(t1, t2); near > tmin {
			tmin = near
			face = [3]int{}
			face[i] = 1 // entering through the high side, going down
			if dir[i] > 0 {
				face[i] = -1
			}
		}
		tmax = math.Min(tmax, math.Max(t1, t2))
	}
	return tmin, face, tmax >= math.Max(tmin, 0)
}

// centerOf returns the centre of the box about the cells' centres.
func centerOf(geo *geometry, cubes []Cube) vec3 {
	if len(cubes) == 0 {
		return vec3{}
	}
	lo := geo.place(cubes[0].At).at
	hi := lo
	for _, c := range cubes {
		p := geo.place(c.At).at
		for i := range 3 {
			lo[i], hi[i] = min(lo[i], p[i]), max(hi[i], p[i])
		}
	}
	return lo.add(hi).scale(0.5)
}

// cubeMesh is a unit cube: per vertex its position, normal and distances
// to its face's four edges.
func cubeMesh() []float32 {
	var out []float32
	// Each face: normal axis and sign; the two other axes span it.
	for axis := range 3 {
		for _, side := range []float32{0, 1} {
			u, w := (axis+1)%3, (axis+2)%3
			corner := func(a, b float32) []float32 {
				var p, n [3]float32
				p[axis], p[u], p[w] = side, a, b
				n[axis] = 2*side - 1
				return []float32{p[0], p[1], p[2], n[0], n[1], n[2], a, 1 - a, b, 1 - b}
			}
			quad := [][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}}
			for _, q := range quad {
				out = append(out, corner(q[0], q[1])...)
			}
		}
	}
	return out
}
