// Package format reads and writes Cubist puzzles in formats other than the
// canonical JSON: a layered text format (.txt), BurrTools files (.xmpuzzle,
// gzipped XML, and plain .xml) and share codes for links. Read and Write
// choose the format by file name or by content; every reader ends with
// (*solver.Puzzle).Validate, so whatever it returns is a valid puzzle.
//
// # Text format
//
// The text format draws each piece as z layers of rows, the way people
// sketch polycubes. TEXT.md beside this file has the full description and
// examples; in brief, line by line:
//
//	// a comment           a line whose first non-blank characters are //
//	title: Soma cube       the puzzle's name (optional)
//	mirror: no             yes lets pieces be used mirrored (default no)
//	piece NAME [xN] [color COLOR]   starts a piece; ×N works as well as xN
//	target                 starts the target's drawing
//	target box 3x3x3       a box target, with no drawing
//	# # .   . # .          a layer row: the layers of the piece or target
//
// A layer row holds cells: '#' or '*' a cube, '.' no cube, and in the
// target '+' an optional cell (one that may stay empty). Single spaces
// between cells are ignored, so "# # ." and "##." are the same row. Rows
// run along x and y grows downwards. The layers of a drawing are z = 0, 1,
// 2 and so on, read in two ways that may be mixed:
//
//   - side by side on the same lines, separated by a gap: two or more
//     spaces, or a tab;
//   - one block of rows after another, separated by blank lines.
//
// So within a block (consecutive layer rows) a gap starts the next layer,
// and a blank line ends the block: the next block continues with the next
// z. All layers of one drawing have the same width and height. NAME and
// COLOR are single words, or double-quoted strings with Go escapes when
// they hold spaces or start with a quote; a title is the rest of its line,
// or one quoted string.
//
// FormatText writes this format with the layers of each drawing side by
// side, using the same layout as solver.Layers.
package format
