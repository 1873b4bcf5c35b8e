//go:build js && wasm

package view

import (
	"fmt"
	"math"
)

// Where the view looks from, and what a point of the canvas shows: the
// camera framing the scene in the view's own shape, the ray through a
// point, and the record of the drawn box that tests read.

// fovy is the vertical field of view, in radians.
const fovy = 0.6

// margin is the room around the scene's bounding sphere at zoom 1.
const margin = 1.06

// camera returns the eye and the point looked at, in camera space (y up),
// and their distance: far enough, at zoom 1, that the scene's bounding
// sphere fits the narrower of the view's two fields, so that a tall view
// on a phone cuts nothing off at the sides.
func (v *Viewer) camera(aspect float64) (eye, target vec3, dist float64) {
	half := fovy / 2
	if aspect < 1 {
		half = math.Atan(math.Tan(half) * aspect)
	}
	dist = margin * v.radius / math.Sin(half) / v.zoom
	dir := vec3{math.Cos(v.pitch) * math.Sin(v.yaw), math.Sin(v.pitch), math.Cos(v.pitch) * math.Cos(v.yaw)}
	target = toCamera(v.center.add(v.offset).add(v.pan))
	return target.add(dir.scale(dist)), target, dist
}

// PieceAt returns the piece drawn at a point of the canvas, in CSS pixels
// from its top left corner, or -1.
func (v *Viewer) PieceAt(x, y float64) int {
	origin, dir, ok := v.ray(x, y)
	if !ok {
		return -1
	}
	i, _ := hit(v.geo, v.drawn, v.kinds, origin, dir)
	if i < 0 {
		return -1
	}
	return v.cubes[v.shown[i]].Piece
}

// FaceAt returns the cube of the scene drawn at a point of the canvas, and
// the outward normal of the face the point is on; ok is false where no
// cube is drawn. On the other grids, normal is the move from the cell to
// its neighbour beyond that face.
func (v *Viewer) FaceAt(x, y float64) (cube Cube, normal [3]int, ok bool) {
	origin, dir, ok := v.ray(x, y)
	if !ok {
		return cube, normal, false
	}
	i, face := hit(v.geo, v.drawn, v.kinds, origin, dir)
	if i < 0 {
		return cube, normal, false
	}
	cube = v.cubes[v.shown[i]]
	if v.geo != nil {
		taken := map[[3]int]bool{}
		for _, c := range v.cubes {
			taken[c.At] = true
		}
		return cube, v.geo.step(cube.At, face, func(c [3]int) bool { return taken[c] }), true
	}
	return cube, [3]int{int(face[0]), int(face[1]), int(face[2])}, true
}

// ray is the line of sight through a point of the canvas, in the scene's
// axes.
func (v *Viewer) ray(x, y float64) (origin, dir vec3, ok bool) {
	top, bottom := v.region()
	w, h := v.canvas.Get("clientWidth").Float(), v.canvas.Get("clientHeight").Float()-top-bottom
	if w <= 0 || h <= 0 {
		return origin, dir, false
	}
	eye, target, _ := v.camera(w / h)
	f := target.sub(eye).norm()
	s := f.cross(vec3{0, 1, 0}).norm()
	u := s.cross(f)
	k := math.Tan(fovy / 2)
	nx, ny := 2*x/w-1, 1-2*(y-top)/h
	d := f.add(s.scale(nx * k * w / h)).add(u.scale(ny * k))
	return fromCamera(eye), fromCamera(d), true
}

// region gives the CSS pixels at the top and bottom of the canvas that the
// scene is framed without: Insets, on screen, while they leave at least
// half the canvas; none in a picture drawn for export.
func (v *Viewer) region() (top, bottom float64) {
	if v.Insets == nil || v.width != 0 {
		return 0, 0
	}
	top, bottom = v.Insets()
	if h := v.canvas.Get("clientHeight").Float(); top < 0 || bottom < 0 || top+bottom > h/2 {
		return 0, 0
	}
	return top, bottom
}

// recordFrame writes, as the canvas's data-frame attribute, the box in
// CSS pixels that the drawn cubes cover ("left top right bottom"), and
// as data-region the part of the canvas the scene is framed in: tests
// check that a scene is never cut off or drawn under a legend.
func (v *Viewer) recordFrame(m mat4, top, bottom float64) {
	w, h := v.canvas.Get("clientWidth").Float(), v.canvas.Get("clientHeight").Float()
	lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
	for i := 0; i+2 < len(v.drawn); i += instFloats {
		at := vec3{float64(v.drawn[i]), float64(v.drawn[i+1]), float64(v.drawn[i+2])}
		for _, q := range v.geo.hull(v.kinds[i/instFloats]) {
			c := m.apply(at.add(q))
			if c[3] <= 0 {
				continue // behind the eye
			}
			x, y := (c[0]/c[3]+1)/2*w, top+(1-c[1]/c[3])/2*(h-top-bottom)
			lo, hi = [2]float64{min(lo[0], x), min(lo[1], y)}, [2]float64{max(hi[0], x), max(hi[1], y)}
		}
	}
	v.canvas.Call("setAttribute", "data-frame", fmt.Sprintf("%.1f %.1f %.1f %.1f", lo[0], lo[1], hi[0], hi[1]))
	v.canvas.Call("setAttribute", "data-region", fmt.Sprintf("0 %.1f %.1f %.1f", top, w, h-bottom))
}
