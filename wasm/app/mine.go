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
		opt := p.doc.CreateElement("option").(*dom.HTMLOptionElement)
		opt.SetTextContent("(none kept yet)")
		opt.SetValue("")
		sel.AppendChild(opt)
	}
	for _, k := range list {
		opt := p.doc.CreateElement("option").(*dom.HTMLOptionElement)
		opt.SetValue(k.ID)
		opt.SetTextContent(fmt.Sprintf("%s (%s)", k.Name, k.Saved)) // names are data: text, never markup
		sel.AppendChild(opt)
	}
	if p.keptID != "" {
		sel.SetValue(p.keptID)
	}
}

// keepCopy keeps the puzzle in the box as a new entry, which later edits
// then update.
func (p *page) keepCopy() {
	text := p.puzzle.Value()
	puzzle, err := solver.DecodeJSON([]byte(text))
	if err != nil {
		p.notify("Only a puzzle that reads can be kept: " + err.Error())
		return
	}
	name := "Untitled"
	if puzzle.Name != "" {
		name = puzzle.Name
	}
	now := time.Now()
	k := kept{ID: strconv.FormatInt(now.UnixNano(), 36), Name: name, JSON: text, Saved: now.Format("2006-01-02 15:04")}
	if p.storeMine(append(loadMine(), k)) {
		p.setCurrent(k.ID)
		p.listMine()
	}
}

// setCurrent names the kept puzzle that edits go to ("" for none).
func (p *page) setCurrent(id string) {
	p.keptID = id
	storageSet(savedKey+".id", id)
}

// saveMine writes the box into the current kept puzzle, if there is one.
func (p *page) saveMine() {
	if p.keptID == "" {
		return
	}
	list := loadMine()
	for i := range list {
		if list[i].ID == p.keptID {
			list[i].JSON = p.puzzle.Value()
			if puzzle, err := solver.DecodeJSON([]byte(list[i].JSON)); err == nil && puzzle.Name != "" {
				list[i].Name = puzzle.Name
			}
			list[i].Saved = time.Now().Format("2006-01-02 15:04")
			p.storeMine(list)
			return
		}
	}
	p.setCurrent("") // deleted meanwhile, perhaps in another tab
}

func (p *page) openMine() {
	id := p.doc.GetElementByID("mine").(*dom.HTMLSelectElement).Value()
	for _, k := range loadMine() {
		if k.ID == id {
			p.setReadOnly(false)
			p.editor.forget()
			p.setCurrent(id)
			p.puzzle.SetValue(k.JSON)
			p.example.SetValue("")
			p.pristine = k.JSON
			p.save()
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
