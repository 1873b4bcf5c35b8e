package solver

import "math"

// sphereSlides slides spheres as balls: along the six directions from a
// sphere to the spheres it touches, one unit being the step to the next
// place, and along the cube's three axes, two units to the next place,
// which lifts a layer off the one below. On the way a ball sweeps a
// capsule, and every place whose ball reaches into it must be empty: the
// place it moves to and the four balls it squeezes between.
var sphereSlides = &slides{
	axes:  sphereAxes[:],
	sweep: func(a int, _ Cell) []Cell { return sphereSweeps[a] },
}

var sphereAxes = [9]Cell{{2, 0, 0}, {0, 2, 0}, {0, 0, 2}, {1, 1, 0}, {1, -1, 0}, {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}}

// sphereSweeps lists for each axis the places, as offsets, whose balls
// come nearer the moving ball's centre line than a diameter (√2), the
// ball itself left out.
var sphereSweeps = func() (out [9][]Cell) {
	for a, d := range sphereAxes {
		for x := -2; x <= 3; x++ {
			for y := -2; y <= 3; y++ {
				for z := -2; z <= 3; z++ {
					q := Cell{x, y, z}
					if (x+y+z)&1 != 0 || q == (Cell{}) {
						continue
					}
					if segmentDistance2(q, d) < 2-1e-9 {
						out[a] = append(out[a], q)
					}
				}
			}
		}
	}
	return out
}()

// segmentDistance2 is the squared distance from q to the segment from
// the origin to d.
func segmentDistance2(q, d Cell) float64 {
	dd := float64(d[0]*d[0] + d[1]*d[1] + d[2]*d[2])
	t := math.Max(0, math.Min(1, float64(q[0]*d[0]+q[1]*d[1]+q[2]*d[2])/dd))
	s := 0.0
	for i := range 3 {
		v := float64(q[i]) - t*float64(d[i])
		s += v * v
	}
	return s
}
