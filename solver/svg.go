package solver

import (
	"bytes"
	"fmt"
	"strings"
)

// LayersSVG draws a solution as an SVG picture, the way Layers draws it as
// text: one grid per z layer, side by side, rows along x and y going down.
// Each cell is filled with its piece's colour and letter; an optional cell
// left empty is dashed.
func LayersSVG(p *Puzzle, sol Solution) []byte {
	const cell, gap, margin, caption = 28, 28, 12, 22
	required, optional := p.Target.Split()
	all := append(append([]Cell(nil), required...), optional...)
	lo, hi := Bounds(all)
	nx, ny, nz := hi[0]-lo[0]+1, hi[1]-lo[1]+1, hi[2]-lo[2]+1
	width := 2*margin + nz*nx*cell + (nz-1)*gap
	height := 2*margin + ny*cell + caption
	owner := map[Cell]int{}
	for _, pl := range sol.Pieces {
		for _, c := range pl.Cells {
			owner[c] = pl.Piece
		}
	}
	isOptional := map[Cell]bool{}
	for _, c := range optional {
		isOptional[c] = true
	}
	letters := Letters(p)
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", width, height, width, height)
	b.WriteString("<title>")
	b.WriteString(svgEscaper.Replace(p.Name))
	b.WriteString("</title>\n")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", width, height)
	for _, c := range all {
		x := margin + (c[2]-lo[2])*(nx*cell+gap) + (c[0]-lo[0])*cell
		y := margin + (c[1]-lo[1])*cell
		piece, filled := owner[c]
		switch {
		case filled:
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#333"/>`, x, y, cell, cell, PieceColor(piece, p.Pieces[piece].Color))
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" dominant-baseline="central" font-size="14">`, x+cell/2, y+cell/2)
			b.WriteString(svgEscaper.Replace(string(letters[piece])))
			b.WriteString("</text>\n")
		case isOptional[c]:
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#999" stroke-dasharray="3 3"/>`+"\n", x, y, cell, cell)
		default:
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#eee" stroke="#333"/>`+"\n", x, y, cell, cell)
		}
	}
	for z := range nz {
		x := margin + z*(nx*cell+gap) + nx*cell/2
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="13">z = %d</text>`+"\n", x, height-margin, lo[2]+z)
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// svgEscaper escapes text for SVG as html.EscapeString does; the html
// package would bring its table of entities to the page's program.
var svgEscaper = strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", `"`, "&#34;")
