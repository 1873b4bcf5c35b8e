//go:build js && wasm

package state

// Place is where the box stands: what it holds and where that came from,
// to come back to.
type Place struct {
	text, keptID, example, pristine string
	mode                            Mode
}

// Place returns where the box stands now.
func (b *Box) Place() Place {
	return Place{text: b.Text(), keptID: b.mine.current, example: b.Example(), pristine: b.pristine, mode: b.mode}
}

// Show puts a puzzle into the box to look at in the given mode, without
// leaving the puzzle it was opened over: its kept puzzle stays the one
// edits go to, once GoBack puts it back.
func (b *Box) Show(text string, m Mode) {
	b.text.SetValue(text)
	b.example.SetValue("")
	b.forget()
	b.SetMode(m)
	b.Check()
}

// GoBack puts the box back where it stood.
func (b *Box) GoBack(p Place) {
	b.text.SetValue(p.text)
	b.example.SetValue(p.example)
	b.pristine = p.pristine
	b.forget()
	b.mine.setCurrent(p.keptID)
	b.SetMode(p.mode)
	b.Check()
}

// KeepNew puts a puzzle into the box to edit, kept in My puzzles as a new
// entry.
func (b *Box) KeepNew(text string) {
	b.SetMode(Editing)
	b.text.SetValue(text)
	b.pristine = text
	b.mine.keep(text, "")
	b.Save()
	b.Check()
}
