//go:build js && wasm

package files

import (
	"fmt"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/solutions"
	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
	"github.com/cubist/cubist/wasm/jsutil"
)

// maxOpenSize is the largest file the page opens.
const maxOpenSize = 16 << 20

// Files is the page's files: it opens into the box, and saves, shares and
// exports the box's puzzle or the solution shown.
type Files struct {
	box     *state.Box
	results *solutions.Panel
}

// Wire sets up the menus that open, save, share and export.
func Wire(box *state.Box, results *solutions.Panel) {
	f := &Files{box: box, results: results}
	input := ui.Doc().GetElementByID("open-file").(*dom.HTMLInputElement)
	ui.Listen(input.Underlying(), "change", false, func(js.Value) {
		files := input.Underlying().Get("files")
		if files.Length() > 0 {
			go f.open(files.Index(0))
		}
		input.SetValue("")
	})
	body := ui.Doc().Underlying().Get("body")
	on := func(name string, fn func(e js.Value)) {
		body.Call("addEventListener", name, js.FuncOf(func(_ js.Value, args []js.Value) any {
			fn(args[0])
			return nil
		}))
	}
	on("dragover", func(e js.Value) {
		e.Call("preventDefault")
		body.Get("classList").Call("add", "dropping")
	})
	on("dragleave", func(js.Value) { body.Get("classList").Call("remove", "dropping") })
	on("drop", func(e js.Value) {
		e.Call("preventDefault")
		body.Get("classList").Call("remove", "dropping")
		if files := e.Get("dataTransfer").Get("files"); files.Length() > 0 {
			go f.open(files.Index(0))
		}
	})
	for _, kind := range []string{"json", "txt", "xmpuzzle"} {
		ui.OnClick("save-"+kind, func() { go f.saveAs(kind) })
	}
	f.wireShare()
	f.wireExports()
}

// open reads a puzzle file of any format Cubist knows into the box. It
// runs on its own goroutine.
func (f *Files) open(file js.Value) {
	name := file.Get("name").String()
	if size := file.Get("size").Int(); size > maxOpenSize {
		ui.ShowError(fmt.Sprintf("%s is %d MB; Cubist opens puzzle files of up to %d MB.", name, size>>20, maxOpenSize>>20))
		return
	}
	buf, err := jsutil.Await(file.Call("arrayBuffer"))
	if err != nil {
		ui.ShowError(name + ": " + err.Error())
		return
	}
	res, err := jsutil.Await(ui.Cubist().Call("readFile", js.Global().Get("Uint8Array").New(buf), name))
	if err != nil {
		ui.ShowError(name + ": " + err.Error())
		return
	}
	var warnings []string
	if err := jsutil.Decode(res.Get("warnings"), &warnings); err != nil {
		warnings = nil
	}
	f.box.Open(res.Get("puzzle").String(), "")
	ui.ShowError(strings.Join(warnings, "\n"))
}

// saveAs downloads the puzzle in the box in one of Cubist's formats. It
// runs on its own goroutine.
func (f *Files) saveAs(kind string) {
	text := f.box.Text()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		ui.ShowError("Only a valid puzzle can be saved: " + err.Error())
		return
	}
	data, err := jsutil.Await(ui.Cubist().Call("writeFile", text, kind))
	if err != nil {
		ui.ShowError(err.Error())
		return
	}
	mime := map[string]string{"json": "application/json", "txt": "text/plain", "xmpuzzle": "application/gzip"}[kind]
	ui.Download(ui.FileStem(puzzle)+"."+kind, ui.BlobURL(data, mime))
}
