package doccheck

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCommandBinariesAreIgnored checks that the binary "go build
// ./tools/NAME" leaves in the repository's root is git-ignored, for every
// command under tools/.
func TestCommandBinariesAreIgnored(t *testing.T) {
	root := filepath.Join("..", "..")
	data, err := os.ReadFile(filepath.Join(root, ".gitignore"))
	if err != nil {
		t.Fatal(err)
	}
	ignored := strings.Fields(string(data))
	dirs, _ := os.ReadDir(filepath.Join(root, "tools"))
	commands := 0
	for _, d := range dirs {
		doc, err := os.ReadFile(filepath.Join(root, "tools", d.Name(), "doc.go"))
		if !d.IsDir() || err != nil || !strings.Contains(string(doc), "\npackage main") {
			continue
		}
		commands++
		if !slices.Contains(ignored, "/"+d.Name()) {
			t.Errorf(".gitignore does not ignore /%s, which go build ./tools/%s leaves in the root", d.Name(), d.Name())
		}
	}
	if commands < 5 {
		t.Fatalf("found only %d commands under tools/", commands)
	}
}

// TestREADMEInstallsFromAClone checks that the README says how to get the
// CLI from a clone, not only by a module path that works once published,
// and that make build makes bin/cubist.
func TestREADMEInstallsFromAClone(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, _ := os.ReadFile(filepath.Join(root, "README.md"))
	makefile, _ := os.ReadFile(filepath.Join(root, "Makefile"))
	for _, want := range []string{"go install ./tools/cubist", "make build", "bin/cubist"} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README.md does not say %q", want)
		}
	}
	if !strings.Contains(string(makefile), "build -o bin/cubist ./tools/cubist") {
		t.Error("make build does not build bin/cubist")
	}
}
