package examples

import "embed"

// The examples and piece sets of the grids other than cubes.

//go:embed grids/*.json
var gridFiles embed.FS

//go:embed grids/sets/*.json
var gridSetFiles embed.FS

func init() {
	shelves = append(shelves, shelf{gridFiles, "grids"})
	setShelves = append(setShelves, shelf{gridSetFiles, "grids/sets"})
}
