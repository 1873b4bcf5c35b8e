//go:build js && wasm

package api

import (
	"syscall/js"
	"testing"
)

// These run under node: GOOS=js GOARCH=wasm go test ./wasm/api.

func TestRegisteredFunctions(t *testing.T) {
	Register()
	w := js.Global().Get("cubistWorker")
	plan := w.Call("prepare", exampleText(t, "megaron"))
	if e := plan.Get("error"); !e.IsUndefined() {
		t.Fatal(e.String())
	}
	if plan.Get("puzzle").String() != "Megaron cube" || plan.Get("weights").Length() == 0 {
		t.Fatalf("plan: %v", js.Global().Get("JSON").Call("stringify", plan))
	}
	req := js.Global().Get("Object").New()
	req.Set("puzzle", plan.Get("canonical"))
	req.Set("count", plan.Get("weights").Length())
	req.Set("emit", "distinct")
	var events []string
	onEvent := js.FuncOf(func(_ js.Value, args []js.Value) any {
		events = append(events, args[0].String())
		if args[0].String() == "solution" {
			sol := js.Global().Get("JSON").Call("parse", args[1])
			if sol.Get("pieces").Index(0).Get("cells").Index(0).Length() != 3 {
				t.Error("a cell is not a list of three numbers")
			}
		}
		return nil
	})
	defer onEvent.Release()
	res := w.Call("run", req, onEvent)
	if e := res.Get("error"); !e.IsUndefined() {
		t.Fatal(e.String())
	}
	if res.Get("solutions").Int() != 24 || res.Get("distinct").Int() != 1 || !res.Get("distinct_mirror").IsNull() {
		t.Fatalf("result: %v", js.Global().Get("JSON").Call("stringify", res))
	}
	solutions := 0
	for _, e := range events {
		if e == "solution" {
			solutions++
		}
	}
	if solutions != 1 || events[len(events)-1] != "progress" {
		t.Errorf("events %v", events)
	}
	obj := js.Global().Get("JSON").Call("parse", `{"name":"x","pieces":[],"target":{"box":[1,1,1]}}`)
	if msg := w.Call("prepare", obj).Get("error").String(); msg != "the puzzle has no pieces" {
		t.Errorf("bad puzzle object: %q", msg)
	}
	if msg := w.Call("run", 42).Get("error"); msg.IsUndefined() {
		t.Error("a run request that is not an object gave no error")
	}
}
