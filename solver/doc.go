// Package solver is Cubist's puzzle model: cells and shapes, pieces and
// their orientations, targets with required and optional cells, the
// checks that make a puzzle valid, the canonical JSON format, random
// dissections of a box, and drawings of solutions in text and SVG. The
// search lives in package search, which depends on this one.
package solver
