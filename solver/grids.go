package solver

// The five grids, as BurrTools defines them. Each keeps BurrTools' way of
// writing cells, so that a BurrTools file means the same in Cubist, and
// turns cells in inner coordinates where its symmetries are matrices.

// Cubes is the cube grid: every integer point is a unit cube.
var Cubes = &Grid{
	name: "cubes", burr: 0, cube: true, rule: "any point",
	one: "cube", many: "cubes", title: "cubes", look: "square",
	solid: cubeSolid, start: 3,
	turns: cubeTurns(), rotations: 24,
	basis:  [3]Cell{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	steps:  func(c Cell) []Cell { return stepsBy(c, faceSteps[:]) },
	slides: cubeSlides,
}

// cubeTurns lists the 48 transforms of the cube in Transforms' order.
func cubeTurns() []turn {
	out := make([]turn, len(Transforms))
	for u, t := range Transforms {
		out[u].den = 1
		for i := range 3 {
			out[u].m[i][t.Perm[i]] = t.Sign[i]
		}
		out[u].proper = t.Proper()
	}
	return out
}

func stepsBy(c Cell, steps []Cell) []Cell {
	out := make([]Cell, len(steps))
	for i, d := range steps {
		out[i] = c.Add(d)
	}
	return out
}
