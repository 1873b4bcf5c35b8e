package format

import (
	"fmt"
	"strings"

	"github.com/cubist/cubist/solver"
)

// side is the largest number of layers, rows or cells per row: the cells'
// coordinates go from 0 to solver.MaxCoord.
const side = solver.MaxCoord + 1

// drawing collects the layer rows of one piece or of the target.
type drawing struct {
	label    string // names the piece or target in messages
	line     int    // the line of its piece or target header
	target   bool   // '+' cells are allowed
	limit    int    // the most cells it may have
	cells    []solver.Cell
	optional []solver.Cell
	letters  map[byte]string          // palette letter -> colour name
	paint    map[string][]solver.Cell // painted cells by colour

	layers        int // layers in the finished blocks
	width, height int // of every layer; 0 until the first row
	// the block being read
	rows   int   // rows so far
	widths []int // width of each layer of the block
}

// row adds one layer row, read at line n.
func (d *drawing) row(n int, text string) error {
	parts := splitLayers(text, side-d.layers+1)
	if d.rows == 0 {
		d.widths = d.widths[:0]
		for _, p := range parts {
			d.widths = append(d.widths, len(p))
		}
		if d.layers+len(parts) > side {
			return d.errorf(n, "more than %d layers", side)
		}
	} else if len(parts) != len(d.widths) {
		return d.errorf(n, "this row has %d layers side by side, the rows above have %d", len(parts), len(d.widths))
	}
	if d.rows == side {
		return d.errorf(n, "more than %d rows in a layer", side)
	}
	for j, p := range parts {
		if len(p) != d.widths[j] {
			return d.errorf(n, "rows have different lengths")
		}
		if len(p) > side {
			return d.errorf(n, "more than %d cells in a row", side)
		}
		if d.width == 0 {
			d.width = len(p)
		} else if len(p) != d.width {
			return d.errorf(n, "layers have different widths (%d and %d cells)", d.width, len(p))
		}
		for x := 0; x < len(p); x++ {
			if err := d.cell(n, p[x], solver.Cell{x, d.rows, d.layers + j}); err != nil {
				return err
			}
		}
	}
	d.rows++
	return nil
}

// cell records one character of a layer row.
func (d *drawing) cell(n int, ch byte, c solver.Cell) error {
	switch {
	case ch == '#' || ch == '*':
		d.cells = append(d.cells, c)
	case ch == '+' && d.target:
		d.optional = append(d.optional, c)
	case ch == '+':
		return d.errorf(n, "'+' marks an optional cell and belongs in the target only")
	case ch == '.':
		return nil
	case ch >= 'a' && ch <= 'z' && d.letters[ch] != "":
		d.cells = append(d.cells, c)
		d.addPaint(d.letters[ch], c)
	case ch >= 'A' && ch <= 'Z' && d.letters[ch+'a'-'A'] != "" && d.target:
		d.optional = append(d.optional, c)
		d.addPaint(d.letters[ch+'a'-'A'], c)
	case ch >= 'A' && ch <= 'Z' && d.letters[ch+'a'-'A'] != "":
		return d.errorf(n, "%s marks an optional painted cell and belongs in the target only", charName(ch))
	case d.letters != nil && (ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z'):
		return d.errorf(n, "%s is not the letter of a colour: declare it first with a line such as \"color %c red #d03030\"", charName(ch), ch|0x20)
	case d.target:
		return d.errorf(n, "unexpected %s in a layer row (# or * is a cell, + an optional cell, . is empty)", charName(ch))
	default:
		return d.errorf(n, "unexpected %s in a layer row (# or * is a cube, . is empty)", charName(ch))
	}
	if len(d.cells)+len(d.optional) > d.limit {
		return d.errorf(n, "more than %d cells", d.limit)
	}
	return nil
}

func (d *drawing) addPaint(name string, c solver.Cell) {
	if d.paint == nil {
		d.paint = map[string][]solver.Cell{}
	}
	d.paint[name] = append(d.paint[name], c)
}

// endBlock closes the block of rows being read, at line n.
func (d *drawing) endBlock(n int) error {
	if d.rows == 0 {
		return nil
	}
	if d.height == 0 {
		d.height = d.rows
	} else if d.rows != d.height {
		return d.errorf(n, "layers have different heights (%d and %d rows)", d.height, d.rows)
	}
	d.layers += len(d.widths)
	d.rows = 0
	return nil
}

func (d *drawing) errorf(n int, format string, args ...any) error {
	return fmt.Errorf("line %d: %s: %s", n, d.label, fmt.Sprintf(format, args...))
}

// splitLayers cuts a layer row into its layers at gaps (two or more
// spaces, or a tab), dropping the single spaces between cells. It stops
// after most layers.
func splitLayers(text string, most int) []string {
	var parts []string
	var cur strings.Builder
	for i := 0; i < len(text) && len(parts) < most; {
		if text[i] != ' ' && text[i] != '\t' {
			if cur.Len() <= side { // a longer layer is refused anyway
				cur.WriteByte(text[i])
			}
			i++
			continue
		}
		j, tab := i, false
		for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
			tab = tab || text[j] == '\t'
			j++
		}
		if tab || j-i >= 2 {
			parts = append(parts, cur.String())
			cur.Reset()
		}
		i = j
	}
	return append(parts, cur.String())
}

// charName shows a byte of a layer row in a message.
func charName(ch byte) string {
	if ch >= ' ' && ch < 0x7f {
		return fmt.Sprintf("character %q", ch)
	}
	return fmt.Sprintf("byte 0x%02x", ch)
}

// drawCells draws cells as layers side by side from the origin: '#' for a
// cell, '+' for an optional one and '.' for an empty place.
func drawCells(cells, optional []solver.Cell, letter map[solver.Cell]byte) string {
	at := map[solver.Cell]rune{}
	for _, c := range cells {
		at[c] = '#'
		if l := letter[c]; l != 0 {
			at[c] = rune(l)
		}
	}
	for _, c := range optional {
		at[c] = '+'
		if l := letter[c]; l != 0 {
			at[c] = rune(l - 'a' + 'A')
		}
	}
	all := append([]solver.Cell{{0, 0, 0}}, cells...)
	all = append(all, optional...)
	return solver.DrawLayers(all, func(c solver.Cell) rune {
		if r, ok := at[c]; ok {
			return r
		}
		return '.'
	})
}
