//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/mesh"
	"github.com/cubist/cubist/wasm/jsutil"
)

func (p *page) wireExports() {
	p.byID("png").AddEventListener("click", false, func(dom.Event) { p.exportPNG() })
	p.byID("stl").AddEventListener("click", false, func(dom.Event) { go p.exportSTL() })
	p.byID("svg").AddEventListener("click", false, func(dom.Event) { p.exportSVG() })
}

// exportSVG downloads the shown solution's layers as an SVG picture.
func (p *page) exportSVG() {
	sol := p.shownSolution()
	if sol == nil || p.shown == nil {
		p.errorLine.SetTextContent("Solve the puzzle first: the layers picture shows a solution.")
		return
	}
	data := solver.LayersSVG(p.shown, *sol)
	download(fmt.Sprintf("%s-%d.svg", fileStem(p.shown), p.current()), blobURL(jsutil.Uint8Array(data), "image/svg+xml"))
}

// blobURL makes a short-lived URL for a Uint8Array, for a download.
func blobURL(u8 js.Value, mime string) string {
	parts := js.Global().Get("Array").New()
	parts.Call("push", u8)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mime)
	url := js.Global().Get("URL").Call("createObjectURL", js.Global().Get("Blob").New(parts, opts)).String()
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return url
}

// pictureWidth is the width in pixels of a saved picture of the 3D view.
const pictureWidth = 2048

// exportPNG downloads the 3D view as it stands, pictureWidth pixels wide
// whatever its size on screen.
func (p *page) exportPNG() {
	if p.viewer == nil {
		return
	}
	p.viewer.DrawWide(pictureWidth)
	url := p.byID("view").Underlying().Call("toDataURL", "image/png").String()
	download(fileStem(p.shown)+".png", url)
}

// exportSTL downloads a zip with one STL file per piece shape. It runs on
// its own goroutine.
func (p *page) exportSTL() {
	puzzle, text := p.shown, p.shownJSON
	if puzzle == nil {
		text = p.puzzle.Value()
		puzzle, _ = solver.ParseJSON([]byte(text)) // the worker says what is wrong with it
	}
	// A mistake in the fields is told beside them, and the menu stays
	// open; once they are right it closes, as other actions' menus do.
	stlError := func(text string) {
		p.byID("stl-error").SetTextContent(text)
		if text == "" {
			p.byID("export-menu").RemoveAttribute("open")
		}
	}
	size, err := strconv.ParseFloat(p.doc.GetElementByID("cube-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		stlError("The cube size must be a number of millimetres.")
		return
	}
	clearance, err := strconv.ParseFloat(p.doc.GetElementByID("clearance-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		stlError("The clearance must be a number of millimetres.")
		return
	}
	opts := js.Global().Get("Object").New()
	opts.Set("size", size)
	opts.Set("clearance", clearance)
	res, err := jsutil.Await(cubist().Call("stl", text, opts))
	if err != nil {
		stlError(err.Error() + ".")
		return
	}
	stlError("")
	var warnings []string
	if err := jsutil.Decode(res.Get("warnings"), &warnings); err != nil {
		warnings = nil
	}
	p.errorLine.SetTextContent(strings.Join(warnings, "\n"))
	download(fileStem(puzzle)+"-stl.zip", blobURL(res.Get("data"), "application/zip"))
}

// download saves url under a file name, as a link with a download
// attribute does.
func download(name, url string) {
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
}

// fileStem makes a file name from a puzzle's name.
func fileStem(puzzle *solver.Puzzle) string {
	if puzzle == nil {
		return "cubist"
	}
	return strings.ToLower(mesh.SafeName(puzzle.Name))
}
