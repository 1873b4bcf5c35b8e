//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver/assembly"
	"honnef.co/go/js/dom/v2"
)

// wireApart sets up the filter of solutions that come apart, from a
// level up, and the order they are stepped through in.
func (p *page) wireApart() {
	for _, id := range []string{"apart-only", "apart-level", "apart-order"} {
		p.byID(id).AddEventListener("change", false, func(dom.Event) {
			if list := p.stepOrder(); len(list) > 0 && (id == "apart-order" || !p.passes(p.current())) {
				p.show(list[0]) // the first the order and the filter give
			}
			p.showOf()
		})
	}
}

// stepOrder lists the numbers (from 1) of the kept solutions the filter
// shows, in the order chosen: as found, or by how they come apart, the
// highest level or the most moves first, as BurrTools sorts them.
func (p *page) stepOrder() []int {
	var list byApart
	list.p, list.by = p, p.order()
	level := p.minLevel()
	for i := 1; i <= p.results.len(); i++ {
		if p.passesAt(i, level) {
			list.nums = append(list.nums, i)
		}
	}
	if list.by != "found" {
		sort.Sort(list) // sort.Sort: its code is in the program already
	}
	return list.nums
}

// byApart sorts solution numbers by how they come apart, most first: by
// level, separation after separation as BurrTools sorts them, then by
// moves; or by moves, then by level; then as found.
type byApart struct {
	p    *page
	by   string // "level" or "moves"
	nums []int
}

func (b byApart) Len() int      { return len(b.nums) }
func (b byApart) Swap(i, j int) { b.nums[i], b.nums[j] = b.nums[j], b.nums[i] }
func (b byApart) Less(i, j int) bool {
	ri, rj := b.p.results.disassembly(b.nums[i]-1), b.p.results.disassembly(b.nums[j]-1)
	ai, aj := ri != nil && ri.Apart, rj != nil && rj.Apart
	if ai != aj || !ai {
		return ai || !aj && b.nums[i] < b.nums[j]
	}
	level, moves := assembly.CompareLevels(*ri, *rj), ri.Moves-rj.Moves
	first, second := level, moves
	if b.by == "moves" {
		first, second = moves, level
	}
	switch {
	case first != 0:
		return first > 0
	case second != 0:
		return second > 0
	}
	return b.nums[i] < b.nums[j]
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
// which leaves out those found not to come apart, or to come apart below
// the level asked for.
func (p *page) passes(i int) bool { return p.passesAt(i, p.minLevel()) }

// passesAt is passes with the level asked for read already: -1 when the
// filter is off.
func (p *page) passesAt(i, level int) bool {
	if level < 0 {
		return true
	}
	r := p.results.disassembly(i - 1)
	return r == nil || r.Apart && r.Level >= level
}

// minLevel is the level the filter asks for, 0 for any that comes apart,
// or -1 when the filter is off.
func (p *page) minLevel() int {
	if !p.filtering() {
		return -1
	}
	level, _ := strconv.Atoi(p.doc.GetElementByID("apart-level").(*dom.HTMLInputElement).Value())
	return max(0, level)
}

// order is the order chosen to step through the solutions: "found",
// "level" or "moves".
func (p *page) order() string {
	return p.doc.GetElementByID("apart-order").(*dom.HTMLSelectElement).Value()
}

// steps is the order the solutions are stepped through, read once for
// the stepper's buttons and counter.
type steps struct {
	all  int    // solutions kept
	list []int  // those shown, in order; nil for every one, as found
	what string // what the shown ones are, for the counter
}

// steps reads the filter and the order.
func (p *page) steps() steps {
	s := steps{all: p.results.len()}
	if !p.filtering() && p.order() == "found" {
		return s
	}
	s.list, s.what = p.stepOrder(), "in this order"
	if p.filtering() {
		s.what = "that come apart"
		if level := p.doc.GetElementByID("apart-level").(*dom.HTMLInputElement).Value(); level != "1" && level != "" {
			s.what += " at level " + level + " or more"
		}
	}
	return s
}

// neighbour returns the solution after i, or before it for dir -1, in the
// order stepped through, or i when there is none.
func (s steps) neighbour(i, dir int) int {
	if s.list == nil { // every one, as found
		return max(1, min(i+dir, s.all))
	}
	switch k := slices.Index(s.list, i); {
	case len(s.list) == 0:
		return i
	case k < 0 && dir > 0: // i is not shown: from the first that is
		return s.list[0]
	case k < 0:
		return s.list[len(s.list)-1]
	case k+dir >= 0 && k+dir < len(s.list):
		return s.list[k+dir]
	}
	return i
}

// place says where solution i stands among those shown, as "— 3 of 31
// that come apart", when a filter or an order is on; "" otherwise.
func (s steps) place(i int) string {
	if s.list == nil {
		return ""
	}
	return fmt.Sprintf(" — %d of %d %s", slices.Index(s.list, i)+1, len(s.list), s.what)
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
