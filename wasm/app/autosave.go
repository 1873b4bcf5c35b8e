//go:build js && wasm

package main

import (
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// Keys of the browser's storage: the puzzle box between visits, the
// example it was opened from, and text typed into it that did not parse.
const (
	savedKey   = "cubist.puzzle"
	exampleKey = "cubist.example"
	draftKey   = "cubist.draft"
)

// save keeps the puzzle box's text in the browser's storage, and in the
// kept puzzle it belongs to. A puzzle the person has changed joins "My
// puzzles" at its first change, so that opening another never loses it.
// What is saved is always a puzzle that reads: text that does not is
// kept as a draft beside the last one that did, never in its place.
func (p *page) save() {
	if p.readOnly {
		return
	}
	text := p.puzzle.Value()
	if strings.TrimSpace(text) == "" {
		return // an emptied box: the last puzzle that read stays saved
	}
	if _, err := solver.DecodeJSON([]byte(text)); err != nil {
		storageSet(draftKey, text)
		p.keepDraft(text)
		return
	}
	storageRemove(draftKey)
	if p.keptID == "" && text != p.pristine {
		p.keepCopy()
	}
	storageSet(savedKey, text)
	p.saveMine()
}

// leave saves what the box holds at once, typing not yet saved included,
// before another puzzle takes its place.
func (p *page) leave() {
	p.origin = nil // a variant shown is left too
	if p.checker != nil {
		p.checker.Stop()
	}
	p.save()
}

// opened records a puzzle just put in the box from outside (an example, a
// file, a link, a new blank one): as it is, it is not the person's work.
// Messages about the puzzle it replaces are gone with it.
func (p *page) opened() {
	p.errorLine.SetTextContent("")
	p.editor.fieldError("")
	p.setCurrent("")
	p.pristine = p.puzzle.Value()
	p.editor.forget()
	storageSet(savedKey, p.pristine)
	storageRemove(exampleKey)
	storageRemove(draftKey)
	p.showDraft("")
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

// storageRemove deletes a value, where there is storage.
func storageRemove(key string) {
	defer func() { recover() }()
	if storage := js.Global().Get("localStorage"); storage.Truthy() {
		storage.Call("removeItem", key)
	}
}

// restore puts back the last puzzle the box held, if any, with the
// example it is if it is one, untouched; and offers a draft that did not
// parse, if one was left.
func (p *page) restore() bool {
	text := storageGet(savedKey)
	if text == "" {
		return false
	}
	p.example.SetValue("")
	if name := storageGet(exampleKey); name != "" {
		if data, err := examples.JSON(name); err == nil && string(data) == text {
			p.example.SetValue(name)
		}
	}
	p.puzzle.SetValue(text)
	p.pristine = text
	p.checkPuzzle()
	if draft := storageGet(draftKey); draft != "" && draft != text {
		p.showDraft(draft)
	}
	return true
}

// showDraft offers text that was typed into the box but did not parse,
// kept from the last visit; "" hides the offer.
func (p *page) showDraft(draft string) {
	p.draft = draft
	showIf(p.byID("draft"), draft != "")
}

// wireDraft lets the person put a kept draft back in the box, or drop it.
func (p *page) wireDraft() {
	p.byID("draft-restore").AddEventListener("click", false, func(dom.Event) {
		draft := p.draft
		p.showDraft("")
		p.editor.remember(p.puzzle.Value())
		p.puzzle.SetValue(draft)
		p.example.SetValue("")
		p.checkPuzzle() // it is not valid: the box says why
	})
	p.byID("draft-drop").AddEventListener("click", false, func(dom.Event) {
		storageRemove(draftKey)
		p.updateMine(func(k *kept) { k.Draft = "" })
		p.showDraft("")
	})
}
