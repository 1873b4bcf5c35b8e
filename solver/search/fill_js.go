//go:build js

package search

// fillOnMany is false in WebAssembly, which runs one thread: see
// fill_native.go.
const fillOnMany = false
