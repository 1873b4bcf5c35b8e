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
uniform mat4 uProj;
uniform mat4 uView;
varying vec3 vNormal;
varying vec4 vEdge;
varying vec3 vColor;
void main() {
  gl_Position = uProj * uView * vec4(aPos + aOffset, 1.0);
  vNormal = aNormal;
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

func (v *Viewer) setup() error {
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
	vs, err := compile(gl.Get("VERTEX_SHADER"), vertexShader)
	if err != nil {
		return err
	}
	fs, err := compile(gl.Get("FRAGMENT_SHADER"), fragmentShader)
	if err != nil {
		return err
	}
	v.program = gl.Call("createProgram")
	gl.Call("attachShader", v.program, vs)
	gl.Call("attachShader", v.program, fs)
	gl.Call("linkProgram", v.program)
	if !gl.Call("getProgramParameter", v.program, gl.Get("LINK_STATUS")).Bool() {
		return errors.New("program: " + gl.Call("getProgramInfoLog", v.program).String())
	}
	for _, a := range []string{"aPos", "aNormal", "aEdge", "aOffset", "aColor"} {
		v.attrs[a] = gl.Call("getAttribLocation", v.program, a).Int()
	}
	for _, u := range []string{"uProj", "uView", "uLight", "uPx"} {
		v.uniforms[u] = gl.Call("getUniformLocation", v.program, u)
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

// attrib points an attribute at the bound buffer; divisor 1 steps it once
// per instance.
func (v *Viewer) attrib(name string, size, stride, offset, divisor int) {
	gl := v.gl
	loc := v.attrs[name]
	if loc < 0 {
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
