package main

import (
	"fmt"
	"os"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// loadPuzzle reads a puzzle file, or a built-in example when no file has
// that name. problem picks one problem of a file that holds several. It
// returns warnings about parts of the file that were ignored.
func loadPuzzle(arg, problem string) (*solver.Puzzle, []string, error) {
	data, err := os.ReadFile(arg)
	if os.IsNotExist(err) {
		if p, exErr := examples.Load(arg); exErr == nil {
			return p, nil, nil
		}
		return nil, nil, fmt.Errorf("%s: no such file, and no example of that name (examples: see \"cubist examples\")", arg)
	}
	if err != nil {
		return nil, nil, err
	}
	p, err := solver.ParseJSON(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", arg, err)
	}
	return p, nil, nil
}
