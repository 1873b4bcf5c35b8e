package api

import (
	"fmt"
	"strings"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/mesh"
)

// The page's program reaches the file formats through window.Cubist, as
// any page can, so that one way in serves the app, embeds and scripts.

// ReadFile reads a puzzle file of any format Cubist knows, chosen by the
// name's extension or else by the content, and returns the puzzle as
// canonical JSON. Of a file with several problems it takes the first,
// with a warning.
func ReadFile(data []byte, name string) (canonical string, warnings []string, err error) {
	entries, err := packer.Read(data, name)
	if err != nil {
		return "", nil, err
	}
	p, warnings, err := format.Pick(entries, "")
	if err != nil {
		return "", nil, err
	}
	return string(solver.FormatJSON(p)), warnings, nil
}

// WriteFile writes a puzzle, given as ParseInput reads it, as a file of a
// kind format.Write knows.
func WriteFile(text, kind string) ([]byte, error) {
	p, err := ParseInput(text)
	if err != nil {
		return nil, err
	}
	return packer.Write(p, kind)
}

// ShareCode returns the share code of a puzzle given as ParseInput reads
// it.
func ShareCode(text string) (string, error) {
	p, err := ParseInput(text)
	if err != nil {
		return "", err
	}
	return packer.ShareCode(p)
}

// CodeOf returns a puzzle's share code, as format.ShareCode does but
// compressed as the program's other share codes are: in the browser, by
// the browser.
func CodeOf(p *solver.Puzzle) (string, error) { return packer.ShareCode(p) }

// Canonical returns a puzzle given as ParseInput reads it, a share code
// for one, as canonical JSON.
func Canonical(text string) (string, error) {
	p, err := ParseInput(text)
	if err != nil {
		return "", err
	}
	return string(solver.FormatJSON(p)), nil
}

// STLZip packs one STL file per piece of a puzzle, given as ParseInput
// reads it, with cubes size millimetres wide and every face moved in by
// clearance, and a README.txt that says how many of each to print and
// which cubes to paint which colour. It
// warns of pieces whose mesh is not manifold: with no clearance, cubes
// that touch only along an edge.
func STLZip(text string, size, clearance float64) ([]byte, []string, error) {
	if err := mesh.CheckSizes(size, clearance); err != nil {
		return nil, nil, err
	}
	puzzle, err := ParseInput(text)
	if err != nil {
		return nil, nil, err
	}
	warnings := []string{}
	var files []zipFile
	var note strings.Builder
	_, many := puzzle.GridOf().Words()
	fmt.Fprintf(&note, "%s: pieces to print, %s of %g mm, each face moved in by %g mm\n\n", puzzle.Name, many, size, clearance)
	for i, f := range mesh.PieceFiles(puzzle, float32(size), float32(clearance)) {
		if !f.Manifold {
			warnings = append(warnings, fmt.Sprintf("Piece %s has %s that touch only along an edge: with no clearance its STL file is not manifold there, and some slicers will complain.", f.Piece, many))
		}
		files = append(files, zipFile{f.Name, f.STL})
		fmt.Fprintf(&note, "%s: print %d\n", f.Name, f.Copies)
		if paint := mesh.PaintNote(puzzle, i); paint != "" {
			fmt.Fprintf(&note, "  paint %s\n", paint)
		}
	}
	files = append(files, zipFile{"README.txt", []byte(note.String())})
	data, err := writeZip(files, time.Now())
	if err != nil {
		return nil, nil, err
	}
	return data, warnings, nil
}
