// Command sitebuild builds Cubist's static site into site/ (or -out DIR):
// the WebAssembly programs, wasm_exec.js and version.js. `make site` runs
// it; see package tools/internal/sitebuild.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cubist/cubist/tools/internal/sitebuild"
)

func main() {
	out := flag.String("out", "site", "folder to build the site into")
	flag.Parse()
	if err := sitebuild.Build(".", *out); err != nil {
		fmt.Fprintln(os.Stderr, "sitebuild:", err)
		os.Exit(1)
	}
}
