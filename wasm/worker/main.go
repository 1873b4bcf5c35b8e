//go:build js && wasm

// Command worker is the solver's WebAssembly program for Web Workers. It
// holds no user interface, so that it stays small; see package api.
package main

import "github.com/cubist/cubist/wasm/api"

func main() {
	api.Register()
	select {}
}
