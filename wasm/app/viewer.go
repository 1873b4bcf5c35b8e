//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// startViewer sets up the 3D view; without WebGL the page keeps the text
// layers and says why.
func (p *page) startViewer() {
	canvas := p.byID("view")
	v, err := view.New(canvas.Underlying(), wantWebGL1())
	if err != nil {
		canvas.SetAttribute("hidden", "")
		p.errorLine.SetTextContent("No 3D view: " + err.Error())
		return
	}
	p.viewer = v
	v.Insets = p.overlays
	v.OnClick = func(x, y float64, held bool) {
		if p.laidOut {
			p.editor.clickParts(v, x, y, held)
			return
		}
		p.pick(v.PieceAt(x, y))
	}
	explode := p.doc.GetElementByID("explode").(*dom.HTMLInputElement)
	explode.AddEventListener("input", false, func(dom.Event) {
		f, _ := strconv.ParseFloat(explode.Value(), 64)
		v.SetExplode(f)
	})
	p.byID("reset-view").AddEventListener("click", false, func(dom.Event) { v.Reset() })
	p.byID("build").AddEventListener("click", false, func(dom.Event) { p.toggleBuild() })
	p.byID("take-apart").AddEventListener("click", false, func(dom.Event) { p.toggleApart() })
	p.byID("build-prev").AddEventListener("click", false, func(dom.Event) { go p.buildStep(-1) })
	p.byID("build-next").AddEventListener("click", false, func(dom.Event) { go p.buildStep(1) })
}

// showIn3D draws a solution, or with none the puzzle's pieces laid out;
// fit turns the view to a new puzzle.
func (p *page) showIn3D(puzzle *solver.Puzzle, sol *solver.Solution, fit bool) {
	if p.viewer == nil {
		return
	}
	p.endBuild()
	var cubes []view.Cube
	switch {
	case sol != nil:
		cubes = view.Solved(puzzle, *sol)
		if p.markedFor != "" && p.markedFor == p.shownJSON {
			for i, c := range cubes {
				if p.marked[solver.Cell(c.At)] {
					cubes[i].Color = markColor(c.Color)
				}
			}
		}
	case puzzle != nil:
		cubes = view.PartsAndTarget(puzzle) // the set, before it is solved
	}
	p.laidOut = sol == nil && puzzle != nil
	p.fillLegend(puzzle, sol)
	p.viewer.SetCubes(cubes, fit)
	p.applyStates()
	if len(cubes) > 0 {
		p.viewer.MarkFirstFrame()
	}
}

// overlays measures what the page lays over the bottom of the 3D view,
// the legend and the view's tools, in CSS pixels, so that the view frames
// its scene above them. On a phone they sit below the canvas and cover
// nothing. The line of text at the top (a step, a pick) is left out: the
// scene would jump each time it changed.
func (p *page) overlays() (top, bottom float64) {
	canvas := p.byID("view").GetBoundingClientRect()
	// Through the js.Value: GetBoundingClientRect on dom.Element, an
	// interface, would keep that method of every element type.
	over := p.doc.QuerySelector(".view-box").Underlying().Call("querySelectorAll", ".legend, .view-tools")
	for i := range over.Length() {
		r := over.Index(i).Call("getBoundingClientRect")
		if r.Get("height").Float() > 0 && r.Get("top").Float() < canvas.Bottom() && r.Get("bottom").Float() > canvas.Top() {
			bottom = max(bottom, canvas.Bottom()-r.Get("top").Float())
		}
	}
	return 0, bottom
}

// wantWebGL1 reports whether the address asks for WebGL1 ("?webgl=1"), to
// try the fallback on a browser that has WebGL2.
func wantWebGL1() bool {
	return js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search")).Call("get", "webgl").String() == "1"
}
