//go:build js && wasm

package view

import "syscall/js"

// reduceMotion is the media query that says whether the person has asked
// their system for less motion; nil until first asked.
var reduceMotion *js.Value

// ReducedMotion reports whether the page should keep still: the system's
// "reduce motion" setting (prefers-reduced-motion) is on. Moves of Take it
// apart and pieces put in are then shown done at once, and the camera
// moves to a new frame without gliding. It is read at each move, so the
// setting takes effect without a reload.
func ReducedMotion() bool {
	if reduceMotion == nil {
		mq := js.Undefined()
		if js.Global().Get("matchMedia").Truthy() {
			mq = js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
		}
		reduceMotion = &mq
	}
	return reduceMotion.Truthy() && reduceMotion.Get("matches").Bool()
}
