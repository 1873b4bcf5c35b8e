//go:build js && wasm

package main

import "syscall/js"

// savedKey is where the puzzle box is kept between visits.
const savedKey = "cubist.puzzle"

// save keeps the puzzle box's text in the browser's storage, and in the
// kept puzzle it belongs to. A puzzle the person has changed joins "My
// puzzles" at its first change, so that opening another never loses it.
func (p *page) save() {
	if p.readOnly {
		return
	}
	text := p.puzzle.Value()
	if p.keptID == "" && text != p.pristine {
		p.keepCopy()
	}
	storageSet(savedKey, text)
	p.saveMine()
}

// opened records a puzzle just put in the box from outside (an example, a
// file, a link, a new blank one): as it is, it is not the person's work.
func (p *page) opened() {
	p.setCurrent("")
	p.pristine = p.puzzle.Value()
	p.editor.forget()
	storageSet(savedKey, p.pristine)
}

// storageGet reads a value from the browser's storage, "" if there is
// none or no storage.
func storageGet(key string) (value string) {
	defer func() { recover() }() // storage can be closed to the page
	storage := js.Global().Get("localStorage")
	if !storage.Truthy() {
		return ""
	}
	if v := storage.Call("getItem", key); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// storageSet writes a value; it reports false when the storage is full or
// closed to the page, which then works on without it.
func storageSet(key, value string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	storage := js.Global().Get("localStorage")
	if !storage.Truthy() {
		return false
	}
	storage.Call("setItem", key, value)
	return true
}

// restore puts back what the puzzle box held last time, if anything.
func (p *page) restore() bool {
	text := storageGet(savedKey)
	if text == "" {
		return false
	}
	p.example.SetValue("")
	p.puzzle.SetValue(text)
	p.pristine = text
	p.checkPuzzle()
	return true
}
