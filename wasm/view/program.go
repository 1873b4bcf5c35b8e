//go:build js && wasm

package view

import (
	"encoding/binary"
	"errors"
	"math"
	"syscall/js"
)

// The WebGL program: its shaders, compiling and linking them, and feeding
// them the cube mesh and the instances.

const vertexShader = `
attribute vec3 aPos;
attribute vec3 aNormal;
attribute vec4 aEdge;
attribute vec3 aOffset;
attribute vec3 aColor;
attribute vec4 aTurn; // a cube turning: a quaternion, about its centre
uniform mat4 uProj;
uniform mat4 uView;
varying vec3 vNormal;
varying vec4 vEdge;
varying vec3 vColor;
vec3 turn(vec3 v) { return v + 2.0 * cross(aTurn.xyz, cross(aTurn.xyz, v) + aTurn.w * v); }
void main() {
  gl_Position = uProj * uView * vec4(turn(aPos - 0.5) + 0.5 + aOffset, 1.0);
  vNormal = turn(aNormal);
  vEdge = aEdge;
  vColor = aColor;
}`

const fragmentShader = `
precision mediump float;
uniform vec3 uLight;
uniform float uPx; // a pixel of the drawing buffer, in cube widths, where the view looks
varying vec3 vNormal;
varying vec4 vEdge;
varying vec3 vColor;
void main() {
  float diffuse = max(dot(normalize(vNormal), uLight), 0.0);
  vec3 c = vColor * (0.5 + 0.5 * diffuse);
  // The distance to the nearest outlined edge of the face, in cube widths.
  float e = min(min(vEdge.x, vEdge.y), min(vEdge.z, vEdge.w));
  // The outline is a fixed width, with an edge about a pixel wide at any
  // size of picture: sharp in a 2048-pixel export too.
  float ramp = max(0.75 * uPx, 0.004);
  c = mix(c * 0.3, c, smoothstep(0.045 - ramp, 0.045 + ramp, e));
  gl_FragColor = vec4(c, 1.0);
}`

// glProgram is a linked program, and where its attributes and uniforms
// are.
type glProgram struct {
	p        js.Value
	attrs    map[string]int
	uniforms map[string]js.Value
}

// link compiles and links a program from its two shaders.
func (v *Viewer) link(vertex, fragment string, attrs, uniforms []string) (glProgram, error) {
	gl := v.gl
	compile := func(kind js.Value, src string) (js.Value, error) {
		sh := gl.Call("createShader", kind)
		gl.Call("shaderSource", sh, src)
		gl.Call("compileShader", sh)
		if !gl.Call("getShaderParameter", sh, gl.Get("COMPILE_STATUS")).Bool() {
			return js.Value{}, errors.New("shader: " + gl.Call("getShaderInfoLog", sh).String())
		}
		return sh, nil
	}
	pr := glProgram{attrs: map[string]int{}, uniforms: map[string]js.Value{}}
	vs, err := compile(gl.Get("VERTEX_SHADER"), vertex)
	if err != nil {
		return pr, err
	}
	fs, err := compile(gl.Get("FRAGMENT_SHADER"), fragment)
	if err != nil {
		return pr, err
	}
	pr.p = gl.Call("createProgram")
	gl.Call("attachShader", pr.p, vs)
	gl.Call("attachShader", pr.p, fs)
	gl.Call("linkProgram", pr.p)
	if !gl.Call("getProgramParameter", pr.p, gl.Get("LINK_STATUS")).Bool() {
		return pr, errors.New("program: " + gl.Call("getProgramInfoLog", pr.p).String())
	}
	for _, a := range attrs {
		pr.attrs[a] = gl.Call("getAttribLocation", pr.p, a).Int()
	}
	for _, u := range uniforms {
		pr.uniforms[u] = gl.Call("getUniformLocation", pr.p, u)
	}
	return pr, nil
}

func (v *Viewer) setup() error {
	gl := v.gl
	var err error
	v.cells, err = v.link(vertexShader, fragmentShader, []string{"aPos", "aNormal", "aEdge", "aOffset", "aColor", "aTurn"}, []string{"uProj", "uView", "uLight", "uPx"})
	if err != nil {
		return err
	}
	v.balls, err = v.link(ballVertexShader, ballFragmentShader, []string{"aPos", "aOffset", "aColor"}, []string{"uProj", "uView", "uLight", "uPx"})
	if err != nil {
		return err
	}
	v.meshBufs, v.meshSizes = nil, nil // made again for the new context
	v.instBuf = gl.Call("createBuffer")
	gl.Call("enable", gl.Get("DEPTH_TEST"))
	return nil
}

// syncMeshes uploads the meshes of shapes the geometry has made since the
// last call.
func (v *Viewer) syncMeshes() {
	gl := v.gl
	meshes := v.geo.meshes()
	for _, m := range meshes[len(v.meshBufs):] {
		buf := gl.Call("createBuffer")
		gl.Call("bindBuffer", gl.Get("ARRAY_BUFFER"), buf)
		gl.Call("bufferData", gl.Get("ARRAY_BUFFER"), float32Array(m), gl.Get("STATIC_DRAW"))
		v.meshBufs = append(v.meshBufs, buf)
		v.meshSizes = append(v.meshSizes, len(m)/10)
	}
}

// use makes pr the program drawn with, with only its attributes on.
func (v *Viewer) use(pr glProgram) {
	gl := v.gl
	gl.Call("useProgram", pr.p)
	for loc := range 8 {
		gl.Call("disableVertexAttribArray", loc)
	}
}

// attrib points an attribute of pr at the bound buffer; divisor 1 steps
// it once per instance.
func (v *Viewer) attrib(pr glProgram, name string, size, stride, offset, divisor int) {
	gl := v.gl
	loc, ok := pr.attrs[name]
	if !ok || loc < 0 {
		return
	}
	gl.Call("enableVertexAttribArray", loc)
	gl.Call("vertexAttribPointer", loc, size, gl.Get("FLOAT"), false, stride, offset)
	if v.webgl2 {
		gl.Call("vertexAttribDivisor", loc, divisor)
	} else {
		v.instanced.Call("vertexAttribDivisorANGLE", loc, divisor)
	}
}

func float32Array(v []float32) js.Value {
	b := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
	}
	u8 := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u8, b)
	return js.Global().Get("Float32Array").New(u8.Get("buffer"))
}
