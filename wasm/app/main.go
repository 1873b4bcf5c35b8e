//go:build js && wasm

package main

import (
	"os"
	"syscall/js"

	"github.com/cubist/cubist/wasm/api"
	"github.com/cubist/cubist/wasm/app/designer"
	"github.com/cubist/cubist/wasm/app/editor"
	"github.com/cubist/cubist/wasm/app/files"
	"github.com/cubist/cubist/wasm/app/solutions"
	"github.com/cubist/cubist/wasm/app/solve"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/embed"
)

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

// shell holds the parts of the editor page and wires them together.
type shell struct {
	box     *state.Box       // the puzzle being edited
	editor  *editor.Editor   // draws it
	results *solutions.Panel // its solutions and the 3D view
	search  *solve.Panel     // Solve, Count and Stop
}

// runApp runs the editor page.
func runApp() {
	s := &shell{box: state.New()}
	s.editor = editor.New(s.box)
	s.results = solutions.New()
	s.results.OnDraw(s.editor.ClickParts)
	s.search = solve.New(s.box, s.results)
	designer.New(s.box, s.search, s.results)
	files.Wire(s.box, s.results)
	s.box.OnChange(s.changed)
	fillExamples(s.box)
	wireLayout()
	go keepOffline()
	go s.start()
	select {}
}

// changed passes a change of the box to the parts: the editor draws it
// and its checks; the Solutions panel empties when the puzzle is no
// longer the one solved, so that no solution of another puzzle is shown
// or exported, and the 3D view lays out the new set's pieces; Solve
// waits for a puzzle ready to solve. A running search keeps its puzzle.
func (s *shell) changed(c state.Change) {
	ready, why := s.editor.Load(c)
	if c.Err == nil {
		followed := c.Puzzle
		if !ready {
			followed = nil
		}
		if !s.search.Running() && !s.results.IsShown(followed) {
			s.search.Clear()
			s.results.Reset(followed)
		}
		if !ready && !s.search.Running() {
			s.results.LayOut(c.Puzzle) // the pieces as drawn so far, to draw on
		}
	}
	s.search.SetSolvable(ready, why)
}
