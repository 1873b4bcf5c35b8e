// Package sitebuild builds Cubist's static site: the WebAssembly
// program, wasm_exec.js from the Go installation, and version.js, which
// names the build so that the service worker replaces its cache when the
// site changes.
package sitebuild
