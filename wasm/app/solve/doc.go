//go:build js && wasm

// Package solve is the search panel: Solve, Count and Stop, the size of
// the worker pool, the progress line and bar, and the counts. It runs
// searches on the workers through window.Cubist and hands the solutions
// they stream to the Solutions panel (package solutions).
package solve
