package solver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Puzzle is a polycube puzzle in the canonical model: pieces to be packed
// into a target shape.
type Puzzle struct {
	// Name is shown to people; it is data and never markup.
	Name string `json:"name"`
	// Pieces lists the piece shapes and how many copies of each there are.
	Pieces []Piece `json:"pieces"`
	// Target is the shape to fill.
	Target Target `json:"target"`
	// Mirror lets pieces be used mirrored as well as rotated.
	Mirror bool `json:"mirror"`
	// Grid names the grid the cells lie in (Grids): "" or "cubes" for
	// unit cubes, or "spheres", "rhombic", "prisms" or "tetra-octa".
	Grid string `json:"grid,omitempty"`
	// Colors is the palette of cell colours that pieces and the target
	// may be painted with.
	Colors []NamedColor `json:"colors,omitempty"`
	// Rules say which piece colour may sit on which target colour. A cell
	// with no colour, on either side, goes anywhere; two coloured cells
	// meet only where a rule allows it.
	Rules []ColorRule `json:"rules,omitempty"`
}

// GridOf returns the puzzle's grid; an unknown name, which Validate
// refuses, gives the cube grid.
func (p *Puzzle) GridOf() *Grid {
	g, err := GridByName(p.Grid)
	if err != nil {
		return Cubes
	}
	return g
}

// SetGrid puts the puzzle on grid g, by name, or by none for
// DefaultGrid, which files leave unnamed.
func (p *Puzzle) SetGrid(g *Grid) {
	p.Grid = ""
	if g != DefaultGrid() {
		p.Grid = g.name
	}
}

// Piece is one piece shape, possibly present in several identical copies.
type Piece struct {
	// Name identifies the piece in solutions and messages.
	Name string `json:"name"`
	// Cells are the unit cubes of the piece.
	Cells []Cell `json:"cells"`
	// Count is the number of identical copies; 0 in a file means 1.
	Count int `json:"count,omitempty"`
	// Min and Max, when Max is above 0, give a range instead of Count: a
	// solution uses from Min to Max copies of the piece.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Color is an optional CSS colour such as "#e6194b".
	Color string `json:"color,omitempty"`
	// Paint gives cells of the piece a colour of the puzzle's palette:
	// colour name -> cells.
	Paint map[string][]Cell `json:"paint,omitempty"`
	// Group, when above 0, puts the piece in a group, as BurrTools does:
	// pieces of one group need not come apart from each other when a
	// solution is taken apart.
	Group int `json:"group,omitempty"`
}

// Copies returns the most copies of the piece a solution may use: Max for
// a range, else Count, treating 0 as 1.
func (p Piece) Copies() int {
	if p.Max > 0 {
		return p.Max
	}
	if p.Count == 0 {
		return 1
	}
	return p.Count
}

// Range returns the fewest and the most copies of the piece a solution
// uses; they are equal unless the piece has a range.
func (p Piece) Range() (lo, hi int) {
	if p.Max > 0 {
		return p.Min, p.Max
	}
	return p.Copies(), p.Copies()
}

// Ranged reports whether the piece has a range of copies rather than a
// count.
func (p Piece) Ranged() bool { return p.Max > 0 }

// Target is the shape the pieces must fill: either a box or a list of cells.
// Optional cells belong to the target but may stay empty.
type Target struct {
	// Box is the size [X, Y, Z] of a box target, with cells from [0,0,0].
	Box *[3]int `json:"box,omitempty"`
	// Cells lists the cells of a free-form target.
	Cells []Cell `json:"cells,omitempty"`
	// Optional lists cells that may stay empty.
	Optional []Cell `json:"optional,omitempty"`
	// Paint gives target cells a colour of the puzzle's palette: colour
	// name -> cells.
	Paint map[string][]Cell `json:"paint,omitempty"`
	// MaxHoles, when set, is the most optional cells a solution may leave
	// empty (BurrTools' maxHoles).
	MaxHoles *int `json:"max_holes,omitempty"`
}

// Limits on puzzle size. They keep a hostile or mistyped file from using
// unbounded time or memory.
const (
	// MaxCoord is the largest coordinate a cell may have.
	MaxCoord = 63
	// MaxTargetCells is the largest number of cells in a target.
	MaxTargetCells = 4096
	// MaxPieceCells is the largest number of cells in one piece.
	MaxPieceCells = 512
	// MaxCount is the largest number of copies of one piece.
	MaxCount = 1000
	// MaxPieces is the largest number of piece entries in a puzzle.
	MaxPieces = 1000
	// MaxNameLength is the longest name, in bytes.
	MaxNameLength = 200
	// MaxGroup is the largest piece group number.
	MaxGroup = 65535
)

// ParseJSON reads a puzzle in the canonical JSON format. Unknown fields,
// trailing data and invalid puzzles are errors that name the problem.
func ParseJSON(data []byte) (*Puzzle, error) {
	p, err := DecodeJSON(data)
	if err != nil {
		return nil, err
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeJSON reads a puzzle in the canonical JSON format without checking
// that it is a valid puzzle, for an editor's unfinished work. Malformed
// JSON, unknown fields and trailing data are still errors. A UTF-8 byte
// order mark before the text, as some editors write, is skipped.
func DecodeJSON(data []byte) (*Puzzle, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if err := checkJSONShape(data); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Puzzle
	if err := dec.Decode(&p); err != nil {
		return nil, jsonError(data, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("json: unexpected data after the puzzle object")
	}
	return &p, nil
}

// jsonError rewrites a decoding error so that it names the line and the
// field at fault.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("json: line %d: %s", lineOf(data, syn.Offset), syn.Error())
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "puzzle"
		}
		return fmt.Errorf("json: line %d: field %s: expected %s, found %s", lineOf(data, typ.Offset), field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("json: the puzzle is empty or cut short")
	}
	return fmt.Errorf("json: %s", strings.TrimPrefix(err.Error(), "json: "))
}

func lineOf(data []byte, offset int64) int {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	return 1 + bytes.Count(data[:offset], []byte("\n"))
}

// FormatJSON writes the puzzle in the canonical
// JSON format, indented, with one cell list per line.
func FormatJSON(p *Puzzle) []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	fmt.Fprintf(&b, "  \"name\": %s,\n", jsonString(p.Name))
	b.WriteString("  \"pieces\": [\n")
	for i, pc := range p.Pieces {
		fmt.Fprintf(&b, "    {\"name\": %s, \"cells\": %s", jsonString(pc.Name), cellsJSON(pc.Cells))
		if pc.Ranged() {
			fmt.Fprintf(&b, ", \"min\": %d, \"max\": %d", pc.Min, pc.Max)
		} else if pc.Count > 1 {
			fmt.Fprintf(&b, ", \"count\": %d", pc.Count)
		}
		if pc.Color != "" {
			fmt.Fprintf(&b, ", \"color\": %s", jsonString(pc.Color))
		}
		if len(pc.Paint) > 0 {
			b.WriteString(", \"paint\": " + paintJSON(pc.Paint))
		}
		if pc.Group != 0 {
			fmt.Fprintf(&b, ", \"group\": %d", pc.Group)
		}
		b.WriteString("}")
		if i < len(p.Pieces)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("  ],\n")
	var parts []string
	if p.Target.Box != nil {
		parts = append(parts, fmt.Sprintf("\"box\": [%d, %d, %d]", p.Target.Box[0], p.Target.Box[1], p.Target.Box[2]))
	}
	if len(p.Target.Cells) > 0 {
		parts = append(parts, "\"cells\": "+cellsJSON(p.Target.Cells))
	}
	if len(p.Target.Optional) > 0 {
		parts = append(parts, "\"optional\": "+cellsJSON(p.Target.Optional))
	}
	if len(p.Target.Paint) > 0 {
		parts = append(parts, "\"paint\": "+paintJSON(p.Target.Paint))
	}
	if p.Target.MaxHoles != nil {
		parts = append(parts, fmt.Sprintf("\"max_holes\": %d", *p.Target.MaxHoles))
	}
	fmt.Fprintf(&b, "  \"target\": {%s},\n", strings.Join(parts, ", "))
	fmt.Fprintf(&b, "  \"mirror\": %t", p.Mirror)
	if p.Grid != "" && p.Grid != Cubes.name {
		fmt.Fprintf(&b, ",\n  \"grid\": %s", jsonString(p.Grid))
	}
	pairs := func(key string, items [][2]string, a, b2 string) {
		if len(items) == 0 {
			return
		}
		parts := make([]string, len(items))
		for i, it := range items {
			parts[i] = fmt.Sprintf("{%q: %s, %q: %s}", a, jsonString(it[0]), b2, jsonString(it[1]))
		}
		fmt.Fprintf(&b, ",\n  %q: [%s]", key, strings.Join(parts, ", "))
	}
	var colors, rules [][2]string
	for _, c := range p.Colors {
		colors = append(colors, [2]string{c.Name, c.RGB})
	}
	for _, r := range p.Rules {
		rules = append(rules, [2]string{r.Piece, r.Target})
	}
	pairs("colors", colors, "name", "rgb")
	pairs("rules", rules, "piece", "target")
	b.WriteString("\n}\n")
	return b.Bytes()
}

// jsonString writes s as a JSON string. Names are written as typed:
// <, > and & stay themselves rather than \u003c and the like.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// paintJSON writes a paint map with its colours in name order.
func paintJSON(paint map[string][]Cell) string {
	names := sortedKeys(paint)
	parts := make([]string, len(names))
	for i, name := range names {
		parts[i] = jsonString(name) + ": " + cellsJSON(paint[name])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func cellsJSON(cells []Cell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = fmt.Sprintf("[%d,%d,%d]", c[0], c[1], c[2])
	}
	return "[" + strings.Join(parts, ",") + "]"
}
