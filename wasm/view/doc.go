//go:build js && wasm

// Package view draws polycube scenes with WebGL from Go: cubes drawn by
// instancing, shaded by face and outlined at their edges, which a person
// turns, zooms and pans with mouse or touch. It uses WebGL2, or WebGL1
// with instanced arrays where WebGL2 is missing.
package view
