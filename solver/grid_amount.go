package solver

import "github.com/cubist/cubist/solver/words"

// rhombicCells is how many of the rhombic grid's cells make a rhombic
// dodecahedron: the 24 of its own cube and 4 from each of six neighbours.
const rhombicCells = 48

// Amount says how much cells make, in the grid's own solids: "14 cubes",
// "55 balls", "9 prisms"; on the rhombic grid 48 cells to a rhombic
// dodecahedron ("14 rhombic dodecahedra"), and on the tetra-octa grid a
// cell at its cube's centre is a tetrahedron and eight corner cells an
// octahedron ("24 tetrahedra and 10 octahedra"). Cells that make no whole
// number of solids are counted as cells.
func (g *Grid) Amount(cells []Cell) string {
	switch g {
	case Rhombic:
		if n := len(cells); n%rhombicCells == 0 {
			return words.Count(n/rhombicCells, "rhombic dodecahedron", "rhombic dodecahedra")
		}
	case TetraOcta:
		tetra := 0
		for _, c := range cells {
			if c[0]-3*floorDiv(c[0], 3) == 1 { // [1,1,1] modulo 3: a corner has no 1
				tetra++
			}
		}
		if octa := len(cells) - tetra; octa%8 == 0 {
			switch {
			case octa == 0:
				return words.Count(tetra, "tetrahedron", "tetrahedra")
			case tetra == 0:
				return words.Count(octa/8, "octahedron", "octahedra")
			}
			return words.Count(tetra, "tetrahedron", "tetrahedra") + " and " + words.Count(octa/8, "octahedron", "octahedra")
		}
	}
	one, many := g.Words()
	return words.Count(len(cells), one, many)
}
