//go:build js && wasm

package ui

import (
	"strings"
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/mesh"
)

// BlobURL makes a short-lived URL for a Uint8Array, for a download.
func BlobURL(u8 js.Value, mime string) string {
	parts := js.Global().Get("Array").New()
	parts.Call("push", u8)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mime)
	url := js.Global().Get("URL").Call("createObjectURL", js.Global().Get("Blob").New(parts, opts)).String()
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return url
}

// Download saves url under a file name, as a link with a download
// attribute does.
func Download(name, url string) {
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
}

// FileStem makes a file name from a puzzle's name.
func FileStem(puzzle *solver.Puzzle) string {
	if puzzle == nil {
		return "cubist"
	}
	return strings.ToLower(mesh.SafeName(puzzle.Name))
}

// CopyText puts text on the clipboard, where the browser allows it.
func CopyText(text string) {
	if clip := js.Global().Get("navigator").Get("clipboard"); clip.Truthy() {
		clip.Call("writeText", text).Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	}
}
