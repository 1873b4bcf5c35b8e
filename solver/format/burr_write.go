package format

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cubist/cubist/solver"
)

// formatBurr writes a valid puzzle as a BurrTools file of one problem,
// gzipped by gzip where it is given. BurrTools turns pieces but never mirrors them,
// so a puzzle that allows mirroring is refused unless no piece differs
// from its mirror image. Ranges become min and max, the palette BurrTools'
// colours (in order, numbered from 1), paint the colour numbers in the
// voxel strings, rules colour pairs, piece groups group attributes, and
// the target's limit on holes maxHoles.
// Pieces' own display colours are left out. Colours keep their names in a name attribute, which BurrTools
// passes over.
func formatBurr(p *solver.Puzzle, gzip func([]byte) ([]byte, error)) ([]byte, error) {
	if !xmlText(p.Name) {
		return nil, fmt.Errorf("xmpuzzle: the puzzle name has characters XML cannot hold")
	}
	el := func(name string, attrs ...string) *XMLNode {
		n := &XMLNode{Name: name}
		for i := 0; i+1 < len(attrs); i += 2 {
			n.Attrs = append(n.Attrs, XMLAttr{attrs[i], attrs[i+1]})
		}
		return n
	}
	grid := p.GridOf()
	shapes, parts := el("shapes"), el("shapes")
	for i, pc := range p.Pieces {
		label := solver.PieceLabel(i, pc.Name)
		if !xmlText(pc.Name) {
			return nil, fmt.Errorf("xmpuzzle: %s: the name has characters XML cannot hold", label)
		}
		if p.Mirror && grid.Chiral(pc.Cells, nil) {
			return nil, fmt.Errorf("xmpuzzle: BurrTools never uses a piece mirrored, and %s differs from its mirror image; add the mirror image as a piece of its own and turn mirroring off", label)
		}
		if p.Mirror && len(pc.Paint) > 0 && grid.Chiral(pc.Cells, p.CellColors(pc.Cells, pc.Paint)) {
			return nil, fmt.Errorf("xmpuzzle: BurrTools never uses a piece mirrored, and %s's colours differ from their mirror image; add the mirror image as a piece of its own and turn mirroring off", label)
		}
		shapes.Children = append(shapes.Children, voxelOf(pc.Name, pc.Cells, nil, p.CellColors(pc.Cells, pc.Paint)))
		part := el("shape", "id", strconv.Itoa(i), "count", strconv.Itoa(pc.Copies()))
		if pc.Ranged() {
			part = el("shape", "id", strconv.Itoa(i), "min", strconv.Itoa(pc.Min), "max", strconv.Itoa(pc.Max))
		}
		if pc.Group != 0 {
			part.Attrs = append(part.Attrs, XMLAttr{"group", strconv.Itoa(pc.Group)})
		}
		parts.Children = append(parts.Children, part)
	}
	required, optional := p.Target.Split()
	shapes.Children = append(shapes.Children, voxelOf("target", required, optional, p.CellColors(append(required, optional...), p.Target.Paint)))
	colors, bitmap := el("colors"), el("bitmap")
	for _, c := range p.Colors {
		v, _ := strconv.ParseUint(strings.TrimPrefix(expandHex(c.RGB), "#"), 16, 32) // a valid puzzle's RGB is hex
		rgb := [3]int{int(v >> 16 & 255), int(v >> 8 & 255), int(v & 255)}
		colors.Children = append(colors.Children, el("color", "red", strconv.Itoa(rgb[0]), "green", strconv.Itoa(rgb[1]), "blue", strconv.Itoa(rgb[2]), "name", c.Name))
	}
	for _, r := range p.Rules {
		bitmap.Children = append(bitmap.Children, el("pair", "piece", strconv.Itoa(p.ColorIndex(r.Piece)-1), "result", strconv.Itoa(p.ColorIndex(r.Target)-1)))
	}
	problem := el("problem", "name", p.Name, "state", "0")
	if h := p.Target.MaxHoles; h != nil {
		problem.Attrs = append(problem.Attrs, XMLAttr{"maxHoles", strconv.Itoa(*h)})
	}
	problem.Children = []*XMLNode{parts, el("result", "id", strconv.Itoa(len(p.Pieces))), bitmap}
	problems := el("problems")
	problems.Children = []*XMLNode{problem}
	root := el("puzzle", "version", "2")
	root.Children = []*XMLNode{el("gridType", "type", strconv.Itoa(grid.BurrTools())), colors, shapes, problems, el("comment")}
	var text strings.Builder
	text.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	root.write(&text, 0)
	text.WriteString("\n")
	doc := []byte(text.String())
	if gzip == nil {
		return doc, nil
	}
	return gzip(doc)
}

// voxelOf makes a shape from its filled and variable cells, which have
// coordinates from 0 to solver.MaxCoord, with colour numbers for the
// cells of filled and then variable (nil for none).
func voxelOf(name string, filled, variable []solver.Cell, colors []int) *XMLNode {
	_, hi := solver.Bounds(append(append([]solver.Cell{{0, 0, 0}}, filled...), variable...))
	x, y, z := hi[0]+1, hi[1]+1, hi[2]+1
	places := make([]string, x*y*z)
	for i := range places {
		places[i] = "_"
	}
	for i, c := range append(append([]solver.Cell(nil), filled...), variable...) {
		mark := "#"
		if i >= len(filled) {
			mark = "+"
		}
		if colors != nil && colors[i] > 0 {
			mark += strconv.Itoa(colors[i])
		}
		places[c[0]+x*(c[1]+y*c[2])] = mark
	}
	return &XMLNode{Name: "voxel", Text: strings.Join(places, ""), Attrs: []XMLAttr{
		{"x", strconv.Itoa(x)}, {"y", strconv.Itoa(y)}, {"z", strconv.Itoa(z)}, {"type", "0"}, {"name", name}}}
}

// expandHex writes "#rgb" as "#rrggbb"; other text is returned as it is.
func expandHex(s string) string {
	s = strings.TrimSpace(s)
	if len(s) == 4 && s[0] == '#' {
		return string([]byte{'#', s[1], s[1], s[2], s[2], s[3], s[3]})
	}
	return s
}

// xmlText reports whether XML can hold s as it is.
func xmlText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r > 0xD7FF && r < 0xE000 || r == 0xFFFE || r == 0xFFFF {
			return false
		}
	}
	return true
}
