//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"syscall/js"
)

// cubist returns window.Cubist, the solver's JavaScript API.
func cubist() js.Value { return js.Global().Get("Cubist") }

// await waits for a JavaScript promise. It must not be called on the
// goroutine of an event handler, which would stall the page.
func await(promise js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := args[0].String()
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg = m.String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	promise.Call("then", ok, fail)
	r := <-ch
	ok.Release()
	fail.Release()
	return r.v, r.err
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
