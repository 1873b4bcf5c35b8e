package solver

import "strings"

// Solution is one filling of the target.
type Solution struct {
	// Pieces lists the placed pieces, in the order of the puzzle's pieces.
	Pieces []Placed `json:"pieces"`
}

// Placed is one piece copy at its place in a solution.
type Placed struct {
	// Name is the piece's name; copies of a piece share it.
	Name string `json:"name"`
	// Piece is the index of the piece in Puzzle.Pieces.
	Piece int `json:"piece"`
	// Cells are the target cells the copy covers.
	Cells []Cell `json:"cells"`
	// Paint gives the colour name of each of Cells, "" for none; it is
	// nil for a piece with no painted cells.
	Paint []string `json:"paint,omitempty"`
}

// Letters gives each piece of the puzzle a one-character label for layer
// drawings: the first letter of its name when those are all different,
// else A, B, C and so on.
func Letters(p *Puzzle) []rune {
	out := make([]rune, len(p.Pieces))
	seen := map[rune]bool{}
	unique := true
	for i, pc := range p.Pieces {
		r := []rune(strings.TrimSpace(pc.Name) + "?")[0]
		if seen[r] || r == '.' || r == ' ' || r == '#' || r == '+' {
			unique = false
		}
		seen[r] = true
		out[i] = r
	}
	if !unique {
		const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		for i := range out {
			out[i] = rune(alphabet[i%len(alphabet)])
		}
	}
	return out
}

// Layers draws a solution as text, one z layer per block, the blocks side
// by side: each cell shows its piece's letter, '.' an empty target cell
// and ' ' a cell outside the target. Rows run along x, y goes down.
func Layers(p *Puzzle, sol Solution) string {
	letters := Letters(p)
	grid := map[Cell]rune{}
	required, optional := p.Target.Split()
	for _, c := range append(required, optional...) {
		grid[c] = '.'
	}
	for _, pl := range sol.Pieces {
		for _, c := range pl.Cells {
			grid[c] = letters[pl.Piece]
		}
	}
	cells := make([]Cell, 0, len(grid))
	for c := range grid {
		cells = append(cells, c)
	}
	return DrawLayers(cells, func(c Cell) rune { return grid[c] })
}

// DrawLayers draws cells as text layers side by side, asking at(c) for the
// character of each cell in the bounding box. A zero rune draws as a space.
func DrawLayers(cells []Cell, at func(Cell) rune) string {
	lo, hi := Bounds(cells)
	var b strings.Builder
	for y := lo[1]; y <= hi[1]; y++ {
		var line strings.Builder
		for z := lo[2]; z <= hi[2]; z++ {
			if z > lo[2] {
				line.WriteString("   ")
			}
			for x := lo[0]; x <= hi[0]; x++ {
				r := at(Cell{x, y, z})
				if r == 0 {
					r = ' '
				}
				if x > lo[0] {
					line.WriteByte(' ')
				}
				line.WriteRune(r)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
