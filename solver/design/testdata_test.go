package design

import (
	"os"
	"testing"

	"github.com/cubist/cubist/solver"
)

// ReadTestPuzzle reads the puzzle file name of the package's testdata,
// and fails t where it cannot. It is exported to the package's outside
// tests (package design_test), as only test files see it.
func ReadTestPuzzle(t testing.TB, name string) *solver.Puzzle {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := solver.ParseJSON(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return p
}
