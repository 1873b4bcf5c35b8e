package format

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/cubist/cubist/solver"
)

// readBurr reads a BurrTools file, gzipped or plain XML: one entry per
// problem. Parts of a problem that Cubist cannot use are named in the
// entry's warnings.
func readBurr(data []byte, gunzip func([]byte, int) ([]byte, error)) ([]Entry, error) {
	if bytes.HasPrefix(data, gzipMagic) {
		var err error
		if data, err = unzip(data, gunzip); err != nil {
			return nil, err
		}
	}
	root, err := parseXML(data)
	if err != nil {
		return nil, err
	}
	doc := burrFileOf(root)
	grid, gridErr := gridOfFile(doc.Grid)
	switch {
	case doc.Root != "puzzle":
		return nil, fmt.Errorf("xmpuzzle: the root element is <%s>, not <puzzle>", clip(doc.Root))
	case doc.Version == "":
		return nil, errors.New("xmpuzzle: the puzzle element has no version")
	case doc.Version != "1" && doc.Version != "2":
		return nil, fmt.Errorf("xmpuzzle: puzzle version %q is not supported (Cubist reads versions 1 and 2)", clip(doc.Version))
	case gridErr != nil:
		return nil, gridErr
	case len(doc.Problems) == 0:
		return nil, errors.New("xmpuzzle: the file has no problems")
	}
	shapes := make([]*burrShape, len(doc.Shapes))
	for i, v := range doc.Shapes {
		if shapes[i], err = newBurrShape(i, v); err != nil {
			return nil, fmt.Errorf("xmpuzzle: %w", err)
		}
	}
	colors, err := burrColors(doc.Colors)
	if err != nil {
		return nil, err
	}
	entries := make([]Entry, len(doc.Problems))
	for i, pr := range doc.Problems {
		entries[i] = burrEntry(i, pr, shapes, colors, grid)
	}
	return entries, nil
}

// gridOfFile names the grid of a file's gridType, as a puzzle's Grid
// holds it (see solver.Puzzle.SetGrid).
func gridOfFile(grid *burrGrid) (string, error) {
	t := "0" // BurrTools leaves the grid out of files of its first grid
	if grid != nil {
		t = grid.Type
	}
	n, err := strconv.Atoi(t)
	g, ok := solver.GridOfBurrTools(n)
	if err != nil || !ok {
		return "", fmt.Errorf("xmpuzzle: grid type %q is not one of BurrTools' grids (0 to 4)", clip(t))
	}
	var p solver.Puzzle
	p.SetGrid(g)
	return p.Grid, nil
}

var gzipMagic = []byte{0x1f, 0x8b}

// burrColors reads the file's palette. BurrTools' colours have no names;
// Cubist calls them "colour 1", "colour 2" and so on, as BurrTools numbers
// them, unless the file is Cubist's and names them.
func burrColors(list []burrColor) ([]solver.NamedColor, error) {
	if len(list) > solver.MaxColors {
		return nil, fmt.Errorf("xmpuzzle: the file has %d colours; at most %d are allowed", len(list), solver.MaxColors)
	}
	var out []solver.NamedColor
	used := map[string]bool{}
	for i, c := range list {
		var rgb [3]int
		for k, text := range []string{c.Red, c.Green, c.Blue} {
			n, err := strconv.Atoi(text)
			if err != nil || n < 0 || n > 255 {
				return nil, fmt.Errorf("xmpuzzle: colour %d: %s=%q is not a number from 0 to 255", i+1, []string{"red", "green", "blue"}[k], clip(text))
			}
			rgb[k] = n
		}
		name := c.Name
		for k := 0; name == "" || len(name) > solver.MaxNameLength || used[name]; k++ {
			name = fmt.Sprintf("colour %d", i+1) + strings.Repeat("'", k)
		}
		used[name] = true
		out = append(out, solver.NamedColor{Name: name, RGB: fmt.Sprintf("#%02x%02x%02x", rgb[0], rgb[1], rgb[2])})
	}
	return out, nil
}

// unzip unpacks gzipped data with gunzip, refusing more than MaxFileSize
// bytes.
func unzip(data []byte, gunzip func([]byte, int) ([]byte, error)) ([]byte, error) {
	out, err := gunzip(data, MaxFileSize)
	switch {
	case len(out) > MaxFileSize:
		return nil, fmt.Errorf("xmpuzzle: the file unpacks to more than %d MiB", MaxFileSize>>20)
	case err != nil:
		return nil, fmt.Errorf("xmpuzzle: the gzip data is damaged: %v", err)
	}
	return out, nil
}

// burrShape is one shape of a BurrTools file, checked but decoded only
// when a chosen problem needs it.
type burrShape struct {
	label    string // "shape 3" or `shape 3 ("name")`, for messages
	name     string // the name a piece made from it gets
	coloured bool   // some place has a colour other than 0
	cells    func() shapeCells
}

// shapeCells are the places of a shape that are not empty, up to one more
// than solver.MaxTargetCells, and the colours of those that have one.
type shapeCells struct {
	filled, variable []solver.Cell
	colors           map[solver.Cell]int // colour number, from 1
	tooMany          bool
}

// newBurrShape checks the size and the voxel string of shape i.
func newBurrShape(i int, v burrVoxel) (*burrShape, error) {
	s := &burrShape{label: fmt.Sprintf("shape %d", i+1), name: v.Name}
	if v.Name != "" {
		s.label += fmt.Sprintf(" (%q)", v.Name)
	} else {
		s.name = fmt.Sprintf("S%d", i+1)
	}
	var size [3]int
	for axis, text := range []string{v.X, v.Y, v.Z} {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > side {
			return nil, fmt.Errorf("%s: size %c=%q is not a number from 0 to %d", s.label, "xyz"[axis], clip(text), side)
		}
		size[axis] = n
	}
	if v.Type != "0" {
		return nil, fmt.Errorf("%s: voxel type %q is not supported (Cubist reads type 0)", s.label, clip(v.Type))
	}
	data := strings.TrimSpace(v.Data)
	places := 0
	for k := 0; k < len(data); k++ {
		switch c := data[k]; {
		case c == '#' || c == '+' || c == '_':
			places++
		case c >= '1' && c <= '9':
			s.coloured = true
		case c != '0':
			return nil, fmt.Errorf("%s: unexpected %s in the voxel string (# is filled, _ empty, + variable)", s.label, charName(c))
		}
	}
	if want := size[0] * size[1] * size[2]; places != want {
		return nil, fmt.Errorf("%s: the voxel string has %d places, but %dx%dx%d needs %d", s.label, places, size[0], size[1], size[2], want)
	}
	s.cells = sync.OnceValue(func() shapeCells { return decodeVoxels(data, size) })
	return s, nil
}

// decodeVoxels lists the filled and variable places of a checked voxel
// string, and their colours, stopping after solver.MaxTargetCells of them.
func decodeVoxels(data string, size [3]int) shapeCells {
	out := shapeCells{colors: map[solver.Cell]int{}}
	idx := 0
	for k := 0; k < len(data); k++ {
		c := data[k]
		if c != '#' && c != '+' && c != '_' {
			continue
		}
		cell := solver.Cell{idx % size[0], idx / size[0] % size[1], idx / (size[0] * size[1])}
		idx++
		color := 0
		for k+1 < len(data) && data[k+1] >= '0' && data[k+1] <= '9' {
			k++
			color = min(color*10+int(data[k]-'0'), 1<<20)
		}
		switch c {
		case '#':
			out.filled = append(out.filled, cell)
		case '+':
			out.variable = append(out.variable, cell)
		default:
			continue
		}
		if color > 0 {
			out.colors[cell] = color
		}
		if len(out.filled)+len(out.variable) > solver.MaxTargetCells {
			out.tooMany = true
			return out
		}
	}
	return out
}
