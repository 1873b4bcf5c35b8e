//go:build js && wasm

package main

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// cubist returns window.Cubist, the solver's JavaScript API.
func cubist() js.Value { return js.Global().Get("Cubist") }

// element is how the program holds a page element: dom/v2's own type for
// any HTML element, called directly. dom/v2 hands elements out as
// interfaces, and a method called through one of them keeps a copy of that
// method for each of the 140-odd element types it knows, whether the page
// has them or not; calling them on this type keeps one. `make size` shows
// what dom/v2 costs.
type element = *dom.BasicHTMLElement

// html returns e as an element.
func html(e dom.Element) element {
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: e.Underlying()}}}
}

// byID returns the page's element with the given id.
func (p *page) byID(id string) element { return html(p.doc.GetElementByID(id)) }

// create returns a new element with the given tag.
func (p *page) create(tag string) element { return html(p.doc.CreateElement(tag)) }

// preventDefault stops the browser's own handling of ev, through dom/v2's
// concrete event type for the same reason as element.
func preventDefault(ev dom.Event) { (&dom.BasicEvent{Value: ev.Underlying()}).PreventDefault() }

// showIf shows an element, or hides it.
func showIf(el element, show bool) {
	if show {
		el.RemoveAttribute("hidden")
	} else {
		el.SetAttribute("hidden", "")
	}
}

// wireLayout sets up the parts of the layout: the tabs that pick a part
// of the page on a phone, and menus that close once an action in them is
// chosen.
func (p *page) wireLayout() {
	for _, b := range p.byID("tabs").QuerySelectorAll("button") {
		tab := html(b)
		name := tab.GetAttribute("data-tab")
		tab.AddEventListener("click", false, func(dom.Event) { p.showTab(name) })
	}
	for _, m := range p.doc.QuerySelectorAll(".menu") {
		menu := html(m)
		// The STL download closes its menu itself once its fields are right.
		for _, item := range menu.QuerySelectorAll(".menu-items button:not(#stl), .menu-items input[type=file]") {
			html(item).AddEventListener("click", false, func(dom.Event) { menu.RemoveAttribute("open") })
		}
	}
}

// showTab shows one part of the page on a phone: "draw", "solve" or
// "solutions". On a wider screen every part shows at once.
func (p *page) showTab(name string) {
	html(p.doc.QuerySelector("body")).SetAttribute("data-tab", name)
}

// addOption appends an option to a list. The text is data, never markup.
// It goes through js.Value: the page makes many options, and dom/v2's
// wrapping of each costs code at every call.
func addOption(list dom.Element, value, text string) {
	opt := js.Global().Get("document").Call("createElement", "option")
	opt.Set("value", value)
	opt.Set("textContent", text)
	list.Underlying().Call("appendChild", opt)
}
