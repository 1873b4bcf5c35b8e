// Command serve serves Cubist's static site for development:
//
//	go run ./tools/serve [-addr 127.0.0.1:8080] [-dir site]
//
// It serves the folder as it is, with WebAssembly as application/wasm, and
// prints the URL. Any static file server does the same job in production.
package main
