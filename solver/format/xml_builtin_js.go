//go:build js

package format

// builtinXML is nil in WebAssembly: the page sets XMLParser to the
// browser's own parser, and its program goes without encoding/xml.
var builtinXML func(text string) (*XMLNode, error)
