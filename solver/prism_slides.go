package solver

// prismSlides slides triangular prisms as BurrTools does: along the
// layers' normal, and along the three directions of the triangles' edges
// in a layer, one unit being the translation that keeps a triangle
// pointing the same way. A triangle sliding in its layer passes through
// the triangle beside it on the way.
var prismSlides = &slides{
	axes: []Cell{{0, 0, 1}, {2, 0, 0}, {1, 1, 0}, {-1, 1, 0}},
	sweep: func(a int, c Cell) []Cell {
		return prismSweeps[a][(c[0]+c[1])&1]
	},
}

// prismSweeps gives, for each axis and for triangles pointing up (x+y
// even) and down, the cells a triangle passes through to slide one unit.
var prismSweeps = [4][2][]Cell{
	{{{0, 0, 1}}, {{0, 0, 1}}},
	{{{1, 0, 0}, {2, 0, 0}}, {{1, 0, 0}, {2, 0, 0}}},
	{{{1, 0, 0}, {1, 1, 0}}, {{0, 1, 0}, {1, 1, 0}}},
	{{{-1, 0, 0}, {-1, 1, 0}}, {{0, 1, 0}, {-1, 1, 0}}},
}
