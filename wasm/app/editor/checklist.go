//go:build js && wasm

package editor

import (
	"syscall/js"

	"github.com/cubist/cubist/wasm/app/state"
	"github.com/cubist/cubist/wasm/app/ui"
)

// showChecks reports, as the person draws or types, what can be seen of
// the puzzle without solving it, and says whether it is ready to solve,
// and if not, why.
func (e *Editor) showChecks(c state.Change) (ready bool, why string) {
	list := ui.ByID("checks")
	list.SetInnerHTML("")
	line := ui.ByID("check")
	if c.Err != nil {
		line.SetTextContent(c.Err.Error())
		line.Class().Add("error")
		return false, "the puzzle in the box does not read: " + c.Err.Error()
	}
	puzzle := c.Puzzle
	ui.ByID("puzzle-name").SetTextContent(puzzle.Name) // a name is data: text, never markup
	rule := colorRuleText(puzzle)
	ui.ByID("color-rule").SetTextContent(rule)
	ui.ShowIf(ui.ByID("color-rule"), rule != "")
	checks := checksOf(puzzle)
	for _, c := range checks {
		li := ui.Create("li")
		li.SetTextContent(c.text)
		if c.warn {
			li.Class().Add("warn")
		}
		if c.merge != nil {
			b := ui.Create("button")
			b.SetTextContent("Make them one piece")
			b.Class().Add("merge")
			group := c.merge
			ui.Listen(b.Underlying(), "click", false, func(js.Value) { e.pieces.merge(group) })
			li.AppendChild(ui.Doc().CreateTextNode(" "))
			li.AppendChild(b)
		}
		list.AppendChild(li)
	}
	if puzzle.Validate() != nil {
		line.SetTextContent("Not ready to solve yet.")
		line.Class().Add("error")
		return false, notReadyReason(puzzle, checks)
	}
	line.Class().Remove("error")
	line.SetTextContent(readyText(puzzle))
	return true, ""
}
