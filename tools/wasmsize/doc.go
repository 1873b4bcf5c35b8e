// Command wasmsize reports what each Go package costs in a WebAssembly
// binary built with its names kept (without -ldflags=-s):
//
//	GOOS=js GOARCH=wasm go build -o app.wasm ./wasm/app
//	go run ./tools/wasmsize app.wasm
//
// It adds up the code of each function by package, from the binary's code
// and name sections, and prints the packages by size, with the data
// section and the file's size raw and gzipped. With -funcs PACKAGE it
// lists that package's largest functions instead.
package main
