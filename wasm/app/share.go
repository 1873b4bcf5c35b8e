//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/jsutil"
)

// link is what an address's fragment asks for: "#example=NAME",
// "#p=CODE", "&solve", "&s=N", "&disassemble".
type link struct {
	example  string
	code     string
	solve    bool
	solution int  // from 1; 0 for none
	apart    bool // check that solutions come apart
}

// readLink reads the fragment of the page's address.
func readLink(hash string) link {
	var l link
	for _, part := range strings.Split(strings.TrimPrefix(hash, "#"), "&") {
		key, value, _ := strings.Cut(part, "=")
		switch key {
		case "example":
			l.example = value
		case "p":
			l.code = value
		case "solve":
			l.solve = true
		case "disassemble":
			l.apart = true
		case "s":
			if n, err := strconv.Atoi(value); err == nil && n > 0 {
				l.solution = n
				l.solve = true
			}
		}
	}
	return l
}

// openCode puts a shared puzzle into the puzzle box. A damaged code gives a
// message and leaves the box as it was. It must run on its own goroutine.
func (p *page) openCode(code string) bool {
	text, err := jsutil.Await(cubist().Call("canonical", code))
	if err != nil {
		p.notify("This link does not hold a puzzle Cubist can read (" + err.Error() + "). Was it cut short or changed by hand? " +
			"What you see below is not the link's puzzle: it is the last one you had open here.")
		return false
	}
	p.leave()
	p.example.SetValue("")
	p.puzzle.SetValue(text.String())
	p.editor.forget()
	p.setCurrent("")
	p.pristine = p.puzzle.Value()
	p.setReadOnly(true) // not saved: the person's own work stays as it was
	p.checkPuzzle()
	return true
}

func (p *page) wireShare() {
	p.byID("share").AddEventListener("click", false, func(dom.Event) { go p.share() })
	p.byID("embed").AddEventListener("click", false, func(dom.Event) { go p.embed() })
	for button, box := range map[string]string{"embed-copy": "embed-code", "embed-frame-copy": "embed-frame"} {
		p.byID(button).AddEventListener("click", false, func(dom.Event) {
			text := p.doc.GetElementByID(box).(*dom.HTMLTextAreaElement)
			text.Select()
			copyText(text.Value())
		})
	}
	p.byID("copy-shared").AddEventListener("click", false, func(dom.Event) {
		p.setReadOnly(false)
		p.keepCopy()
		p.save()
		p.checkPuzzle()
	})
}

// editControls are what changes a puzzle; a shared puzzle shown read-only
// turns them off.
var editControls = []string{
	"undo", "redo", "add-piece", "dup-piece", "del-piece", "up-piece", "down-piece",
	"piece-name", "piece-count", "piece-color", "puzzle-name-field", "grid-x", "grid-y", "grid-z", "keep",
	"turn-X", "turn-Y", "turn-Z", "mirror-X", "mirror-Y", "mirror-Z",
	"shift-X-minus", "shift-X-plus", "shift-Y-minus", "shift-Y-plus", "shift-Z-minus", "shift-Z-plus",
	"trim", "fill-inside", "hollow", "scale-2", "scale-3", "copy-from", "add-set",
}

// setReadOnly shows a shared puzzle as it is, or lets the person edit.
func (p *page) setReadOnly(on bool) {
	p.readOnly = on
	showIf(p.byID("shared"), on && p.origin == nil)
	showIf(p.byID("variant-banner"), on && p.origin != nil)
	showIf(p.byID("design-back"), on && p.origin != nil) // beside the variants, on a phone's Solve tab too
	p.puzzle.SetReadOnly(on)
	for _, id := range editControls {
		el := p.byID(id)
		if on {
			el.SetAttribute("disabled", "")
		} else {
			el.RemoveAttribute("disabled")
		}
	}
	if !on && p.editor != nil {
		p.editor.render() // sets undo, redo and count as they should be
	}
}

// shareable returns the puzzle in the box with its share code, and the
// number of the solution shown if it belongs to that puzzle (else 0). It
// must run on its own goroutine.
func (p *page) shareable() (puzzle *solver.Puzzle, code string, solution int, ok bool) {
	text := p.puzzle.Value()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		p.errorLine.SetTextContent("Only a valid puzzle can be shared: " + err.Error())
		return nil, "", 0, false
	}
	c, err := jsutil.Await(cubist().Call("shareCode", text))
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return nil, "", 0, false
	}
	code = c.String()
	if p.isShown(puzzle) && p.shownSolution() != nil {
		solution = p.current()
	}
	return puzzle, code, solution, true
}

// siteURL is the address of the folder the page is served from.
func siteURL() string {
	loc := js.Global().Get("location")
	path := loc.Get("pathname").String()
	return loc.Get("origin").String() + path[:strings.LastIndexByte(path, '/')+1]
}

// share makes a link to the puzzle in the box, and to the solution shown
// if it belongs to that puzzle, and copies it.
func (p *page) share() {
	_, code, solution, ok := p.shareable()
	if !ok {
		return
	}
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#p=" + code
	if solution > 0 {
		url += fmt.Sprintf("&s=%d", solution)
	}
	if p.checkingApart() {
		url += "&disassemble"
	}
	box := p.doc.GetElementByID("share-link").(*dom.HTMLInputElement)
	showIf(p.byID("share-box"), true)
	box.SetValue(url)
	box.Select()
	copyText(url)
}

// embed shows the code that puts the puzzle, and the solution shown, into
// another web page: a <cubist-puzzle> element, or a frame. The browser
// writes the elements out, so the name is escaped as HTML needs.
func (p *page) embed() {
	puzzle, code, solution, ok := p.shareable()
	if !ok {
		return
	}
	site := siteURL()
	element := p.create("cubist-puzzle")
	element.SetAttribute("share", code)
	frame := p.create("iframe")
	fragment := "#p=" + code
	if solution > 0 {
		element.SetAttribute("solve", "")
		element.SetAttribute("solution", strconv.Itoa(solution))
		fragment += "&s=" + strconv.Itoa(solution)
	}
	element.SetAttribute("build", "")
	if p.checkingApart() {
		element.SetAttribute("disassemble", "")
		fragment += "&disassemble"
	}
	for _, a := range [][2]string{
		{"src", site + "embed.html" + fragment + "&build"}, {"width", "480"}, {"height", "440"},
		{"style", "border:0;max-width:100%"}, {"loading", "lazy"}, {"title", puzzle.Name},
	} {
		frame.SetAttribute(a[0], a[1])
	}
	p.doc.GetElementByID("embed-code").(*dom.HTMLTextAreaElement).SetValue(
		`<script src="` + site + `embed.js" defer></script>` + "\n" +
			strings.ReplaceAll(element.OuterHTML(), `=""`, "")) // solve="" is solve
	p.doc.GetElementByID("embed-frame").(*dom.HTMLTextAreaElement).SetValue(frame.OuterHTML())
	p.byID("embed-box").RemoveAttribute("hidden")
}

// copyText puts text on the clipboard, where the browser allows it.
func copyText(text string) {
	if clip := js.Global().Get("navigator").Get("clipboard"); clip.Truthy() {
		clip.Call("writeText", text).Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	}
}
