//go:build js && wasm

// Package designer is the Design panel. It runs a design search
// (Cubist.design) on the workers: it looks for variants of the set, each
// a solution's dissection with cubes moved between neighbouring pieces,
// toward one solution that comes apart, and lists the best as they are
// found. A variant is shown, read-only, in the editor and the 3D view, and
// kept from there (variant.go).
package designer
