package doccheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// pageParts lists, for each package of the editor page under wasm/app,
// the page's packages it may import: the rule docs/architecture.md draws
// ("The page's parts"). Go forbids cycles; this keeps the parts below the
// shell and beside each other as drawn.
var pageParts = map[string][]string{
	"ui":        nil,
	"state":     {"ui"},
	"editor":    {"ui", "state"},
	"solutions": {"ui"},
	"solve":     {"ui", "state", "solutions"},
	"designer":  {"ui", "state", "solve", "solutions"},
	"files":     {"ui", "state", "solve", "solutions"},
	".":         {"ui", "state", "editor", "solutions", "solve", "designer", "files"},
}

// TestPageParts checks the editor page's packages: each imports only the
// parts the rule allows, no file is over 300 lines, and no type has more
// than 25 methods.
func TestPageParts(t *testing.T) {
	root := filepath.Join("..", "..", "wasm", "app")
	const module = "github.com/cubist/cubist/wasm/app"
	seen := map[string]bool{}
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		part := filepath.ToSlash(rel)
		seen[part] = true
		allowed, known := pageParts[part]
		if !known {
			t.Errorf("%s: package wasm/app/%s is not in the page's parts: add it to pageParts and to docs/architecture.md", path, part)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := strings.Count(string(data), "\n"); n > 300 {
			t.Errorf("%s has %d lines, more than 300", path, n)
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, data, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if other, ok := strings.CutPrefix(p, module+"/"); ok && !slices.Contains(allowed, other) {
				t.Errorf("%s imports wasm/app/%s; the part %q may import only %v", path, other, part, allowed)
			}
		}
		return nil
	})
	if len(seen) < len(pageParts) {
		t.Errorf("found the parts %v; the rule names %d", seen, len(pageParts))
	}
	methods := map[string]int{}
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil {
				recv := fn.Recv.List[0].Type
				if star, ok := recv.(*ast.StarExpr); ok {
					recv = star.X
				}
				if id, ok := recv.(*ast.Ident); ok {
					methods[filepath.Dir(path)+"."+id.Name]++
				}
			}
		}
		return nil
	})
	if len(methods) < 10 {
		t.Fatalf("found methods on only %d types", len(methods))
	}
	for typ, n := range methods {
		if n > 25 {
			t.Errorf("%s has %d methods, more than 25: split it", typ, n)
		}
	}
}
