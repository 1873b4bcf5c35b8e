//go:build js && wasm

package view

import (
	"sync"
	"syscall/js"
)

// reduceMotion is the media query that says whether the person has asked
// their system for less motion; undefined where the browser has no
// matchMedia.
var reduceMotion = sync.OnceValue(func() js.Value {
	if !js.Global().Get("matchMedia").Truthy() {
		return js.Undefined()
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
})

// ReducedMotion reports whether the page should keep still: the system's
// "reduce motion" setting (prefers-reduced-motion) is on. Moves of Take it
// apart and pieces put in are then shown done at once, and the camera
// moves to a new frame without gliding. It is read at each move, so the
// setting takes effect without a reload.
func ReducedMotion() bool {
	mq := reduceMotion()
	return mq.Truthy() && mq.Get("matches").Bool()
}
