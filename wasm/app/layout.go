//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/cubist/cubist/wasm/app/ui"
)

// wireLayout sets up the parts of the layout: the tabs that pick a part
// of the page on a phone, and menus that close once an action in them is
// chosen.
func wireLayout() {
	for _, b := range ui.ByID("tabs").QuerySelectorAll("button") {
		tab := ui.HTML(b)
		name := tab.GetAttribute("data-tab")
		ui.Listen(tab.Underlying(), "click", false, func(js.Value) { ui.ShowTab(name) })
	}
	for _, m := range ui.Doc().QuerySelectorAll(".menu") {
		menu := ui.HTML(m)
		// The STL download closes its menu itself once its fields are right.
		for _, item := range menu.QuerySelectorAll(".menu-items button:not(#stl), .menu-items input[type=file]") {
			ui.Listen(ui.HTML(item).Underlying(), "click", false, func(js.Value) { menu.RemoveAttribute("open") })
		}
	}
}
