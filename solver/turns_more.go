package solver

// The arithmetic of the other grids' turns: products, closures, where a
// turned shape lands, and the table of which turn two turns make.

// mul returns a·b for turns in one grid's coordinates.
func mul(a, b turn) turn {
	var c turn
	c.den = a.den * b.den
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				c.m[i][j] += a.m[i][k] * b.m[k][j]
			}
		}
	}
	return c.reduced()
}

// reduced divides a turn's entries and denominator by their common factor.
func (t turn) reduced() turn {
	g := t.den
	for i := range 3 {
		for j := range 3 {
			g = gcd(g, t.m[i][j])
		}
	}
	if g < 0 {
		g = -g
	}
	for i := range 3 {
		for j := range 3 {
			t.m[i][j] /= g
		}
	}
	t.den /= g
	return t
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// det returns the sign of a turn's determinant.
func (t turn) det() int {
	m := t.m
	d := m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) + m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	if d > 0 {
		return 1
	}
	return -1
}

// closeTurns lists the turns that products of the generators make, the
// identity first, rotations before reflections, each once.
func closeTurns(gens ...turn) []turn {
	id := turn{m: [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, den: 1}
	all := []turn{id}
	for k := 0; k < len(all); k++ {
		for _, g := range gens {
			if c := mul(g, all[k]); indexTurn(all, c) < 0 {
				all = append(all, c)
			}
		}
	}
	var out []turn
	for _, proper := range []bool{true, false} {
		for _, t := range all {
			if t.proper = t.det() > 0; t.proper == proper {
				out = append(out, t)
			}
		}
	}
	return out
}

// indexTurn returns the index of t in list, or -1.
func indexTurn(list []turn, t turn) int {
	for i, u := range list {
		if u.m == t.m && u.den == t.den {
			return i
		}
	}
	return -1
}

// Landing returns where cells[0] lies once transform u's image of cells
// is normalized, for a transform that keeps the shape on the grid; it
// does not make the image. box is the cells'
// least and greatest corner (see Bounds).
func (g *Grid) Landing(u int, cells []Cell, box [2]Cell) Cell {
	t := g.ready().turns[u]
	var base Cell
	if g.relative {
		base = g.inner(cells[0])
	}
	image := func(c Cell) Cell {
		if g.cube {
			return Transforms[u].Apply(c)
		}
		if g.shifts != nil {
			return Transforms[u].Apply(c).Add(g.shifts[u])
		}
		v := g.inner(c).Sub(base)
		var w Cell
		for r := range 3 {
			w[r] = (t.m[r][0]*v[0] + t.m[r][1]*v[1] + t.m[r][2]*v[2]) / t.den
		}
		return g.outer(w.Add(base))
	}
	first := image(cells[0])
	// On cubes, rhombic and tetra-octa a turn is a signed permutation
	// of a cell's coordinates plus a constant: the image's least corner is
	// that of the box's.
	var lo Cell
	if g.cube || g.shifts != nil {
		a, b := image(box[0]), image(box[1])
		for i := range 3 {
			lo[i] = min(a[i], b[i])
		}
	} else {
		lo = first
		for _, c := range cells[1:] {
			d := image(c)
			for a := range 3 {
				lo[a] = min(lo[a], d[a])
			}
		}
	}
	return first.Sub(lo.Sub(g.reduce(lo)))
}

// After returns the index of transform a applied after transform b, or
// -1 where the product is not in the grid's list. On the sphere grid it is
// always -1: its 240 turns are no group (two sixth turns in different
// layers make a turn of infinite order), and a table of their products
// would take longer to make than a sphere puzzle takes to solve.
func (g *Grid) After(a, b int) int {
	if g.ready().relative {
		return -1
	}
	g.afterOnce.Do(func() {
		g.afters = make([][]int16, len(g.turns))
		for i, ti := range g.turns {
			g.afters[i] = make([]int16, len(g.turns))
			for j, tj := range g.turns {
				g.afters[i][j] = int16(indexTurn(g.turns, mul(ti, tj)))
			}
		}
	})
	return int(g.afters[a][b])
}

// turnShifts finds, for a grid whose turns are the cube's in inner
// coordinates that differ from a cell's by a scale and a shift, the shift
// each turn adds to the cube transform: the image of the origin.
func turnShifts(g *Grid) []Cell {
	out := make([]Cell, len(g.turns))
	for u, t := range g.turns {
		v := g.inner(Cell{})
		var w Cell
		for r := range 3 {
			w[r] = (t.m[r][0]*v[0] + t.m[r][1]*v[1] + t.m[r][2]*v[2]) / t.den
		}
		out[u] = g.outer(w)
	}
	return out
}
