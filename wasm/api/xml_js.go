//go:build js && wasm

package api

import (
	"errors"
	"strings"
	"syscall/js"

	"github.com/cubist/cubist/solver/format"
)

// browserXML reads XML with the browser's own parser (DOMParser), which
// keeps encoding/xml out of the program. Workers have no DOMParser, and
// read no files: the page does.
func browserXML(text string) (*format.XMLNode, error) {
	doc := js.Global().Get("DOMParser").New().Call("parseFromString", text, "application/xml")
	if bad := doc.Call("querySelector", "parsererror"); bad.Truthy() {
		if div := bad.Call("querySelector", "div"); div.Truthy() { // Chromium's
			bad = div
		}
		return nil, errors.New("xmpuzzle: " + parserMessage(bad.Get("textContent").String()))
	}
	root := doc.Get("documentElement")
	if !root.Truthy() {
		return nil, errors.New("xmpuzzle: the file has no XML element")
	}
	return nodeOf(root, 1), nil
}

// parserMessage takes the browser's words on what is wrong from the text
// of its parsererror element: the first line, which in Chromium reads
// "error on line 4 at column 9: Unexpected closing tag: puzzle != shapes".
func parserMessage(text string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	return strings.TrimPrefix(strings.TrimSpace(line), "error on ")
}

// nodeOf copies an element at the given depth, and what the BurrTools
// reader reads of what it holds.
func nodeOf(el js.Value, depth int) *format.XMLNode {
	n := &format.XMLNode{Name: el.Get("localName").String()}
	if depth >= format.XMLDepth {
		return n
	}
	attrs := el.Get("attributes")
	for i := range attrs.Length() {
		a := attrs.Index(i)
		n.Attrs = append(n.Attrs, format.XMLAttr{Name: a.Get("localName").String(), Value: a.Get("value").String()})
	}
	var text strings.Builder
	for c := el.Get("firstChild"); !c.IsNull(); c = c.Get("nextSibling") {
		switch c.Get("nodeType").Int() {
		case 1: // an element
			n.Children = append(n.Children, nodeOf(c, depth+1))
		case 3, 4: // text, CDATA
			text.WriteString(c.Get("data").String())
		}
	}
	n.Text = text.String()
	return n
}
