package format

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// XMLNode is an element of an XML document, as the BurrTools reader sees
// it: names without their namespaces, and the character data directly
// inside the element, run together.
type XMLNode struct {
	Name     string
	Attrs    []XMLAttr
	Children []*XMLNode
	Text     string
}

// XMLAttr is an attribute of an XMLNode.
type XMLAttr struct{ Name, Value string }

// XMLDepth is how deep the BurrTools reader looks: an XMLParser may leave
// out the attributes, text and children of elements at this depth (the
// root is at depth 1) and below.
const XMLDepth = 6

// XMLParser, when set, reads the root element of an XML document. The
// text is Unicode, and its XML declaration, if it had one, is gone. The
// page's build sets it to the browser's own parser, so that its program
// goes without encoding/xml; elsewhere ParseXML serves.
var XMLParser func(text string) (*XMLNode, error)

// attr returns the value of the attribute named name, or "".
func (n *XMLNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// all returns the elements reached from n by following the path of
// element names, in document order: all("shapes", "voxel") is every voxel
// in every shapes element of n.
func (n *XMLNode) all(path ...string) []*XMLNode {
	nodes := []*XMLNode{n}
	for _, name := range path {
		var next []*XMLNode
		for _, m := range nodes {
			for _, c := range m.Children {
				if c.Name == name {
					next = append(next, c)
				}
			}
		}
		nodes = next
	}
	return nodes
}

// ParseXML reads the root element of an XML document with encoding/xml,
// and checks that nothing but comments follows it.
func ParseXML(text string) (*XMLNode, error) {
	d := xml.NewDecoder(strings.NewReader(text))
	var stack []*XMLNode
	var root *XMLNode
	trailing := func() error {
		line, _ := d.InputPos()
		return fmt.Errorf("xmpuzzle: line %d: unexpected data after </%s>", line, root.Name)
	}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			if root == nil {
				return nil, errors.New("xmpuzzle: the file has no XML element")
			}
			return root, nil
		}
		if err != nil {
			var syn *xml.SyntaxError
			if errors.As(err, &syn) {
				return nil, fmt.Errorf("xmpuzzle: line %d: %s", syn.Line, syn.Msg)
			}
			return nil, fmt.Errorf("xmpuzzle: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root != nil && len(stack) == 0 {
				return nil, trailing()
			}
			n := &XMLNode{Name: tok.Name.Local}
			for _, a := range tok.Attr {
				n.Attrs = append(n.Attrs, XMLAttr{a.Name.Local, a.Value})
			}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.Children = append(top.Children, n)
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text += string(tok)
			} else if len(bytes.TrimSpace(tok)) > 0 && root != nil {
				return nil, trailing()
			}
		}
	}
}

// decodeXMLText turns a file into the text of its XML, without a byte
// order mark or the declaration: UTF-8 as it is, Latin-1 rune by rune. A
// file that declares no encoding and is not UTF-8 is read as Latin-1,
// which BurrTools writes names and comments in, unless it holds control
// bytes that no text file does.
func decodeXMLText(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a UTF-8 byte order mark
	label, rest := "", data
	if bytes.HasPrefix(data, []byte("<?xml")) {
		end := bytes.Index(data, []byte("?>"))
		if end < 0 {
			return "", errors.New("xmpuzzle: line 1: the XML declaration is not closed")
		}
		label, rest = declaredEncoding(string(data[:end])), data[end+2:]
	}
	switch strings.ToLower(label) {
	case "", "utf-8", "utf8":
		if utf8.Valid(rest) { // the quick check; the slow one finds the line
			return string(rest), nil
		}
		if label == "" {
			if i := bytes.IndexFunc(rest, func(r rune) bool { return r < 0x20 && r != '\t' && r != '\n' && r != '\r' }); i >= 0 {
				line := 1 + bytes.Count(data[:len(data)-len(rest)+i], []byte("\n"))
				return "", fmt.Errorf("xmpuzzle: line %d: the file is neither UTF-8 nor Latin-1 text (a control byte 0x%02x)", line, rest[i])
			}
			return latin1(rest), nil
		}
		for i := 0; i < len(rest); {
			r, n := utf8.DecodeRune(rest[i:])
			if r == utf8.RuneError && n == 1 {
				line := 1 + bytes.Count(data[:len(data)-len(rest)+i], []byte("\n"))
				return "", fmt.Errorf("xmpuzzle: line %d: invalid UTF-8", line)
			}
			i += n
		}
		return string(rest), nil
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii":
		return latin1(rest), nil
	}
	return "", fmt.Errorf("xmpuzzle: the text encoding %q is not supported (use UTF-8)", clip(label))
}

// latin1 reads ISO-8859-1 text: each byte is the rune of its value.
func latin1(b []byte) string {
	var out strings.Builder
	for _, c := range b {
		out.WriteRune(rune(c))
	}
	return out.String()
}

// declaredEncoding reads the encoding a declaration names, or "".
func declaredEncoding(decl string) string {
	i := strings.Index(decl, "encoding")
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(decl[i+len("encoding"):], " \t\r\n")
	if !strings.HasPrefix(rest, "=") {
		return ""
	}
	rest = strings.TrimLeft(rest[1:], " \t\r\n")
	if rest == "" || rest[0] != '"' && rest[0] != '\'' {
		return ""
	}
	value, _, _ := strings.Cut(rest[1:], rest[:1])
	return value
}

// parseXML reads the root element of a file with XMLParser, or where that
// is not set, with builtinXML.
func parseXML(data []byte) (*XMLNode, error) {
	text, err := decodeXMLText(data)
	if err != nil {
		return nil, err
	}
	parse := XMLParser
	if parse == nil {
		parse = builtinXML
	}
	if parse == nil {
		return nil, errors.New("xmpuzzle: this build of Cubist has no XML parser")
	}
	return parse(text)
}

// xmlEscaper escapes text for XML content and attribute values, as
// encoding/xml does.
var xmlEscaper = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;", `'`, "&#39;", "\t", "&#x9;", "\n", "&#xA;", "\r", "&#xD;")

// write writes the element and everything in it, one element a line,
// indented by one space a level.
func (n *XMLNode) write(b *strings.Builder, depth int) {
	indent := strings.Repeat(" ", depth)
	b.WriteString(indent + "<" + n.Name)
	for _, a := range n.Attrs {
		b.WriteString(" " + a.Name + `="` + xmlEscaper.Replace(a.Value) + `"`)
	}
	b.WriteString(">" + xmlEscaper.Replace(n.Text))
	if len(n.Children) > 0 {
		for _, c := range n.Children {
			b.WriteString("\n")
			c.write(b, depth+1)
		}
		b.WriteString("\n" + indent)
	}
	b.WriteString("</" + n.Name + ">")
}
