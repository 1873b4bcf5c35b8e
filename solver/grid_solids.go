package solver

// Solids: on the rhombic and tetra-octa grids a cell is a part of one of
// the grid's solids, and a piece made of whole solids is what can be cut
// from wood. The design search moves whole solids between pieces.

// SolidOf names the solid that cell c is part of, by a point that only
// its cells share: c itself on the grids whose cells are whole solids
// (cubes, spheres, prisms); on the rhombic grid the five-unit cube at the
// dodecahedron's centre; on tetra-octa the tetrahedron's own cell, or the
// corner point the octahedron's eight cells meet at.
func (g *Grid) SolidOf(c Cell) Cell {
	if g.solidOf == nil {
		return c
	}
	return g.solidOf(c)
}

// Solids groups cells by the solid each is part of (SolidOf), in the
// order of each solid's first cell: each group lists the indexes of its
// cells, ascending.
func (g *Grid) Solids(cells []Cell) [][]int {
	if g.solidOf == nil {
		out := make([][]int, len(cells))
		for i := range cells {
			out[i] = []int{i}
		}
		return out
	}
	at := map[Cell]int{}
	var out [][]int
	for i, c := range cells {
		s := g.solidOf(c)
		k, ok := at[s]
		if !ok {
			k = len(out)
			at[s] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}

// rhombicSolid: the dodecahedra are centred in the five-unit cubes of
// odd parity, whose 24 cells are all theirs; a cell of an even cube is
// one of the 4 at the face it lies against, and belongs to the
// dodecahedron across that face.
func rhombicSolid(c Cell) Cell {
	var k, r Cell
	for i := range 3 {
		k[i] = floorDiv(c[i], 5)
		r[i] = c[i] - 5*k[i] - 2
	}
	if (k[0]+k[1]+k[2])&1 == 1 {
		return k
	}
	for i := range 3 {
		if r[i] == 2 || r[i] == -2 {
			k[i] += sign(r[i])
		}
	}
	return k
}

// tetraOctaSolid: a cube's centre cell is a tetrahedron of its own; a
// corner cell (0 or 2 modulo 3 on each axis) is one of the eight about
// the nearest point whose coordinates are multiples of 3.
func tetraOctaSolid(c Cell) Cell {
	var s Cell
	for i := range 3 {
		r := c[i] - 3*floorDiv(c[i], 3)
		if r == 1 {
			return c
		}
		s[i] = c[i] + r/2 // 2 goes up to the next multiple of 3
	}
	return s
}

// SolidWords names one of the grid's solids and several, for messages
// that count whole solids: the grid's Words where its cells are solids,
// else "solid" and "solids".
func (g *Grid) SolidWords() (one, many string) {
	if g.solidOf == nil {
		return g.one, g.many
	}
	return "solid", "solids"
}
