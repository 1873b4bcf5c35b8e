//go:build js && wasm

package main

import (
	"strconv"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/view"
)

// startViewer sets up the 3D view; without WebGL the page keeps the text
// layers and says why.
func (p *page) startViewer() {
	canvas := p.doc.GetElementByID("view")
	v, err := view.New(canvas.Underlying())
	if err != nil {
		canvas.SetAttribute("hidden", "")
		p.errorLine.SetTextContent("No 3D view: " + err.Error())
		return
	}
	p.viewer = v
	explode := p.doc.GetElementByID("explode").(*dom.HTMLInputElement)
	explode.AddEventListener("input", false, func(dom.Event) {
		f, _ := strconv.ParseFloat(explode.Value(), 64)
		v.SetExplode(f)
	})
	p.doc.GetElementByID("reset-view").AddEventListener("click", false, func(dom.Event) { v.Reset() })
}

// showIn3D draws a solution; fit turns the view to a new puzzle.
func (p *page) showIn3D(puzzle *solver.Puzzle, sol *solver.Solution, fit bool) {
	if p.viewer == nil {
		return
	}
	var cubes []view.Cube
	if sol != nil {
		for _, pl := range sol.Pieces {
			color := view.PieceColor(pl.Piece, puzzle.Pieces[pl.Piece].Color)
			for _, c := range pl.Cells {
				cubes = append(cubes, view.Cube{At: c, Piece: pl.Piece, Color: color})
			}
		}
	}
	p.viewer.SetCubes(cubes, fit)
}
