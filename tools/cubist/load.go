package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// loadPuzzle reads a puzzle file in any format Cubist knows (chosen by the
// extension, else by the content), standard input for "-"; when no file has that name, a built-in
// example, or else a share code or a link that holds one. problem picks
// one problem of a file that holds several, by number or name. It returns
// warnings about parts of the file that were ignored.
func loadPuzzle(arg, problem string) (*solver.Puzzle, []string, error) {
	data, err := readFile(arg)
	name := arg
	if os.IsNotExist(err) {
		var exErr error
		data, name, exErr = examples.Source(arg)
		if exErr != nil {
			p, codeErr := format.ParseShareCode(arg)
			switch {
			case codeErr == nil:
				return p, nil, nil
			case strings.Contains(arg, format.ShareFragment):
				return nil, nil, codeErr
			}
			return nil, nil, fmt.Errorf("%s: no such file, and no example of that name (examples: see \"cubist examples\")", arg)
		}
	} else if err != nil {
		// A long share code is no file name either (ENAMETOOLONG).
		if p, codeErr := format.ParseShareCode(arg); codeErr == nil {
			return p, nil, nil
		}
		return nil, nil, err
	}
	entries, err := format.Read(data, name)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", arg, err)
	}
	p, warnings, err := format.Pick(entries, problem)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", arg, err)
	}
	return p, warnings, nil
}

// readFile reads a file, or standard input for "-", stopping one byte
// past format.MaxFileSize so that a huge file is refused without being
// read whole.
func readFile(name string) ([]byte, error) {
	var r io.Reader = os.Stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return io.ReadAll(io.LimitReader(r, format.MaxFileSize+1))
}
