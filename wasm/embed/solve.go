//go:build js && wasm

package embed

import (
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/words"
	"github.com/cubist/cubist/wasm/jsutil"
	"github.com/cubist/cubist/wasm/view"
)

// solve looks for the puzzle's solutions through window.Cubist, showing
// the one asked for as soon as it is found. It runs on its own goroutine.
func (w *widget) solve() {
	if w.solving || w.found > 0 {
		return
	}
	w.solving = true
	w.part("solve").Set("disabled", true)
	w.setState("solving")
	w.say("Solving…")
	onSolution := js.FuncOf(func(_ js.Value, args []js.Value) any {
		var sol struct {
			solver.Solution
			Disassembly *assembly.Result `json:"disassembly"`
		}
		if err := jsutil.Decode(args[0], &sol); err == nil {
			w.sols = append(w.sols, sol.Solution)
			w.apart = append(w.apart, sol.Disassembly)
		}
		w.found++
		if w.found == w.want {
			w.show(w.want)
		} else {
			w.showPosition()
		}
		return nil
	})
	defer onSolution.Release()
	look := max(solveLimit, w.want) // solutions to look for, and keep
	opts := js.Global().Get("Object").New()
	opts.Set("limit", look)
	opts.Set("keep", look)
	opts.Set("onSolution", onSolution)
	opts.Set("disassemble", w.disassemble)
	opts.Set("rotations", w.turns)
	if w.signal.Truthy() {
		opts.Set("signal", w.signal)
	}
	res, err := jsutil.Await(js.Global().Get("Cubist").Call("solve", w.text, opts))
	w.solving = false
	if err != nil {
		w.part("solve").Set("disabled", false)
		w.setState("error")
		w.say("The search failed: " + err.Error())
		return
	}
	w.complete = res.Get("complete").Bool()
	w.found = res.Get("found").Int()
	w.setState("solved")
	w.part("solve").Set("hidden", true)
	switch {
	case w.found == 0:
		line := "No solution"
		if r := res.Get("reason").String(); r != "" {
			line += ": " + r
		}
		w.say(line + ".")
	case w.want > w.found:
		w.show(1)
		w.say("There is no solution " + strconv.Itoa(w.want) + "; " + w.countLine() + ".")
	default:
		w.showPosition()
		w.say(w.countLine() + ". " + w.apartLine() + "Drag to turn it.")
	}
}

// apartLine says how the shown solution comes apart, when the element
// checks.
func (w *widget) apartLine() string {
	if w.shown < 1 || w.shown > len(w.apart) || w.apart[w.shown-1] == nil {
		return ""
	}
	return w.apart[w.shown-1].Summary() + ". "
}

// countLine says how many solutions there are.
func (w *widget) countLine() string {
	if w.complete {
		return words.Count(w.found, "solution", "solutions") + ", rotations of the whole not counted"
	}
	return "The first " + words.Count(w.found, "solution", "solutions") + " found; there are more"
}

// show draws solution i (from 1), or the pieces laid out for 0.
func (w *widget) show(i int) {
	if i < 0 || i > len(w.sols) || i == 0 && len(w.sols) > 0 {
		return
	}
	w.shown = i
	if w.viewer != nil {
		if i == 0 {
			w.viewer.SetCubes(view.Parts(w.puzzle), true)
		} else {
			w.viewer.SetCubes(view.Solved(w.puzzle, w.sols[i-1]), w.shown == w.want)
		}
	}
	if w.steps != nil && i > 0 {
		order, _ := assembly.Order(w.sols[i-1])
		*w.steps = view.Steps{Order: order}
		w.drawSteps(0)
	}
	w.endApart()
	if line := w.apartLine(); line != "" && w.steps == nil {
		w.say(line)
	}
	w.showPosition()
}

// showPosition updates "2 of 480", the buttons, and the link to the app.
func (w *widget) showPosition() {
	has := len(w.sols) > 0 && w.shown > 0 // not while waiting for solution N
	for _, name := range []string{"prev", "next", "pos"} {
		w.part(name).Set("hidden", !has)
	}
	for _, name := range []string{"build", "step-prev", "step-next"} {
		w.part(name).Set("disabled", !has)
	}
	r := w.shownApart()
	w.part("apart").Set("hidden", r == nil)
	w.part("apart").Set("disabled", r == nil || !r.Apart)
	if has {
		of := strconv.Itoa(w.found)
		if !w.complete {
			of += "+"
		}
		w.part("pos").Set("textContent", strconv.Itoa(w.shown)+" of "+of)
		w.part("prev").Set("disabled", w.shown <= 1)
		w.part("next").Set("disabled", w.shown >= len(w.sols))
	}
	link := w.app + "#p=" + w.code
	if w.shown > 0 {
		link += "&s=" + strconv.Itoa(w.shown)
	}
	w.part("open").Set("href", link)
}

// toggleBuild switches between build steps and the whole solution.
func (w *widget) toggleBuild() {
	if w.shown == 0 {
		return
	}
	if w.steps != nil {
		w.steps = nil
		w.part("build").Set("textContent", "Build it")
		w.part("step-prev").Set("hidden", true)
		w.part("step-next").Set("hidden", true)
		if w.viewer != nil {
			w.viewer.SetStates(nil)
		}
		return
	}
	w.steps = &view.Steps{}
	w.show(w.shown)
}

// step places the next piece, lowering it in, or takes the last one out;
// or, taking apart, makes the next move or takes the last back.
func (w *widget) step(delta int) {
	if s := w.slides; s != nil {
		going := func() bool { return w.slides == s }
		s.Move(delta, func(st map[int]view.PieceState) {
			if going() {
				w.drawSlides(st)
			}
		}, going)
		return
	}
	if s := w.steps; s != nil {
		s.Move(delta, w.drawSteps, func() bool { return w.steps == s })
	}
}

// drawSteps shows the build steps so far, the newest piece lifted.
func (w *widget) drawSteps(lift float64) {
	s := w.steps
	w.part("build").Set("textContent", "Show it whole")
	w.part("step-prev").Set("hidden", false)
	w.part("step-next").Set("hidden", false)
	w.part("step-prev").Set("disabled", s.Step == 0)
	w.part("step-next").Set("disabled", s.Step == len(s.Order))
	if w.viewer != nil {
		w.viewer.SetStates(s.States(lift))
	}
	sol := w.sols[w.shown-1]
	line := "Step " + strconv.Itoa(s.Step) + " of " + strconv.Itoa(len(s.Order))
	if n := s.Newest(); n >= 0 {
		line += ": lower " + sol.Pieces[n].Name + " into place"
	}
	w.say(line + ".")
}

// piecesLine says what the set holds, such as "7 pieces, 27 cubes".
func piecesLine(p *solver.Puzzle) string {
	pieces, cubes := 0, 0
	for _, pc := range p.Pieces {
		pieces += pc.Copies()
		cubes += pc.Copies() * len(pc.Cells)
	}
	one, many := p.GridOf().Words()
	return words.Count(pieces, "piece", "pieces") + ", " + words.Count(cubes, one, many)
}
