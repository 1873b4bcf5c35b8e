package solver

// Slides: how pieces move when a puzzle is taken apart. A piece slides
// along one of its grid's axes a unit at a time; on the way each of its
// cells sweeps through cells that must be empty. The disassembler asks
// the grid for these and learns no geometry itself.

// slides is a grid's slide axes with the cells a cell sweeps through.
type slides struct {
	axes []Cell
	// sweep returns, for axis a and a cell, the cells, as offsets from
	// the cell, that must be empty for it to slide one unit along a.
	sweep func(a int, c Cell) []Cell
}

// cubeSlides slides cubes along x, y and z: a cube sweeps through the
// cell it moves into.
var cubeSlides = &slides{
	axes:  []Cell{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	sweep: func(a int, _ Cell) []Cell { return cubeSweeps[a][:] },
}

var cubeSweeps = [3][1]Cell{{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}

// SlidesByRows reports whether pieces slide along x, y and z, each cell
// into the next cell alone, as cubes do: the disassembler then measures
// the gaps between pieces by rows of cells, its fast path.
func (g *Grid) SlidesByRows() bool { return g.slides == cubeSlides }

// SlideAxes lists the translations along which pieces slide, one unit
// each, when a puzzle is taken apart, in BurrTools' order; a piece slides
// along each both ways. It is nil on a grid with no disassembler.
func (g *Grid) SlideAxes() []Cell {
	if g.slides == nil {
		return nil
	}
	return g.slides.axes
}

// SlideSweep returns the cells, as offsets from cell c, that must be
// empty for c to slide one unit along axis a of SlideAxes, the cell it
// lands in included.
func (g *Grid) SlideSweep(a int, c Cell) []Cell { return g.slides.sweep(a, c) }
