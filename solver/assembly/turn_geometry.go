//go:build !page || turns

package assembly

import "math"

// A turn about an axis keeps every layer across the axis in its plane, so
// whether it can be made is a plane problem, one layer at a time: the
// squares of the turning cubes sweep about a point, and the turn is
// blocked where, at some angle on the way, one of them overlaps the
// inside of a square that stays. Two convex polygons start or stop
// overlapping only where a corner of one meets an edge of the other, and
// a corner turning about a point moves on a circle, so the angles where
// that can happen are those where the circle meets the edge. Between two
// such angles the polygons overlap throughout or not at all: the sweep is
// tested once inside each span, and at its end. Nothing is sampled.

// pt is a point of a layer, in cube widths.
type pt struct{ x, y float64 }

func (p pt) sub(q pt) pt        { return pt{p.x - q.x, p.y - q.y} }
func (p pt) add(q pt) pt        { return pt{p.x + q.x, p.y + q.y} }
func (p pt) dot(q pt) float64   { return p.x*q.x + p.y*q.y }
func (p pt) cross(q pt) float64 { return p.x*q.y - p.y*q.x }

// turned is p turned by angle a (radians, counterclockwise) about c.
func (p pt) turned(c pt, a float64) pt {
	s, k := math.Sincos(a)
	d := p.sub(c)
	return pt{c.x + k*d.x - s*d.y, c.y + s*d.x + k*d.y}
}

// poly is a convex polygon, its corners counterclockwise.
type poly []pt

// touchSlack is how far two polygons may press into each other and still
// count as touching: far below any gap a bevel leaves, far above the
// error of the arithmetic.
const touchSlack = 1e-9

// cellPoly is the unit square whose low corner is at lo, its corners cut
// by a flat at 45°, bevel wide along each side, where cut has the
// corner's bit: 1 for the low corner, 2 for (x+1, y), 4 for (x+1, y+1),
// 8 for (x, y+1).
func cellPoly(lo pt, bevel float64, cut uint8) poly {
	fx, fy := lo.x, lo.y
	corners := [4]pt{{fx, fy}, {fx + 1, fy}, {fx + 1, fy + 1}, {fx, fy + 1}}
	var out poly
	for k, c := range corners {
		if bevel <= 0 || cut&(1<<k) == 0 {
			out = append(out, c)
			continue
		}
		prev, next := corners[(k+3)%4], corners[(k+1)%4]
		out = append(out, c.add(prev.sub(c).scaled(bevel)), c.add(next.sub(c).scaled(bevel)))
	}
	return out
}

func (p pt) scaled(k float64) pt { return pt{p.x * k, p.y * k} }

// turnedPoly is p turned by a about c.
func (p poly) turned(c pt, a float64) poly {
	out := make(poly, len(p))
	for i, q := range p {
		out[i] = q.turned(c, a)
	}
	return out
}

// overlap reports whether the insides of two convex polygons overlap:
// no edge of either separates them.
func overlap(a, b poly) bool {
	return !separates(a, b) && !separates(b, a)
}

// separates reports whether the line of some edge of a has b wholly on
// its outer side (touching allowed).
func separates(a, b poly) bool {
	for i, p := range a {
		q := a[(i+1)%len(a)]
		e := q.sub(p)
		n := pt{e.y, -e.x}.scaled(1 / math.Hypot(e.x, e.y)) // outward
		lo := math.Inf(1)
		for _, r := range b {
			lo = min(lo, r.sub(p).dot(n))
		}
		if lo >= -touchSlack {
			return true
		}
	}
	return false
}

// sweepHits reports whether polygon m, turning about c by angle total
// (radians, counterclockwise when above 0), overlaps the inside of
// polygon f at some angle after the start, the end included. m and f do
// not overlap at the start.
func sweepHits(m, f poly, c pt, total float64) bool {
	// Too far apart to meet: f lies outside the circle m sweeps.
	reach := 0.0
	for _, p := range m {
		reach = max(reach, p.sub(c).dot(p.sub(c)))
	}
	if distSq(f, c) >= reach {
		return false
	}
	angles := []float64{0, math.Abs(total)}
	sign := 1.0
	if total < 0 {
		sign = -1
	}
	keep := func(a float64) {
		// a is where m's point must turn to, counterclockwise; as a
		// distance along the turn's own direction:
		a = math.Mod(sign*a, 2*math.Pi)
		if a < 0 {
			a += 2 * math.Pi
		}
		if a > 0 && a < math.Abs(total) {
			angles = append(angles, a)
		}
	}
	// A corner of m meets an edge of f.
	for _, v := range m {
		from := math.Atan2(v.y-c.y, v.x-c.x)
		for _, q := range circleMeetsEdges(c, v.sub(c).dot(v.sub(c)), f) {
			keep(math.Atan2(q.y-c.y, q.x-c.x) - from)
		}
	}
	// A corner of f meets an edge of m: m's point q comes to w.
	for _, w := range f {
		to := math.Atan2(w.y-c.y, w.x-c.x)
		for _, q := range circleMeetsEdges(c, w.sub(c).dot(w.sub(c)), m) {
			keep(to - math.Atan2(q.y-c.y, q.x-c.x))
		}
	}
	// A few dozen at most: sorted in place, without pulling a sort for
	// floats into the page's program (13 kB).
	for i := 1; i < len(angles); i++ {
		for j := i; j > 0 && angles[j] < angles[j-1]; j-- {
			angles[j], angles[j-1] = angles[j-1], angles[j]
		}
	}
	for i := 1; i < len(angles); i++ {
		if mid := (angles[i-1] + angles[i]) / 2; angles[i]-angles[i-1] > 1e-12 && overlap(m.turned(c, sign*mid), f) {
			return true
		}
	}
	return overlap(m.turned(c, total), f)
}

// circleMeetsEdges lists the points where the circle about c of squared
// radius rr meets the edges of p.
func circleMeetsEdges(c pt, rr float64, p poly) []pt {
	var out []pt
	for i, a := range p {
		b := p[(i+1)%len(p)]
		// |a + s(b-a) - c|² = rr, s in [0, 1].
		d, e := b.sub(a), a.sub(c)
		qa, qb, qc := d.dot(d), 2*d.dot(e), e.dot(e)-rr
		disc := qb*qb - 4*qa*qc
		if disc < 0 {
			continue
		}
		root := math.Sqrt(disc)
		for _, s := range [2]float64{(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)} {
			if s >= -1e-12 && s <= 1+1e-12 {
				out = append(out, a.add(d.scaled(s)))
			}
		}
	}
	return out
}

// distSq is the squared distance from c to the nearest point of p.
func distSq(p poly, c pt) float64 {
	inside := true
	best := math.Inf(1)
	for i, a := range p {
		b := p[(i+1)%len(p)]
		d := b.sub(a)
		if d.cross(c.sub(a)) < 0 {
			inside = false
		}
		s := max(0, min(1, c.sub(a).dot(d)/d.dot(d)))
		e := a.add(d.scaled(s)).sub(c)
		best = min(best, e.dot(e))
	}
	if inside {
		return 0
	}
	return best
}
