//go:build js && wasm

package editor

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
)

// pieceList is what the piece panel does to the puzzle's list of pieces:
// add, copy, delete and move pieces, and set a piece's name, copies and
// colour, or the puzzle's name. Each is one step to undo.
type pieceList struct {
	e *Editor
}

func (l *pieceList) wire() {
	e := l.e
	ui.OnClick("add-piece", l.add)
	ui.OnClick("dup-piece", l.duplicate)
	ui.OnClick("del-piece", l.delete)
	ui.OnClick("up-piece", func() { l.move(-1) })
	ui.OnClick("down-piece", func() { l.move(1) })
	field := func(id string, fn func(value string)) {
		input := ui.Doc().GetElementByID(id).(*dom.HTMLInputElement)
		ui.Listen(input.Underlying(), "change", false, func(js.Value) { fn(input.Value()) })
	}
	field("piece-name", func(name string) {
		if e.selected >= 0 {
			e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Name = name })
		}
	})
	// The puzzle's name is shown with the target.
	field("puzzle-name-field", func(name string) { e.edit(func(m *solver.Puzzle) { m.Name = name }) })
	field("piece-count", l.recount)
	field("piece-color", func(c string) {
		if e.selected >= 0 {
			e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Color = c })
		}
	})
	l.wireLibrary()
}

func (l *pieceList) add() {
	e := l.e
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = append(m.Pieces, solver.Piece{Name: l.freeName()})
		e.selected = len(m.Pieces) - 1
	})
	e.grid.layer = 0
	e.render()
}

// freeName is the first of A, B, ... not used by a piece.
func (l *pieceList) freeName() string {
	for i := 0; ; i++ {
		name := string(rune('A' + i%26))
		if i >= 26 {
			name += strconv.Itoa(i / 26)
		}
		if !slices.ContainsFunc(l.e.model.Pieces, func(pc solver.Piece) bool { return pc.Name == name }) {
			return name
		}
	}
}

func (l *pieceList) duplicate() {
	e := l.e
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		pc := m.Pieces[e.selected]
		pc.Cells = slices.Clone(pc.Cells)
		pc.Name = l.freeName()
		m.Pieces = slices.Insert(m.Pieces, e.selected+1, pc)
		e.selected++
	})
}

func (l *pieceList) delete() {
	e := l.e
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = slices.Delete(m.Pieces, e.selected, e.selected+1)
		e.selected = min(e.selected, len(m.Pieces)-1)
	})
}

func (l *pieceList) move(delta int) {
	e := l.e
	j := e.selected + delta
	if e.selected < 0 || e.model == nil || j < 0 || j >= len(e.model.Pieces) {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces[e.selected], m.Pieces[j] = m.Pieces[j], m.Pieces[e.selected]
		e.selected = j
	})
}

// recount sets the selected piece's copies from its field: a number, or
// a range such as "0-2" or "0–2" (from 0 to 2 copies).
func (l *pieceList) recount(value string) {
	e := l.e
	if e.selected < 0 {
		return
	}
	lo, hi, ranged, ok := parseCopies(value)
	if !ok {
		e.fieldError(fmt.Sprintf("Copies must be a whole number from 1 to %d, or a range such as 0–2; %q is not.", solver.MaxCount, value))
		e.render()
		return
	}
	e.fieldError("")
	e.edit(func(m *solver.Puzzle) {
		pc := &m.Pieces[e.selected]
		pc.Count, pc.Min, pc.Max = 0, 0, 0
		switch {
		case ranged:
			pc.Min, pc.Max = lo, hi
		case hi > 1:
			pc.Count = hi
		}
	})
}

// parseCopies reads a copies field: "N", or "A-B" with - or – for a range.
func parseCopies(text string) (lo, hi int, ranged, ok bool) {
	a, b, ranged := strings.Cut(strings.ReplaceAll(strings.TrimSpace(text), "–", "-"), "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if ranged {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	ok = err1 == nil && err2 == nil && hi >= 1 && hi <= solver.MaxCount && lo >= 0 && lo <= hi && (ranged || lo >= 1)
	return lo, hi, ranged && lo != hi, ok
}

// copiesText writes a piece's copies as its field shows them.
func copiesText(pc solver.Piece) string {
	if lo, hi := pc.Range(); lo != hi {
		return fmt.Sprintf("%d–%d", lo, hi)
	}
	return strconv.Itoa(pc.Copies())
}

// merge makes identical pieces one piece with a count: the first keeps
// its name and takes the others' copies.
func (l *pieceList) merge(group []int) {
	e := l.e
	if len(group) < 2 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		first := &m.Pieces[group[0]]
		lo, hi := first.Range()
		for _, i := range group[1:] {
			l, h := m.Pieces[i].Range()
			lo, hi = lo+l, hi+h
		}
		first.Count, first.Min, first.Max = hi, 0, 0
		if lo != hi {
			first.Count, first.Min, first.Max = 0, lo, hi
		}
		for k := len(group) - 1; k > 0; k-- {
			m.Pieces = slices.Delete(m.Pieces, group[k], group[k]+1)
		}
		e.selected = group[0]
	})
}
