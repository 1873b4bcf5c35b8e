//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
)

// What the piece panel does to the puzzle's list of pieces: add, copy,
// delete and move pieces, and set a piece's name, copies and colour, or
// the puzzle's name. Each is one step to undo.

func (e *editor) addPiece() {
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = append(m.Pieces, solver.Piece{Name: e.freeName()})
		e.selected = len(m.Pieces) - 1
	})
	e.layer = 0
	e.render()
}

// freeName is the first of A, B, ... not used by a piece.
func (e *editor) freeName() string {
	for i := 0; ; i++ {
		name := string(rune('A' + i%26))
		if i >= 26 {
			name += strconv.Itoa(i / 26)
		}
		if !slices.ContainsFunc(e.model.Pieces, func(pc solver.Piece) bool { return pc.Name == name }) {
			return name
		}
	}
}

func (e *editor) duplicatePiece() {
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		pc := m.Pieces[e.selected]
		pc.Cells = slices.Clone(pc.Cells)
		pc.Name = e.freeName()
		m.Pieces = slices.Insert(m.Pieces, e.selected+1, pc)
		e.selected++
	})
}

func (e *editor) deletePiece() {
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces = slices.Delete(m.Pieces, e.selected, e.selected+1)
		e.selected = min(e.selected, len(m.Pieces)-1)
	})
}

func (e *editor) movePiece(delta int) {
	j := e.selected + delta
	if e.selected < 0 || j < 0 || j >= len(e.model.Pieces) {
		return
	}
	e.edit(func(m *solver.Puzzle) {
		m.Pieces[e.selected], m.Pieces[j] = m.Pieces[j], m.Pieces[e.selected]
		e.selected = j
	})
}

func (e *editor) rename() {
	name := e.p.doc.GetElementByID("piece-name").(*dom.HTMLInputElement).Value()
	if e.selected >= 0 {
		e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Name = name })
	}
}

// retitle names the puzzle, from the field shown with the target.
func (e *editor) retitle() {
	name := e.p.doc.GetElementByID("puzzle-name-field").(*dom.HTMLInputElement).Value()
	e.edit(func(m *solver.Puzzle) { m.Name = name })
}

// recount sets the selected piece's copies from its field: a number, or
// a range such as "0-2" or "0–2" (from 0 to 2 copies).
func (e *editor) recount() {
	field := e.p.doc.GetElementByID("piece-count").(*dom.HTMLInputElement)
	if e.selected < 0 {
		return
	}
	lo, hi, ranged, ok := parseCopies(field.Value())
	if !ok {
		e.fieldError(fmt.Sprintf("Copies must be a whole number from 1 to %d, or a range such as 0–2; %q is not.", solver.MaxCount, field.Value()))
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

func (e *editor) recolor() {
	c := e.p.doc.GetElementByID("piece-color").(*dom.HTMLInputElement).Value()
	if e.selected < 0 {
		return
	}
	e.edit(func(m *solver.Puzzle) { m.Pieces[e.selected].Color = c })
}

// merge makes identical pieces one piece with a count: the first keeps
// its name and takes the others' copies.
func (e *editor) merge(group []int) {
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
