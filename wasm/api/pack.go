//go:build !(js && wasm)

package api

import "github.com/cubist/cubist/solver/format"

// packer compresses and unpacks share codes, BurrTools' gzipped files and
// zip entries: outside a browser, with Go's compress packages.
var packer = format.Standard
