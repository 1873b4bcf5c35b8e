//go:build js && wasm

package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
	"github.com/norunners/vert"
)

// ProgressInterval is how often a worker reports progress to the page.
const ProgressInterval = 100 * time.Millisecond

// Register installs the worker's functions as globalThis.cubistWorker:
//
//	prepare(puzzle) -> Plan or {error}
//	run(request, onEvent) -> RunResult or {error}
//	design(request, onEvent) -> DesignResult or {error}
//	mirrorFixes(puzzle) -> {pieces: [names]} or {error}
//	warmUp()
//
// and the file functions of registerFiles. puzzle is a puzzle object or
// its JSON text: the page reads share codes first (Cubist.canonical), as
// unpacking one waits for the browser. run calls onEvent("progress",
// Progress) and onEvent("solution", Solution) as it goes, a Solution as
// JSON text. design runs one chain of a design search (DesignRequest)
// until it meets the goal, and calls onEvent("progress", DesignProgress)
// and onEvent("variant", text), a design.Variant as JSON text; the page
// ends it by stopping the worker. warmUp counts the built-in Soma cube through prepare and run,
// so that a page's first search does not pay for the solver's code running
// for the first time.
func Register() {
	s := &Service{}
	// The plan last made, kept as JavaScript, so that searching the same
	// puzzle again skips reading it and converting the plan.
	var lastText string
	var lastPlan js.Value
	prepare := func(text string) js.Value {
		if text == lastText && lastPlan.Truthy() {
			return lastPlan
		}
		if err := canonicalOnly(text); err != nil {
			return errorValue(err)
		}
		plan, err := s.Prepare(text)
		if err != nil {
			return errorValue(err)
		}
		lastText, lastPlan = text, vert.ValueOf(plan).JSValue()
		return lastPlan
	}
	run := func(request, onEvent js.Value) js.Value {
		var req RunRequest
		if err := vert.ValueOf(request).AssignTo(&req); err != nil {
			return errorValue(fmt.Errorf("bad run request: %v", err))
		}
		if err := canonicalOnly(req.Puzzle); err != nil {
			return errorValue(err)
		}
		progress := func(p search.Progress) {
			if onEvent.Type() == js.TypeFunction {
				onEvent.Invoke("progress", withApart(vert.ValueOf(p).JSValue(), p.Apart))
			}
		}
		// A solution goes to JavaScript as JSON text, which the page
		// parses only if it keeps the solution. Under node, vert takes
		// 250 µs to convert one of the 6x10 board's solutions into an
		// object; json.Marshal and JSON.parse take 47 µs together.
		emit := func(sol Solution) {
			if text, err := json.Marshal(sol); err == nil && onEvent.Type() == js.TypeFunction {
				onEvent.Invoke("solution", string(text))
			}
		}
		res, err := s.Run(context.Background(), req, ProgressInterval, progress, emit)
		if err != nil {
			return errorValue(err)
		}
		return withApart(vert.ValueOf(res).JSValue(), res.Disassemble)
	}
	obj := js.Global().Get("Object").New()
	obj.Set("prepare", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		return prepare(inputText(arg(args, 0)))
	}))
	obj.Set("run", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		return run(arg(args, 0), arg(args, 1))
	}))
	obj.Set("warmUp", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		src, _, err := examples.Source("soma")
		if err != nil {
			return errorValue(err)
		}
		plan := prepare(string(src))
		if plan.Get("error").Truthy() {
			return plan
		}
		req := RunRequest{Puzzle: plan.Get("canonical").String(), Count: plan.Get("weights").Length(), Emit: "distinct"}
		noEvents := js.Global().Get("Function").New() // so that solutions are converted as for the page
		return run(vert.ValueOf(req).JSValue(), noEvents)
	}))
	obj.Set("design", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		return runDesign(s, arg(args, 0), arg(args, 1))
	}))
	obj.Set("mirrorFixes", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		text := inputText(arg(args, 0))
		if err := canonicalOnly(text); err != nil {
			return errorValue(err)
		}
		names, err := s.MirrorFixes(context.Background(), text)
		if err != nil {
			return errorValue(err)
		}
		return vert.ValueOf(map[string]any{"pieces": names}).JSValue()
	}))
	if js.Global().Get("DOMParser").Truthy() { // on a page, not in a worker
		format.XMLParser = browserXML
	}
	registerFiles(obj)
	js.Global().Set("cubistWorker", obj)
}

// runDesign runs a design request for the worker's design function.
func runDesign(s *Service, request, onEvent js.Value) js.Value {
	var req DesignRequest
	if err := vert.ValueOf(request).AssignTo(&req); err != nil {
		return errorValue(fmt.Errorf("bad design request: %v", err))
	}
	if err := canonicalOnly(req.Puzzle); err != nil {
		return errorValue(err)
	}
	send := func(kind string, v any) {
		if onEvent.Type() == js.TypeFunction {
			onEvent.Invoke(kind, v)
		}
	}
	progress := func(p DesignProgress) { send("progress", vert.ValueOf(p).JSValue()) }
	found := func(v design.Variant) {
		if text, err := json.Marshal(v); err == nil {
			send("variant", string(text))
		}
	}
	res, err := s.Design(context.Background(), req, ProgressInterval, progress, found)
	if err != nil {
		return errorValue(err)
	}
	return vert.ValueOf(res).JSValue()
}

// withApart sets v.disassemble to the counts of solutions that come apart,
// when there are some: vert leaves out fields that point to structs.
func withApart(v js.Value, a *search.Apart) js.Value {
	if a != nil {
		v.Set("disassemble", vert.ValueOf(*a).JSValue())
	}
	return v
}

func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

// inputText turns a puzzle argument into text: objects become JSON.
func inputText(v js.Value) string {
	if v.Type() == js.TypeString {
		return v.String()
	}
	if v.Type() != js.TypeObject {
		return ""
	}
	return js.Global().Get("JSON").Call("stringify", v).String()
}

// canonicalOnly refuses a share code where a worker must answer at once:
// the browser unpacks codes through promises, which cannot be waited for
// there (see async).
func canonicalOnly(text string) error {
	if t := strings.TrimSpace(text); t != "" && !strings.HasPrefix(t, "{") {
		return errors.New("a worker reads a puzzle as JSON: read a share code with Cubist.canonical first")
	}
	return nil
}

func errorValue(err error) js.Value {
	return vert.ValueOf(map[string]any{"error": err.Error()}).JSValue()
}

// recoverTo turns a panic into an error value, so that a bug in one call
// does not take the worker down without a word.
func recoverTo(out *any) {
	if r := recover(); r != nil {
		*out = errorValue(fmt.Errorf("internal error: %v", r))
	}
}
