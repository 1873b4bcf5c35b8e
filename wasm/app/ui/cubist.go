//go:build js && wasm

package ui

import (
	"strconv"
	"syscall/js"
)

// Cubist returns window.Cubist, the solver's JavaScript API.
func Cubist() js.Value { return js.Global().Get("Cubist") }

// Task is a call on the workers under way, which Stop ends: a search, a
// count or a design search.
type Task struct {
	abort js.Value // the AbortController
	funcs []js.Func
}

// NewTask starts a task whose options, made here, carry its signal. Each
// callback is set on the options under its name, and released with the
// task.
func NewTask(callbacks map[string]func(args []js.Value)) (*Task, js.Value) {
	t := &Task{abort: js.Global().Get("AbortController").New()}
	opts := js.Global().Get("Object").New()
	opts.Set("signal", t.abort.Get("signal"))
	for name, fn := range callbacks {
		f := js.FuncOf(func(_ js.Value, args []js.Value) any {
			fn(args)
			return nil
		})
		t.funcs = append(t.funcs, f)
		opts.Set(name, f)
	}
	return t, opts
}

// Stop asks the workers to stop the task.
func (t *Task) Stop() { t.abort.Call("abort") }

// Release lets the task's callbacks go, once it has ended.
func (t *Task) Release() {
	for _, f := range t.funcs {
		f.Release()
	}
}

// Group writes a number with thin spaces between groups of digits.
func Group(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "\u2009" + s[i:]
	}
	return s
}
