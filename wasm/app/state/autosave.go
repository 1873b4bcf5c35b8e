//go:build js && wasm

package state

import (
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/wasm/app/ui"
)

// Save keeps the box's text in the browser's storage, and in the kept
// puzzle it belongs to. A puzzle the person has changed joins "My
// puzzles" at its first change, so that opening another never loses it.
// What is saved is always a puzzle that reads: text that does not is
// kept as a draft beside the last one that did, never in its place.
func (b *Box) Save() {
	if b.ReadOnly() {
		return
	}
	text := b.Text()
	if strings.TrimSpace(text) == "" {
		return // an emptied box: the last puzzle that read stays saved
	}
	if _, err := solver.DecodeJSON([]byte(text)); err != nil {
		storageSet(draftKey, text)
		b.mine.keepDraft(text)
		return
	}
	storageRemove(draftKey)
	if b.mine.current == "" && text != b.pristine {
		b.mine.keepCopy()
	}
	storageSet(savedKey, text)
	b.mine.save()
}

// Leave saves what the box holds at once, typing not yet saved included,
// before another puzzle takes its place.
func (b *Box) Leave() {
	b.checker.Stop()
	b.Save()
}

// Open puts a puzzle from outside into the box, to edit: an example (its
// name given), a file or a new blank one. As it is, it is not the
// person's work; messages about the puzzle it replaces are gone with it.
func (b *Box) Open(text, example string) {
	b.Leave()
	b.SetMode(Editing)
	b.text.SetValue(text)
	b.example.SetValue(example)
	ui.ShowError("")
	b.mine.setCurrent("")
	b.pristine = text
	b.forget()
	storageSet(savedKey, text)
	storageRemove(exampleKey)
	storageRemove(draftKey)
	b.drafts.show("")
	if example != "" {
		storageSet(exampleKey, example)
	}
	b.Check()
}

// OpenShared shows a shared puzzle, read-only and never saved: the
// person's own work stays as it was.
func (b *Box) OpenShared(text string) {
	b.Leave()
	b.example.SetValue("")
	b.text.SetValue(text)
	b.forget()
	b.mine.setCurrent("")
	b.pristine = text
	b.SetMode(Shared)
	b.Check()
}

// Restore puts back the last puzzle the box held, if any, with the
// example it is if it is one, untouched; and offers a draft that did not
// parse, if one was left.
func (b *Box) Restore() bool {
	text := storageGet(savedKey)
	if text == "" {
		return false
	}
	b.example.SetValue("")
	if name := storageGet(exampleKey); name != "" {
		if data, err := examples.JSON(name); err == nil && string(data) == text {
			b.example.SetValue(name)
		}
	}
	b.text.SetValue(text)
	b.pristine = text
	b.Check()
	if draft := storageGet(draftKey); draft != "" && draft != text {
		b.drafts.show(draft)
	}
	return true
}
