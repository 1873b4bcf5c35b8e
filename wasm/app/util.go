//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"
)

// cubist returns window.Cubist, the solver's JavaScript API.
func cubist() js.Value { return js.Global().Get("Cubist") }

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
