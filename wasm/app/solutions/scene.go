//go:build js && wasm

package solutions

import (
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/view"
)

// scene is the 3D view of the shown solution, or of the pieces laid out
// before a solve, with its legend, and Build it and Take it apart.
type scene struct {
	p           *Panel
	viewer      *view.Viewer // nil without WebGL
	laidOut     bool         // the view lays the pieces out, to be drawn on, rather than showing a solution
	build       *building    // build mode, when on
	buildStates map[int]view.PieceState
	pieces      pieceView            // hidden and picked pieces
	marked      map[solver.Cell]bool // cubes the view marks in a variant's solution
	markedFor   string               // the puzzle, as canonical JSON, that marked belongs to
	// onDraw takes clicks on the pieces laid out, to draw on them.
	onDraw func(v *view.Viewer, x, y float64, held bool)
}

// startViewer sets up the 3D view; without WebGL the page keeps the text
// layers and says why.
func (sc *scene) startViewer() {
	canvas := ui.ByID("view")
	v, err := view.New(canvas.Underlying(), ui.WantWebGL1())
	if err != nil {
		canvas.SetAttribute("hidden", "")
		ui.ShowError("No 3D view: " + err.Error())
		return
	}
	sc.viewer = v
	v.Insets = sc.overlays
	v.OnClick = func(x, y float64, held bool) {
		if sc.laidOut {
			if sc.onDraw != nil {
				sc.onDraw(v, x, y, held)
			}
			return
		}
		sc.pick(v.PieceAt(x, y))
	}
	explode := ui.Doc().GetElementByID("explode").(*dom.HTMLInputElement)
	ui.Listen(explode.Underlying(), "input", false, func(js.Value) {
		f, _ := strconv.ParseFloat(explode.Value(), 64)
		v.SetExplode(f)
	})
	ui.OnClick("reset-view", v.Reset)
	ui.OnClick("build", sc.toggleBuild)
	ui.OnClick("take-apart", sc.toggleApart)
	ui.OnClick("build-prev", func() { go sc.buildStep(-1) })
	ui.OnClick("build-next", func() { go sc.buildStep(1) })
}

// show draws a solution, or with none the puzzle's pieces laid out;
// fit turns the view to a new puzzle.
func (sc *scene) show(puzzle *solver.Puzzle, sol *solver.Solution, fit bool) {
	if sc.viewer == nil {
		return
	}
	sc.endBuild()
	var cubes []view.Cube
	switch {
	case sol != nil:
		cubes = view.Solved(puzzle, *sol)
		if sc.markedFor != "" && sc.markedFor == sc.p.shownJSON {
			for i, c := range cubes {
				if sc.marked[solver.Cell(c.At)] {
					cubes[i].Color = markColor(c.Color)
				}
			}
		}
	case puzzle != nil:
		cubes = view.PartsAndTarget(puzzle) // the set, before it is solved
	}
	sc.laidOut = sol == nil && puzzle != nil
	sc.describe(puzzle, sol)
	sc.fillLegend(puzzle, sol)
	if puzzle != nil {
		sc.viewer.SetGrid(puzzle.GridOf())
	}
	sc.viewer.SetCubes(cubes, fit)
	sc.applyStates()
	if len(cubes) > 0 {
		sc.viewer.MarkFirstFrame()
	}
}

// describe says in the view's label what it shows, for those who cannot
// see it.
func (sc *scene) describe(puzzle *solver.Puzzle, sol *solver.Solution) {
	what := "The 3D view, empty"
	switch {
	case sol != nil:
		what = fmt.Sprintf("Solution %d of %s in 3D, %s", sc.p.Current(), puzzle.Name, words.Count(len(sol.Pieces), "piece", "pieces"))
	case puzzle != nil:
		what = fmt.Sprintf("The pieces of %s laid out in 3D beside the target", puzzle.Name)
	}
	ui.ByID("view").SetAttribute("aria-label", what+": drag to turn, shift-drag to move, wheel or pinch to zoom, double-click to reset")
}

// overlays measures what the page lays over the bottom of the 3D view,
// the legend and the view's tools, in CSS pixels, so that the view frames
// its scene above them. On a phone they sit below the canvas and cover
// nothing. The line of text at the top (a step, a pick) is left out: the
// scene would jump each time it changed.
func (sc *scene) overlays() (top, bottom float64) {
	canvas := ui.ByID("view").GetBoundingClientRect()
	// Through the js.Value: GetBoundingClientRect on dom.Element, an
	// interface, would keep that method of every element type.
	over := ui.Doc().QuerySelector(".view-box").Underlying().Call("querySelectorAll", ".legend, .view-tools")
	for i := range over.Length() {
		r := over.Index(i).Call("getBoundingClientRect")
		if r.Get("height").Float() > 0 && r.Get("top").Float() < canvas.Bottom() && r.Get("bottom").Float() > canvas.Top() {
			bottom = max(bottom, canvas.Bottom()-r.Get("top").Float())
		}
	}
	return 0, bottom
}

// picture draws the view width pixels wide, whatever its size on
// screen, and returns it as a PNG data URL; "" without a view.
func (sc *scene) picture(width int) string {
	if sc.viewer == nil {
		return ""
	}
	sc.viewer.DrawWide(width)
	return ui.ByID("view").Underlying().Call("toDataURL", "image/png").String()
}

// markColor is the colour of a marked cube of a piece of colour c: a
// lighter shade of a dark colour, a darker shade of a light one.
func markColor(c [3]float32) [3]float32 {
	luma := 0.3*c[0] + 0.59*c[1] + 0.11*c[2]
	var out [3]float32
	for i, v := range c {
		if luma < 0.55 {
			out[i] = v + (1-v)*0.6
		} else {
			out[i] = v * 0.45
		}
	}
	return out
}
