//go:build js && wasm

package jsutil

import "syscall/js"

// Uint8Array copies bytes into a new JavaScript Uint8Array.
func Uint8Array(b []byte) js.Value {
	u8 := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u8, b)
	return u8
}
