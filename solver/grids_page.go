//go:build pagecubes

package solver

import "fmt"

// The page's program, built with -tags pagecubes, knows the cube grid
// only until the page draws the others.

// CubesOnly is true in a build that knows the cube grid only (the page's
// program, -tags pagecubes), where the other grids' code paths fold away.
const CubesOnly = true

var moreGrids []*Grid

// unknownGrid is GridByName's error for a name no grid has: in the page,
// the other grids' names too.
func unknownGrid(name string) error {
	switch name {
	case "spheres", "rhombic", "prisms", "tetra-octa":
		return fmt.Errorf("this puzzle is on the %s grid; the page draws puzzles of cubes so far (the cubist command solves it)", name)
	}
	return fmt.Errorf("unknown grid %q", clipName(name))
}
