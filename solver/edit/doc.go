// Package edit holds the editor's operations on a puzzle: the shape tools
// (turn, mirror, shift, trim, fill inside, hollow, scale, copy a shape),
// drawing and painting cells, the piece list, the palette and its rules,
// the target's box and the grid.
//
// Each operation takes a puzzle and gives a new one, or an error that
// names the tool and says why it cannot be done; the puzzle given is never
// changed. The page's editor wires the DOM to these functions, and their
// tests run natively, on every grid.
package edit
