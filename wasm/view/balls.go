//go:build js && wasm

package view

// The sphere grid's balls are drawn as impostors: each on a square facing
// the eye, where the fragment shader finds the ball's surface and its
// normal, so that a ball is round at any size for six vertices. A pyramid
// of 140 balls as meshes of 8 by 16 quadrilaterals took 117 ms a frame
// under SwiftShader, the Soma cube 50 (TestTurningAHundredSpheresStaysSmooth).

// ballVertexShader puts the square about the ball's centre in the view's
// axes, moved half a ball toward the eye so that its depth is the ball's
// front: balls of one size, which never cut into each other, then hide
// each other as the balls themselves would.
const ballVertexShader = `
attribute vec3 aPos;
attribute vec3 aOffset;
attribute vec3 aColor;
uniform mat4 uProj;
uniform mat4 uView;
varying vec2 vUV;
varying vec3 vColor;
void main() {
  vec4 c = uView * vec4(aOffset, 1.0);
  c.xy += 0.5 * aPos.xy;
  c.z += 0.5;
  gl_Position = uProj * c;
  vUV = aPos.xy;
  vColor = aColor;
}`

// ballFragmentShader lights the ball as the cells are lit, with uLight in
// the view's axes, and outlines its rim as the cells' edges are.
const ballFragmentShader = `
precision mediump float;
uniform vec3 uLight;
uniform float uPx;
varying vec2 vUV;
varying vec3 vColor;
void main() {
  float d = dot(vUV, vUV);
  if (d > 1.0) discard;
  vec3 n = vec3(vUV, sqrt(1.0 - d));
  float diffuse = max(dot(n, uLight), 0.0);
  vec3 c = vColor * (0.5 + 0.5 * diffuse);
  float e = 0.5 * (1.0 - sqrt(d)); // to the rim, in cube widths
  float ramp = max(0.75 * uPx, 0.004);
  c = mix(c * 0.3, c, smoothstep(0.02 - ramp, 0.02 + ramp, e));
  gl_FragColor = vec4(c, 1.0);
}`
