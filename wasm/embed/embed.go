//go:build js && wasm

package embed

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/api"
	"github.com/cubist/cubist/wasm/view"
)

// Register installs globalThis.cubistEmbed.mount(root, options), which
// embed.js calls for each element once it scrolls into view. root is the
// element's shell in its shadow root; options carry the puzzle's source
// (example, share, inline, or fileName with file bytes) and the element's
// solve, solution, build and app settings.
func Register() {
	obj := js.Global().Get("Object").New()
	obj.Set("mount", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return nil
		}
		// Its own goroutine: a share code is unpacked by the browser's
		// streams, whose promises an event handler cannot wait for.
		go mount(args[0], args[1])
		return nil
	}))
	js.Global().Set("cubistEmbed", obj)
}

// widget is one <cubist-puzzle> element.
type widget struct {
	root   js.Value
	puzzle *solver.Puzzle
	text   string   // the puzzle as canonical JSON, for window.Cubist
	code   string   // its share code, for the link to the app
	app    string   // the app's address
	signal js.Value // ends the search when the element shows another puzzle
	viewer *view.Viewer
	noView string // why there is no viewer

	want     int               // the solution asked for, from 1
	solving  bool              // a search is running
	sols     []solver.Solution // the solutions found
	found    int               // solutions found in all
	complete bool              // the search covered every solution
	shown    int               // the solution shown, from 1; 0 shows the pieces
	steps    *view.Steps       // build steps, when they are shown

	disassemble bool               // check that solutions come apart
	turns       bool               // and let pieces turn as well as slide
	apart       []*assembly.Result // per solution found, how it comes apart
	slides      *view.Slides       // the take-apart moves, when shown
}

// solveLimit is how many solutions an embed looks for (or up to the one
// asked for): enough to browse, without keeping a reader's machine busy on
// a puzzle with millions.
const solveLimit = 100

// maxSolution is the highest solution number an element may ask for.
const maxSolution = 10000

func mount(root, opts js.Value) {
	w := &widget{root: root, app: str(opts, "app"), signal: opts.Get("signal"), want: max(1, opts.Get("solution").Int())}
	src := api.Source{
		Example: str(opts, "example"), Share: str(opts, "share"),
		Inline: str(opts, "inline"), FileName: str(opts, "fileName"),
	}
	if f := opts.Get("file"); f.Truthy() {
		src.File = make([]byte, f.Get("length").Int())
		js.CopyBytesToGo(src.File, f)
	}
	p, err := api.LoadSource(src)
	if err == nil {
		w.code, err = api.CodeOf(p)
	}
	if err != nil {
		w.part("name").Set("textContent", "Cubist")
		w.say("Cannot show this puzzle: " + err.Error())
		w.part("view").Set("hidden", true)
		w.setState("error")
		return
	}
	if w.want > maxSolution {
		w.say("Solutions can be asked for up to number " + strconv.Itoa(maxSolution) + ".")
		w.setState("error")
		return
	}
	w.puzzle, w.text = p, string(solver.FormatJSON(p))
	w.part("name").Set("textContent", p.Name)
	w.startViewer()
	w.disassemble = opts.Get("disassemble").Truthy() || opts.Get("turns").Truthy()
	w.turns = opts.Get("turns").Truthy()
	w.wire(opts.Get("build").Truthy())
	w.show(0)
	w.setState("ready")
	if opts.Get("solve").Truthy() {
		go w.solve()
	} else {
		w.say(piecesLine(p) + ". Drag to turn it.")
	}
}

// startViewer draws the pieces laid out, and marks the page's first
// drawn puzzle for timing.
func (w *widget) startViewer() {
	canvas := w.part("view")
	v, err := view.New(canvas, false)
	if err != nil {
		canvas.Set("hidden", true)
		w.noView = "No 3D view: " + err.Error() + "."
		w.say("")
		return
	}
	w.viewer = v
	v.WheelScrollsPage = true
	v.SetGrid(w.puzzle.GridOf())
	v.SetCubes(view.Parts(w.puzzle), true)
	v.MarkFirstFrame()
}

// wire connects the element's buttons.
func (w *widget) wire(build bool) {
	w.on("solve", func() { go w.solve() })
	w.on("prev", func() { w.show(w.shown - 1) })
	w.on("next", func() { w.show(w.shown + 1) })
	w.on("build", w.toggleBuild)
	w.on("apart", w.toggleApart)
	w.on("step-prev", func() { go w.step(-1) })
	w.on("step-next", func() { go w.step(1) })
	w.part("build").Set("hidden", !build)
}

// part returns the shell's element with the given class.
func (w *widget) part(name string) js.Value {
	return w.root.Call("querySelector", "."+name)
}

func (w *widget) on(name string, fn func()) {
	w.part(name).Call("addEventListener", "click", js.FuncOf(func(js.Value, []js.Value) any {
		fn()
		return nil
	}))
}

// say shows a line of status, as text, and why there is no 3D view if
// there is none.
func (w *widget) say(text string) {
	if w.noView != "" {
		text = strings.TrimSpace(text + " " + w.noView)
	}
	w.part("status").Set("textContent", text)
}

// setState records how far the element has come, for tests and styles.
func (w *widget) setState(s string) { w.root.Call("setAttribute", "data-state", s) }

func str(v js.Value, key string) string {
	if s := v.Get(key); s.Type() == js.TypeString {
		return s.String()
	}
	return ""
}
