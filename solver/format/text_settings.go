package format

import (
	"fmt"
	"strconv"

	"github.com/cubist/cubist/solver"
)

// The text format's lines that set the whole puzzle: the title, the grid,
// mirroring, the holes allowed, the palette and its rules.

func (t *textReader) title(n int, rest string) error {
	if t.titleLine != 0 {
		return fmt.Errorf("line %d: a second title line (the first is line %d)", n, t.titleLine)
	}
	name, err := parseTitle(rest)
	if err != nil {
		return fmt.Errorf("line %d: title: %v", n, err)
	}
	t.titleLine, t.p.Name = n, name
	return nil
}

// grid reads the grid the puzzle's cells lie on; it comes before the
// drawings, which it gives their meaning.
func (t *textReader) grid(n int, name string) error {
	switch {
	case t.gridLine != 0:
		return fmt.Errorf("line %d: a second grid line (the first is line %d)", n, t.gridLine)
	case len(t.p.Pieces) > 0 || t.targetLine != 0:
		return fmt.Errorf("line %d: the grid line comes before the pieces and the target", n)
	}
	g, err := solver.GridByName(name)
	if err != nil {
		return fmt.Errorf("line %d: %v", n, err)
	}
	t.p.SetGrid(g)
	t.gridLine = n
	return nil
}

func (t *textReader) mirror(n int, value string) error {
	if t.mirrorLine != 0 {
		return fmt.Errorf("line %d: a second mirror line (the first is line %d)", n, t.mirrorLine)
	}
	switch value {
	case "yes":
		t.p.Mirror = true
	case "no":
	default:
		return fmt.Errorf("line %d: mirror: write yes or no, not %q", n, clip(value))
	}
	t.mirrorLine = n
	return nil
}

// maxHoles reads the most optional cells a solution may leave empty.
func (t *textReader) maxHoles(n int, value string) error {
	if t.holes != nil {
		return fmt.Errorf("line %d: a second max holes line", n)
	}
	h, err := strconv.Atoi(value)
	if err != nil || h < 0 || h > solver.MaxTargetCells {
		return fmt.Errorf("line %d: max holes: write a number of cells from 0 to %d, not %q", n, solver.MaxTargetCells, clip(value))
	}
	t.holes = &h
	return nil
}

// color reads a palette line: color LETTER NAME RGB.
func (t *textReader) color(n int, rest string) error {
	if t.cur != nil || len(t.p.Pieces) > 0 || t.targetLine != 0 {
		return fmt.Errorf("line %d: color lines come before the first piece and the target", n)
	}
	words, err := splitWords(rest)
	if err != nil {
		return fmt.Errorf("line %d: color: %v", n, err)
	}
	if len(words) != 3 || len(words[0].text) != 1 || words[0].text[0] < 'a' || words[0].text[0] > 'z' {
		return fmt.Errorf("line %d: color: write a letter from a to z, a name and an RGB value, such as \"color r red #d03030\"", n)
	}
	letter := words[0].text[0]
	if t.letters == nil {
		t.letters = map[byte]string{}
	}
	if t.letters[letter] != "" {
		return fmt.Errorf("line %d: color: the letter %c is taken by %q", n, letter, t.letters[letter])
	}
	t.letters[letter] = words[1].text
	t.p.Colors = append(t.p.Colors, solver.NamedColor{Name: words[1].text, RGB: words[2].text})
	return nil
}

// rule reads a colour rule: rule PIECECOLOR on TARGETCOLOR.
func (t *textReader) rule(n int, rest string) error {
	words, err := splitWords(rest)
	if err != nil {
		return fmt.Errorf("line %d: rule: %v", n, err)
	}
	if len(words) != 3 || words[1].quoted || words[1].text != "on" {
		return fmt.Errorf("line %d: rule: write the piece colour, on, and the target colour, such as \"rule red on red\"", n)
	}
	t.p.Rules = append(t.p.Rules, solver.ColorRule{Piece: words[0].text, Target: words[2].text})
	return nil
}
