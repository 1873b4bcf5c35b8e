//go:build js && wasm

// Package files moves puzzles in and out of the page: opening a file by
// the menu or by dropping it, saving in Cubist's formats, share links and
// embed codes, and the PNG, STL and SVG exports.
package files
