//go:build js

package assembly

import "github.com/cubist/cubist/solver/format"

// Under node there is no DOMParser: the tests read BurrTools' files with
// encoding/xml, as the command line does.
func init() { format.XMLParser = format.ParseXML }
