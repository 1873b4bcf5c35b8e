//go:build js && wasm

// Command worker is Cubist's lean WebAssembly program. Web Workers run it
// to solve (package api); on the page's thread it reads and writes files
// for the app (package api too) and shows embedded puzzles (package
// embed). It holds no editor, so that it stays small.
package main

import (
	"github.com/cubist/cubist/wasm/api"
	"github.com/cubist/cubist/wasm/embed"
)

func main() {
	api.Register()
	embed.Register()
	select {}
}
