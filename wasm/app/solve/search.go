//go:build js && wasm

package solve

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
	"github.com/cubist/cubist/wasm/app/solutions"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
	"honnef.co/go/js/dom/v2"
)

// Start counts or solves the puzzle in the box. It runs on its own
// goroutine.
func (p *Panel) Start(countOnly bool) {
	if p.run != nil {
		return
	}
	text := p.box.Text()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		ui.ShowError(err.Error())
		return
	}
	callbacks := map[string]func([]js.Value){
		"onProgress": func(args []js.Value) { p.showProgress(args[0]) },
	}
	if !countOnly {
		callbacks["onSolution"] = func(args []js.Value) { p.results.Add(args[0], args[1].Int()) }
	}
	s, opts := ui.NewTask(callbacks)
	p.run, p.counted = s, false
	ui.ShowTab("solve") // on a phone, the search and its solutions are what to see now
	p.setRunning(true)
	ui.ShowError("")
	p.counts.SetInnerHTML("")
	p.setBar(0)
	p.results.Reset(puzzle)
	opts.Set("disassemble", CheckingApart())
	opts.Set("rotations", ui.Doc().GetElementByID("rotations").(*dom.HTMLInputElement).Checked())
	method := "solve"
	if countOnly {
		method = "count"
	} else {
		opts.Set("keep", solutions.MaxKept)
		opts.Set("every", ui.Doc().GetElementByID("every").(*dom.HTMLInputElement).Checked())
	}
	res, err := jsutil.Await(ui.Cubist().Call(method, text, opts))
	defer p.results.Settle() // the words beside the stepper, once the counts above them are in
	p.results.Done()
	s.Release()
	p.run = nil
	p.setRunning(false)
	if err != nil {
		if err.Error() == "the search was cancelled" { // before it began
			p.progress.SetTextContent("Stopped before the search began.")
		} else {
			ui.ShowError(err.Error())
		}
		return
	}
	counts := res
	p.counted = countOnly && counts.Type() == js.TypeObject && counts.Get("solutions").Float() > 0
	if !countOnly {
		p.setFound(res)
		counts = res.Get("counts")
		if reason := res.Get("reason").String(); reason != "" {
			ui.ShowError("No solution: " + reason)
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

// setFound passes on the number of solutions found so far, kept or not.
func (p *Panel) setFound(v js.Value) {
	if f := v.Get("found"); f.Type() == js.TypeNumber {
		p.results.SetFound(f.Int())
	}
}

// diagnose looks, for a set with no solution, for a single piece whose
// mirror image would make it solvable: a piece made the wrong way round.
func (p *Panel) diagnose(text string) {
	p.progress.SetTextContent("No solution. Trying each chiral piece mirrored…")
	v, err := jsutil.Await(ui.Cubist().Call("mirrorFixes", text))
	if err != nil {
		ui.ShowError(err.Error())
		return
	}
	var names []string
	for i := range v.Length() {
		names = append(names, v.Index(i).String())
	}
	li := ui.Create("li")
	if len(names) == 0 {
		li.SetTextContent("Mirroring any one piece does not help either.")
	} else {
		li.SetTextContent("Mirroring just one of these pieces makes the set solvable: " + strings.Join(names, ", ") + ". Was one made, or drawn, the wrong way round?")
	}
	p.counts.AppendChild(li)
	p.progress.SetTextContent("No solution.")
}

func (p *Panel) showProgress(v js.Value) {
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
		100*fraction, ui.Group(int64(v.Get("nodes").Float())), v.Get("solutions").Int(), v.Get("distinct").Int(), seconds, eta))
}

func (p *Panel) showCounts(v js.Value) {
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
		li := ui.Create("li")
		li.SetTextContent(line)
		p.counts.AppendChild(li)
	}
	p.progress.SetTextContent(fmt.Sprintf("Done: %s nodes in %.2f s.", ui.Group(int64(v.Get("nodes").Float())), v.Get("seconds").Float()))
	p.setBar(1)
}

// showPartial shows what a search stopped before the end had found: its
// counts so far, marked as partial, and how far it got.
func (p *Panel) showPartial(counts js.Value) {
	li := ui.Create("li")
	li.Class().Add("partial")
	li.SetTextContent(fmt.Sprintf("Partial counts, from the part searched before the stop: %d solutions, %d up to rotation.",
		int64(counts.Get("solutions").Float()), int64(counts.Get("distinct").Float())))
	p.counts.AppendChild(li)
	p.progress.SetTextContent(fmt.Sprintf("Stopped at %.1f%% done: %d solutions (%d distinct) found before the stop, %s nodes in %.1f s.",
		100*p.fraction, int64(counts.Get("solutions").Float()), int64(counts.Get("distinct").Float()),
		ui.Group(int64(counts.Get("nodes").Float())), counts.Get("seconds").Float()))
}

// setBar shows the fraction done. The bar is a scaled block rather than a
// <progress> element, whose repaints stall the page in some browsers.
func (p *Panel) setBar(fraction float64) {
	ui.HTML(p.bar.QuerySelector("div")).Style().SetProperty("transform", fmt.Sprintf("scaleX(%.4f)", fraction), "")
	p.bar.SetAttribute("aria-valuenow", strconv.Itoa(int(100*fraction)))
}

// apartLine says how many solutions come apart, from a search's counts.
func apartLine(v js.Value) string {
	d := v.Get("disassemble")
	if d.Type() != js.TypeObject {
		return ""
	}
	count := func(v js.Value) string { return strconv.FormatInt(int64(v.Float()), 10) }
	text := count(d.Get("solutions")) + " come apart (" + count(d.Get("distinct")) + " up to rotation"
	if m := d.Get("distinct_mirror"); m.Type() == js.TypeNumber {
		text += ", " + count(m) + " if mirror images count as the same"
	}
	// The highest level as BurrTools writes and orders levels, as each
	// solution's own line gives it.
	highest := strconv.Itoa(d.Get("max_level").Int())
	if lv := d.Get("levels"); lv.Type() == js.TypeObject {
		keys := js.Global().Get("Object").Call("keys", lv)
		for i := range keys.Length() {
			if l := keys.Index(i).String(); i == 0 || assembly.CompareNotation(l, highest) > 0 {
				highest = l
			}
		}
	}
	return text + "); the highest level is " + highest
}
