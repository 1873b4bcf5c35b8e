package format

import (
	"fmt"

	"github.com/cubist/cubist/solver"
)

// shareVersionExt starts a share code whose puzzle has ranges, colours or
// piece groups.
// Its extension, after the target:
//
//	each piece: 1 bit, set for a range; then its min (uvarint): the
//	            copies written before are its max
//	the palette: number of colours (uvarint), each name and RGB (strings)
//	the rules: number (uvarint), each piece colour and target colour as
//	           1 + their index in the palette (uvarints)
//	each piece: 1 bit, set when painted; then each cell's colour, 0 for
//	            none and else 1 + its index in the palette (uvarints), in
//	            the grid's order of its cells
//	the target: the same, for its required cells then its optional cells,
//	            each in the grid's order
//	each piece: its group, 0 for none (uvarint)
//	the target: 1 bit, set when it limits its holes; then the limit
//	            (uvarint)
const shareVersionExt = "2"

// shareExtended reports whether a puzzle needs the extension.
func shareExtended(p *solver.Puzzle) bool {
	if len(p.Colors) > 0 || len(p.Rules) > 0 || p.Colored() || p.Target.MaxHoles != nil {
		return true
	}
	for _, pc := range p.Pieces {
		if pc.Ranged() || pc.Group != 0 {
			return true
		}
	}
	return false
}

// writeShareExt writes the extension of a valid puzzle.
func writeShareExt(w *bitWriter, p *solver.Puzzle) error {
	for _, pc := range p.Pieces {
		w.bit(pc.Ranged())
		if pc.Ranged() {
			w.uvarint(uint64(pc.Min))
		}
	}
	w.uvarint(uint64(len(p.Colors)))
	for _, c := range p.Colors {
		if len(c.RGB) > solver.MaxNameLength {
			return fmt.Errorf("colour %q: the RGB value is longer than %d bytes", c.Name, solver.MaxNameLength)
		}
		w.str(c.Name)
		w.str(c.RGB)
	}
	w.uvarint(uint64(len(p.Rules)))
	for _, r := range p.Rules {
		w.uvarint(uint64(p.ColorIndex(r.Piece)))
		w.uvarint(uint64(p.ColorIndex(r.Target)))
	}
	for _, pc := range p.Pieces {
		writePaint(w, p, sortedCells(pc.Cells), pc.Paint)
	}
	required, optional := p.Target.Split()
	writePaint(w, p, append(required, optional...), p.Target.Paint)
	for _, pc := range p.Pieces {
		w.uvarint(uint64(pc.Group))
	}
	w.bit(p.Target.MaxHoles != nil)
	if h := p.Target.MaxHoles; h != nil {
		w.uvarint(uint64(*h))
	}
	return nil
}

func sortedCells(cells []solver.Cell) []solver.Cell {
	out := append([]solver.Cell(nil), cells...)
	solver.SortCells(out)
	return out
}

// writePaint writes a shape's paint, for its cells in the order given.
func writePaint(w *bitWriter, p *solver.Puzzle, cells []solver.Cell, paint map[string][]solver.Cell) {
	colors := p.CellColors(cells, paint)
	w.bit(colors != nil)
	for _, c := range colors {
		w.uvarint(uint64(c))
	}
}

// readShareExt reads the extension into p, whose pieces and target are
// read; Validate checks the rest.
func readShareExt(r *bitReader, p *solver.Puzzle) {
	for i := range p.Pieces {
		if r.bit() {
			pc := &p.Pieces[i]
			pc.Max = pc.Copies()
			pc.Min = int(r.uvarint(uint64(pc.Max), solver.PieceLabel(i, pc.Name)+": the fewest copies"))
			pc.Count = 0
		}
	}
	n := int(r.uvarint(solver.MaxColors, "the number of colours"))
	for i := 0; i < n && r.err == nil; i++ {
		p.Colors = append(p.Colors, solver.NamedColor{Name: r.str(solver.MaxNameLength, "a colour name"), RGB: r.str(solver.MaxNameLength, "a colour's RGB")})
	}
	name := func(what string) string {
		k := int(r.uvarint(uint64(len(p.Colors)), what))
		if k == 0 || r.err != nil {
			r.fail("%s: no colour", what)
			return ""
		}
		return p.Colors[k-1].Name
	}
	rules := int(r.uvarint(uint64(n*n), "the number of rules"))
	for i := 0; i < rules && r.err == nil; i++ {
		p.Rules = append(p.Rules, solver.ColorRule{Piece: name("a rule's piece colour"), Target: name("a rule's target colour")})
	}
	for i := range p.Pieces {
		p.Pieces[i].Paint = readPaint(r, p, p.Pieces[i].Cells, solver.PieceLabel(i, p.Pieces[i].Name))
	}
	required, optional := p.Target.Split()
	p.Target.Paint = readPaint(r, p, append(required, optional...), "target")
	for i := range p.Pieces {
		p.Pieces[i].Group = int(r.uvarint(solver.MaxGroup, solver.PieceLabel(i, p.Pieces[i].Name)+": the group"))
	}
	if r.err == nil && r.bit() {
		h := int(r.uvarint(solver.MaxTargetCells, "the limit on holes"))
		p.Target.MaxHoles = &h
	}
}

// readPaint reads a shape's paint for its cells in the order given.
func readPaint(r *bitReader, p *solver.Puzzle, cells []solver.Cell, label string) map[string][]solver.Cell {
	if r.err != nil || !r.bit() {
		return nil
	}
	paint := map[string][]solver.Cell{}
	for _, c := range cells {
		k := int(r.uvarint(uint64(len(p.Colors)), label+": a cell's colour"))
		if r.err != nil {
			return nil
		}
		if k > 0 {
			name := p.Colors[k-1].Name
			paint[name] = append(paint[name], c)
		}
	}
	return paint
}
