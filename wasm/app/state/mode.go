//go:build js && wasm

package state

import "github.com/cubist/cubist/wasm/app/ui"

// Mode says whether the box may be edited, and if not, why.
type Mode int

// The modes: the person's own puzzle; a shared puzzle, shown as the link
// gave it; a variant from the Design panel, shown over the puzzle it was
// found from.
const (
	Editing Mode = iota
	Shared
	Variant
)

// Mode is the box's mode.
func (b *Box) Mode() Mode { return b.mode }

// ReadOnly reports whether the box may not be edited.
func (b *Box) ReadOnly() bool { return b.mode != Editing }

// OnMode calls fn whenever the mode is set.
func (b *Box) OnMode(fn func(Mode)) { b.onMode = append(b.onMode, fn) }

// SetMode shows a shared puzzle or a variant as it is, or lets the person
// edit.
func (b *Box) SetMode(m Mode) {
	b.mode = m
	ui.ShowIf(ui.ByID("shared"), m == Shared)
	b.text.SetReadOnly(m != Editing)
	keep := ui.ByID("keep")
	if m != Editing {
		keep.SetAttribute("disabled", "")
	} else {
		keep.RemoveAttribute("disabled")
	}
	for _, fn := range b.onMode {
		fn(m)
	}
}
