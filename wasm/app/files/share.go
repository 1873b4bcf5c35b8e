//go:build js && wasm

package files

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/solve"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// wireShare sets up the share link and the embed codes.
func (f *Files) wireShare() {
	ui.OnClick("share", func() { go f.share() })
	ui.OnClick("embed", func() { go f.embed() })
	for button, box := range map[string]string{"embed-copy": "embed-code", "embed-frame-copy": "embed-frame"} {
		ui.OnClick(button, func() {
			text := ui.Doc().GetElementByID(box).(*dom.HTMLTextAreaElement)
			text.Select()
			ui.CopyText(text.Value())
		})
	}
}

// shareable returns the puzzle in the box with its share code, and the
// number of the solution shown if it belongs to that puzzle (else 0). It
// must run on its own goroutine.
func (f *Files) shareable() (puzzle *solver.Puzzle, code string, solution int, ok bool) {
	text := f.box.Text()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		ui.ShowError("Only a valid puzzle can be shared: " + err.Error())
		return nil, "", 0, false
	}
	c, err := jsutil.Await(ui.Cubist().Call("shareCode", text))
	if err != nil {
		ui.ShowError(err.Error())
		return nil, "", 0, false
	}
	code = c.String()
	if f.results.IsShown(puzzle) && f.results.Solution() != nil {
		solution = f.results.Current()
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
func (f *Files) share() {
	_, code, solution, ok := f.shareable()
	if !ok {
		return
	}
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#p=" + code
	if solution > 0 {
		url += fmt.Sprintf("&s=%d", solution)
	}
	if solve.CheckingApart() {
		url += "&disassemble"
	}
	if solve.CheckingTurns() {
		url += "&turns"
	}
	box := ui.Doc().GetElementByID("share-link").(*dom.HTMLInputElement)
	ui.ShowIf(ui.ByID("share-box"), true)
	box.SetValue(url)
	box.Select()
	ui.CopyText(url)
}

// embed shows the code that puts the puzzle, and the solution shown, into
// another web page: a <cubist-puzzle> element, or a frame. The browser
// writes the elements out, so the name is escaped as HTML needs.
func (f *Files) embed() {
	puzzle, code, solution, ok := f.shareable()
	if !ok {
		return
	}
	site := siteURL()
	element := ui.Create("cubist-puzzle")
	element.SetAttribute("share", code)
	frame := ui.Create("iframe")
	fragment := "#p=" + code
	if solution > 0 {
		element.SetAttribute("solve", "")
		element.SetAttribute("solution", strconv.Itoa(solution))
		fragment += "&s=" + strconv.Itoa(solution)
	}
	element.SetAttribute("build", "")
	if solve.CheckingApart() {
		element.SetAttribute("disassemble", "")
		fragment += "&disassemble"
	}
	if solve.CheckingTurns() {
		element.SetAttribute("turns", "")
		fragment += "&turns"
	}
	for _, a := range [][2]string{
		{"src", site + "embed.html" + fragment + "&build"}, {"width", "480"}, {"height", "440"},
		{"style", "border:0;max-width:100%"}, {"loading", "lazy"}, {"title", puzzle.Name},
	} {
		frame.SetAttribute(a[0], a[1])
	}
	ui.Doc().GetElementByID("embed-code").(*dom.HTMLTextAreaElement).SetValue(
		`<script src="` + site + `embed.js" defer></script>` + "\n" +
			strings.ReplaceAll(element.OuterHTML(), `=""`, "")) // solve="" is solve
	ui.Doc().GetElementByID("embed-frame").(*dom.HTMLTextAreaElement).SetValue(frame.OuterHTML())
	ui.ByID("embed-box").RemoveAttribute("hidden")
}
