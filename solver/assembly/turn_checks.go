//go:build !page || turns

package assembly

import (
	"math"
	"sync"

	"github.com/cubist/cubist/solver"
)

// The checks a candidate turn passes, cheapest first: where its cubes
// land and arrive (lands), where their centres pass (clears), and the
// exact sweep of every square past the squares it can meet (hits).

// lands reports whether the group's cells end on cells no other piece
// holds, and arrive there without pressing into a neighbour at the last:
// played backwards, the turn must start as startBound has it.
func (t *turner) lands(cells []solver.Cell, g uint64, ts turnSpec) bool {
	axis := int(ts.axis)
	for _, c := range cells { // first the cheap test, which most fail
		if t.occ.other(turnCell(c, axis, int(ts.q), ts.p), g) {
			return false
		}
	}
	back := int32(-1) // the way the turn goes played backwards
	if ts.q < 0 {
		back = 1
	}
	for _, c := range cells {
		e := turnCell(c, axis, int(ts.q), ts.p)
		for d, step := range directions {
			if d/2 == axis || !t.occ.other(e.Add(step), g) {
				continue
			}
			bound := startBound(axis, d, back)
			line := [4]int32{ts.p[0], ts.p[0], ts.p[1], ts.p[1]}
			narrow(&line, bound, int32(2*e[3-axis-d/2]+1), t.edgeHalf()) // along the other axis across
			if line[0] > line[1] || line[2] > line[3] {
				return false
			}
		}
	}
	return true
}

// clears reports whether no cube's centre, at seven angles through the
// turn (every eighth of the way), lies inside a cube of another
// piece: a quick test that turns the exact one will reject fail, most of
// them here.
func (t *turner) clears(cells []solver.Cell, g uint64, ts turnSpec) bool {
	axis := int(ts.axis)
	b, k := (axis+1)%3, (axis+2)%3
	px, py := float64(ts.p[0])/2, float64(ts.p[1])/2
	for _, f := range [7]float64{0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875} {
		sin, cos := math.Sincos(f * float64(ts.q) * math.Pi / 2)
		for _, c := range cells {
			x, y := float64(c[b])+0.5-px, float64(c[k])+0.5-py
			x, y = px+cos*x-sin*y, py+sin*x+cos*y
			fx, fy := math.Floor(x), math.Floor(y)
			if x-fx < 1e-6 || fx+1-x < 1e-6 || y-fy < 1e-6 || fy+1-y < 1e-6 {
				continue // on a cube's side: not inside
			}
			at := c
			at[b], at[k] = int(fx), int(fy)
			if t.occ.other(at, g) {
				return false
			}
		}
	}
	return true
}

// hits reports whether a square of the group's cells, on its way, meets
// the inside of a square of another piece in its layer.
func (t *turner) hits(cells []solver.Cell, g uint64, ts turnSpec) bool {
	axis := int(ts.axis)
	b, k := (axis+1)%3, (axis+2)%3
	for _, c := range cells {
		mx, my := int32(2*c[b]+1)-ts.p[0], int32(2*c[k]+1)-ts.p[1]
		var mcut uint8
		for _, d := range t.stencil(mx, my, int(ts.q)) {
			f := c
			f[b], f[k] = int((d[0]+ts.p[0]-1)/2), int((d[1]+ts.p[1]-1)/2)
			if !t.occ.other(f, g) {
				continue
			}
			if t.bevel <= 0 {
				return true
			}
			if mcut == 0 {
				mcut = t.occ.cuts(c, axis, t.bevel) | 1<<4 // found: bit 4 marks it known
			}
			if t.sweep(mx, my, d[0], d[1], int(ts.q), mcut&15, t.occ.cuts(f, axis, t.bevel)) {
				return true
			}
		}
	}
	return false
}

// stencils keeps every stencil made, for every disassembly on every
// goroutine: a stencil depends on the square and the turn alone.
var stencils sync.Map

// stencil lists the squares, their centres doubled from the line, that a
// sharp square whose centre is at (mx, my) meets on its way as it turns q
// quarters, and keeps the list. Bevelled squares meet some of them.
func (t *turner) stencil(mx, my int32, q int) [][2]int32 {
	key := uint64(uint16(mx))<<32 | uint64(uint16(my))<<16 | uint64(q+2)
	if s, ok := stencils.Load(key); ok {
		return s.([][2]int32)
	}
	var out [][2]int32
	m := cellPoly(pt{float64(mx-1) / 2, float64(my-1) / 2}, 0, 0)
	// Doubled, from the line: the square's far corner, and a square more.
	r := math.Hypot(float64(mx), float64(my))
	reach := 2 * (int32(r/2) + 3)
	from, turn := math.Atan2(float64(my), float64(mx)), float64(q)*math.Pi/2
	for dx := -reach + (mx & 1); dx <= reach; dx += 2 {
		for dy := -reach + (my & 1); dy <= reach; dy += 2 {
			// Squares whose centres lie 1.42 or more off the circle the
			// moving centre follows cannot meet it (2.83 doubled).
			d := math.Hypot(float64(dx), float64(dy))
			if d < r-2.83 || d > r+2.83 {
				continue
			}
			// Nor can squares beside the arc it sweeps: seen from the
			// line, each square lies within asin(1.42/distance) of its
			// centre's direction.
			if r > 5.7 && d > 5.7 {
				off := math.Asin(1.42/r) + math.Asin(1.42/d) + 1e-9
				a := math.Remainder(math.Atan2(float64(dy), float64(dx))-from, 2*math.Pi) // from -π to π
				lo, hi := min(0, turn), max(0, turn)
				if a < lo-off || a > hi+off {
					// A half turn sweeps to π either way: try the angle
					// the other way round too.
					if b := a + 2*math.Pi*math.Copysign(1, -a); b < lo-off || b > hi+off {
						continue
					}
				}
			}
			if dx == mx && dy == my {
				continue
			}
			// A square whose centre comes within a cube's width of the
			// moving centre meets it, their inscribed circles meeting:
			// no sweep needed.
			if arcDistance(float64(dx), float64(dy), float64(mx), float64(my), turn) < 2-1e-9 ||
				sweepHits(m, cellPoly(pt{float64(dx-1) / 2, float64(dy-1) / 2}, 0, 0), pt{}, turn) {
				out = append(out, [2]int32{dx, dy})
			}
		}
	}
	stencils.Store(key, out)
	return out
}

// arcDistance is how far the point (x, y) lies from the arc that the
// point (mx, my) follows turning by angle turn about the origin.
func arcDistance(x, y, mx, my, turn float64) float64 {
	a := math.Remainder(math.Atan2(y, x)-math.Atan2(my, mx), 2*math.Pi) // from -π to π
	if turn < 0 {
		a = -a
	}
	if a >= 0 && a <= math.Abs(turn) {
		return math.Abs(math.Hypot(x, y) - math.Hypot(mx, my))
	}
	// Beyond the arc: the nearer end.
	sin, cos := math.Sincos(turn)
	ex, ey := cos*mx-sin*my, sin*mx+cos*my
	return min(math.Hypot(x-mx, y-my), math.Hypot(x-ex, y-ey))
}

// sweep reports whether the square whose centre is at (mx, my), doubled,
// from the line, turning q quarters (counterclockwise when above 0),
// meets the square at (fx, fy); the squares' corners cut as cut says (see
// cellPoly).
func (t *turner) sweep(mx, my, fx, fy int32, q int, mcut, fcut uint8) bool {
	small := func(v int32) bool { return v > -128 && v < 128 }
	key := uint64(0)
	if small(mx) && small(my) && small(fx) && small(fy) {
		key = uint64(uint8(mx)) | uint64(uint8(my))<<8 | uint64(uint8(fx))<<16 | uint64(uint8(fy))<<24 |
			uint64(q+2)<<32 | uint64(mcut)<<36 | uint64(fcut)<<40 | 1<<48
		if hit, ok := t.memo[key]; ok {
			return hit
		}
	}
	m := cellPoly(pt{float64(mx-1) / 2, float64(my-1) / 2}, t.bevel, mcut)
	f := cellPoly(pt{float64(fx-1) / 2, float64(fy-1) / 2}, t.bevel, fcut)
	hit := sweepHits(m, f, pt{}, float64(q)*math.Pi/2)
	if key != 0 {
		t.memo[key] = hit
	}
	return hit
}
