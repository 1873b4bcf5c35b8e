package format

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// MaxFileSize is the largest file Read accepts, and the most a gzipped
// file may unpack to.
const MaxFileSize = 16 << 20

// Kinds of file, as KindOf returns them and Write takes them.
const (
	KindJSON     = "json"     // Cubist's canonical JSON
	KindText     = "txt"      // the layered text format
	KindXMPuzzle = "xmpuzzle" // a BurrTools file: gzipped XML
	KindXML      = "xml"      // a BurrTools file as plain XML
)

// Entry is one puzzle of a file. Most files hold one; a BurrTools file
// holds one per problem.
type Entry struct {
	// Name is the puzzle's or problem's name, as the file gives it.
	Name string
	// Warnings name what the file says about this puzzle that Cubist
	// leaves out, such as BurrTools piece groups.
	Warnings []string
	load     func() (*solver.Puzzle, error)
}

// Puzzle returns the entry's puzzle, validated, or why it cannot be used.
func (e Entry) Puzzle() (*solver.Puzzle, error) {
	if e.load == nil {
		return nil, errors.New("the entry holds no puzzle")
	}
	return e.load()
}

// KindOf tells the kind of a file from its name's extension: KindJSON,
// KindText, KindXMPuzzle, KindXML, or "" for any other.
func KindOf(filename string) string {
	switch strings.ToLower(path.Ext(filename)) {
	case ".json":
		return KindJSON
	case ".txt":
		return KindText
	case ".xmpuzzle":
		return KindXMPuzzle
	case ".xml":
		return KindXML
	}
	return ""
}

// sniff tells the kind of a file from its content.
func sniff(data []byte) string {
	if bytes.HasPrefix(data, gzipMagic) {
		return KindXMPuzzle
	}
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\uFEFF")), " \t\r\n")
	switch {
	case bytes.HasPrefix(trimmed, []byte("<")):
		return KindXML
	case bytes.HasPrefix(trimmed, []byte("{")):
		return KindJSON
	}
	return KindText
}

// read reads the puzzles of a file in any format, unpacking with k.
func read(data []byte, filename string, k Packer) ([]Entry, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file is larger than %d MiB", MaxFileSize>>20)
	}
	kind := KindOf(filename)
	if kind == "" {
		kind = sniff(data)
	}
	var p *solver.Puzzle
	var err error
	switch kind {
	case KindXMPuzzle, KindXML:
		return readBurr(data, k.Gunzip)
	case KindJSON:
		p, err = solver.ParseJSON(data)
	default:
		p, err = ParseText(data)
	}
	if err != nil {
		return nil, err
	}
	return []Entry{{Name: p.Name, load: func() (*solver.Puzzle, error) { return p, nil }}}, nil
}

// Pick chooses an entry and returns its puzzle and its warnings. sel is ""
// for the first entry (with a warning when there are more), a 1-based
// number, or a name. An unknown choice is an error that lists the entries.
func Pick(entries []Entry, sel string) (*solver.Puzzle, []string, error) {
	if len(entries) == 0 {
		return nil, nil, errors.New("the file holds no puzzle")
	}
	choice := -1
	var warnings []string
	if n, err := strconv.Atoi(sel); err == nil && n >= 1 && n <= len(entries) {
		choice = n - 1
	} else if sel == "" {
		choice = 0
		if len(entries) > 1 {
			warnings = append(warnings, fmt.Sprintf("the file holds %d puzzles; using the first, %s (choose another by number or name)", len(entries), entryLabel(0, entries[0].Name)))
		}
	} else {
		for i, e := range entries {
			if e.Name != sel {
				continue
			}
			if choice >= 0 {
				return nil, nil, fmt.Errorf("puzzles %d and %d are both named %q; choose one by number", choice+1, i+1, sel)
			}
			choice = i
		}
	}
	if choice < 0 {
		const shown = 20
		var list []string
		for i, e := range entries[:min(len(entries), shown)] {
			list = append(list, entryLabel(i, e.Name))
		}
		if len(entries) > shown {
			list = append(list, fmt.Sprintf("and %d more", len(entries)-shown))
		}
		return nil, nil, fmt.Errorf("no puzzle %q in the file; it holds %s", clip(sel), strings.Join(list, ", "))
	}
	p, err := entries[choice].Puzzle()
	if err != nil {
		return nil, nil, err
	}
	return p, append(warnings, entries[choice].Warnings...), nil
}

// entryLabel names an entry in messages: its number and its name.
func entryLabel(i int, name string) string {
	if name == "" {
		return fmt.Sprintf("%d (no name)", i+1)
	}
	return fmt.Sprintf("%d %q", i+1, name)
}
