//go:build js && wasm

package main

import (
	"os"
	"strconv"
	"syscall/js"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/wasm/api"
	"github.com/cubist/cubist/wasm/embed"
	"github.com/cubist/cubist/wasm/jsutil"
	"github.com/cubist/cubist/wasm/view"
	"honnef.co/go/js/dom/v2"
)

// page holds the elements the program works with.
type page struct {
	doc                               dom.Document
	example                           *dom.HTMLSelectElement
	puzzle                            *dom.HTMLTextAreaElement
	check, progress, errorLine, of    element
	counts, layers                    element
	solveButton, countButton, stopBtn *dom.HTMLButtonElement
	prev, next                        *dom.HTMLButtonElement
	workers, index                    *dom.HTMLInputElement
	bar                               element

	viewer *view.Viewer // the 3D view of the shown solution, if WebGL works
	build  *building    // build mode, when on

	buildStates map[int]view.PieceState // how build mode draws the pieces
	pieces      pieceView               // hidden and picked pieces
	editor      *editor                 // draws the puzzle layer by layer
	keptID      string                  // the kept puzzle being edited, if any
	draft       string                  // unparsed text kept from the last visit, offered back
	laidOut     bool                    // the main view lays the pieces out, to be drawn on, rather than showing a solution
	pristine    string                  // the box as opened, before any change
	readOnly    bool                    // showing a shared puzzle, not the person's
	run         *running                // the running search, if any
	checker     *time.Timer             // runs checkPuzzle shortly after typing stops
	solvable    bool                    // the box holds a puzzle ready to solve
	notReady    string                  // why it is not, said beside Solve
	counted     bool                    // the last search was a Count, which keeps no solutions
	started     bool                    // the solver is ready
	shown       *solver.Puzzle          // the puzzle the solutions belong to
	shownJSON   string                  // shown as canonical JSON, to compare with
	want        int                     // the solution a link asked for, from 1
	results     solutionList            // solutions kept so far
	found       int                     // solutions found so far, kept or not
	fraction    float64                 // the share of the search done, as last reported
	design      designing               // the Design panel's search and variants
	origin      *variantOrigin          // the puzzle a variant is shown over
	marked      map[solver.Cell]bool    // cubes the 3D view marks in a variant's solution
	markedFor   string                  // the puzzle, as canonical JSON, that marked belongs to
}

func main() {
	api.Register()
	if !js.Global().Get("document").Truthy() { // a worker
		select {}
	}
	embed.Register()
	if len(os.Args) < 2 || os.Args[1] != "app" { // embeds, or files for a page
		select {}
	}
	runApp()
}

// runApp runs the editor page.
func runApp() {
	doc := dom.GetWindow().Document()
	byID := func(id string) dom.Element { return doc.GetElementByID(id) }
	p := &page{
		doc:         doc,
		example:     byID("example").(*dom.HTMLSelectElement),
		puzzle:      byID("puzzle").(*dom.HTMLTextAreaElement),
		check:       html(byID("check")),
		progress:    html(byID("progress")),
		errorLine:   html(byID("error")),
		of:          html(byID("of")),
		counts:      html(byID("counts")),
		layers:      html(byID("layers")),
		solveButton: byID("solve").(*dom.HTMLButtonElement),
		countButton: byID("count").(*dom.HTMLButtonElement),
		stopBtn:     byID("stop").(*dom.HTMLButtonElement),
		prev:        byID("prev").(*dom.HTMLButtonElement),
		next:        byID("next").(*dom.HTMLButtonElement),
		workers:     byID("workers").(*dom.HTMLInputElement),
		index:       byID("index").(*dom.HTMLInputElement),
		bar:         html(byID("bar")),
	}
	p.startEditor()
	// Typing is saved when it pauses, and at once if the page goes away.
	for _, event := range []string{"pagehide", "visibilitychange"} {
		dom.GetWindow().AddEventListener(event, false, func(dom.Event) { p.save() })
	}
	p.checker = time.AfterFunc(time.Hour, func() {
		p.save() // once typing pauses, not at every key
		p.checkPuzzle()
	})
	p.checker.Stop()
	p.fillExamples()
	p.startViewer()
	p.wire()
	p.wireExports()
	p.wireShare()
	p.wireFiles()
	p.wireMine()
	p.wireApart()
	p.wireDraft()
	p.wireDesign()
	p.wireLayout()
	p.showWorkers()
	go p.keepOffline()
	go p.start()
	select {}
}

func (p *page) fillExamples() {
	for _, name := range examples.Names() {
		title, err := examples.Title(name)
		if err != nil {
			continue
		}
		addOption(p.example, name, title)
	}
}

func (p *page) wire() {
	p.example.AddEventListener("change", false, func(dom.Event) { p.openExample(p.example.Value()) })
	p.puzzle.AddEventListener("input", false, func(dom.Event) {
		p.editor.typed()
		p.example.SetValue("") // edited: the person's own puzzle now
		p.checker.Reset(checkDelay)
	})
	p.solveButton.AddEventListener("click", false, func(dom.Event) { go p.startSearch(false) })
	p.countButton.AddEventListener("click", false, func(dom.Event) { go p.startSearch(true) })
	p.byID("solve-to-see").AddEventListener("click", false, func(dom.Event) { go p.startSearch(false) })
	p.stopBtn.AddEventListener("click", false, func(dom.Event) { p.stop() })
	p.prev.AddEventListener("click", false, func(dom.Event) { p.show(p.steps().neighbour(p.current(), -1)) })
	p.next.AddEventListener("click", false, func(dom.Event) { p.show(p.steps().neighbour(p.current(), 1)) })
	p.index.AddEventListener("change", false, func(dom.Event) { p.show(p.current()) })
	p.workers.AddEventListener("change", false, func(dom.Event) {
		n, _ := strconv.Atoi(p.workers.Value())
		cubist().Set("workers", n)
		p.showWorkers()
	})
}

// showWorkers shows the size of the worker pool.
func (p *page) showWorkers() {
	p.workers.SetValue(strconv.Itoa(cubist().Get("workers").Int()))
}

// start opens what the address asks for, and enables solving once the
// solver is ready.
func (p *page) start() {
	// The puzzle is shown at once; the workers start meanwhile, and a
	// search the address asks for waits for them.
	go func() {
		if _, err := jsutil.Await(cubist().Get("ready")); err != nil {
			p.errorLine.SetTextContent("The solver could not start: " + err.Error())
			return
		}
		p.started = true
		if p.run == nil {
			p.progress.SetTextContent(p.idleText())
		}
		p.setRunning(p.run != nil)
	}()
	p.openLink(readLink(dom.GetWindow().Location().Hash()))
	dom.GetWindow().AddEventListener("hashchange", false, func(dom.Event) {
		go p.openLink(readLink(dom.GetWindow().Location().Hash()))
	})
}

// openLink opens what an address asks for: a shared puzzle, an example,
// or the Soma cube; and solves it if asked. It runs on its own goroutine.
func (p *page) openLink(l link) {
	if p.run != nil {
		p.stop()
		for p.run != nil {
			time.Sleep(10 * time.Millisecond)
		}
	}
	p.errorLine.SetTextContent("")
	p.notify("")
	opened := true
	switch {
	case l.code != "":
		if opened = p.openCode(l.code); !opened && !p.restore() {
			p.openExample("soma")
		}
	case l.example != "":
		opened = p.openExample(l.example)
	case !p.restore():
		p.openExample("soma")
	}
	// A link that could not be opened solves nothing: what is shown is not
	// the link's puzzle.
	if l.apart {
		p.doc.GetElementByID("disassemble").(*dom.HTMLInputElement).SetChecked(true)
	}
	p.editor.startPreview() // once the puzzle is drawn
	if l.solve && opened && p.solvable {
		p.want = l.solution // shown as soon as it is found
		p.startSearch(false)
	}
}

// openExample puts an example into the puzzle box, as JSON whatever its
// file's format. An example that cannot be opened leaves the box as it
// was, and says so at the top of the page.
func (p *page) openExample(name string) bool {
	data, err := examples.JSON(name)
	if err != nil {
		p.notify("The example could not be opened: " + err.Error())
		p.example.SetValue("")
		return false
	}
	p.leave()
	p.setReadOnly(false)
	p.puzzle.SetValue(string(data))
	p.opened()
	p.example.SetValue(name)
	storageSet(exampleKey, name)
	p.checkPuzzle()
	return true
}

// notify shows a message at the top of the page, where it is seen
// whatever is scrolled into view; "" hides it.
func (p *page) notify(text string) {
	n := p.byID("notice")
	n.SetTextContent(text)
	showIf(n, text != "")
	if text != "" {
		n.Underlying().Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}

// checkDelay is how long after the last keystroke the puzzle is checked
// and saved.
const checkDelay = 150 * time.Millisecond

// checkPuzzle reports, as the user types, what can be seen of the puzzle
// without solving it, and whether it is ready to solve.
func (p *page) checkPuzzle() {
	list := p.byID("checks")
	list.SetInnerHTML("")
	puzzle, err := solver.DecodeJSON([]byte(p.puzzle.Value()))
	if err != nil {
		p.check.SetTextContent(err.Error())
		p.check.Class().Add("error")
		p.editor.load(nil)
		p.setSolvable(false, "the puzzle in the box does not read: "+err.Error())
		return
	}
	p.editor.load(puzzle)
	p.byID("puzzle-name").SetTextContent(puzzle.Name) // a name is data: text, never markup
	rule := colorRuleText(puzzle)
	p.byID("color-rule").SetTextContent(rule)
	showIf(p.byID("color-rule"), rule != "")
	checks := checksOf(puzzle)
	for _, c := range checks {
		li := p.create("li")
		li.SetTextContent(c.text)
		if c.warn {
			li.Class().Add("warn")
		}
		if c.merge != nil {
			b := p.create("button")
			b.SetTextContent("Make them one piece")
			b.Class().Add("merge")
			group := c.merge
			b.AddEventListener("click", false, func(dom.Event) { p.editor.merge(group) })
			li.AppendChild(p.doc.CreateTextNode(" "))
			li.AppendChild(b)
		}
		list.AppendChild(li)
	}
	if puzzle.Validate() != nil {
		p.check.SetTextContent("Not ready to solve yet.")
		p.check.Class().Add("error")
		p.followPuzzle(nil)
		if p.run == nil {
			p.showIn3D(puzzle, nil, true) // the pieces as drawn so far, to draw on
		}
		p.setSolvable(false, notReadyReason(puzzle, checks))
		return
	}
	p.followPuzzle(puzzle)
	p.setSolvable(true, "")
	p.check.Class().Remove("error")
	p.check.SetTextContent(readyText(puzzle))
}
