//go:build js && wasm

package state

import "syscall/js"

// Keys of the browser's storage: the puzzle box between visits, the
// example it was opened from, and text typed into it that did not parse.
const (
	savedKey   = "cubist.puzzle"
	exampleKey = "cubist.example"
	draftKey   = "cubist.draft"
)

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

// storageRemove deletes a value, where there is storage.
func storageRemove(key string) {
	defer func() { recover() }()
	if storage := js.Global().Get("localStorage"); storage.Truthy() {
		storage.Call("removeItem", key)
	}
}
