//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
	"github.com/cubist/cubist/wasm/jsutil"
	"honnef.co/go/js/dom/v2"
)

// running is a count or solve under way.
type running struct {
	abort js.Value // the AbortController
	funcs []js.Func
}

func (s *running) release() {
	for _, f := range s.funcs {
		f.Release()
	}
}

// startSearch counts or solves the puzzle in the box. It runs on its own
// goroutine.
func (p *page) startSearch(countOnly bool) {
	if p.run != nil {
		return
	}
	text := p.puzzle.Value()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return
	}
	s := &running{abort: js.Global().Get("AbortController").New()}
	p.run, p.counted = s, false
	p.showTab("solve") // on a phone, the search and its solutions are what to see now
	p.setRunning(true)
	p.errorLine.SetTextContent("")
	p.counts.SetInnerHTML("")
	p.setBar(0)
	p.setShown(puzzle)
	p.show(1)
	onProgress := js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.showProgress(args[0])
		return nil
	})
	onSolution := js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.addSolution(args[0], args[1].Int())
		return nil
	})
	s.funcs = []js.Func{onProgress, onSolution}
	opts := js.Global().Get("Object").New()
	opts.Set("signal", s.abort.Get("signal"))
	opts.Set("onProgress", onProgress)
	opts.Set("disassemble", p.checkingApart())
	method := "solve"
	if countOnly {
		method = "count"
	} else {
		opts.Set("onSolution", onSolution)
		opts.Set("keep", maxKept)
		opts.Set("every", p.doc.GetElementByID("every").(*dom.HTMLInputElement).Checked())
	}
	res, err := jsutil.Await(cubist().Call(method, text, opts))
	defer p.viewOnScreen() // once the counts above it are shown
	defer p.showOf()       // the words beside the stepper, once the counts are in
	if p.want > p.results.len() {
		p.show(p.want) // past the last kept: the last
	}
	p.want = 0
	s.release()
	p.run = nil
	p.setRunning(false)
	if err != nil {
		if err.Error() == "the search was cancelled" { // before it began
			p.progress.SetTextContent("Stopped before the search began.")
		} else {
			p.errorLine.SetTextContent(err.Error())
		}
		return
	}
	counts := res
	p.counted = countOnly && counts.Type() == js.TypeObject && counts.Get("solutions").Float() > 0
	if !countOnly {
		p.setFound(res)
		counts = res.Get("counts")
		if reason := res.Get("reason").String(); reason != "" {
			p.errorLine.SetTextContent("No solution: " + reason)
		}
	}
	if !res.Get("complete").Bool() {
		p.showPartial(counts)
		return
	}
	if counts.Type() == js.TypeObject {
		p.showCounts(counts)
		if counts.Get("solutions").Int() == 0 && !countOnly && res.Get("reason").String() == "" {
			p.diagnose(text)
		}
	}
}

// followPuzzle empties the Solutions panel when the puzzle in the box is
// no longer the one solved, so that no solution of another puzzle is shown
// or exported; the 3D view then lays out the new set's pieces. puzzle is
// nil when the box holds no valid puzzle. A running search keeps its
// puzzle.
func (p *page) followPuzzle(puzzle *solver.Puzzle) {
	if p.run != nil || p.isShown(puzzle) {
		return
	}
	p.setShown(puzzle)
	p.counts.SetInnerHTML("")
	p.counted = false
	p.setBar(0)
	if p.started {
		p.progress.SetTextContent(p.idleText())
	}
	p.show(1)
}

// setShown makes puzzle (or nil) the one the Solutions panel is about,
// with no solutions yet.
func (p *page) setShown(puzzle *solver.Puzzle) {
	p.shown, p.shownJSON, p.results, p.found = puzzle, "", solutionList{}, 0
	if puzzle != nil {
		p.shownJSON = string(solver.FormatJSON(puzzle))
	}
}

// isShown reports whether puzzle (or nil) is the one the Solutions panel
// is about.
func (p *page) isShown(puzzle *solver.Puzzle) bool {
	if puzzle == nil || p.shown == nil {
		return puzzle == p.shown
	}
	return string(solver.FormatJSON(puzzle)) == p.shownJSON
}

// diagnose looks, for a set with no solution, for a single piece whose
// mirror image would make it solvable: a piece made the wrong way round.
func (p *page) diagnose(text string) {
	p.progress.SetTextContent("No solution. Trying each chiral piece mirrored…")
	v, err := jsutil.Await(cubist().Call("mirrorFixes", text))
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return
	}
	var names []string
	for i := range v.Length() {
		names = append(names, v.Index(i).String())
	}
	li := p.create("li")
	if len(names) == 0 {
		li.SetTextContent("Mirroring any one piece does not help either.")
	} else {
		li.SetTextContent("Mirroring just one of these pieces makes the set solvable: " + strings.Join(names, ", ") + ". Was one made, or drawn, the wrong way round?")
	}
	p.counts.AppendChild(li)
	p.progress.SetTextContent("No solution.")
}

// maxKept is how many solutions the page keeps in full; the rest are
// counted only.
const maxKept = 1000

func (p *page) stop() {
	if p.run != nil {
		p.run.abort.Call("abort")
	}
}

// setRunning turns the search buttons on and off: Solve and Count only
// for a puzzle ready to solve, once the solver is, and with no search
// under way.
func (p *page) setRunning(on bool) {
	idle := !on && p.started && p.solvable
	p.solveButton.SetDisabled(!idle || p.design.run != nil)
	p.countButton.SetDisabled(!idle || p.design.run != nil)
	p.byID("design").Underlying().Set("disabled", !idle || p.design.run != nil)
	p.stopBtn.SetDisabled(!on)
	// Only what can be done now is shown: Stop while a search runs, Solve
	// and Count otherwise.
	showIf(html(p.solveButton), !on)
	showIf(html(p.countButton), !on)
	showIf(html(p.stopBtn), on)
}

// setSolvable records whether the box holds a puzzle ready to solve, and
// if not, why: the line beside Solve says so, since the checks that say
// it too are in the editor, which a phone shows on another tab.
func (p *page) setSolvable(ok bool, why string) {
	p.solvable, p.notReady = ok, why
	p.setRunning(p.run != nil)
	if now := p.progress.TextContent(); p.started && p.run == nil && (!ok || strings.HasPrefix(now, notReadyPrefix)) {
		p.progress.SetTextContent(p.idleText())
	}
}

// notReadyPrefix starts the line beside Solve for a puzzle not ready to
// solve.
const notReadyPrefix = "Not ready to solve: "

// idleText is the line beside Solve with no search running: Ready, or why
// Solve is greyed out.
func (p *page) idleText() string {
	if p.solvable {
		return "Ready."
	}
	return notReadyPrefix + p.notReady
}

func (p *page) showProgress(v js.Value) {
	p.setFound(v)
	fraction := v.Get("fraction").Float()
	p.fraction = fraction
	seconds := v.Get("seconds").Float()
	p.setBar(fraction)
	eta := "estimating the time left"
	if fraction > 0.01 && fraction < 1 {
		left := time.Duration(seconds * (1 - fraction) / fraction * float64(time.Second))
		eta = "about " + left.Round(time.Second).String() + " left"
	}
	p.progress.SetTextContent(fmt.Sprintf("%.1f%% done · %s nodes · %d solutions (%d distinct) · %.1f s · %s",
		100*fraction, group(int64(v.Get("nodes").Float())), v.Get("solutions").Int(), v.Get("distinct").Int(), seconds, eta))
}

func (p *page) showCounts(v js.Value) {
	st := search.Stats{
		Solutions: int64(v.Get("solutions").Float()),
		Distinct:  int64(v.Get("distinct").Float()),
	}
	if m := v.Get("distinct_mirror"); m.Type() == js.TypeNumber {
		n := int64(m.Float())
		st.DistinctMirror = &n
	}
	lines := st.Explain()
	if line := apartLine(v); line != "" {
		lines = append(lines, line)
	}
	for _, line := range lines {
		li := p.create("li")
		li.SetTextContent(line)
		p.counts.AppendChild(li)
	}
	p.progress.SetTextContent(fmt.Sprintf("Done: %s nodes in %.2f s.", group(int64(v.Get("nodes").Float())), v.Get("seconds").Float()))
	p.setBar(1)
}

// viewOnScreen brings the 3D view wholly on screen where it is not: on a
// phone, the first screen's words and examples sit above the search.
func (p *page) viewOnScreen() {
	p.byID("view").Underlying().Call("scrollIntoView", map[string]any{"block": "nearest"})
}

// showPartial shows what a search stopped before the end had found: its
// counts so far, marked as partial, and how far it got.
func (p *page) showPartial(counts js.Value) {
	li := p.create("li")
	li.Class().Add("partial")
	li.SetTextContent(fmt.Sprintf("Partial counts, from the part searched before the stop: %d solutions, %d up to rotation.",
		int64(counts.Get("solutions").Float()), int64(counts.Get("distinct").Float())))
	p.counts.AppendChild(li)
	p.progress.SetTextContent(fmt.Sprintf("Stopped at %.1f%% done: %d solutions (%d distinct) found before the stop, %s nodes in %.1f s.",
		100*p.fraction, int64(counts.Get("solutions").Float()), int64(counts.Get("distinct").Float()),
		group(int64(counts.Get("nodes").Float())), counts.Get("seconds").Float()))
}

// setBar shows the fraction done. The bar is a scaled block rather than a
// <progress> element, whose repaints stall the page in some browsers.
func (p *page) setBar(fraction float64) {
	html(p.bar.QuerySelector("div")).Style().SetProperty("transform", fmt.Sprintf("scaleX(%.4f)", fraction), "")
	p.bar.SetAttribute("aria-valuenow", strconv.Itoa(int(100*fraction)))
}

// addSolution takes a kept solution streamed from the workers, the
// index-th found.
func (p *page) addSolution(v js.Value, index int) {
	p.found = max(p.found, index+1)
	if p.results.len() < maxKept {
		p.results.add(v)
	}
	if n := p.results.len(); n == 1 || n == p.want {
		p.show(n)
		if n == 1 {
			p.viewOnScreen()
		}
	}
	p.showOf()
}

// setFound takes the number of solutions found so far, kept or not.
func (p *page) setFound(v js.Value) {
	if f := v.Get("found"); f.Type() == js.TypeNumber && f.Int() > p.found {
		p.found = f.Int()
		p.showOf()
	}
}

func (p *page) current() int {
	n, _ := strconv.Atoi(p.index.Value())
	return n
}

// show displays solution i (from 1), as text layers.
func (p *page) show(i int) {
	i = max(1, min(i, p.results.len()))
	p.index.SetValue(strconv.Itoa(i))
	p.showOf()
	sol := p.results.at(i - 1)
	p.showApartStatus(i)
	// Building and the layers picture need a solution.
	showIf(p.byID("build"), sol != nil && p.shown != nil && p.viewer != nil)
	showIf(p.byID("svg"), sol != nil && p.shown != nil)
	if sol == nil || p.shown == nil {
		p.layers.SetTextContent("")
		p.showIn3D(p.shown, nil, true)
		return
	}
	p.layers.SetTextContent(solver.Layers(p.shown, *sol))
	p.showIn3D(p.shown, sol, i == 1)
}

// showOf says how many solutions there are to step through; with none,
// the stepper gives way to words.
func (p *page) showOf() {
	for _, el := range []dom.Element{p.prev, p.index, p.next} {
		showIf(html(el), p.found > 0)
	}
	counted := p.found == 0 && p.counted && p.run == nil
	showIf(p.byID("solve-to-see"), counted)
	if p.found == 0 {
		text := "No solutions yet"
		switch {
		case counted:
			text = "Count counts the solutions without keeping them."
		case p.run == nil && p.counts.Underlying().Get("childElementCount").Int() > 0:
			text = "No solutions"
		}
		p.of.SetTextContent(text)
		return
	}
	text := fmt.Sprintf("of %d", p.found)
	if p.found > p.results.len() {
		text += fmt.Sprintf(" (the first %d are kept)", p.results.len())
	}
	s, i := p.steps(), p.current()
	p.of.SetTextContent(text + s.place(i))
	p.prev.SetDisabled(s.neighbour(i, -1) == i)
	p.next.SetDisabled(s.neighbour(i, 1) == i)
}

// group writes a number with thin spaces between groups of digits.
func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "\u2009" + s[i:]
	}
	return s
}
