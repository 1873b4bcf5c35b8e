// Command sitebuild builds Cubist's static site into site/ (or -out DIR):
// the WebAssembly programs, wasm_exec.js and version.js. `make site` runs
// it; see package tools/internal/sitebuild.
package main
