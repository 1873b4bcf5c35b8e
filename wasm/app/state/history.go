//go:build js && wasm

package state

import "time"

// typingPause is how long a pause in typing ends a burst: typing resumed
// later is a new step to undo. A person typing slowly leaves a few hundred
// milliseconds between keys, and that is one burst still.
const typingPause = time.Second

// History is the box's earlier states, latest last, and those undone.
type History struct {
	undo, redo []string
	typing     bool      // a burst of typing in the box is under way
	lastKey    time.Time // when the burst last grew
}

// CanUndo reports whether there is a step to undo.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is a step undone to take again.
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// typed records a burst of typing in the box as one step to undo, from
// the box as last read. The burst ends at a pause of typingPause, or when
// anything else is done (end).
func (h *History) typed(before string, now time.Time) {
	if !h.typing || now.Sub(h.lastKey) > typingPause {
		h.remember(before)
		h.typing = true
	}
	h.lastKey = now
}

// end ends a burst of typing: what is typed next is a new step.
func (h *History) end() { h.typing = false }

// remember makes a state one step to undo; it ends a burst of typing.
func (h *History) remember(state string) {
	h.end()
	h.undo = append(h.undo, state)
	if len(h.undo) > 500 {
		h.undo = h.undo[1:]
	}
	h.redo = nil
}
