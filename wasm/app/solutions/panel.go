//go:build js && wasm

package solutions

import (
	"encoding/json"
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/view"
)

// Search is what the Solutions panel asks of the search panel beside it.
type Search interface {
	// Running reports whether a search is under way.
	Running() bool
	// Counted reports whether the last search was a Count that found
	// solutions, which a Count does not keep.
	Counted() bool
	// HasCounts reports whether the search panel shows counts.
	HasCounts() bool
}

// Panel is the Solutions panel.
type Panel struct {
	search     Search
	index      *dom.HTMLInputElement
	prev, next *dom.HTMLButtonElement
	of, layers ui.Element
	results    solutionList   // solutions kept so far
	found      int            // solutions found so far, kept or not
	want       int            // the solution a link asked for, from 1
	shown      *solver.Puzzle // the puzzle the solutions belong to
	shownJSON  string         // shown as canonical JSON, to compare with
	scene      scene
}

// MaxKept is how many solutions the page keeps in full; the rest are
// counted only.
const MaxKept = 1000

// New sets up the panel and its 3D view.
func New() *Panel {
	doc := ui.Doc()
	p := &Panel{
		index:  doc.GetElementByID("index").(*dom.HTMLInputElement),
		prev:   doc.GetElementByID("prev").(*dom.HTMLButtonElement),
		next:   doc.GetElementByID("next").(*dom.HTMLButtonElement),
		of:     ui.ByID("of"),
		layers: ui.ByID("layers"),
	}
	p.scene.p = p
	p.scene.startViewer()
	ui.Listen(p.prev.Underlying(), "click", false, func(js.Value) { p.Show(p.results.steps().neighbour(p.Current(), -1)) })
	ui.Listen(p.next.Underlying(), "click", false, func(js.Value) { p.Show(p.results.steps().neighbour(p.Current(), 1)) })
	ui.Listen(p.index.Underlying(), "change", false, func(js.Value) { p.Show(p.Current()) })
	p.wireApart()
	return p
}

// SetSearch gives the panel the search panel beside it.
func (p *Panel) SetSearch(s Search) { p.search = s }

// OnDraw calls fn for a click on the pieces laid out before a solve, to
// draw on them.
func (p *Panel) OnDraw(fn func(v *view.Viewer, x, y float64, held bool)) { p.scene.onDraw = fn }

// Reset makes puzzle (or nil) the one the panel is about, with no
// solutions yet, and shows it.
func (p *Panel) Reset(puzzle *solver.Puzzle) {
	p.shown, p.shownJSON, p.results, p.found = puzzle, "", solutionList{}, 0
	if puzzle != nil {
		p.shownJSON = string(solver.FormatJSON(puzzle))
	}
	p.Show(1)
}

// IsShown reports whether puzzle (or nil) is the one the panel is about.
func (p *Panel) IsShown(puzzle *solver.Puzzle) bool {
	if puzzle == nil || p.shown == nil {
		return puzzle == p.shown
	}
	return string(solver.FormatJSON(puzzle)) == p.shownJSON
}

// Shown is the puzzle the panel is about, and it as canonical JSON.
func (p *Panel) Shown() (*solver.Puzzle, string) { return p.shown, p.shownJSON }

// LayOut lays a puzzle's pieces out in the 3D view, to be drawn on, with
// no solution shown.
func (p *Panel) LayOut(puzzle *solver.Puzzle) { p.scene.show(puzzle, nil, true) }

// Want asks for solution n (from 1) to be shown as soon as it is found.
func (p *Panel) Want(n int) { p.want = n }

// Add takes a kept solution streamed from the workers, the index-th
// found.
func (p *Panel) Add(v js.Value, index int) {
	p.found = max(p.found, index+1)
	if p.results.len() < MaxKept {
		p.results.add(v)
	}
	if n := p.results.len(); n == 1 || n == p.want {
		p.Show(n)
		if n == 1 {
			p.ViewOnScreen()
		}
	}
	p.showOf()
}

// SetFound takes the number of solutions found so far, kept or not.
func (p *Panel) SetFound(n int) {
	if n > p.found {
		p.found = n
		p.showOf()
	}
}

// Done ends a search's stream: a solution asked for past the last kept
// shows the last.
func (p *Panel) Done() {
	if p.want > p.results.len() {
		p.Show(p.want)
	}
	p.want = 0
}

// Settle shows the words beside the stepper once a search's counts are
// in, and brings the view on screen.
func (p *Panel) Settle() {
	p.showOf()
	p.ViewOnScreen()
}

// Current is the number of the solution shown, from 1.
func (p *Panel) Current() int {
	n, _ := strconv.Atoi(p.index.Value())
	return n
}

// Solution is the solution in the view, or nil.
func (p *Panel) Solution() *solver.Solution { return p.results.at(p.Current() - 1) }

// Picture draws the view width pixels wide and returns it as a PNG data
// URL; "" without a 3D view.
func (p *Panel) Picture(width int) string { return p.scene.picture(width) }

// ViewOnScreen brings the 3D view wholly on screen where it is not: on a
// phone, the first screen's words and examples sit above the search.
func (p *Panel) ViewOnScreen() {
	ui.ByID("view").Underlying().Call("scrollIntoView", map[string]any{"block": "nearest"})
}

// Show displays solution i (from 1), as text layers and in 3D.
func (p *Panel) Show(i int) {
	i = max(1, min(i, p.results.len()))
	p.index.SetValue(strconv.Itoa(i))
	p.showOf()
	sol := p.results.at(i - 1)
	p.showApartStatus(i)
	// Building and the layers picture need a solution.
	ui.ShowIf(ui.ByID("build"), sol != nil && p.shown != nil && p.scene.viewer != nil)
	ui.ShowIf(ui.ByID("svg"), sol != nil && p.shown != nil)
	if sol == nil || p.shown == nil {
		p.layers.SetTextContent("")
		p.scene.show(p.shown, nil, true)
		return
	}
	p.layers.SetTextContent(solver.Layers(p.shown, *sol))
	p.scene.show(p.shown, sol, i == 1)
}

// ShowMarked shows sol, with the cubes at marked drawn lighter or darker
// than their piece, as the one solution of the puzzle shown, if it has
// none yet: the solution a design variant was cut from.
func (p *Panel) ShowMarked(sol solver.Solution, marked []solver.Cell) {
	if p.shown == nil || p.results.len() > 0 {
		return
	}
	p.scene.marked, p.scene.markedFor = map[solver.Cell]bool{}, p.shownJSON
	for _, c := range marked {
		p.scene.marked[c] = true
	}
	if data, err := json.Marshal(sol); err == nil {
		p.results.add(js.Global().Get("JSON").Call("parse", string(data)))
		p.found = 1
		p.Show(1)
	}
}

// showOf says how many solutions there are to step through; with none,
// the stepper gives way to words.
func (p *Panel) showOf() {
	for _, el := range []dom.Element{p.prev, p.index, p.next} {
		ui.ShowIf(ui.HTML(el), p.found > 0)
	}
	var running, counted, hasCounts bool // what the search panel says, once set
	if s := p.search; s != nil {
		running, counted, hasCounts = s.Running(), s.Counted(), s.HasCounts()
	}
	counted = counted && p.found == 0 && !running
	ui.ShowIf(ui.ByID("solve-to-see"), counted)
	if p.found == 0 {
		text := "No solutions yet"
		switch {
		case counted:
			text = "Count counts the solutions without keeping them."
		case !running && hasCounts:
			text = "No solutions"
		}
		p.of.SetTextContent(text)
		return
	}
	text := fmt.Sprintf("of %d", p.found)
	if p.found > p.results.len() {
		text += fmt.Sprintf(" (the first %d are kept)", p.results.len())
	}
	s, i := p.results.steps(), p.Current()
	p.of.SetTextContent(text + s.place(i))
	p.prev.SetDisabled(s.neighbour(i, -1) == i)
	p.next.SetDisabled(s.neighbour(i, 1) == i)
}

// showApartStatus says whether the shown solution comes apart, and offers
// to take it apart when it does.
func (p *Panel) showApartStatus(i int) {
	r := p.results.disassembly(i - 1)
	ui.ShowIf(ui.ByID("apart-filter"), r != nil)
	ui.ShowIf(ui.ByID("take-apart"), r != nil && r.Apart && p.scene.viewer != nil)
	text := ""
	if r != nil {
		text = r.Summary() + "."
	}
	ui.ByID("apart-status").SetTextContent(text)
}
