//go:build js && wasm

package ui

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// Element is how the page holds an element: dom/v2's own type for any
// HTML element, called directly. dom/v2 hands elements out as interfaces,
// and a method called through one of them keeps a copy of that method for
// each of the 140-odd element types it knows, whether the page has them or
// not; calling them on this type keeps one. `make size` shows what dom/v2
// costs.
type Element = *dom.BasicHTMLElement

// HTML returns e as an Element.
func HTML(e dom.Element) Element {
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: e.Underlying()}}}
}

// Doc returns the page's document.
func Doc() dom.Document { return dom.GetWindow().Document() }

// ByID returns the page's element with the given id.
func ByID(id string) Element { return HTML(Doc().GetElementByID(id)) }

// Create returns a new element with the given tag.
func Create(tag string) Element { return HTML(Doc().CreateElement(tag)) }

// OnClick calls fn when the element with the given id is clicked.
func OnClick(id string, fn func()) {
	Listen(ByID(id).Underlying(), "click", false, func(js.Value) { fn() })
}

// Listen calls fn with each event of the given type at target; with
// capture, before the event reaches the element it is for. It listens
// through js.Value rather than dom/v2: dom/v2 wraps each event in one of
// its event types, and its wrapper keeps every event type's methods in
// the program.
func Listen(target js.Value, event string, capture bool, fn func(ev js.Value)) {
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	}), capture)
}

// ShowIf shows an element, or hides it.
func ShowIf(el Element, show bool) {
	if show {
		el.RemoveAttribute("hidden")
	} else {
		el.SetAttribute("hidden", "")
	}
}

// AddOption appends an option to a list. The text is data, never markup.
// It goes through js.Value: the page makes many options, and dom/v2's
// wrapping of each costs code at every call.
func AddOption(list dom.Element, value, text string) {
	opt := js.Global().Get("document").Call("createElement", "option")
	opt.Set("value", value)
	opt.Set("textContent", text)
	list.Underlying().Call("appendChild", opt)
}

// ShowError puts text on the page's error line; "" clears it.
func ShowError(text string) { ByID("error").SetTextContent(text) }

// Notify shows a message at the top of the page, where it is seen
// whatever is scrolled into view; "" hides it.
func Notify(text string) {
	n := ByID("notice")
	n.SetTextContent(text)
	ShowIf(n, text != "")
	if text != "" {
		n.Underlying().Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}

// ShowTab shows one part of the page on a phone: "draw", "solve" or
// "solutions". On a wider screen every part shows at once.
func ShowTab(name string) {
	HTML(Doc().QuerySelector("body")).SetAttribute("data-tab", name)
}

// WantWebGL1 reports whether the address asks for WebGL1 ("?webgl=1"), to
// try the fallback on a browser that has WebGL2.
func WantWebGL1() bool {
	return js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search")).Call("get", "webgl").String() == "1"
}
