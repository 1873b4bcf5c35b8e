//go:build js && wasm

// Package jsutil holds small helpers for Go code that talks to
// JavaScript, shared by the page, the embed and the solver's API.
package jsutil
