//go:build !js

package format

// builtinXML reads XML where XMLParser is not set: with encoding/xml.
var builtinXML = ParseXML
