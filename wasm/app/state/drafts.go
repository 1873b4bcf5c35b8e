//go:build js && wasm

package state

import "github.com/cubist/cubist/wasm/app/ui"

// drafts is the offer of text typed into the box that did not parse,
// kept from the last visit.
type drafts struct {
	box  *Box
	text string // the draft offered, or ""
}

// show offers a draft; "" hides the offer.
func (d *drafts) show(draft string) {
	d.text = draft
	ui.ShowIf(ui.ByID("draft"), draft != "")
}

// wire lets the person put a kept draft back in the box, or drop it.
func (d *drafts) wire() {
	b := d.box
	ui.OnClick("draft-restore", func() {
		draft := d.text
		d.show("")
		b.History.remember(b.Text())
		b.text.SetValue(draft)
		b.example.SetValue("")
		b.Check() // it is not valid: the box says why
	})
	ui.OnClick("draft-drop", func() {
		storageRemove(draftKey)
		b.mine.update(func(k *kept) { k.Draft = "" })
		d.show("")
	})
}
