//go:build js && wasm

package api

import "github.com/cubist/cubist/solver/format"

// Under node there is no DOMParser, so Register leaves XMLParser alone:
// the tests read XML with encoding/xml, as the command line does. The
// browser tests read files through browserXML.
func init() { format.XMLParser = format.ParseXML }
