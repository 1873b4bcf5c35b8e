package assembly

import "github.com/cubist/cubist/solver"

// On grids other than cubes the gaps between two pieces are measured cell
// by cell: each cell of the moving piece slides a unit at a time along
// the grid's axis while the cells it sweeps through are empty.

// axes is the number of slide axes of the cache's grid.
func (g *gapCache) axes() int {
	if g.grid == nil {
		return 3
	}
	return len(g.grid.SlideAxes())
}

// measure finds the gaps of piece i towards piece j at offset off (see
// pairGaps).
func (g *gapCache) measure(i, j int, off [3]int) gaps {
	if g.grid == nil {
		return pairGaps(g.rows[i], g.rows[j], off)
	}
	out := noGaps
	d := solver.Cell(off)
	for a := range g.grid.SlideAxes() {
		// i moving -a towards j is j moving +a towards i.
		out[2*a] = int16(sweepGap(g.grid, a, g.rows[i], g.rows[j], d))
		out[2*a+1] = int16(sweepGap(g.grid, a, g.rows[j], g.rows[i], solver.Cell{}.Sub(d)))
	}
	return out
}

// noGaps is the gaps of pieces that never meet.
var noGaps = func() (g gaps) {
	for i := range g {
		g[i] = int16(far)
	}
	return g
}()

// sweepGap is how many units piece i can slide along axis a of grid
// before it would sweep through a cell of piece j, which sits at offset
// d; far when it never would.
func sweepGap(grid *solver.Grid, a int, i, j *rows, d solver.Cell) int32 {
	if len(i.cells) == 0 || len(j.cells) == 0 {
		return far
	}
	axis := grid.SlideAxes()[a]
	best := far
	for _, c := range i.cells {
		p := c.Sub(d) // on j's own scale
	slide:
		for k := int32(0); k < best; k++ {
			for _, s := range grid.SlideSweep(a, p) {
				if j.has(p.Add(s)) {
					best = k
					break slide
				}
			}
			p = p.Add(axis)
			if j.behind(p, axis) {
				break
			}
		}
	}
	return best
}

// has reports whether the piece holds cell c.
func (r *rows) has(c solver.Cell) bool {
	var u [3]int
	for a := range 3 {
		if u[a] = c[a] - r.lo[a]; u[a] < 0 || u[a] >= r.size[a] {
			return false
		}
	}
	return r.line[0][u[1]*r.size[2]+u[2]]>>u[0]&1 != 0
}

// behind reports whether a cell at c moving on along axis can no longer
// sweep through the piece: it has passed the piece's box, with a margin of
// two units for the cells it sweeps through.
func (r *rows) behind(c, axis solver.Cell) bool {
	for a := range 3 {
		switch {
		case axis[a] > 0 && c[a] > r.lo[a]+r.size[a]+2:
			return true
		case axis[a] < 0 && c[a] < r.lo[a]-3:
			return true
		}
	}
	return false
}
