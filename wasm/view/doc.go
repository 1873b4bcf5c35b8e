//go:build js && wasm

// Package view draws puzzles on every grid with WebGL from Go: each
// grid's cells drawn by instancing one mesh per solid (cubes, prisms,
// rhombic dodecahedra, tetrahedra and octahedra; balls as impostors),
// shaded by face and outlined at their edges, which a person turns, zooms
// and pans with mouse or touch. It uses WebGL2, or WebGL1
// with instanced arrays where WebGL2 is missing.
package view
