//go:build js && wasm

package state

import (
	"syscall/js"
	"time"

	"honnef.co/go/js/dom/v2"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/wasm/app/ui"
)

// Change is what a check of the box tells the page.
type Change struct {
	Puzzle *solver.Puzzle // the puzzle the box holds, nil if it does not read
	Err    error          // why it does not read
	// Fresh is set on the first check after another puzzle was opened:
	// what was drawn of the last one, and its messages, are gone.
	Fresh bool
}

// Box is the puzzle box: the JSON text everything else is drawn from.
type Box struct {
	text    *dom.HTMLTextAreaElement
	example *dom.HTMLSelectElement
	mode    Mode
	// pristine is the box as opened, before any change.
	pristine string
	seen     string      // the box as the last check read it
	fresh    bool        // another puzzle was opened since the last check
	checker  *time.Timer // checks shortly after typing stops

	// History holds the box's earlier states, to undo and redo.
	History  History
	mine     myPuzzles
	drafts   drafts
	onChange []func(Change)
	onMode   []func(Mode)
}

// checkDelay is how long after the last keystroke the puzzle is checked
// and saved.
const checkDelay = 150 * time.Millisecond

// New finds the box on the page and listens to it.
func New() *Box {
	doc := ui.Doc()
	b := &Box{
		text:    doc.GetElementByID("puzzle").(*dom.HTMLTextAreaElement),
		example: doc.GetElementByID("example").(*dom.HTMLSelectElement),
	}
	b.mine.box, b.drafts.box = b, b
	b.checker = time.AfterFunc(time.Hour, func() {
		b.Save() // once typing pauses, not at every key
		b.Check()
	})
	b.checker.Stop()
	ui.Listen(b.text.Underlying(), "input", false, func(js.Value) {
		b.History.typed(b.seen, time.Now())
		b.example.SetValue("") // edited: the person's own puzzle now
		b.checker.Reset(checkDelay)
	})
	// Typing is saved when it pauses, and at once if the page goes away.
	for _, event := range []string{"pagehide", "visibilitychange"} {
		ui.Listen(js.Global(), event, false, func(js.Value) { b.Save() })
	}
	// Before any control acts on the puzzle, the page catches up with
	// text typed into the box that the checker has not read yet: a tool
	// used within moments of typing must not work on the puzzle before
	// the typing, and so write the typing away.
	for _, event := range []string{"pointerdown", "keydown", "focusin"} {
		ui.Listen(js.Global(), event, true, func(ev js.Value) {
			if !ev.Get("target").Equal(b.text.Underlying()) {
				b.History.end() // the person turned to something else
				b.catchUp()
			}
		})
	}
	b.drafts.wire()
	b.mine.wire()
	ui.OnClick("copy-shared", func() {
		b.SetMode(Editing)
		b.mine.keepCopy()
		b.Save()
		b.Check()
	})
	return b
}

// OnChange calls fn at each check of the box.
func (b *Box) OnChange(fn func(Change)) { b.onChange = append(b.onChange, fn) }

// Text is what the box holds.
func (b *Box) Text() string { return b.text.Value() }

// Example is the name of the example the box holds, or "".
func (b *Box) Example() string { return b.example.Value() }

// Check reads the box and tells the page what it holds.
func (b *Box) Check() {
	b.seen = b.Text()
	c := Change{Fresh: b.fresh}
	b.fresh = false
	c.Puzzle, c.Err = solver.DecodeJSON([]byte(b.seen))
	if c.Err != nil {
		c.Puzzle = nil
	}
	for _, fn := range b.onChange {
		fn(c)
	}
}

// catchUp reads the box at once if it holds text the last check has not
// seen.
func (b *Box) catchUp() {
	if b.Text() != b.seen {
		b.checker.Stop()
		b.Save()
		b.Check()
	}
}

// Stroke puts a change into the box while a stroke of the pointer is under
// way: the stroke's end makes it one step with Edit.
func (b *Box) Stroke(text string) { b.text.SetValue(text) }

// Edit puts an edited puzzle into the box as one step to undo, from the
// box as it was before.
func (b *Box) Edit(before, text string) {
	b.History.remember(before)
	b.text.SetValue(text)
	b.example.SetValue("")
	b.Save()
	b.Check()
}

// Undo puts the box back as it was before the last step, and reports
// whether there was one; Redo takes the step again.
func (b *Box) Undo() bool { return b.step(&b.History.undo, &b.History.redo) }

// Redo takes again the step Undo took back.
func (b *Box) Redo() bool { return b.step(&b.History.redo, &b.History.undo) }

// step moves the box's text from one history to the other.
func (b *Box) step(from, to *[]string) bool {
	if len(*from) == 0 || b.ReadOnly() {
		return false
	}
	last := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, b.Text())
	b.History.end()
	b.text.SetValue(last)
	b.Save()
	b.Check()
	return true
}

// forget drops the undo history when another puzzle is opened: undoing
// must not bring one puzzle's state into another.
func (b *Box) forget() {
	b.History.undo, b.History.redo = nil, nil
	b.History.end()
	b.fresh = true
}
