package view

import (
	"math"

	"github.com/cubist/cubist/solver"
)

// Parts lays a puzzle's pieces out side by side on the floor, each copy
// of a piece separately, lying as flat as it can, in rows with a cube's
// gap between them: the set as it comes out of the box. Scene pieces are
// numbered in order, copies one after another.
func Parts(p *solver.Puzzle) []Cube {
	type part struct {
		cells []solver.Cell
		size  solver.Cell
		color [3]float32
	}
	var parts []part
	area := 0
	for i, pc := range p.Pieces {
		cells := flattest(pc.Cells)
		_, hi := solver.Bounds(cells)
		size := solver.Cell{hi[0] + 1, hi[1] + 1, hi[2] + 1}
		for k := range pc.Copies() {
			parts = append(parts, part{cells: cells, size: size, color: CopyColor(PieceColor(i, pc.Color), k)})
			area += (size[0] + 1) * (size[1] + 1)
		}
	}
	rowLength := int(math.Ceil(math.Sqrt(float64(area)) * 1.3))
	var cubes []Cube
	x, y, depth := 0, 0, 0
	for n, pt := range parts {
		if x > 0 && x+pt.size[0] > rowLength {
			x, y, depth = 0, y+depth+1, 0
		}
		for _, c := range pt.cells {
			cubes = append(cubes, Cube{At: [3]int{x + c[0], y + c[1], c[2]}, Piece: n, Color: pt.color})
		}
		x += pt.size[0] + 1
		depth = max(depth, pt.size[1])
	}
	return cubes
}

// Solved is a solution's scene: each placed copy is a piece of its own,
// numbered as in the solution, in its piece's colour.
func Solved(p *solver.Puzzle, sol solver.Solution) []Cube {
	var cubes []Cube
	for i, pl := range sol.Pieces {
		if pl.Piece < 0 || pl.Piece >= len(p.Pieces) {
			continue
		}
		color := SolvedColor(p, sol, i)
		for _, c := range pl.Cells {
			cubes = append(cubes, Cube{At: c, Piece: i, Color: color})
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

// flattest returns the rotation of a shape with the least height, and of
// those the least depth, normalized.
func flattest(cells []solver.Cell) []solver.Cell {
	var best []solver.Cell
	var bestSize solver.Cell
	for _, o := range solver.Orientations(cells, solver.Rotations) {
		_, hi := solver.Bounds(o)
		if best == nil || hi[2] < bestSize[2] || hi[2] == bestSize[2] && hi[1] < bestSize[1] {
			best, bestSize = o, hi
		}
	}
	return best
}
