package doccheck

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryPackageHasDocGo checks that each Go package of the module has a
// doc.go whose comment says what the package owns, as go doc shows it.
func TestEveryPackageHasDocGo(t *testing.T) {
	root := filepath.Join("..", "..")
	dirs := map[string]bool{}
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != root || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			dirs[filepath.Dir(path)] = true
		}
		return nil
	})
	if len(dirs) < 20 {
		t.Fatalf("found only %d package folders", len(dirs))
	}
	for dir := range dirs {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, "doc.go"), nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			t.Errorf("%s: no doc.go: %v", dir, err)
			continue
		}
		text := f.Doc.Text()
		want := "Package " + f.Name.Name + " "
		if f.Name.Name == "main" {
			want = "Command " + filepath.Base(dir) + " "
		}
		if !strings.HasPrefix(text, want) || len(text) < 60 {
			t.Errorf("%s/doc.go: its comment should start %q and say what the package owns; it says %q", dir, want, text)
		}
	}
}
