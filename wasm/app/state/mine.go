//go:build js && wasm

package state

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
	"github.com/cubist/cubist/wasm/app/ui"
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

// myPuzzles is the puzzles kept in the browser (My puzzles) and the list that
// shows them.
type myPuzzles struct {
	box     *Box
	current string // the kept puzzle being edited, if any
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

func storeMine(list []kept) bool {
	data, _ := json.Marshal(list)
	if !storageSet(minesKey, string(data)) {
		ui.ShowError("The browser's storage is full or closed to this page: the puzzle was not kept.")
		return false
	}
	return true
}

func (m *myPuzzles) wire() {
	ui.OnClick("keep", m.keepCopy)
	ui.OnClick("open-mine", m.open)
	ui.OnClick("delete-mine", m.delete)
	m.current = storageGet(savedKey + ".id")
	m.list()
}

// selected is the list's choice.
func selected() string {
	return ui.Doc().GetElementByID("mine").(*dom.HTMLSelectElement).Value()
}

// list fills the list of kept puzzles, the current one chosen.
func (m *myPuzzles) list() {
	sel := ui.Doc().GetElementByID("mine").(*dom.HTMLSelectElement)
	sel.SetInnerHTML("")
	list := loadMine()
	if len(list) == 0 {
		ui.AddOption(sel, "", "(none kept yet)")
	}
	for _, k := range list {
		ui.AddOption(sel, k.ID, k.label())
	}
	if m.current != "" {
		sel.SetValue(m.current)
	}
}

// label names a kept puzzle in the list: its name, its pieces and grid
// (two puzzles of one name may differ in both), and when it was saved.
func (k kept) label() string {
	label := k.Name
	if p, err := solver.DecodeJSON([]byte(k.JSON)); err == nil {
		label += " · " + words.Count(len(p.Pieces), "piece", "pieces") + " on " + p.GridOf().Title()
	}
	if k.Draft != "" {
		label += ", with a draft"
	}
	return label + " (" + k.Saved + ")"
}

// keepCopy keeps the puzzle in the box as a new entry, which later edits
// then update.
func (m *myPuzzles) keepCopy() {
	text := m.box.Text()
	if _, err := solver.DecodeJSON([]byte(text)); err != nil {
		ui.Notify("Only a puzzle that reads can be kept: " + err.Error())
		return
	}
	m.keep(text, "")
}

// keep adds a puzzle that reads, and a draft typed over it if any, as a
// new entry, which later edits then update.
func (m *myPuzzles) keep(text, draft string) {
	name := "Untitled"
	if puzzle, err := solver.DecodeJSON([]byte(text)); err == nil && puzzle.Name != "" {
		name = puzzle.Name
	}
	now := time.Now()
	k := kept{ID: strconv.FormatInt(now.UnixNano(), 36), Name: name, JSON: text, Draft: draft, Saved: now.Format("2006-01-02 15:04")}
	if storeMine(append(loadMine(), k)) {
		m.setCurrent(k.ID)
		m.list()
	}
}

// keepDraft keeps text typed into the box that does not parse with the
// puzzle it was typed over, so that opening another puzzle never loses
// it: a puzzle not kept yet joins "My puzzles", as it last read, with the
// draft beside it.
func (m *myPuzzles) keepDraft(draft string) {
	if m.current == "" {
		last := storageGet(savedKey)
		if _, err := solver.DecodeJSON([]byte(last)); err != nil {
			last = m.box.pristine
		}
		m.keep(last, draft)
		return
	}
	m.update(func(k *kept) { k.Draft = draft })
}

// setCurrent names the kept puzzle that edits go to ("" for none).
func (m *myPuzzles) setCurrent(id string) {
	m.current = id
	storageSet(savedKey+".id", id)
}

// save writes the box, a puzzle that reads, into the current kept
// puzzle, if there is one; a draft kept with it is done with.
func (m *myPuzzles) save() {
	text := m.box.Text()
	m.update(func(k *kept) {
		k.JSON, k.Draft = text, ""
		if puzzle, err := solver.DecodeJSON([]byte(text)); err == nil && puzzle.Name != "" {
			k.Name = puzzle.Name
		}
	})
}

// update changes the current kept puzzle, if there is one, and marks it
// saved now.
func (m *myPuzzles) update(change func(*kept)) {
	if m.current == "" {
		return
	}
	list := loadMine()
	for i := range list {
		if list[i].ID == m.current {
			draft := list[i].Draft
			change(&list[i])
			list[i].Saved = time.Now().Format("2006-01-02 15:04")
			storeMine(list)
			if (draft == "") != (list[i].Draft == "") {
				m.list()
			}
			return
		}
	}
	m.setCurrent("") // deleted meanwhile, perhaps in another tab
}

func (m *myPuzzles) open() {
	id := selected()
	b := m.box
	b.Leave()
	for _, k := range loadMine() {
		if k.ID == id {
			b.SetMode(Editing)
			b.forget()
			m.setCurrent(id)
			b.text.SetValue(k.JSON)
			b.example.SetValue("")
			b.pristine = k.JSON
			storageSet(savedKey, k.JSON)
			storageRemove(exampleKey)
			if k.Draft != "" {
				storageSet(draftKey, k.Draft)
			} else {
				storageRemove(draftKey)
			}
			b.drafts.show(k.Draft)
			b.Check()
			return
		}
	}
}

func (m *myPuzzles) delete() {
	id := selected()
	list := loadMine()
	for i, k := range list {
		if k.ID == id {
			if !dom.GetWindow().Confirm(fmt.Sprintf("Delete %q from the puzzles kept in this browser?", k.Name)) {
				return
			}
			if storeMine(append(list[:i:i], list[i+1:]...)) && id == m.current {
				m.setCurrent("")
			}
			m.list()
			return
		}
	}
}
