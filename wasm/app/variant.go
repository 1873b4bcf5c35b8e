//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/words"
	"honnef.co/go/js/dom/v2"
)

// A variant from the Design panel is shown read-only, in the editor and in
// the 3D view, its changed cubes marked; the puzzle designed from stays as
// it was. Keep puts the variant into My puzzles as a new puzzle, to edit,
// solve and share as any other; Back puts the puzzle designed from back.

// variantOrigin is the puzzle the page goes back to from a variant.
type variantOrigin struct {
	text, keptID, example, pristine string
	readOnly                        bool
}

func (p *page) wireVariant() {
	p.byID("variant-keep").AddEventListener("click", false, func(dom.Event) {
		if p.previewing() {
			p.keepVariant(p.design.shown)
		}
	})
	p.byID("variant-back").AddEventListener("click", false, func(dom.Event) { p.backFromVariant() })
	p.byID("design-back").AddEventListener("click", false, func(dom.Event) { p.backFromVariant() })
}

// previewing reports whether the box shows a variant, read-only.
func (p *page) previewing() bool {
	d := p.design
	return p.origin != nil && p.readOnly && d.shown >= 0 && d.shown < len(d.variants) && p.puzzle.Value() == d.text(d.shown)
}

// showVariant shows variant i in the editor and the 3D view.
func (p *page) showVariant(i int) {
	if p.run != nil {
		return // the Solutions panel belongs to the search under way
	}
	if !p.previewing() {
		p.leave()
		p.origin = &variantOrigin{text: p.puzzle.Value(), keptID: p.keptID, example: p.example.Value(), pristine: p.pristine, readOnly: p.readOnly}
	}
	v := p.design.variants[i]
	p.design.shown = i
	p.puzzle.SetValue(p.design.text(i))
	p.example.SetValue("")
	p.editor.forget()
	p.setReadOnly(true)
	p.checkPuzzle()
	p.showVariantSolution(v)
	p.viewOnScreen()
	p.byID("variant-text").SetTextContent(fmt.Sprintf("Variant %d of %s: %s. The %s changed are drawn lighter or darker than their piece.",
		i+1, p.design.from, variantSummary(v), words.Count(len(v.Changed), "cube", "cubes")))
	p.listVariants()
}

// keepVariant keeps variant i in My puzzles as a new puzzle, named after
// the puzzle designed from, and opens it to edit.
func (p *page) keepVariant(i int) {
	if p.run != nil {
		return
	}
	p.showVariant(i)
	v := p.design.variants[i]
	kept := *v.Puzzle
	kept.Name = design.VariantName(p.design.from, i+1)
	text := string(solver.FormatJSON(&kept))
	p.origin = nil
	p.setReadOnly(false)
	p.puzzle.SetValue(text)
	p.pristine = text
	p.keep(text, "")
	p.save()
	p.checkPuzzle()
	p.showVariantSolution(v)
	p.byID("design-status").SetTextContent(fmt.Sprintf("Kept “%s” in My puzzles: it is open to edit, solve and share.", kept.Name))
}

// showVariantSolution shows the solution a variant was cut from, with its
// changed cubes marked, as the one solution of the puzzle in the box.
func (p *page) showVariantSolution(v design.Variant) {
	if p.shown == nil || p.results.len() > 0 {
		return
	}
	p.marked, p.markedFor = map[solver.Cell]bool{}, p.shownJSON
	for _, c := range v.Changed {
		p.marked[c] = true
	}
	if data, err := json.Marshal(v.Solution); err == nil {
		p.results.add(js.Global().Get("JSON").Call("parse", string(data)))
		p.found = 1
		p.show(1)
	}
}

// backFromVariant puts back the puzzle a variant was shown over.
func (p *page) backFromVariant() {
	o := p.origin
	if o == nil || !p.previewing() {
		return
	}
	p.origin = nil
	p.design.shown = -1
	p.puzzle.SetValue(o.text)
	p.example.SetValue(o.example)
	p.pristine = o.pristine
	p.editor.forget()
	p.setCurrent(o.keptID)
	p.setReadOnly(o.readOnly)
	p.checkPuzzle()
	p.listVariants()
}

// markColor is the colour of a marked cube of a piece of colour c: a
// lighter shade of a dark colour, a darker shade of a light one.
func markColor(c [3]float32) [3]float32 {
	luma := 0.3*c[0] + 0.59*c[1] + 0.11*c[2]
	var out [3]float32
	for i, v := range c {
		if luma < 0.55 {
			out[i] = v + (1-v)*0.6
		} else {
			out[i] = v * 0.45
		}
	}
	return out
}
