//go:build js && wasm

package designer

import (
	"fmt"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
)

// A variant from the Design panel is shown read-only, in the editor and in
// the 3D view, its changed cubes marked; the puzzle designed from stays as
// it was. Keep puts the variant into My puzzles as a new puzzle, to edit,
// solve and share as any other; Back puts the puzzle designed from back.

func (p *Panel) wireVariant() {
	ui.OnClick("variant-keep", func() {
		if p.previewing() {
			p.keep(p.shown)
		}
	})
	ui.OnClick("variant-back", p.back)
	ui.OnClick("design-back", p.back)
	p.box.OnMode(func(m state.Mode) {
		if m != state.Variant {
			p.origin = nil // the variant is left
		}
		ui.ShowIf(ui.ByID("variant-banner"), m == state.Variant)
		ui.ShowIf(ui.ByID("design-back"), m == state.Variant) // beside the variants, on a phone's Solve tab too
	})
}

// previewing reports whether the box shows a variant, read-only.
func (p *Panel) previewing() bool {
	return p.origin != nil && p.box.Mode() == state.Variant && p.shown >= 0 && p.shown < len(p.variants) && p.box.Text() == p.text(p.shown)
}

// show shows variant i in the editor and the 3D view.
func (p *Panel) show(i int) {
	if p.search.Running() {
		return // the Solutions panel belongs to the search under way
	}
	if !p.previewing() {
		p.box.Leave()
		origin := p.box.Place()
		p.origin = &origin
	}
	v := p.variants[i]
	p.shown = i
	p.box.Show(p.text(i), state.Variant)
	p.results.ShowMarked(v.Solution, v.Changed)
	p.results.ViewOnScreen()
	ui.ByID("variant-text").SetTextContent(fmt.Sprintf("Variant %d of %s: %s. The %s changed are drawn lighter or darker than their piece.",
		i+1, p.from, v.Summary(), v.ChangedCount()))
	p.list()
}

// keep keeps variant i in My puzzles as a new puzzle, named after the
// puzzle designed from, and opens it to edit.
func (p *Panel) keep(i int) {
	if p.search.Running() {
		return
	}
	p.show(i)
	v := p.variants[i]
	kept := *v.Puzzle
	kept.Name = design.VariantName(p.from, i+1)
	p.origin = nil
	p.box.KeepNew(string(solver.FormatJSON(&kept)))
	p.results.ShowMarked(v.Solution, v.Changed)
	ui.ByID("design-status").SetTextContent(fmt.Sprintf("Kept “%s” in My puzzles: it is open to edit, solve and share.", kept.Name))
}

// back puts back the puzzle a variant was shown over.
func (p *Panel) back() {
	o := p.origin
	if o == nil || !p.previewing() {
		return
	}
	p.origin = nil
	p.shown = -1
	p.box.GoBack(*o)
	p.list()
}
