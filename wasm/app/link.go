//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/wasm/app/solve"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// link is what an address's fragment asks for: "#example=NAME",
// "#p=CODE", "&solve", "&s=N", "&disassemble", "&turns" (the check with
// turns).
type link struct {
	example  string
	code     string
	solve    bool
	solution int  // from 1; 0 for none
	apart    bool // check that solutions come apart
	turns    bool // and with turns
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
		case "turns":
			l.apart, l.turns = true, true
		case "s":
			if n, err := strconv.Atoi(value); err == nil && n > 0 {
				l.solution = n
				l.solve = true
			}
		}
	}
	return l
}

// start opens what the address asks for, now and whenever it changes.
func (s *shell) start() {
	s.openLink(readLink(dom.GetWindow().Location().Hash()))
	ui.Listen(js.Global(), "hashchange", false, func(js.Value) {
		go s.openLink(readLink(dom.GetWindow().Location().Hash()))
	})
}

// openLink opens what an address asks for: a shared puzzle, an example,
// or the Soma cube; and solves it if asked. It runs on its own goroutine.
func (s *shell) openLink(l link) {
	if s.search.Running() {
		s.search.Stop()
		for s.search.Running() {
			time.Sleep(10 * time.Millisecond)
		}
	}
	ui.ShowError("")
	ui.Notify("")
	opened := true
	switch {
	case l.code != "":
		if opened = s.openCode(l.code); !opened && !s.box.Restore() {
			openExample(s.box, "soma")
		}
	case l.example != "":
		opened = openExample(s.box, l.example)
	case !s.box.Restore():
		openExample(s.box, "soma")
	}
	// A link that could not be opened solves nothing: what is shown is not
	// the link's puzzle.
	if l.apart {
		solve.CheckApart()
	}
	if l.turns {
		solve.CheckTurns()
	}
	s.editor.StartPreview() // once the puzzle is drawn
	if l.solve && opened && s.search.Solvable() {
		s.results.Want(l.solution) // shown as soon as it is found
		s.search.Start(false)
	}
}

// openCode shows a shared puzzle. A damaged code gives a message and
// leaves the box as it was. It must run on its own goroutine.
func (s *shell) openCode(code string) bool {
	text, err := jsutil.Await(ui.Cubist().Call("canonical", code))
	if err != nil {
		ui.Notify("This link does not hold a puzzle Cubist can read (" + err.Error() + "). Was it cut short or changed by hand? " +
			"What you see below is not the link's puzzle: it is the last one you had open here.")
		return false
	}
	s.box.OpenShared(text.String())
	return true
}

// fillExamples lists the examples, and opens the one picked.
func fillExamples(box *state.Box) {
	list := ui.Doc().GetElementByID("example").(*dom.HTMLSelectElement)
	for _, name := range examples.Names() {
		title, err := examples.Title(name)
		if err != nil {
			continue
		}
		ui.AddOption(list, name, title)
	}
	ui.Listen(list.Underlying(), "change", false, func(js.Value) { openExample(box, list.Value()) })
}

// openExample puts an example into the box, as JSON whatever its file's
// format. An example that cannot be opened leaves the box as it was, and
// says so at the top of the page.
func openExample(box *state.Box, name string) bool {
	data, err := examples.JSON(name)
	if err != nil {
		ui.Notify("The example could not be opened: " + err.Error())
		ui.Doc().GetElementByID("example").(*dom.HTMLSelectElement).SetValue("")
		return false
	}
	box.Open(string(data), name)
	return true
}
