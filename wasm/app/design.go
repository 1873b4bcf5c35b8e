//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/words"
	"github.com/cubist/cubist/wasm/jsutil"
	"honnef.co/go/js/dom/v2"
)

// The Design panel runs a design search (Cubist.design) on the workers: it
// looks for variants of the set, each a solution's dissection with cubes
// moved between neighbouring pieces, toward one solution that comes apart,
// and lists the best as they are found. A variant is shown, read-only, in
// the editor and the 3D view (variant.go) and kept from there.

// designKeep is how many variants the panel lists.
const designKeep = 8

// designing is the design search under way, and what it has found.
type designing struct {
	run      *running         // the search under way, nil when none
	from     string           // the name of the puzzle designed
	variants []design.Variant // best first
	seed     int              // the next search's seed
	shown    int              // the variant shown, from 0; -1 for none
}

// text is variant i's puzzle as canonical JSON.
func (d *designing) text(i int) string { return string(solver.FormatJSON(d.variants[i].Puzzle)) }

func (p *page) wireDesign() {
	p.design = designing{seed: 1, shown: -1}
	open := p.byID("design-open")
	open.AddEventListener("click", false, func(dom.Event) {
		panel := p.byID("design-panel").Underlying()
		shut := !panel.Get("hidden").Bool()
		panel.Set("hidden", shut)
		open.SetAttribute("aria-expanded", strconv.FormatBool(!shut))
		label := "Design ▾"
		if shut {
			label = "Design ▸"
		}
		open.SetTextContent(label)
	})
	p.byID("design").AddEventListener("click", false, func(dom.Event) { go p.startDesign() })
	p.byID("design-stop").AddEventListener("click", false, func(dom.Event) {
		if p.design.run != nil {
			p.design.run.abort.Call("abort")
		}
	})
	harder := p.byID("design-harder").Underlying()
	level := p.byID("design-level").Underlying()
	holes := p.byID("design-holes").Underlying()
	harder.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
		on := harder.Get("checked").Bool()
		level.Set("disabled", !on)
		holes.Set("disabled", !on)
		p.byID("design").SetTextContent(designLabel(on, false))
		return nil
	}))
	p.byID("design-list").AddEventListener("click", false, func(ev dom.Event) {
		b := ev.Underlying().Get("target").Call("closest", "button")
		if !b.Truthy() {
			return
		}
		i, err := strconv.Atoi(b.Call("getAttribute", "data-variant").String())
		if err != nil || i >= len(p.design.variants) {
			return
		}
		if b.Get("classList").Call("contains", "keep-variant").Bool() {
			p.keepVariant(i)
		} else {
			p.showVariant(i)
		}
	})
	p.wireVariant()
}

// designNumber reads a number field of the panel, or def if it is not one.
func (p *page) designNumber(id string, def float64) float64 {
	v, err := strconv.ParseFloat(p.byID(id).Underlying().Get("value").String(), 64)
	if err != nil {
		return def
	}
	return v
}

// startDesign runs a design search from the puzzle in the box. It runs on
// its own goroutine.
func (p *page) startDesign() {
	status := p.byID("design-status")
	if p.design.run != nil || p.run != nil {
		return
	}
	text := p.puzzle.Value()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		status.SetTextContent("Only a puzzle ready to solve can be designed from: " + err.Error())
		return
	}
	seconds := p.designNumber("design-seconds", 60)
	if seconds <= 0 {
		status.SetTextContent("Give the time to search, more than 0 seconds.")
		return
	}
	minLevel, holes := 0, 0
	if p.byID("design-harder").Underlying().Get("checked").Bool() {
		minLevel = int(p.designNumber("design-level", 2))
		holes = int(p.designNumber("design-holes", 1))
	}
	s := &running{abort: js.Global().Get("AbortController").New()}
	p.design.run, p.design.from = s, puzzle.Name
	p.design.variants, p.design.shown = nil, -1
	p.listVariants()
	p.setDesigning(true)
	status.SetTextContent("Looking for variants…")
	onVariant := js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.addVariant(args[0].String())
		return nil
	})
	onProgress := js.FuncOf(func(_ js.Value, args []js.Value) any {
		status.SetTextContent(fmt.Sprintf("%s tried in %.0f s%s", words.Count(args[0].Get("tried").Int(), "variant", "variants"),
			args[0].Get("seconds").Float(), p.bestSoFar()))
		return nil
	})
	s.funcs = []js.Func{onVariant, onProgress}
	opts := js.Global().Get("Object").New()
	opts.Set("signal", s.abort.Get("signal"))
	opts.Set("onVariant", onVariant)
	opts.Set("onProgress", onProgress)
	opts.Set("seconds", seconds)
	opts.Set("seed", p.design.seed)
	opts.Set("minLevel", minLevel)
	opts.Set("holes", holes)
	res, err := jsutil.Await(cubist().Call("design", text, opts))
	s.release()
	p.design.run = nil
	p.setDesigning(false)
	if err != nil {
		status.SetTextContent("The design search failed: " + err.Error())
		return // it tried nothing: the same seed is tried next
	}
	p.design.seed++ // the button, pressed again, tries other variants
	p.byID("design").SetTextContent(designLabel(minLevel > 0, true))
	done := fmt.Sprintf("%s tried in %.1f s. ", words.Count(res.Get("tried").Int(), "variant", "variants"), res.Get("seconds").Float())
	switch {
	case res.Get("met").Bool():
		status.SetTextContent(done + "Found one that meets the goal: pick it to see it, and Keep it to work on.")
	case res.Get("stopped").Bool():
		status.SetTextContent(done + "Stopped; the best found are below.")
	default:
		status.SetTextContent(done + "None met the goal in the time; the best found are below. " + designLabel(minLevel > 0, true) + " tries other variants.")
	}
}

// designLabel is what the Design button says: what it asks for, and
// "again" once it has run.
func designLabel(harder, again bool) string {
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
func (p *page) bestSoFar() string {
	if len(p.design.variants) == 0 {
		return ""
	}
	return "; best: " + variantSummary(p.design.variants[0])
}

// setDesigning shows Stop while a design search runs, and keeps a search
// and a design search from running at once.
func (p *page) setDesigning(on bool) {
	showIf(p.byID("design"), !on)
	showIf(p.byID("design-stop"), on)
	p.setRunning(p.run != nil)
}

// addVariant takes a variant a worker found, as JSON text, into the list:
// best first, each puzzle once.
func (p *page) addVariant(text string) {
	var v design.Variant
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return
	}
	canon := string(solver.FormatJSON(v.Puzzle))
	for i := range p.design.variants {
		if p.design.text(i) == canon {
			return
		}
	}
	var i int
	if p.design.variants, i = design.Insert(p.design.variants, v, designKeep); i >= designKeep {
		return
	}
	if p.design.shown >= i {
		p.design.shown++
	}
	if p.design.shown >= designKeep {
		p.design.shown = -1
	}
	p.listVariants()
}

// variantSummary says what was judged of a variant in a few words.
func variantSummary(v design.Variant) string {
	switch {
	case v.Unique() && v.ComesApart:
		return fmt.Sprintf("unique, comes apart at level %d in %s", v.Level, words.Count(v.Moves, "move", "moves"))
	case v.Unique():
		return "unique, but does not come apart"
	case v.Classes > 40:
		return "more than 40 solutions up to rotation"
	}
	return fmt.Sprintf("%s, %d distinct", words.Count(int(v.Solutions), "solution", "solutions"), v.Distinct)
}

// listVariants draws the list of variants found.
func (p *page) listVariants() {
	list := p.byID("design-list")
	list.SetInnerHTML("")
	for i, v := range p.design.variants {
		li := p.create("li")
		show := p.create("button")
		show.SetAttribute("data-variant", strconv.Itoa(i))
		show.Class().Add("variant")
		show.SetTextContent(fmt.Sprintf("%s · %s changed", variantSummary(v), words.Count(len(v.Changed), "cube", "cubes")))
		show.SetAttribute("aria-pressed", strconv.FormatBool(i == p.design.shown))
		keep := p.create("button")
		keep.SetAttribute("data-variant", strconv.Itoa(i))
		keep.Class().Add("keep-variant")
		keep.SetTextContent("Keep")
		keep.SetAttribute("title", "Keep this variant in My puzzles, as a new puzzle")
		li.AppendChild(show)
		li.AppendChild(keep)
		list.AppendChild(li)
	}
}
