package examples

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
)

//go:embed *.json *.txt
var files embed.FS

// shelf is a folder of embedded files.
type shelf struct {
	fsys embed.FS
	dir  string
}

// shelves hold the examples: the cube grid's, and in builds with the other
// grids (examples_grids.go), theirs.
var shelves = []shelf{{files, "."}}

// Names lists the example names, sorted, such as "soma".
func Names() []string { return namesIn(shelves) }

// namesIn lists the files of some folders by name without the extension,
// sorted.
func namesIn(shelves []shelf) []string {
	var names []string
	for _, s := range shelves {
		entries, _ := s.fsys.ReadDir(s.dir)
		for _, e := range entries {
			if !e.IsDir() {
				names = append(names, strings.TrimSuffix(e.Name(), path.Ext(e.Name())))
			}
		}
	}
	// sort.Sort, not slices.Sort: the page's program has the former's code
	// already, and a copy of the generic sort for strings would cost 17 kB.
	sort.Sort(sort.StringSlice(names))
	return names
}

// Source returns the file behind an example and the file's name.
func Source(name string) ([]byte, string, error) {
	for _, s := range shelves {
		entries, _ := s.fsys.ReadDir(s.dir)
		for _, e := range entries {
			if !e.IsDir() && strings.TrimSuffix(e.Name(), path.Ext(e.Name())) == name {
				file := e.Name()
				if s.dir != "." {
					file = s.dir + "/" + file
				}
				data, err := s.fsys.ReadFile(file)
				return data, e.Name(), err
			}
		}
	}
	return nil, "", fmt.Errorf("no example named %q (examples: %s)", name, strings.Join(Names(), ", "))
}

// JSON returns an example as JSON text: a JSON example's file as it is,
// and any other converted to canonical JSON.
func JSON(name string) ([]byte, error) {
	data, file, err := Source(name)
	if err != nil || path.Ext(file) == ".json" {
		return data, err
	}
	p, err := Load(name)
	if err != nil {
		return nil, err
	}
	return solver.FormatJSON(p), nil
}

// Load returns the example puzzle with the given name. Examples are
// written in JSON or in the text format.
func Load(name string) (*solver.Puzzle, error) {
	data, file, err := Source(name)
	if err != nil {
		return nil, err
	}
	parse := solver.ParseJSON
	if path.Ext(file) == ".txt" {
		parse = format.ParseText
	}
	p, err := parse(data)
	if err != nil {
		return nil, fmt.Errorf("example %s: %w", file, err)
	}
	return p, nil
}

// Title returns an example's puzzle name, for lists of examples, without
// checking the whole puzzle as Load does.
func Title(name string) (string, error) {
	data, file, err := Source(name)
	if err != nil {
		return "", err
	}
	if path.Ext(file) == ".txt" {
		p, err := format.ParseText(data)
		if err != nil {
			return "", fmt.Errorf("example %s: %w", file, err)
		}
		return p.Name, nil
	}
	var head struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return "", fmt.Errorf("example %s: %w", file, err)
	}
	return head.Name, nil
}
