package format

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// ParseText reads a puzzle in the layered text format (see TEXT.md). Errors
// give the line and the piece at fault.
func ParseText(data []byte) (*solver.Puzzle, error) {
	t := textReader{}
	n := 0
	for raw := range strings.Lines(string(bytes.TrimPrefix(data, []byte("\uFEFF")))) {
		n++
		if err := t.line(n, strings.TrimSpace(raw)); err != nil {
			return nil, err
		}
	}
	if err := t.finish(n); err != nil {
		return nil, err
	}
	if t.targetLine == 0 {
		return nil, errors.New("the puzzle has no target: add a target line")
	}
	t.p.Target.MaxHoles = t.holes
	if err := t.p.Validate(); err != nil {
		return nil, t.locate(err)
	}
	return &t.p, nil
}

// textReader holds the state of ParseText.
type textReader struct {
	p                     solver.Puzzle
	cur                   *drawing // the piece or target being drawn
	pieceLines            []int    // the header line of each piece
	titleLine, mirrorLine int
	gridLine              int
	targetLine            int
	targetBox             bool
	letters               map[byte]string // palette letter -> colour name
	holes                 *int            // the max holes line's limit
}

// line reads line n, with surrounding spaces removed.
func (t *textReader) line(n int, text string) error {
	switch {
	case strings.HasPrefix(text, "//"):
		return nil
	case text == "":
		if t.cur != nil {
			return t.cur.endBlock(n - 1)
		}
		return nil
	case strings.HasPrefix(text, "title:"):
		return t.title(n, text[len("title:"):])
	case strings.HasPrefix(text, "grid:"):
		return t.grid(n, strings.TrimSpace(text[len("grid:"):]))
	case strings.HasPrefix(text, "mirror:"):
		return t.mirror(n, strings.TrimSpace(text[len("mirror:"):]))
	case strings.HasPrefix(text, "max holes:"):
		return t.maxHoles(n, strings.TrimSpace(text[len("max holes:"):]))
	case keyword(text, "piece"):
		return t.piece(n, text[len("piece"):])
	case keyword(text, "color"):
		return t.color(n, text[len("color"):])
	case keyword(text, "rule"):
		return t.rule(n, text[len("rule"):])
	case keyword(text, "target"):
		return t.target(n, text[len("target"):])
	case t.cur == nil && t.targetBox:
		return fmt.Errorf("line %d: target: a box target takes no layer rows", n)
	case t.cur == nil:
		return fmt.Errorf("line %d: a layer row must follow a piece or target line", n)
	}
	return t.cur.row(n, text)
}

// keyword reports whether text starts with the word kw.
func keyword(text, kw string) bool {
	rest, ok := strings.CutPrefix(text, kw)
	return ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t')
}

// piece starts a piece; rest is its header after the keyword.
func (t *textReader) piece(n int, rest string) error {
	if err := t.finish(n - 1); err != nil {
		return err
	}
	index := len(t.p.Pieces)
	if index == solver.MaxPieces {
		return fmt.Errorf("line %d: more than %d pieces", n, solver.MaxPieces)
	}
	words, err := splitWords(rest)
	if err != nil {
		return fmt.Errorf("line %d: piece %d: %v", n, index+1, err)
	}
	if len(words) == 0 {
		return fmt.Errorf("line %d: piece %d: the name is missing after \"piece\"", n, index+1)
	}
	pc := solver.Piece{Name: words[0].text}
	label := solver.PieceLabel(index, pc.Name)
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case !w.quoted && w.text == "color" && i+1 < len(words) && pc.Color == "":
			pc.Color = words[i+1].text
			i++
		case !w.quoted && w.text == "group" && i+1 < len(words) && pc.Group == 0:
			g, err := strconv.Atoi(words[i+1].text)
			if err != nil || g < 1 || g > solver.MaxGroup {
				return fmt.Errorf("line %d: %s: group %q is not a number from 1 to %d", n, label, clip(words[i+1].text), solver.MaxGroup)
			}
			pc.Group = g
			i++
		case !w.quoted && isCount(w.text) && pc.Count == 0 && pc.Max == 0:
			lo, hi, err := parseCount(w.text)
			if err != nil {
				return fmt.Errorf("line %d: %s: %v", n, label, err)
			}
			if _, _, ranged := strings.Cut(strings.ReplaceAll(w.text, "–", "-"), "-"); ranged {
				pc.Min, pc.Max = lo, hi
			} else {
				pc.Count = hi
			}
		default:
			return fmt.Errorf("line %d: %s: unexpected %q after the name (write xN for N copies, xA-B for A to B copies, color COLOR for a colour, group N for a piece group)", n, label, clip(w.text))
		}
	}
	t.p.Pieces = append(t.p.Pieces, pc)
	t.pieceLines = append(t.pieceLines, n)
	t.cur = &drawing{label: label, line: n, limit: solver.MaxPieceCells, letters: t.letters}
	return nil
}

// isCount reports whether s looks like a count: x or × and digits, or a
// range of two numbers joined by - or –.
func isCount(s string) bool {
	digits, ok := strings.CutPrefix(s, "x")
	if !ok {
		digits, ok = strings.CutPrefix(s, "×")
	}
	lo, hi, ranged := strings.Cut(strings.ReplaceAll(digits, "–", "-"), "-")
	number := func(d string) bool { return d != "" && strings.Trim(d, "0123456789") == "" }
	return ok && number(lo) && (!ranged || number(hi))
}

// parseCount reads a count written as xN or ×N, or a range written as
// xA-B: the fewest and the most copies.
func parseCount(s string) (lo, hi int, err error) {
	digits := strings.TrimPrefix(strings.TrimPrefix(s, "x"), "×")
	a, b, ranged := strings.Cut(strings.ReplaceAll(digits, "–", "-"), "-")
	if !ranged {
		n, err := strconv.Atoi(a)
		if err != nil || n < 1 || n > solver.MaxCount {
			return 0, 0, fmt.Errorf("count %s is out of range (1 to %d)", clip(digits), solver.MaxCount)
		}
		return n, n, nil
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	switch {
	case err1 != nil || err2 != nil || hi < 1 || hi > solver.MaxCount:
		return 0, 0, fmt.Errorf("range %s is out of range (0 to %d copies, at most above 0)", clip(digits), solver.MaxCount)
	case lo > hi:
		return 0, 0, fmt.Errorf("range %s: the fewest copies, %d, are more than the most, %d", clip(digits), lo, hi)
	}
	return lo, hi, nil
}

// target starts the target; rest is its header after the keyword.
func (t *textReader) target(n int, rest string) error {
	if err := t.finish(n - 1); err != nil {
		return err
	}
	if t.targetLine != 0 {
		return fmt.Errorf("line %d: a second target line (the first is line %d)", n, t.targetLine)
	}
	t.targetLine = n
	words := strings.Fields(rest)
	switch {
	case len(words) == 0:
		t.cur = &drawing{label: "target", line: n, target: true, limit: solver.MaxTargetCells, letters: t.letters}
		return nil
	case len(words) == 2 && words[0] == "box":
		box, err := parseBox(words[1])
		if err != nil {
			return fmt.Errorf("line %d: target: %v", n, err)
		}
		t.p.Target.Box, t.targetBox = &box, true
		return nil
	}
	return fmt.Errorf("line %d: target: write \"target\" and draw it below, or \"target box XxYxZ\"", n)
}

// parseBox reads a box size such as 3x3x3.
func parseBox(s string) ([3]int, error) {
	var box [3]int
	parts := strings.Split(strings.ReplaceAll(s, "×", "x"), "x")
	if len(parts) != 3 {
		return box, fmt.Errorf("box size %q is not three numbers such as 3x3x3", clip(s))
	}
	for i, part := range parts {
		v, err := strconv.Atoi(part)
		if err != nil || len(part) > 9 {
			return box, fmt.Errorf("box size %q is not three numbers such as 3x3x3", clip(s))
		}
		box[i] = v
	}
	return box, nil
}

// finish closes the drawing being read; n is its last line.
func (t *textReader) finish(n int) error {
	d := t.cur
	if d == nil {
		return nil
	}
	t.cur = nil
	if err := d.endBlock(n); err != nil {
		return err
	}
	if d.layers == 0 {
		return fmt.Errorf("line %d: %s: no layer rows follow", d.line, d.label)
	}
	solver.SortCells(d.cells)
	solver.SortCells(d.optional)
	for _, list := range d.paint {
		solver.SortCells(list)
	}
	if !d.target {
		t.p.Pieces[len(t.p.Pieces)-1].Cells = d.cells
		t.p.Pieces[len(t.p.Pieces)-1].Paint = d.paint
		return nil
	}
	t.p.Target = targetOf(d.cells, d.optional, t.p.Grid == "")
	t.p.Target.Paint = d.paint
	return nil
}

// targetOf makes a target from its required and optional cells, sorted: a
// box when together they fill one from the origin and box is set (on the
// cube grid), else a list of cells.
func targetOf(cells, optional []solver.Cell, box bool) solver.Target {
	all := append(append([]solver.Cell{}, cells...), optional...)
	if len(all) == 0 {
		return solver.Target{}
	}
	lo, hi := solver.Bounds(all)
	if box && lo == (solver.Cell{}) && (hi[0]+1)*(hi[1]+1)*(hi[2]+1) == len(all) {
		return solver.Target{Box: &[3]int{hi[0] + 1, hi[1] + 1, hi[2] + 1}, Optional: optional}
	}
	solver.SortCells(all)
	return solver.Target{Cells: all, Optional: optional}
}

// locate adds line numbers to the messages of Validate, which name the
// piece or the target.
func (t *textReader) locate(err error) error {
	list := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		list = joined.Unwrap()
	}
	for i, e := range list {
		if n := t.lineOf(e.Error()); n > 0 {
			list[i] = fmt.Errorf("line %d: %w", n, e)
		}
	}
	return errors.Join(list...)
}

// lineOf finds the line a message of Validate is about, or 0.
func (t *textReader) lineOf(msg string) int {
	switch {
	case strings.HasPrefix(msg, "target:"):
		return t.targetLine
	case strings.HasPrefix(msg, "puzzle name"):
		return t.titleLine
	}
	if _, rest, ok := numberAfter(msg, "pieces "); ok {
		if b, _, ok := numberAfter(rest, " and "); ok && b >= 1 && b <= len(t.pieceLines) {
			return t.pieceLines[b-1]
		}
	}
	if a, _, ok := numberAfter(msg, "piece "); ok && a >= 1 && a <= len(t.pieceLines) {
		return t.pieceLines[a-1]
	}
	return 0
}

// numberAfter reads the whole number that follows prefix at the start of
// s, and what follows it.
func numberAfter(s, prefix string) (n int, rest string, ok bool) {
	s, ok = strings.CutPrefix(s, prefix)
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(s[:end])
	return n, s[end:], ok && err == nil
}
