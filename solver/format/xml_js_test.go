//go:build js

package format

// Under node there is no DOMParser: the tests read XML with encoding/xml,
// as the command line does.
func init() { XMLParser = ParseXML }
