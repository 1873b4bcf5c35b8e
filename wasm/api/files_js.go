//go:build js && wasm

package api

import (
	"syscall/js"

	"github.com/norunners/vert"

	"github.com/cubist/cubist/wasm/jsutil"
)

// registerFiles adds the file functions to cubistWorker:
//
//	readFile(bytes, name) -> {puzzle, warnings} or {error}
//	writeFile(puzzle, kind) -> {data} or {error}
//	shareCode(puzzle) -> {code} or {error}
//	canonical(puzzle) -> {puzzle} or {error}
//	stl(puzzle, size, clearance) -> {data, warnings} or {error}
//
// Each returns a promise (see async). bytes and data are Uint8Arrays,
// puzzle (given) is a puzzle object, its JSON text or a share code, and
// puzzle (returned) is canonical JSON text. data from stl is a zip file.
func registerFiles(obj js.Value) {
	def := func(name string, fn func(args []js.Value) (map[string]any, error)) {
		obj.Set(name, async(func(args []js.Value) js.Value {
			res, err := fn(args)
			if err != nil {
				return errorValue(err)
			}
			// Field by field: vert passes a js.Value (a Uint8Array) through
			// only at the top, not inside a map.
			o := js.Global().Get("Object").New()
			for k, v := range res {
				o.Set(k, vert.ValueOf(v).JSValue())
			}
			return o
		}))
	}
	def("readFile", func(args []js.Value) (map[string]any, error) {
		data := bytesOf(arg(args, 0))
		canonical, warnings, err := ReadFile(data, arg(args, 1).String())
		if warnings == nil {
			warnings = []string{}
		}
		return map[string]any{"puzzle": canonical, "warnings": warnings}, err
	})
	def("writeFile", func(args []js.Value) (map[string]any, error) {
		data, err := WriteFile(inputText(arg(args, 0)), arg(args, 1).String())
		return map[string]any{"data": jsutil.Uint8Array(data)}, err
	})
	def("shareCode", func(args []js.Value) (map[string]any, error) {
		code, err := ShareCode(inputText(arg(args, 0)))
		return map[string]any{"code": code}, err
	})
	def("canonical", func(args []js.Value) (map[string]any, error) {
		text, err := Canonical(inputText(arg(args, 0)))
		return map[string]any{"puzzle": text}, err
	})
	def("stl", func(args []js.Value) (map[string]any, error) {
		data, warnings, err := STLZip(inputText(arg(args, 0)), arg(args, 1).Float(), arg(args, 2).Float())
		return map[string]any{"data": jsutil.Uint8Array(data), "warnings": warnings}, err
	})
}

// async makes a JavaScript function that returns a promise of fn's value,
// running fn on a goroutine of its own, where it may wait for the
// browser's promises, as the packer's streams need. A panic resolves to
// {error}, as recoverTo makes it.
func async(fn func(args []js.Value) js.Value) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		var executor js.Func
		executor = js.FuncOf(func(_ js.Value, p []js.Value) any {
			resolve := p[0]
			go func() {
				var out any
				defer func() { resolve.Invoke(out) }()
				defer recoverTo(&out) // runs first
				out = fn(args)
			}()
			executor.Release()
			return nil
		})
		return js.Global().Get("Promise").New(executor)
	})
}

// bytesOf copies a Uint8Array into Go; anything else reads as no bytes.
func bytesOf(v js.Value) []byte {
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b
}
