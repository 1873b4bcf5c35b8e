//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// keepOffline registers the service worker that keeps Cubist working with
// no network, and shows a banner when a new build is ready to take over.
// It runs on its own goroutine.
func keepOffline() {
	sw := js.Global().Get("navigator").Get("serviceWorker")
	if sw.IsUndefined() {
		return // not a secure context, or no service workers
	}
	opts := js.Global().Get("Object").New()
	opts.Set("updateViaCache", "none")
	reg, err := jsutil.Await(sw.Call("register", "sw.js", opts))
	if err != nil {
		ui.ShowError("Cubist will not work offline: " + err.Error())
		return
	}
	banner := ui.ByID("update")
	offer := func() {
		// A waiting worker with a controller in place is a new build; on
		// a first visit there is no controller and nothing to offer.
		if reg.Get("waiting").Truthy() && sw.Get("controller").Truthy() {
			banner.RemoveAttribute("hidden")
		}
	}
	reg.Call("addEventListener", "updatefound", js.FuncOf(func(js.Value, []js.Value) any {
		installing := reg.Get("installing")
		installing.Call("addEventListener", "statechange", js.FuncOf(func(js.Value, []js.Value) any {
			if installing.Get("state").String() == "installed" {
				offer()
			}
			return nil
		}))
		return nil
	}))
	offer()
	asked := false
	ui.OnClick("reload", func() {
		if waiting := reg.Get("waiting"); waiting.Truthy() {
			asked = true
			waiting.Call("postMessage", "take-over")
		}
	})
	sw.Call("addEventListener", "controllerchange", js.FuncOf(func(js.Value, []js.Value) any {
		if asked {
			js.Global().Get("location").Call("reload")
		}
		return nil
	}))
}
