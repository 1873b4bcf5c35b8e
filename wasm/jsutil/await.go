//go:build js && wasm

package jsutil

import (
	"encoding/json"
	"errors"
	"syscall/js"
)

// Await waits for a JavaScript promise and returns its value, or its
// rejection as an error. It must not be called on the goroutine of an
// event handler, which would stall the page.
func Await(promise js.Value) (js.Value, error) {
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

// Decode copies a JavaScript value into out through its JSON form, using
// out's JSON field tags.
func Decode(v js.Value, out any) error {
	return json.Unmarshal([]byte(js.Global().Get("JSON").Call("stringify", v).String()), out)
}
