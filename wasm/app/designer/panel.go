//go:build js && wasm

package designer

import (
	"encoding/json"
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/words"
	"github.com/cubist/cubist/wasm/app/solutions"
	"github.com/cubist/cubist/wasm/app/solve"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// designKeep is how many variants the panel lists.
const designKeep = 8

// Panel is the Design panel: the design search under way, and what it
// has found.
type Panel struct {
	box      *state.Box
	search   *solve.Panel
	results  *solutions.Panel
	run      *ui.Task         // the search under way, nil when none
	from     string           // the name of the puzzle designed
	variants []design.Variant // best first
	seed     int              // the next search's seed
	shown    int              // the variant shown, from 0; -1 for none
	origin   *state.Place     // the puzzle a variant is shown over
}

// text is variant i's puzzle as canonical JSON.
func (p *Panel) text(i int) string { return string(solver.FormatJSON(p.variants[i].Puzzle)) }

// New sets up the panel, which designs from the puzzle in box when the
// search panel has the workers free, and shows variants in results.
func New(box *state.Box, search *solve.Panel, results *solutions.Panel) *Panel {
	p := &Panel{box: box, search: search, results: results, seed: 1, shown: -1}
	open := ui.ByID("design-open")
	ui.Listen(open.Underlying(), "click", false, func(js.Value) {
		panel := ui.ByID("design-panel").Underlying()
		shut := !panel.Get("hidden").Bool()
		if !shut {
			// The design search runs on a program of its own: fetched,
			// compiled and warmed up now, while the panel is read.
			js.Global().Get("Cubist").Call("warmDesign")
		}
		panel.Set("hidden", shut)
		open.SetAttribute("aria-expanded", strconv.FormatBool(!shut))
		label := "Design ▾"
		if shut {
			label = "Design ▸"
		}
		open.SetTextContent(label)
	})
	ui.OnClick("design", func() { go p.start() })
	ui.OnClick("design-stop", func() {
		if p.run != nil {
			p.run.Stop()
		}
	})
	search.OnReady(func(ready bool) { ui.ByID("design").Underlying().Set("disabled", !ready || p.run != nil) })
	harder := ui.ByID("design-harder").Underlying()
	level := ui.ByID("design-level").Underlying()
	holes := ui.ByID("design-holes").Underlying()
	from := ui.ByID("design-from").Underlying()
	from.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
		f := from.Get("value").String()
		ui.ShowIf(ui.ByID("design-box"), f == "box")
		ui.ShowIf(ui.ByID("design-cut"), f != "")
		return nil
	}))
	harder.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
		on := harder.Get("checked").Bool()
		level.Set("disabled", !on)
		holes.Set("disabled", !on)
		ui.ByID("design").SetTextContent(label(on, false))
		return nil
	}))
	ui.Listen(ui.ByID("design-list").Underlying(), "click", false, func(ev js.Value) {
		b := ev.Get("target").Call("closest", "button")
		if !b.Truthy() {
			return
		}
		i, err := strconv.Atoi(b.Call("getAttribute", "data-variant").String())
		if err != nil || i >= len(p.variants) {
			return
		}
		if b.Get("classList").Call("contains", "keep-variant").Bool() {
			p.keep(i)
		} else {
			p.show(i)
		}
	})
	p.wireVariant()
	return p
}

// number reads a number field of the panel, or def if it is not one.
func number(id string, def float64) float64 {
	v, err := strconv.ParseFloat(ui.ByID(id).Underlying().Get("value").String(), 64)
	if err != nil {
		return def
	}
	return v
}

// start runs a design search from the puzzle in the box. It runs on its
// own goroutine.
func (p *Panel) start() {
	status := ui.ByID("design-status")
	if p.run != nil || p.search.Running() {
		return
	}
	text := p.box.Text()
	from := ui.ByID("design-from").Underlying().Get("value").String()
	box, pieces := "", 0
	if from != "" {
		pieces = int(number("design-pieces", 0))
	}
	name := ""
	if from == "box" {
		box = ui.ByID("design-box").Underlying().Get("value").String()
		name = fmt.Sprintf("Box %s in %d pieces", box, pieces) // as the search names it
	} else {
		puzzle, err := solver.ParseJSON([]byte(text))
		if err != nil {
			status.SetTextContent("Only a puzzle ready to solve can be designed from: " + err.Error())
			return
		}
		name = puzzle.Name
		if pieces != 0 {
			name = fmt.Sprintf("%s in %d pieces", name, pieces)
		}
	}
	seconds := number("design-seconds", 60)
	if seconds <= 0 {
		status.SetTextContent("Give the time to search, more than 0 seconds.")
		return
	}
	minLevel, holes := 0, 0
	if ui.ByID("design-harder").Underlying().Get("checked").Bool() {
		minLevel = int(number("design-level", 2))
		holes = int(number("design-holes", 1))
	}
	s, opts := ui.NewTask(map[string]func([]js.Value){
		"onVariant": func(args []js.Value) { p.add(args[0].String()) },
		"onProgress": func(args []js.Value) {
			status.SetTextContent(fmt.Sprintf("%s tried in %.0f s%s", words.Count(args[0].Get("tried").Int(), "variant", "variants"),
				args[0].Get("seconds").Float(), p.bestSoFar()))
		},
	})
	p.run, p.from = s, name
	before, shown := p.variants, p.shown
	p.variants, p.shown = nil, -1
	p.list()
	p.setDesigning(true)
	status.SetTextContent("Looking for variants…")
	opts.Set("seconds", seconds)
	opts.Set("seed", p.seed)
	opts.Set("minLevel", minLevel)
	opts.Set("holes", holes)
	opts.Set("pieces", pieces)
	opts.Set("box", box)
	res, err := jsutil.Await(ui.Cubist().Call("design", text, opts))
	s.Release()
	p.run = nil
	p.setDesigning(false)
	if err != nil {
		if len(p.variants) == 0 { // the earlier run's variants stay
			p.variants, p.shown = before, shown
			p.list()
		}
		status.SetTextContent("The design search failed: " + err.Error())
		return // it tried nothing: the same seed is tried next
	}
	p.seed++ // the button, pressed again, tries other variants
	ui.ByID("design").SetTextContent(label(minLevel > 0, true))
	done := fmt.Sprintf("%s tried in %.1f s. ", words.Count(res.Get("tried").Int(), "variant", "variants"), res.Get("seconds").Float())
	switch {
	case res.Get("met").Bool():
		status.SetTextContent(done + "Found one that meets the goal: pick it to see it, and Keep it to work on.")
	case res.Get("stopped").Bool():
		status.SetTextContent(done + "Stopped; the best found are below.")
	case res.Get("usedUp").Bool():
		status.SetTextContent(done + "That is every variant within reach of this set at these sizes, and none met the goal; the best are below.")
	default:
		status.SetTextContent(done + "None met the goal in the time; the best found are below. " + label(minLevel > 0, true) + " tries other variants.")
	}
}

// label is what the Design button says: what it asks for, and "again"
// once it has run.
func label(harder, again bool) string {
	label := "Make it unique"
	if harder {
		label = "Make it harder"
	}
	if again {
		label += " again"
	}
	return label
}

// bestSoFar describes the best variant found, for the progress line.
func (p *Panel) bestSoFar() string {
	if len(p.variants) == 0 {
		return ""
	}
	return "; best: " + p.variants[0].Summary()
}

// setDesigning shows Stop while a design search runs, and keeps a search
// and a design search from running at once.
func (p *Panel) setDesigning(on bool) {
	ui.ShowIf(ui.ByID("design"), !on)
	ui.ShowIf(ui.ByID("design-stop"), on)
	p.search.Hold(on)
}

// add takes a variant a worker found, as JSON text, into the list: best
// first, each puzzle once.
func (p *Panel) add(text string) {
	var v design.Variant
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return
	}
	canon := string(solver.FormatJSON(v.Puzzle))
	for i := range p.variants {
		if p.text(i) == canon {
			return
		}
	}
	var i int
	if p.variants, i = design.Insert(p.variants, v, designKeep); i >= designKeep {
		return
	}
	if p.shown >= i {
		p.shown++
	}
	if p.shown >= designKeep {
		p.shown = -1
	}
	p.list()
}

// list draws the list of variants found.
func (p *Panel) list() {
	list := ui.ByID("design-list")
	list.SetInnerHTML("")
	for i, v := range p.variants {
		li := ui.Create("li")
		show := ui.Create("button")
		show.SetAttribute("data-variant", strconv.Itoa(i))
		show.Class().Add("variant")
		show.SetTextContent(fmt.Sprintf("%s · %s changed", v.Summary(), v.ChangedCount()))
		show.SetAttribute("aria-pressed", strconv.FormatBool(i == p.shown))
		keep := ui.Create("button")
		keep.SetAttribute("data-variant", strconv.Itoa(i))
		keep.Class().Add("keep-variant")
		keep.SetTextContent("Keep")
		keep.SetAttribute("title", "Keep this variant in My puzzles, as a new puzzle")
		li.AppendChild(show)
		li.AppendChild(keep)
		list.AppendChild(li)
	}
}
