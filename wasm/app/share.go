//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
)

// link is what an address's fragment asks for: "#example=NAME",
// "#p=CODE", "&solve", "&s=N".
type link struct {
	example  string
	code     string
	solve    bool
	solution int // from 1; 0 for none
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
// message and leaves the box as it was.
func (p *page) openCode(code string) bool {
	puzzle, err := format.ParseShareCode(code)
	if err != nil {
		p.errorLine.SetTextContent("This link does not hold a puzzle Cubist can read (" + err.Error() + "). Was it cut short or changed by hand?")
		return false
	}
	p.example.SetValue("")
	p.puzzle.SetValue(string(solver.FormatJSON(puzzle)))
	p.setCurrent("")
	p.pristine = p.puzzle.Value()
	p.setReadOnly(true) // not saved: the person's own work stays as it was
	p.checkPuzzle()
	return true
}

func (p *page) wireShare() {
	p.doc.GetElementByID("share").AddEventListener("click", false, func(dom.Event) { p.share() })
	p.doc.GetElementByID("copy-shared").AddEventListener("click", false, func(dom.Event) {
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
	"piece-name", "piece-count", "piece-color", "grid-x", "grid-y", "grid-z", "keep",
}

// setReadOnly shows a shared puzzle as it is, or lets the person edit.
func (p *page) setReadOnly(on bool) {
	p.readOnly = on
	banner := p.doc.GetElementByID("shared")
	if on {
		banner.RemoveAttribute("hidden")
	} else {
		banner.SetAttribute("hidden", "")
	}
	p.puzzle.SetReadOnly(on)
	for _, id := range editControls {
		el := p.doc.GetElementByID(id)
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

// share makes a link to the puzzle in the box, and to the solution shown
// if it belongs to that puzzle, and copies it.
func (p *page) share() {
	puzzle, err := solver.ParseJSON([]byte(p.puzzle.Value()))
	if err != nil {
		p.errorLine.SetTextContent("Only a valid puzzle can be shared: " + err.Error())
		return
	}
	code, err := format.ShareCode(puzzle)
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return
	}
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#p=" + code
	if p.shown != nil && string(solver.FormatJSON(p.shown)) == string(solver.FormatJSON(puzzle)) && p.shownSolution() != nil {
		url += fmt.Sprintf("&s=%d", p.current())
	}
	box := p.doc.GetElementByID("share-link").(*dom.HTMLInputElement)
	box.SetValue(url)
	box.Select()
	if clip := js.Global().Get("navigator").Get("clipboard"); clip.Truthy() {
		clip.Call("writeText", url).Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	}
}
