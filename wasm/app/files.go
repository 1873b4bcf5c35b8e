//go:build js && wasm

package main

import (
	"fmt"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/jsutil"
)

// maxOpenSize is the largest file the page opens.
const maxOpenSize = 16 << 20

func (p *page) wireFiles() {
	input := p.doc.GetElementByID("open-file").(*dom.HTMLInputElement)
	input.AddEventListener("change", false, func(dom.Event) {
		files := input.Underlying().Get("files")
		if files.Length() > 0 {
			go p.openFile(files.Index(0))
		}
		input.SetValue("")
	})
	body := p.doc.Underlying().Get("body")
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
			go p.openFile(files.Index(0))
		}
	})
	for _, kind := range []string{"json", "txt", "xmpuzzle"} {
		p.byID("save-"+kind).AddEventListener("click", false, func(dom.Event) { go p.saveAs(kind) })
	}
}

// openFile reads a puzzle file of any format Cubist knows into the
// puzzle box, as one step to undo. It runs on its own goroutine.
func (p *page) openFile(file js.Value) {
	name := file.Get("name").String()
	if size := file.Get("size").Int(); size > maxOpenSize {
		p.errorLine.SetTextContent(fmt.Sprintf("%s is %d MB; Cubist opens puzzle files of up to %d MB.", name, size>>20, maxOpenSize>>20))
		return
	}
	buf, err := jsutil.Await(file.Call("arrayBuffer"))
	if err != nil {
		p.errorLine.SetTextContent(name + ": " + err.Error())
		return
	}
	res, err := jsutil.Await(cubist().Call("readFile", js.Global().Get("Uint8Array").New(buf), name))
	if err != nil {
		p.errorLine.SetTextContent(name + ": " + err.Error())
		return
	}
	var warnings []string
	if err := jsutil.Decode(res.Get("warnings"), &warnings); err != nil {
		warnings = nil
	}
	p.leave()
	p.setReadOnly(false)
	p.puzzle.SetValue(res.Get("puzzle").String())
	p.example.SetValue("")
	p.opened()
	p.errorLine.SetTextContent(strings.Join(warnings, "\n"))
	p.checkPuzzle()
}

// saveAs downloads the puzzle in the box in one of Cubist's formats. It
// runs on its own goroutine.
func (p *page) saveAs(kind string) {
	text := p.puzzle.Value()
	puzzle, err := solver.ParseJSON([]byte(text))
	if err != nil {
		p.errorLine.SetTextContent("Only a valid puzzle can be saved: " + err.Error())
		return
	}
	data, err := jsutil.Await(cubist().Call("writeFile", text, kind))
	if err != nil {
		p.errorLine.SetTextContent(err.Error())
		return
	}
	mime := map[string]string{"json": "application/json", "txt": "text/plain", "xmpuzzle": "application/gzip"}[kind]
	download(fileStem(puzzle)+"."+kind, blobURL(data, mime))
}
