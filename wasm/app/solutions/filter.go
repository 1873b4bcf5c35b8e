//go:build js && wasm

package solutions

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"syscall/js"

	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/app/ui"
	"honnef.co/go/js/dom/v2"
)

// wireApart sets up the filter of solutions that come apart, from a
// level up, and the order they are stepped through in.
func (p *Panel) wireApart() {
	for _, id := range []string{"apart-only", "apart-level", "apart-order"} {
		ui.Listen(ui.ByID(id).Underlying(), "change", false, func(js.Value) {
			if list := p.results.stepOrder(); len(list) > 0 && (id == "apart-order" || !p.results.passes(p.Current())) {
				p.Show(list[0]) // the first the order and the filter give
			}
			p.showOf()
		})
	}
}

// stepOrder lists the numbers (from 1) of the kept solutions the filter
// shows, in the order chosen: as found, or by how they come apart, the
// highest level or the most moves first, as BurrTools sorts them.
func (l *solutionList) stepOrder() []int {
	var list byApart
	list.l, list.by = l, order()
	level := minLevel()
	for i := 1; i <= l.len(); i++ {
		if l.passesAt(i, level) {
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
	l    *solutionList
	by   string // "level" or "moves"
	nums []int
}

func (b byApart) Len() int      { return len(b.nums) }
func (b byApart) Swap(i, j int) { b.nums[i], b.nums[j] = b.nums[j], b.nums[i] }
func (b byApart) Less(i, j int) bool {
	ri, rj := b.l.disassembly(b.nums[i]-1), b.l.disassembly(b.nums[j]-1)
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

// filtering reports whether only solutions that come apart are shown.
func filtering() bool {
	return ui.Doc().GetElementByID("apart-only").(*dom.HTMLInputElement).Checked()
}

// passes reports whether solution i (from 1) is shown under the filter,
// which leaves out those found not to come apart, or to come apart below
// the level asked for.
func (l *solutionList) passes(i int) bool { return l.passesAt(i, minLevel()) }

// passesAt is passes with the level asked for read already: -1 when the
// filter is off.
func (l *solutionList) passesAt(i, level int) bool {
	if level < 0 {
		return true
	}
	r := l.disassembly(i - 1)
	return r == nil || r.Apart && r.Level >= level
}

// minLevel is the level the filter asks for, 0 for any that comes apart,
// or -1 when the filter is off.
func minLevel() int {
	if !filtering() {
		return -1
	}
	level, _ := strconv.Atoi(ui.Doc().GetElementByID("apart-level").(*dom.HTMLInputElement).Value())
	return max(0, level)
}

// order is the order chosen to step through the solutions: "found",
// "level" or "moves".
func order() string {
	return ui.Doc().GetElementByID("apart-order").(*dom.HTMLSelectElement).Value()
}

// steps is the order the solutions are stepped through, read once for
// the stepper's buttons and counter.
type steps struct {
	all  int    // solutions kept
	list []int  // those shown, in order; nil for every one, as found
	what string // what the shown ones are, for the counter
}

// steps reads the filter and the order.
func (l *solutionList) steps() steps {
	s := steps{all: l.len()}
	if !filtering() && order() == "found" {
		return s
	}
	s.list, s.what = l.stepOrder(), "in this order"
	if filtering() {
		s.what = "that come apart"
		if level := ui.Doc().GetElementByID("apart-level").(*dom.HTMLInputElement).Value(); level != "1" && level != "" {
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
