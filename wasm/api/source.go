package api

import (
	"errors"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// Source says where an embedded puzzle comes from. Exactly one of its
// kinds must be given.
type Source struct {
	// Example is the name of a built-in example, such as "soma".
	Example string `json:"example"`
	// Share is a share code, or a link holding one.
	Share string `json:"share"`
	// File and FileName are a fetched file's bytes and its name (or
	// address), which tells its format: JSON, text or BurrTools.
	File     []byte `json:"-"`
	FileName string `json:"fileName"`
	// Inline is a puzzle written inside the page, in JSON or the text
	// format.
	Inline string `json:"inline"`
}

// LoadSource reads the puzzle a Source names. Errors say which source
// failed and why.
func LoadSource(src Source) (*solver.Puzzle, error) {
	given := 0
	for _, set := range []bool{src.Example != "", src.Share != "", src.FileName != "", strings.TrimSpace(src.Inline) != ""} {
		if set {
			given++
		}
	}
	switch {
	case given == 0:
		return nil, errors.New(`no puzzle given: set example="…", src="…" or share="…", or write the puzzle inside the element`)
	case given > 1:
		return nil, errors.New("more than one puzzle given: use only one of example, src, share and a puzzle inside the element")
	case src.Example != "":
		return examples.Load(src.Example)
	case src.Share != "":
		return ParseInput(src.Share)
	case src.FileName != "":
		return readFile(src.File, src.FileName)
	}
	text := strings.TrimSpace(src.Inline)
	name := "inline.txt"
	if strings.HasPrefix(text, "{") {
		name = "inline.json"
	}
	p, err := readFile([]byte(text), name)
	if err != nil {
		return nil, errors.New("the puzzle inside the element: " + err.Error())
	}
	return p, nil
}

// readFile reads the first puzzle of a file.
func readFile(data []byte, name string) (*solver.Puzzle, error) {
	entries, err := packer.Read(data, fileName(name))
	if err != nil {
		return nil, errors.New(name + ": " + err.Error())
	}
	p, _, err := format.Pick(entries, "")
	if err != nil {
		return nil, errors.New(name + ": " + err.Error())
	}
	return p, nil
}

// fileName drops an address's query and fragment, so that its extension
// tells the format.
func fileName(address string) string {
	if i := strings.IndexAny(address, "?#"); i >= 0 {
		address = address[:i]
	}
	return address
}
