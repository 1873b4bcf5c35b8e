//go:build js && wasm

package state

// History is the box's earlier states, latest last, and those undone.
type History struct {
	undo, redo []string
	typing     bool // a burst of typing in the box is under way
}

// CanUndo reports whether there is a step to undo.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is a step undone to take again.
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// typed records a burst of typing in the box as one step to undo, from
// the box as last read.
func (h *History) typed(before string) {
	if !h.typing {
		h.typing = true
		h.remember(before)
	}
}

func (h *History) remember(state string) {
	h.undo = append(h.undo, state)
	if len(h.undo) > 500 {
		h.undo = h.undo[1:]
	}
	h.redo = nil
}
