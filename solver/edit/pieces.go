package edit

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// The piece list: add, copy, delete and move pieces, set a piece's name,
// copies and colour, merge identical pieces, and name the puzzle.

// pieceTool checks that piece i is in p.
func pieceTool(p *solver.Puzzle, i Item, tool string) error {
	if i == Target {
		return fail(tool, "pick a piece first")
	}
	return check(p, i, tool)
}

// FreeName is the first of A, B, ..., Z, A1, ... that no piece of p has.
func FreeName(p *solver.Puzzle) string {
	for i := 0; ; i++ {
		name := string(rune('A' + i%26))
		if i >= 26 {
			name += strconv.Itoa(i / 26)
		}
		if !slices.ContainsFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == name }) {
			return name
		}
	}
}

// AddPiece adds an empty piece with a free name at the end of the list,
// and returns it.
func AddPiece(p *solver.Puzzle) (*solver.Puzzle, Item) {
	q := Clone(p)
	q.Pieces = append(q.Pieces, solver.Piece{Name: FreeName(p)})
	Tidy(q)
	return q, Item(len(q.Pieces) - 1)
}

// DuplicatePiece puts a copy of piece i, with a free name, after it, and
// returns the copy.
func DuplicatePiece(p *solver.Puzzle, i Item) (*solver.Puzzle, Item, error) {
	if err := pieceTool(p, i, "Duplicate"); err != nil {
		return nil, i, err
	}
	q := Clone(p)
	pc := Clone(p).Pieces[i] // a copy of its own
	pc.Name = FreeName(p)
	q.Pieces = append(q.Pieces[:i+1], append([]solver.Piece{pc}, q.Pieces[i+1:]...)...) // not slices.Insert: 5 kB more in the page
	Tidy(q)
	return q, i + 1, nil
}

// DeletePiece takes piece i out of the list, and returns what is drawn
// next: the piece that took its place, the last, or the target.
func DeletePiece(p *solver.Puzzle, i Item) (*solver.Puzzle, Item, error) {
	if err := pieceTool(p, i, "Delete"); err != nil {
		return nil, i, err
	}
	q := Clone(p)
	q.Pieces = slices.Delete(q.Pieces, int(i), int(i)+1)
	Tidy(q)
	return q, min(i, Item(len(q.Pieces)-1)), nil
}

// MovePiece moves piece i by delta places in the list, and returns where
// it is now.
func MovePiece(p *solver.Puzzle, i Item, delta int) (*solver.Puzzle, Item, error) {
	if err := pieceTool(p, i, "Move"); err != nil {
		return nil, i, err
	}
	j := int(i) + delta
	if j < 0 || j >= len(p.Pieces) {
		end := "end"
		if j < 0 {
			end = "top"
		}
		return nil, i, errors.New("Move: the piece is at the " + end + " of the list")
	}
	q := Clone(p)
	q.Pieces[i], q.Pieces[j] = q.Pieces[j], q.Pieces[i]
	Tidy(q)
	return q, Item(j), nil
}

// RenamePiece names piece i; a piece needs a name of its own.
func RenamePiece(p *solver.Puzzle, i Item, name string) (*solver.Puzzle, error) {
	if err := pieceTool(p, i, "Name"); err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" || slices.ContainsFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == name && pc.Name != p.Pieces[i].Name }) {
		return nil, fmt.Errorf("Each piece needs a name of its own; %q is not.", name)
	}
	q := Clone(p)
	q.Pieces[i].Name = name
	Tidy(q)
	return q, nil
}

// SetPieceColor gives piece i a CSS colour such as "#e6194b", or none
// for "".
func SetPieceColor(p *solver.Puzzle, i Item, color string) (*solver.Puzzle, error) {
	if err := pieceTool(p, i, "Colour"); err != nil {
		return nil, err
	}
	q := Clone(p)
	q.Pieces[i].Color = color
	Tidy(q)
	return q, nil
}

// Rename names the puzzle.
func Rename(p *solver.Puzzle, name string) *solver.Puzzle {
	q := Clone(p)
	q.Name = name
	Tidy(q)
	return q
}

// SetCopies sets piece i's copies from the text of its field: a number,
// or a range such as "0-2" or "0–2" (from 0 to 2 copies).
func SetCopies(p *solver.Puzzle, i Item, text string) (*solver.Puzzle, error) {
	if err := pieceTool(p, i, "Copies"); err != nil {
		return nil, err
	}
	lo, hi, ranged, ok := ParseCopies(text)
	if !ok {
		return nil, fmt.Errorf("Copies must be a whole number from 1 to %d, or a range such as 0–2; %q is not.", solver.MaxCount, text)
	}
	q := Clone(p)
	pc := &q.Pieces[i]
	pc.Count, pc.Min, pc.Max = 0, 0, 0
	switch {
	case ranged:
		pc.Min, pc.Max = lo, hi
	case hi > 1:
		pc.Count = hi
	}
	Tidy(q)
	return q, nil
}

// ParseCopies reads a copies field: "N", or "A-B" with - or – for a
// range.
func ParseCopies(text string) (lo, hi int, ranged, ok bool) {
	a, b, ranged := strings.Cut(strings.ReplaceAll(strings.TrimSpace(text), "–", "-"), "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if ranged {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	ok = err1 == nil && err2 == nil && hi >= 1 && hi <= solver.MaxCount && lo >= 0 && lo <= hi && (ranged || lo >= 1)
	return lo, hi, ranged && lo != hi, ok
}

// CopiesText writes a piece's copies as its field shows them.
func CopiesText(pc solver.Piece) string {
	if lo, hi := pc.Range(); lo != hi {
		return fmt.Sprintf("%d–%d", lo, hi)
	}
	return strconv.Itoa(pc.Copies())
}

// MergePieces makes the pieces of group, given in increasing order, one
// piece with their copies added up: the first keeps its name and place,
// and is returned.
func MergePieces(p *solver.Puzzle, group []int) (*solver.Puzzle, Item, error) {
	const tool = "Merge"
	if len(group) < 2 {
		return nil, Target, fail(tool, "there is nothing to merge")
	}
	for k, i := range group {
		if i < 0 || i >= len(p.Pieces) || k > 0 && i <= group[k-1] {
			return nil, Target, fmt.Errorf("%s: %v is not a list of pieces in order", tool, group)
		}
	}
	q := Clone(p)
	first := &q.Pieces[group[0]]
	lo, hi := first.Range()
	for _, i := range group[1:] {
		l, h := q.Pieces[i].Range()
		lo, hi = lo+l, hi+h
	}
	first.Count, first.Min, first.Max = hi, 0, 0
	if lo != hi {
		first.Count, first.Min, first.Max = 0, lo, hi
	}
	for k := len(group) - 1; k > 0; k-- {
		q.Pieces = slices.Delete(q.Pieces, group[k], group[k]+1)
	}
	Tidy(q)
	return q, Item(group[0]), nil
}

// AddPieces adds pieces after the puzzle's own, drawn on the grid named
// (as a puzzle's grid field names it); a name a piece already has gets a
// number. It returns the last piece added.
func AddPieces(p *solver.Puzzle, pieces []solver.Piece, grid, title string) (*solver.Puzzle, Item, error) {
	g, err := solver.GridByName(grid)
	if err != nil {
		return nil, Target, err
	}
	if g != p.GridOf() {
		return nil, Target, errors.New("The set " + title + " is of " + g.Name() + "; this puzzle is on the " + p.GridOf().Name() + " grid")
	}
	q := Clone(p)
	for _, pc := range Clone(&solver.Puzzle{Pieces: pieces}).Pieces { // copies of their own
		base := pc.Name
		for k := 2; slices.ContainsFunc(q.Pieces, func(r solver.Piece) bool { return r.Name == pc.Name }); k++ {
			pc.Name = base + strconv.Itoa(k)
		}
		q.Pieces = append(q.Pieces, pc)
	}
	Tidy(q)
	return q, Item(len(q.Pieces) - 1), nil
}
