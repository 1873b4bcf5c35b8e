//go:build js && wasm

package view

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/cubist/cubist/solver"
)

// Viewer draws a scene on one canvas.
type Viewer struct {
	canvas, gl js.Value
	instanced  js.Value // the ANGLE_instanced_arrays extension under WebGL1
	webgl2     bool
	cells      glProgram // draws the cells' meshes
	balls      glProgram // draws balls, on the sphere grid
	instBuf    js.Value
	meshBufs   []js.Value // by shape
	meshSizes  []int      // vertices, by shape

	geo     *geometry // nil for cubes
	cubes   []Cube
	states  map[int]PieceState
	drawn   []float32 // instance data as uploaded
	shown   []int     // per drawn instance, its index in cubes
	kinds   []int     // per drawn instance, its shape
	runs    [][3]int  // shape, first instance and count of each run of instances of one shape
	explode float64
	center  vec3
	radius  float64 // of the sphere framed now
	offset  vec3    // of the framed sphere's centre from center, now
	aim     frame   // the frame the view moves to
	yaw     float64
	pitch   float64
	zoom    float64
	pan     vec3
	pending bool
	frame   js.Func
	lost    bool // the browser took the WebGL context away
	width   int  // the drawing buffer's width for an export; 0 on screen

	// OnClick, if set, is called for a click or tap that did not turn the
	// view, with the point in CSS pixels from the canvas's top left. held
	// is set for a click with Shift, Alt, Ctrl or Cmd held, or a long
	// press of a finger.
	OnClick func(x, y float64, held bool)
	// Insets, if set, gives the CSS pixels at the top and the bottom of
	// the canvas that other elements cover, such as a legend laid over
	// it: the scene is framed between them.
	Insets func() (top, bottom float64)
	// WheelScrollsPage lets the mouse wheel scroll the page past the view,
	// as in a blog post, unless Ctrl is held (a trackpad pinch) or the
	// view was pressed since the pointer came over it.
	WheelScrollsPage bool
	active           bool // pressed since the pointer came over it
}

// New sets up WebGL on the canvas: WebGL2, or WebGL1 where WebGL2 is
// missing or webgl1 asks for it. The canvas's data-webgl attribute says
// which it got.
func New(canvas js.Value, webgl1 bool) (*Viewer, error) {
	v := &Viewer{canvas: canvas}
	opts := js.Global().Get("Object").New()
	opts.Set("antialias", true)
	opts.Set("preserveDrawingBuffer", true) // for PNG export and pixel checks
	// A canvas gives one kind of context: ask for WebGL2 only if wanted.
	var gl js.Value
	if !webgl1 {
		gl = canvas.Call("getContext", "webgl2", opts)
	}
	if gl.Truthy() {
		v.gl, v.webgl2 = gl, true
	} else if gl := canvas.Call("getContext", "webgl", opts); gl.Truthy() {
		v.gl = gl
		v.instanced = gl.Call("getExtension", "ANGLE_instanced_arrays")
		if !v.instanced.Truthy() {
			return nil, errors.New("this browser's WebGL cannot draw instances")
		}
	} else {
		return nil, errors.New("this browser has no WebGL")
	}
	if err := v.setup(); err != nil {
		return nil, err
	}
	canvas.Call("setAttribute", "data-webgl", map[bool]string{true: "2", false: "1"}[v.webgl2])
	if !canvas.Call("hasAttribute", "tabindex").Bool() {
		canvas.Call("setAttribute", "tabindex", "0") // arrow keys turn it
	}
	v.Reset()
	v.frame = js.FuncOf(func(js.Value, []js.Value) any {
		v.pending = false
		moving := v.glide()
		v.draw()
		if moving {
			v.Redraw()
		}
		return nil
	})
	v.listen()
	v.keepThroughContextLoss()
	// A canvas whose size on screen changes (the window, the layout, a
	// part of the page shown again) is drawn again at its new size.
	if ro := js.Global().Get("ResizeObserver"); ro.Truthy() {
		ro.New(js.FuncOf(func(js.Value, []js.Value) any {
			v.Redraw()
			return nil
		})).Call("observe", canvas)
	}
	// The background follows the system's light or dark mode.
	if mq := js.Global().Call("matchMedia", "(prefers-color-scheme: dark)"); mq.Truthy() {
		mq.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
			v.Redraw()
			return nil
		}))
	}
	return v, nil
}

// keepThroughContextLoss draws again when the browser gives back a WebGL
// context it took away, as it does after a GPU reset or when a page holds
// too many.
func (v *Viewer) keepThroughContextLoss() {
	v.canvas.Call("addEventListener", "webglcontextlost", js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("preventDefault") // asks for the context back
		v.lost = true
		return nil
	}))
	v.canvas.Call("addEventListener", "webglcontextrestored", js.FuncOf(func(js.Value, []js.Value) any {
		if !v.webgl2 {
			v.instanced = v.gl.Call("getExtension", "ANGLE_instanced_arrays")
		}
		if v.setup() == nil {
			v.lost = false
			v.upload(false)
		}
		return nil
	}))
}

// SetGrid sets the grid whose cells the scene's cubes are, before
// SetCubes.
func (v *Viewer) SetGrid(g *solver.Grid) {
	geo := newGeometry(g)
	if (v.geo == nil && geo == nil) || (v.geo != nil && geo != nil && v.geo.grid == g) {
		return
	}
	v.geo = geo
	v.meshBufs, v.meshSizes = nil, nil
}

// SetCubes replaces the scene, and fits the view to it if fit is set.
func (v *Viewer) SetCubes(cubes []Cube, fit bool) {
	v.cubes = cubes
	if fit {
		v.center = centerOf(v.geo, cubes)
	}
	v.upload(false)
}

// SetStates sets how each piece is drawn; pieces not in the map are drawn
// plainly. Where the states change the frame, as pieces slide out, the
// camera glides to the new frame over a few frames rather than jumping.
func (v *Viewer) SetStates(states map[int]PieceState) {
	v.states = states
	v.upload(true)
}

// SetExplode pulls the pieces apart from the centre: 0 is together, 1 moves
// each piece by its own distance from the centre.
func (v *Viewer) SetExplode(f float64) {
	v.explode = max(0, f)
	v.upload(false)
}

// Reset turns the view back to the starting angle and zoom.
func (v *Viewer) Reset() {
	v.yaw, v.pitch, v.zoom, v.pan = -0.6, 0.5, 1, vec3{}
	v.Redraw()
}

// upload lays the scene out for drawing; glide moves the camera to the
// new frame gradually, unless the person asks for less motion
// (ReducedMotion), and otherwise it moves at once.
func (v *Viewer) upload(glide bool) {
	gl := v.gl
	data, shown, kinds, fr := instances(v.geo, v.cubes, v.explode, v.states)
	v.drawn, v.shown, v.kinds, v.runs = byShape(data, shown, kinds)
	fr.reach = max(fr.reach, 1)
	v.aim = fr
	if !glide || ReducedMotion() {
		v.radius, v.offset = fr.reach, fr.offset
	}
	v.canvas.Call("setAttribute", "data-radius", strconv.FormatFloat(fr.reach, 'f', 2, 64)) // the framed sphere, for tests
	if v.lost {
		return // drawn when the context comes back
	}
	v.syncMeshes()
	gl.Call("bindBuffer", gl.Get("ARRAY_BUFFER"), v.instBuf)
	gl.Call("bufferData", gl.Get("ARRAY_BUFFER"), float32Array(v.drawn), gl.Get("DYNAMIC_DRAW"))
	v.Redraw()
}

// glide moves the framed sphere a step toward the aim, and reports
// whether it has further to go.
func (v *Viewer) glide() bool {
	const step = 0.2 // of what is left, per frame
	d := v.aim.offset.sub(v.offset)
	if math.Abs(v.aim.reach-v.radius) < 0.01 && d.dot(d) < 1e-4 {
		v.radius, v.offset = v.aim.reach, v.aim.offset
		return false
	}
	v.radius += step * (v.aim.reach - v.radius)
	v.offset = v.offset.add(d.scale(step))
	return true
}

// Redraw asks for a frame.
func (v *Viewer) Redraw() {
	if !v.pending && v.frame.Truthy() {
		v.pending = true
		js.Global().Call("requestAnimationFrame", v.frame)
	}
}

// DrawNow draws at once, for exports that read the canvas.
func (v *Viewer) DrawNow() { v.draw() }

// MarkFirstFrame, the first time a puzzle is drawn on the page, draws at
// once and marks the moment as the performance mark "cubist-first-frame",
// for timing page loads. Later calls do nothing.
func (v *Viewer) MarkFirstFrame() {
	perf := js.Global().Get("performance")
	if !perf.Get("getEntriesByName").Truthy() || perf.Call("getEntriesByName", "cubist-first-frame").Length() > 0 {
		return
	}
	v.draw()
	perf.Call("mark", "cubist-first-frame")
}

// DrawWide draws at once into a drawing buffer width pixels wide, with
// the view's shape and framing, for a picture sharper than the screen.
// The next frame on screen draws at the screen's size again.
func (v *Viewer) DrawWide(width int) {
	v.width = width
	v.draw()
	v.width = 0
	v.Redraw()
}

func (v *Viewer) draw() {
	gl := v.gl
	if v.lost {
		return
	}
	w, h := v.fitCanvas()
	top, bottom := v.region()
	cssH := v.canvas.Get("clientHeight").Float()
	vb, vt := 0, 0 // the insets in the drawing buffer's pixels
	if cssH > 0 {
		vb, vt = int(bottom*float64(h)/cssH), int(top*float64(h)/cssH)
	}
	gl.Call("viewport", 0, vb, w, h-vb-vt)
	bg := v.background()
	gl.Call("clearColor", bg[0], bg[1], bg[2], 1)
	gl.Call("clear", gl.Get("COLOR_BUFFER_BIT").Int()|gl.Get("DEPTH_BUFFER_BIT").Int())
	if len(v.shown) == 0 {
		return
	}
	aspect := float64(w) / float64(max(h-vb-vt, 1))
	eye, target, dist := v.camera(aspect)
	view := lookAt(eye, target, vec3{0, 1, 0}).mul(zUp)
	proj := perspective(fovy, aspect, dist/50, dist*4)
	v.recordFrame(proj.mul(view), top, bottom)
	light := fromCamera(eye.sub(target).norm().add(vec3{0.3, 0.6, 0.2}).norm())
	// Balls are lit in the view's axes, where their shaders make normals.
	var inView vec3
	for i := range 3 {
		inView[i] = float64(view[i])*light[0] + float64(view[4+i])*light[1] + float64(view[8+i])*light[2]
	}
	// Where the view looks, the buffer's height spans 2·dist·tan(fovy/2)
	// cube widths.
	px := 2 * dist * math.Tan(fovy/2) / float64(max(h-vb-vt, 1))
	for _, pr := range []glProgram{v.cells, v.balls} {
		gl.Call("useProgram", pr.p)
		l := light
		if pr.p.Equal(v.balls.p) {
			l = inView
		}
		gl.Call("uniformMatrix4fv", pr.uniforms["uProj"], false, float32Array(proj[:]))
		gl.Call("uniformMatrix4fv", pr.uniforms["uView"], false, float32Array(view[:]))
		gl.Call("uniform3f", pr.uniforms["uLight"], l[0], l[1], l[2])
		gl.Call("uniform1f", pr.uniforms["uPx"], px)
	}

	for _, r := range v.runs {
		pr := v.cells
		if v.geo != nil && v.geo.shapes[r[0]].ball {
			pr = v.balls
		}
		v.use(pr)
		gl.Call("bindBuffer", gl.Get("ARRAY_BUFFER"), v.meshBufs[r[0]])
		v.attrib(pr, "aPos", 3, 40, 0, 0)
		v.attrib(pr, "aNormal", 3, 40, 12, 0)
		v.attrib(pr, "aEdge", 4, 40, 24, 0)
		gl.Call("bindBuffer", gl.Get("ARRAY_BUFFER"), v.instBuf)
		v.attrib(pr, "aOffset", 3, 4*instFloats, 4*instFloats*r[1], 1)
		v.attrib(pr, "aColor", 3, 4*instFloats, 4*instFloats*r[1]+12, 1)
		if pr.p.Equal(v.cells.p) {
			v.attrib(pr, "aTurn", 4, 4*instFloats, 4*instFloats*r[1]+24, 1)
		}
		if v.webgl2 {
			gl.Call("drawArraysInstanced", gl.Get("TRIANGLES"), 0, v.meshSizes[r[0]], r[2])
		} else {
			v.instanced.Call("drawArraysInstancedANGLE", gl.Get("TRIANGLES"), 0, v.meshSizes[r[0]], r[2])
		}
	}
}

// background is the canvas's own background colour, as its style sets it
// (light or dark with the system), so that the drawing matches the page.
func (v *Viewer) background() [3]float64 {
	bg := [3]float64{0.96, 0.97, 0.98}
	style := js.Global().Call("getComputedStyle", v.canvas).Get("backgroundColor").String()
	open, end := strings.IndexByte(style, '('), strings.IndexByte(style, ')')
	if open < 0 || end < open {
		return bg
	}
	parts := strings.Split(style[open+1:end], ",")
	if len(parts) < 3 {
		return bg
	}
	for i := range 3 {
		n, err := strconv.ParseFloat(strings.TrimSpace(parts[i]), 64)
		if err != nil {
			return bg
		}
		bg[i] = n / 255
	}
	return bg
}

// fitCanvas sizes the drawing buffer to the canvas's size on screen.
func (v *Viewer) fitCanvas() (int, int) {
	ratio := js.Global().Get("devicePixelRatio").Float()
	if ratio <= 0 {
		ratio = 1
	}
	cw, ch := v.canvas.Get("clientWidth").Float(), v.canvas.Get("clientHeight").Float()
	w, h := int(cw*ratio), int(ch*ratio)
	if v.width > 0 && cw > 0 {
		w, h = v.width, int(math.Round(float64(v.width)*ch/cw))
	}
	if w > 0 && h > 0 && (v.canvas.Get("width").Int() != w || v.canvas.Get("height").Int() != h) {
		v.canvas.Set("width", w)
		v.canvas.Set("height", h)
	}
	return v.canvas.Get("width").Int(), v.canvas.Get("height").Int()
}
