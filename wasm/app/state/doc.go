//go:build js && wasm

// Package state is the puzzle being edited: the JSON box that holds it,
// the example it was opened from, whether it may be edited, undo and
// redo, saving as the person works, drafts that do not parse, and the
// puzzles kept in the browser (My puzzles).
//
// Every change to the box reaches the rest of the page as one event: the
// page registers with OnChange, and Check tells it the puzzle the box now
// holds. The parts of the page change the puzzle only through the Box.
package state
