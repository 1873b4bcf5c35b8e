//go:build js && wasm

package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/mesh"
)

func (p *page) wireExports() {
	p.byID("png").AddEventListener("click", false, func(dom.Event) { p.exportPNG() })
	p.byID("stl").AddEventListener("click", false, func(dom.Event) { p.exportSTL() })
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
	download(fmt.Sprintf("%s-%d.svg", fileStem(p.shown), p.current()), blobURL(data, "image/svg+xml"))
}

// blobURL makes a short-lived URL for bytes, for a download.
func blobURL(data []byte, mime string) string {
	u8 := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
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

// exportPNG downloads the 3D view as it stands.
func (p *page) exportPNG() {
	if p.viewer == nil {
		return
	}
	p.viewer.DrawNow()
	url := p.byID("view").Underlying().Call("toDataURL", "image/png").String()
	download(fileStem(p.shown)+".png", url)
}

// exportSTL downloads a zip with one STL file per piece shape.
func (p *page) exportSTL() {
	puzzle := p.shown
	if puzzle == nil {
		var err error
		if puzzle, err = solver.ParseJSON([]byte(p.puzzle.Value())); err != nil {
			p.errorLine.SetTextContent(err.Error())
			return
		}
	}
	size, err := strconv.ParseFloat(p.doc.GetElementByID("cube-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		p.errorLine.SetTextContent("The cube size must be a number of millimetres.")
		return
	}
	clearance, err := strconv.ParseFloat(p.doc.GetElementByID("clearance-mm").(*dom.HTMLInputElement).Value(), 64)
	if err != nil {
		p.errorLine.SetTextContent("The clearance must be a number of millimetres.")
		return
	}
	if err := mesh.CheckSizes(size, clearance); err != nil {
		p.errorLine.SetTextContent("Pieces for 3D printing: " + err.Error() + ".")
		return
	}
	data, warnings, err := stlZip(puzzle, float32(size), float32(clearance))
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return
	}
	p.errorLine.SetTextContent(strings.Join(warnings, "\n"))
	download(fileStem(puzzle)+"-stl.zip", blobURL(data, "application/zip"))
}

// stlZip packs one STL file per piece, and a note of how many of each to
// print. It warns of pieces whose mesh is not manifold: with no clearance,
// cubes that touch only along an edge.
func stlZip(puzzle *solver.Puzzle, size, clearance float32) ([]byte, []string, error) {
	var buf bytes.Buffer
	var warnings []string
	z := zip.NewWriter(&buf)
	var note strings.Builder
	fmt.Fprintf(&note, "%s: pieces to print, cubes of %g mm, each face moved in by %g mm\n\n", puzzle.Name, size, clearance)
	for i, pc := range puzzle.Pieces {
		name := mesh.FileName(i, pc.Name)
		w, err := z.Create(name)
		if err != nil {
			return nil, nil, err
		}
		tris := mesh.Surface(pc.Cells, size, clearance)
		if !mesh.Check(tris).OK() {
			warnings = append(warnings, fmt.Sprintf("Piece %s has cubes that touch only along an edge: with no clearance its STL file is not manifold there, and some slicers will complain.", pc.Name))
		}
		if _, err := w.Write(mesh.STL(pc.Name, tris)); err != nil {
			return nil, nil, err
		}
		fmt.Fprintf(&note, "%s: print %d\n", name, pc.Copies())
	}
	w, err := z.Create("README.txt")
	if err != nil {
		return nil, nil, err
	}
	w.Write([]byte(note.String()))
	if err := z.Close(); err != nil {
		return nil, nil, err
	}
	return buf.Bytes(), warnings, nil
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
