//go:build js && wasm

// Package embed is the Go side of the <cubist-puzzle> element that
// site/embed.js defines for blog posts: it reads the element's puzzle,
// shows it in the 3D viewer, and solves it through window.Cubist. It uses
// syscall/js only, so that it fits in the lean solver program that the
// workers run too.
package embed
