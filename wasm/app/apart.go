//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// wireApart sets up the filter of solutions that come apart.
func (p *page) wireApart() {
	p.byID("apart-only").AddEventListener("change", false, func(dom.Event) {
		if i := p.current(); !p.passes(i) {
			p.show(p.neighbour(i, 1))
			if !p.passes(p.current()) {
				p.show(p.neighbour(p.current(), -1))
			}
		}
		p.showOf()
	})
}

// checkingApart reports whether searches check that solutions come apart.
func (p *page) checkingApart() bool {
	return p.doc.GetElementByID("disassemble").(*dom.HTMLInputElement).Checked()
}

// filtering reports whether only solutions that come apart are shown.
func (p *page) filtering() bool {
	return p.doc.GetElementByID("apart-only").(*dom.HTMLInputElement).Checked()
}

// passes reports whether solution i (from 1) is shown under the filter,
// which leaves out those found not to come apart.
func (p *page) passes(i int) bool {
	if !p.filtering() {
		return true
	}
	r := p.results.disassembly(i - 1)
	return r == nil || r.Apart
}

// neighbour returns the next solution from i in direction dir (1 or -1)
// that the filter shows, or i when there is none.
func (p *page) neighbour(i, dir int) int {
	for j := i + dir; j >= 1 && j <= p.results.len(); j += dir {
		if p.passes(j) {
			return j
		}
	}
	return i
}

// showApartStatus says whether the shown solution comes apart, and offers
// to take it apart when it does.
func (p *page) showApartStatus(i int) {
	r := p.results.disassembly(i - 1)
	showIf(p.byID("apart-filter"), r != nil)
	showIf(p.byID("take-apart"), r != nil && r.Apart && p.viewer != nil)
	text := ""
	if r != nil {
		text = r.Summary() + "."
	}
	p.byID("apart-status").SetTextContent(text)
}

// apartLine says how many solutions come apart, from a search's counts.
func apartLine(v js.Value) string {
	d := v.Get("disassemble")
	if d.Type() != js.TypeObject {
		return ""
	}
	text := fmt.Sprintf("%d come apart (%d up to rotation", int64(d.Get("solutions").Float()), int64(d.Get("distinct").Float()))
	if m := d.Get("distinct_mirror"); m.Type() == js.TypeNumber {
		text += fmt.Sprintf(", %d if mirror images count as the same", int64(m.Float()))
	}
	return text + fmt.Sprintf("); the highest level is %d", d.Get("max_level").Int())
}
