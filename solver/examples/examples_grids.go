//go:build !pagecubes

package examples

import "embed"

// The examples and piece sets of the grids other than cubes, which the
// page's program leaves out (-tags pagecubes) until the page draws them.

//go:embed grids/*.json
var gridFiles embed.FS

//go:embed grids/sets/*.json
var gridSetFiles embed.FS

func init() {
	shelves = append(shelves, shelf{gridFiles, "grids"})
	setShelves = append(setShelves, shelf{gridSetFiles, "grids/sets"})
}
