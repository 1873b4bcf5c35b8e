//go:build !(js && wasm)

package view

// ReducedMotion reports whether the page should keep still. Outside the
// browser no one asks for less motion, so it reports false, and moves
// are drawn frame by frame as the tests of Slides and Steps expect.
func ReducedMotion() bool { return false }
