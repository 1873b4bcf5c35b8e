//go:build js && wasm

package main

import "syscall/js"

// savedKey is where the puzzle box is kept between visits.
const savedKey = "cubist.puzzle"

// save keeps the puzzle box's text in the browser's storage.
func (p *page) save() {
	storage := js.Global().Get("localStorage")
	if !storage.Truthy() {
		return
	}
	// Storage can be full or forbidden; the page works on without it.
	defer func() { recover() }()
	storage.Call("setItem", savedKey, p.puzzle.Value())
}

// restore puts back what the puzzle box held last time, if anything.
func (p *page) restore() bool {
	storage := js.Global().Get("localStorage")
	if !storage.Truthy() {
		return false
	}
	text := storage.Call("getItem", savedKey)
	if text.Type() != js.TypeString || text.String() == "" {
		return false
	}
	p.example.SetValue("")
	p.puzzle.SetValue(text.String())
	p.checkPuzzle()
	return true
}
