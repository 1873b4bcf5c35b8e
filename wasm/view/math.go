package view

import "math"

// mat4 is a 4x4 matrix in column-major order, as WebGL takes it.
type mat4 [16]float32

func (a mat4) mul(b mat4) mat4 {
	var c mat4
	for col := range 4 {
		for row := range 4 {
			var s float32
			for k := range 4 {
				s += a[k*4+row] * b[col*4+k]
			}
			c[col*4+row] = s
		}
	}
	return c
}

// apply maps a point, with w = 1, through the matrix.
func (a mat4) apply(p vec3) [4]float64 {
	v := [4]float64{p[0], p[1], p[2], 1}
	var out [4]float64
	for row := range 4 {
		for k := range 4 {
			out[row] += float64(a[k*4+row]) * v[k]
		}
	}
	return out
}

// perspective is a projection with a vertical field of view fovy
// (radians).
func perspective(fovy, aspect, near, far float64) mat4 {
	f := 1 / math.Tan(fovy/2)
	return mat4{
		float32(f / aspect), 0, 0, 0,
		0, float32(f), 0, 0,
		0, 0, float32((far + near) / (near - far)), -1,
		0, 0, float32(2 * far * near / (near - far)), 0,
	}
}

type vec3 [3]float64

func (a vec3) sub(b vec3) vec3      { return vec3{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a vec3) add(b vec3) vec3      { return vec3{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec3) scale(s float64) vec3 { return vec3{a[0] * s, a[1] * s, a[2] * s} }
func (a vec3) dot(b vec3) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec3) cross(b vec3) vec3 {
	return vec3{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}
func (a vec3) norm() vec3 {
	l := math.Sqrt(a.dot(a))
	if l == 0 {
		return a
	}
	return a.scale(1 / l)
}

// lookAt is the view matrix of a camera at eye looking at center.
func lookAt(eye, center, up vec3) mat4 {
	f := center.sub(eye).norm()
	s := f.cross(up).norm()
	u := s.cross(f)
	return mat4{
		float32(s[0]), float32(u[0]), float32(-f[0]), 0,
		float32(s[1]), float32(u[1]), float32(-f[1]), 0,
		float32(s[2]), float32(u[2]), float32(-f[2]), 0,
		float32(-s.dot(eye)), float32(-u.dot(eye)), float32(f.dot(eye)), 1,
	}
}

// The puzzle's z axis is drawn upwards by the rotation (x, y, z) ->
// (x, z, -y): a rotation, not a reflection, so that chiral pieces keep
// their hand. zUp is the same rotation as a matrix.
func toCamera(p vec3) vec3   { return vec3{p[0], p[2], -p[1]} }
func fromCamera(q vec3) vec3 { return vec3{q[0], -q[2], q[1]} }

var zUp = mat4{1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1}
