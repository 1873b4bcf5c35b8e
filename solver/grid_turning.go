package solver

import (
	"errors"
	"fmt"
	"math"
)

// The editor's turns and mirror images on every grid: one of the grid's
// own transforms, found by how it moves the cells' solids (CellShape),
// and the result moved back by the grid's translations.

// Turning returns the map that turns cells a quarter turn about axis (0
// x, 1 y, 2 z) by the right hand rule, or on the other grids by the
// least turn the grid has about it, counter-clockwise seen from the
// axis's end; with mirror, the reflection across the plane across axis.
// The cells' least corner stays in place, as near as the grid's
// translations allow. It says so, naming the grid, where the grid has no
// such turn, and where the shape does not land on the grid.
func (g *Grid) Turning(cells []Cell, axis int, mirror bool) (func(Cell) Cell, error) {
	u, ok := g.turnAbout(axis, mirror)
	if !ok {
		what := "turn"
		if mirror {
			what = "mirror"
		}
		return nil, fmt.Errorf("the %s grid has no such %s", g.name, what)
	}
	f, ok := g.moving(cells, u)
	if !ok {
		return nil, errors.New("the shape does not land on the grid")
	}
	return f, nil
}

// turnAbout returns the transform of the grid that turns about axis by
// the least angle, counter-clockwise seen from the axis's end, or with
// mirror the one that reflects across the plane across axis; false where
// the grid has none.
func (g *Grid) turnAbout(axis int, mirror bool) (int, bool) {
	// A cell and three neighbours that do not lie in one plane.
	var probe []Cell
	for i := 0; len(probe) == 0; i++ {
		if c := (Cell{i % 7, i / 7 % 7, i / 49}); g.Valid(c) {
			probe = append(probe, c)
		}
	}
	at := func(c Cell) [3]float64 { return g.CellShape(c).Centre }
	var from [][3]float64
	for _, n := range g.Neighbors(probe[0]) {
		d := sub3(at(n), at(probe[0]))
		if len(from) == 1 && dot3(cross3(from[0], d), cross3(from[0], d)) < 1e-12 ||
			len(from) == 2 && math.Abs(det3([3][3]float64{from[0], from[1], d})) < 1e-6 {
			continue // along the first, or in the plane of the first two
		}
		if len(from) < 3 {
			probe, from = append(probe, n), append(from, d)
		}
	}
	best, bestAngle := -1, 7.0
	for u := range g.Transforms() {
		if g.Proper(u) == mirror {
			continue
		}
		img, ok := g.Image(u, probe)
		if !ok {
			continue
		}
		var to [3][3]float64
		for i := range 3 {
			to[i] = sub3(at(img[i+1]), at(img[0]))
		}
		r := fitMap([3][3]float64(from), to)
		b, c := (axis+1)%3, (axis+2)%3
		if mirror {
			if near(r, reflection(axis)) {
				return u, true
			}
			continue
		}
		// A turn about axis keeps it and turns the plane across it.
		if math.Abs(r[axis][axis]-1) > 1e-6 || math.Abs(r[b][axis]) > 1e-6 || math.Abs(r[c][axis]) > 1e-6 {
			continue
		}
		angle := math.Atan2(r[c][b], r[b][b])
		if angle < 0 {
			angle += 2 * math.Pi
		}
		if angle > 1e-6 && angle < bestAngle {
			best, bestAngle = u, angle
		}
	}
	return best, best >= 0
}

// moving returns the map of cells through the grid's transform u,
// moved back by a translation of the grid so that the cells' least
// corner stays where it was, as near as the grid allows.
func (g *Grid) moving(cells []Cell, u int) (func(Cell) Cell, bool) {
	img, ok := g.Image(u, cells)
	if !ok || len(cells) == 0 {
		return nil, false
	}
	by := g.Shift(cells).Sub(g.Shift(img))
	to := make(map[Cell]Cell, len(cells))
	for i, c := range cells {
		to[c] = img[i].Add(by)
	}
	return func(c Cell) Cell { return to[c] }, true
}

// fitMap returns the linear map that takes each row of from to the same
// row of to: to = from·Mᵀ, so M = toᵀ·(fromᵀ)⁻¹.
func fitMap(from, to [3][3]float64) [3][3]float64 {
	inv := inverse3(transpose3(from))
	var m [3][3]float64
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				m[i][j] += to[k][i] * inv[k][j]
			}
		}
	}
	return m
}

func reflection(axis int) [3][3]float64 {
	r := [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	r[axis][axis] = -1
	return r
}

func near(a, b [3][3]float64) bool {
	for i := range 3 {
		for j := range 3 {
			if math.Abs(a[i][j]-b[i][j]) > 1e-6 {
				return false
			}
		}
	}
	return true
}

func transpose3(a [3][3]float64) [3][3]float64 {
	var t [3][3]float64
	for i := range 3 {
		for j := range 3 {
			t[i][j] = a[j][i]
		}
	}
	return t
}

func det3(a [3][3]float64) float64 {
	return a[0][0]*(a[1][1]*a[2][2]-a[1][2]*a[2][1]) - a[0][1]*(a[1][0]*a[2][2]-a[1][2]*a[2][0]) + a[0][2]*(a[1][0]*a[2][1]-a[1][1]*a[2][0])
}

func inverse3(a [3][3]float64) [3][3]float64 {
	d := det3(a)
	var m [3][3]float64
	for i := range 3 {
		for j := range 3 {
			// The cofactor of a[j][i], over the determinant.
			r0, r1 := (j+1)%3, (j+2)%3
			c0, c1 := (i+1)%3, (i+2)%3
			m[i][j] = (a[r0][c0]*a[r1][c1] - a[r0][c1]*a[r1][c0]) / d
		}
	}
	return m
}
