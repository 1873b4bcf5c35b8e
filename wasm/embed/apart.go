//go:build js && wasm

package embed

import (
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/view"
)

// shownApart is how the shown solution comes apart, or nil when the
// element does not check or shows no solution.
func (w *widget) shownApart() *assembly.Result {
	if w.shown < 1 || w.shown > len(w.apart) {
		return nil
	}
	return w.apart[w.shown-1]
}

// toggleApart switches between taking the shown solution apart and the
// whole solution.
func (w *widget) toggleApart() {
	if w.slides != nil {
		w.endApart()
		w.say(w.apartLine())
		return
	}
	r := w.shownApart()
	if r == nil || !r.Apart {
		return
	}
	if w.steps != nil {
		w.toggleBuild() // one kind of steps at a time
	}
	w.slides = &view.Slides{Plan: r.Plan, Pieces: len(w.sols[w.shown-1].Pieces)}
	w.part("apart").Set("textContent", "Show it whole")
	w.drawSlides(w.slides.States(0))
}

// endApart leaves the take-apart moves, if they are shown.
func (w *widget) endApart() {
	if w.slides == nil {
		return
	}
	w.slides = nil
	w.part("apart").Set("textContent", "Take it apart")
	w.part("step-prev").Set("hidden", true)
	w.part("step-next").Set("hidden", true)
	if w.viewer != nil {
		w.viewer.SetStates(nil)
	}
}

// drawSlides shows the pieces as the moves so far leave them, and the
// next move.
func (w *widget) drawSlides(states map[int]view.PieceState) {
	s := w.slides
	w.part("step-prev").Set("hidden", false)
	w.part("step-next").Set("hidden", false)
	w.part("step-prev").Set("disabled", s.Step == 0)
	w.part("step-next").Set("disabled", s.Step == len(s.Plan))
	if w.viewer != nil {
		w.viewer.SetStates(states)
	}
	line := "Move " + strconv.Itoa(s.Step) + " of " + strconv.Itoa(len(s.Plan))
	if s.Step < len(s.Plan) {
		next := assembly.Describe(s.Plan[s.Step:s.Step+1], assembly.Labels(w.puzzle, w.sols[w.shown-1]))[0]
		line += ". Next: " + strings.TrimPrefix(next, "1. ")
	} else {
		line += ": taken apart. Step back to put it together"
	}
	w.say(line + ".")
}
