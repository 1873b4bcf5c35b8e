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
	p.setCurrent("")
	p.example.SetValue("")
	p.puzzle.SetValue(string(solver.FormatJSON(puzzle)))
	p.save()
	p.checkPuzzle()
	return true
}

func (p *page) wireShare() {
	p.doc.GetElementByID("share").AddEventListener("click", false, func(dom.Event) { p.share() })
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
