//go:build js && wasm

// Package editor draws the puzzle in the box, layer by layer: the piece
// list and its fields, the layer grid, the small 3D view, the shape tools,
// the colours and the piece library, and the live checks under the
// drawing. Every edit goes into the box (package state) as one step to
// undo; the editor draws again when the box tells the page it changed.
//
// A new grid changes this package and the model, and nothing else in
// wasm/app.
package editor
