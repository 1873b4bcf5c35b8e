//go:build js && wasm

package files

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// wireExports sets up the PNG, STL and SVG downloads.
func (f *Files) wireExports() {
	ui.OnClick("png", f.exportPNG)
	ui.OnClick("stl", func() { go f.exportSTL() })
	ui.OnClick("svg", f.exportSVG)
}

// exportSVG downloads the shown solution's layers as an SVG picture.
func (f *Files) exportSVG() {
	sol := f.results.Solution()
	shown, _ := f.results.Shown()
	if sol == nil || shown == nil {
		ui.ShowError("Solve the puzzle first: the layers picture shows a solution.")
		return
	}
	data := solver.LayersSVG(shown, *sol)
	ui.Download(fmt.Sprintf("%s-%d.svg", ui.FileStem(shown), f.results.Current()), ui.BlobURL(jsutil.Uint8Array(data), "image/svg+xml"))
}

// pictureWidth is the width in pixels of a saved picture of the 3D view.
const pictureWidth = 2048

// exportPNG downloads the 3D view as it stands, pictureWidth pixels wide
// whatever its size on screen.
func (f *Files) exportPNG() {
	if url := f.results.Picture(pictureWidth); url != "" {
		shown, _ := f.results.Shown()
		ui.Download(ui.FileStem(shown)+".png", url)
	}
}

// exportSTL downloads a zip with one STL file per piece shape. It runs on
// its own goroutine.
func (f *Files) exportSTL() {
	puzzle, text := f.results.Shown()
	if puzzle == nil {
		text = f.box.Text()
		puzzle, _ = solver.ParseJSON([]byte(text)) // the worker says what is wrong with it
	}
	// A mistake in the fields is told beside them, and the menu stays
	// open; once they are right it closes, as other actions' menus do.
	stlError := func(text string) {
		ui.ByID("stl-error").SetTextContent(text)
		if text == "" {
			ui.ByID("export-menu").RemoveAttribute("open")
		}
	}
	size, err := strconv.ParseFloat(ui.Doc().GetElementByID("cube-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		stlError("The cell size must be a number of millimetres.")
		return
	}
	clearance, err := strconv.ParseFloat(ui.Doc().GetElementByID("clearance-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		stlError("The clearance must be a number of millimetres.")
		return
	}
	opts := js.Global().Get("Object").New()
	opts.Set("size", size)
	opts.Set("clearance", clearance)
	res, err := jsutil.Await(ui.Cubist().Call("stl", text, opts))
	if err != nil {
		stlError(err.Error() + ".")
		return
	}
	stlError("")
	var warnings []string
	if err := jsutil.Decode(res.Get("warnings"), &warnings); err != nil {
		warnings = nil
	}
	ui.ShowError(strings.Join(warnings, "\n"))
	ui.Download(ui.FileStem(puzzle)+"-stl.zip", ui.BlobURL(res.Get("data"), "application/zip"))
}
