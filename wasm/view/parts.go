package view

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// Parts lays a puzzle's pieces out side by side on the floor, each copy
// of a piece separately, lying as flat as it can, in rows with a cube's
// gap between them: the set as it comes out of the box. Scene pieces are
// numbered in order, copies one after another.
func Parts(p *solver.Puzzle) []Cube { return layOut(p, false) }

// TargetPiece is the scene piece number of the target where a scene
// shows it (PartsAndTarget).
const TargetPiece = -1

// Target colours: pale, as a shape to fill rather than a piece.
var (
	targetColor   = [3]float32{0.86, 0.88, 0.91}
	optionalColor = [3]float32{0.78, 0.93, 0.84}
)

// PartsAndTarget is Parts with the target first, as it is drawn, in pale
// cubes numbered TargetPiece, laid behind the pieces: what a puzzle being
// drawn looks like.
func PartsAndTarget(p *solver.Puzzle) []Cube { return layOut(p, true) }

func layOut(p *solver.Puzzle, withTarget bool) []Cube {
	type part struct {
		cells []solver.Cell // as laid out, from the origin
		from  []solver.Cell // the piece's own cells, in the same order
		turn  solver.Transform
		size  solver.Cell
		color [3]float32
		paint map[solver.Cell]string // painted cells of from, by colour name
		piece int
		pale  int // cells from here on are optional cells of the target
	}
	var parts []part
	area := 0
	// On the other grids pieces keep the way they lie, and move only by
	// the grid's translations: whole periods along each axis.
	grid := p.GridOf()
	per := grid.Period()
	snap := func(lo solver.Cell) solver.Cell {
		for i := range lo {
			lo[i] -= ((lo[i] % per) + per) % per
		}
		return lo
	}
	up := func(v int) int { return (v + per - 1) / per * per }
	if withTarget && !p.Target.BoxTooLarge() {
		required, optional := p.Target.Split()
		if from := append(required, optional...); len(from) > 0 {
			lo, hi := solver.Bounds(from)
			lo = snap(lo)
			cells := make([]solver.Cell, len(from))
			for j, c := range from {
				cells[j] = c.Sub(lo)
			}
			size := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
			parts = append(parts, part{cells: cells, from: from, turn: solver.Rotations[0], size: size, color: targetColor, paint: paintAt(p.Target.Paint), piece: TargetPiece, pale: len(required)})
			area += (size[0] + 1) * (size[1] + 1)
		}
	}
	n := 0
	for i, pc := range p.Pieces {
		turn := solver.Rotations[0]
		if grid.IsCubes() {
			// Cubes alone lie flat: a Cube's Turn is a cube transform,
			// which the editor undoes to draw on a face of a part.
			turn = flattest(pc.Cells)
		}
		cells := make([]solver.Cell, len(pc.Cells))
		for j, c := range pc.Cells {
			cells[j] = turn.Apply(c)
		}
		lo, hi := solver.Bounds(cells)
		lo = snap(lo)
		for j := range cells {
			cells[j] = cells[j].Sub(lo)
		}
		size := hi.Sub(lo).Add(solver.Cell{1, 1, 1})
		for k := range pc.Copies() {
			parts = append(parts, part{cells: cells, from: pc.Cells, turn: turn, size: size, color: CopyColor(PieceColor(i, pc.Color), k), paint: paintAt(pc.Paint), piece: n, pale: len(cells)})
			area += (size[0] + 1) * (size[1] + 1)
			n++
		}
	}
	rowLength := int(math.Ceil(math.Sqrt(float64(area)) * 1.3))
	var cubes []Cube
	x, y, depth := 0, 0, 0
	// The target goes first in the scene but last on the floor, in a row
	// of its own behind the pieces: the view looks from the front (−y)
	// and the left (−x), so a tall target there would cover them.
	if len(parts) > 0 && parts[0].piece == TargetPiece {
		parts = append(parts[1:], parts[0])
	}
	at := -1 // where the target's cubes begin
	for _, pt := range parts {
		if x > 0 && (x+pt.size[0] > rowLength || pt.piece == TargetPiece) {
			x, y, depth = 0, up(y+depth+1), 0
		}
		if pt.piece == TargetPiece {
			at = len(cubes)
		}
		for j, c := range pt.cells {
			color := pt.color
			if j >= pt.pale {
				color = optionalColor
			}
			if c, ok := PaintColor(p, pt.paint[pt.from[j]]); ok {
				color = c
			}
			cubes = append(cubes, Cube{At: [3]int{x + c[0], y + c[1], c[2]}, Piece: pt.piece, Color: color, Cell: pt.from[j], Turn: pt.turn})
		}
		x = up(x + pt.size[0] + 1)
		depth = max(depth, pt.size[1])
	}
	if at >= 0 {
		return append(append(make([]Cube, 0, len(cubes)), cubes[at:]...), cubes[:at]...) // the target first
	}
	return cubes
}

// Solved is a solution's scene: each placed copy is a piece of its own,
// numbered as in the solution, in its piece's colour; painted cubes are
// in their paint's colour.
func Solved(p *solver.Puzzle, sol solver.Solution) []Cube {
	var cubes []Cube
	for i, pl := range sol.Pieces {
		if pl.Piece < 0 || pl.Piece >= len(p.Pieces) {
			continue
		}
		color := SolvedColor(p, sol, i)
		for j, c := range pl.Cells {
			col := color
			if j < len(pl.Paint) {
				if pc, ok := PaintColor(p, pl.Paint[j]); ok {
					col = pc
				}
			}
			cubes = append(cubes, Cube{At: c, Piece: i, Color: col})
		}
	}
	return cubes
}

// SolvedColor is the colour of placed piece i of a solution: its piece's
// colour, in a shade of its own for each copy of that piece.
func SolvedColor(p *solver.Puzzle, sol solver.Solution, i int) [3]float32 {
	piece := sol.Pieces[i].Piece
	copy := 0
	for _, pl := range sol.Pieces[:i] {
		if pl.Piece == piece {
			copy++
		}
	}
	return CopyColor(PieceColor(piece, p.Pieces[piece].Color), copy)
}

// flattest returns the rotation that lays a shape with the least height,
// and of those the least depth; the first such in Rotations' order.
func flattest(cells []solver.Cell) solver.Transform {
	best, bestSize := solver.Rotations[0], solver.Cell{}
	for i, t := range solver.Rotations {
		_, size := solver.Bounds(t.Image(cells))
		if i == 0 || size[2] < bestSize[2] || size[2] == bestSize[2] && size[1] < bestSize[1] {
			best, bestSize = t, size
		}
	}
	return best
}

// paintAt turns paint into a map from cell to colour name.
func paintAt(paint map[string][]solver.Cell) map[solver.Cell]string {
	if len(paint) == 0 {
		return nil
	}
	at := map[solver.Cell]string{}
	for name, cells := range paint {
		for _, c := range cells {
			at[c] = name
		}
	}
	return at
}

// PaintColor is the colour of the palette's colour of that name, drawn on
// a painted cube; false for "" or a name not in the palette.
func PaintColor(p *solver.Puzzle, name string) ([3]float32, bool) {
	if name == "" {
		return [3]float32{}, false
	}
	if k := p.ColorIndex(name); k > 0 {
		return parseHex(p.Colors[k-1].RGB)
	}
	return [3]float32{}, false
}
