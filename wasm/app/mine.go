//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
)

// minesKey is where the kept puzzles live in the browser's storage.
const minesKey = "cubist.mine"

// kept is one puzzle kept in the browser.
type kept struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	JSON  string `json:"json"`
	Draft string `json:"draft,omitempty"` // typed text that does not parse yet, offered back when opened
	Saved string `json:"saved"`
}

// loadMine reads the kept puzzles; a damaged store reads as empty rather
// than stopping the page.
func loadMine() []kept {
	var list []kept
	if v := storageGet(minesKey); v != "" {
		if json.Unmarshal([]byte(v), &list) != nil {
			return nil
		}
	}
	return list
}

func (p *page) storeMine(list []kept) bool {
	data, _ := json.Marshal(list)
	if !storageSet(minesKey, string(data)) {
		p.errorLine.SetTextContent("The browser's storage is full or closed to this page: the puzzle was not kept.")
		return false
	}
	return true
}

func (p *page) wireMine() {
	click := func(id string, fn func()) {
		p.byID(id).AddEventListener("click", false, func(dom.Event) { fn() })
	}
	click("keep", p.keepCopy)
	click("open-mine", p.openMine)
	click("delete-mine", p.deleteMine)
	p.keptID = storageGet(savedKey + ".id")
	p.listMine()
}

// listMine fills the list of kept puzzles, the current one chosen.
func (p *page) listMine() {
	sel := p.doc.GetElementByID("mine").(*dom.HTMLSelectElement)
	sel.SetInnerHTML("")
	list := loadMine()
	if len(list) == 0 {
		addOption(sel, "", "(none kept yet)")
	}
	for _, k := range list {
		draft := ""
		if k.Draft != "" {
			draft = ", with a draft"
		}
		addOption(sel, k.ID, k.Name+draft+" ("+k.Saved+")")
	}
	if p.keptID != "" {
		sel.SetValue(p.keptID)
	}
}

// keepCopy keeps the puzzle in the box as a new entry, which later edits
// then update.
func (p *page) keepCopy() {
	text := p.puzzle.Value()
	if _, err := solver.DecodeJSON([]byte(text)); err != nil {
		p.notify("Only a puzzle that reads can be kept: " + err.Error())
		return
	}
	p.keep(text, "")
}

// keep adds a puzzle that reads, and a draft typed over it if any, as a
// new entry, which later edits then update.
func (p *page) keep(text, draft string) {
	name := "Untitled"
	if puzzle, err := solver.DecodeJSON([]byte(text)); err == nil && puzzle.Name != "" {
		name = puzzle.Name
	}
	now := time.Now()
	k := kept{ID: strconv.FormatInt(now.UnixNano(), 36), Name: name, JSON: text, Draft: draft, Saved: now.Format("2006-01-02 15:04")}
	if p.storeMine(append(loadMine(), k)) {
		p.setCurrent(k.ID)
		p.listMine()
	}
}

// keepDraft keeps text typed into the box that does not parse with the
// puzzle it was typed over, so that opening another puzzle never loses
// it: a puzzle not kept yet joins "My puzzles", as it last read, with the
// draft beside it.
func (p *page) keepDraft(draft string) {
	if p.keptID == "" {
		last := storageGet(savedKey)
		if _, err := solver.DecodeJSON([]byte(last)); err != nil {
			last = p.pristine
		}
		p.keep(last, draft)
		return
	}
	p.updateMine(func(k *kept) { k.Draft = draft })
}

// setCurrent names the kept puzzle that edits go to ("" for none).
func (p *page) setCurrent(id string) {
	p.keptID = id
	storageSet(savedKey+".id", id)
}

// saveMine writes the box, a puzzle that reads, into the current kept
// puzzle, if there is one; a draft kept with it is done with.
func (p *page) saveMine() {
	text := p.puzzle.Value()
	p.updateMine(func(k *kept) {
		k.JSON, k.Draft = text, ""
		if puzzle, err := solver.DecodeJSON([]byte(text)); err == nil && puzzle.Name != "" {
			k.Name = puzzle.Name
		}
	})
}

// updateMine changes the current kept puzzle, if there is one, and marks
// it saved now.
func (p *page) updateMine(change func(*kept)) {
	if p.keptID == "" {
		return
	}
	list := loadMine()
	for i := range list {
		if list[i].ID == p.keptID {
			draft := list[i].Draft
			change(&list[i])
			list[i].Saved = time.Now().Format("2006-01-02 15:04")
			p.storeMine(list)
			if (draft == "") != (list[i].Draft == "") {
				p.listMine()
			}
			return
		}
	}
	p.setCurrent("") // deleted meanwhile, perhaps in another tab
}

func (p *page) openMine() {
	id := p.doc.GetElementByID("mine").(*dom.HTMLSelectElement).Value()
	p.leave()
	for _, k := range loadMine() {
		if k.ID == id {
			p.setReadOnly(false)
			p.editor.forget()
			p.setCurrent(id)
			p.puzzle.SetValue(k.JSON)
			p.example.SetValue("")
			p.pristine = k.JSON
			storageSet(savedKey, k.JSON)
			storageRemove(exampleKey)
			if k.Draft != "" {
				storageSet(draftKey, k.Draft)
			} else {
				storageRemove(draftKey)
			}
			p.showDraft(k.Draft)
			p.checkPuzzle()
			return
		}
	}
}

func (p *page) deleteMine() {
	id := p.doc.GetElementByID("mine").(*dom.HTMLSelectElement).Value()
	list := loadMine()
	for i, k := range list {
		if k.ID == id {
			if !dom.GetWindow().Confirm(fmt.Sprintf("Delete %q from the puzzles kept in this browser?", k.Name)) {
				return
			}
			if p.storeMine(append(list[:i:i], list[i+1:]...)) && id == p.keptID {
				p.setCurrent("")
			}
			p.listMine()
			return
		}
	}
}
