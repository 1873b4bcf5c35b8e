//go:build js && wasm

// Package solutions is the Solutions panel: the solutions a search has
// kept, stepped through in the order and under the filter chosen; the 3D
// view that shows one, or lays the pieces out before a solve, with its
// legend; and Build it and Take it apart. The search panel (package
// solve) fills it; it asks that panel only what the Search interface
// says.
package solutions
