package api

import (
	"archive/zip"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/mesh"
)

func TestFilesRoundTrip(t *testing.T) {
	soma := exampleText(t, "soma")
	for _, kind := range []string{"json", "txt", "xmpuzzle", "xml"} {
		data, err := WriteFile(soma, kind)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		got, warnings, err := ReadFile(data, "soma."+kind)
		if err != nil || len(warnings) != 0 {
			t.Fatalf("%s: %v %v", kind, err, warnings)
		}
		// Formats sort cells; share codes compare puzzles with cells in
		// any order.
		if same(t, got, soma) {
			continue
		}
		t.Errorf("%s: read back as\n%s", kind, got)
	}
	if _, err := WriteFile(soma, "pdf"); err == nil {
		t.Error("an unknown kind gave no error")
	}
	if _, _, err := ReadFile([]byte(`{"name": "x", "pieces": [`), "bad.json"); err == nil {
		t.Error("a broken file gave no error")
	}
	if _, err := WriteFile(`{"name": "x"}`, "txt"); err == nil {
		t.Error("a puzzle with no pieces was written")
	}
}

func TestShareCodes(t *testing.T) {
	soma := exampleText(t, "soma")
	code, err := ShareCode(soma)
	if err != nil {
		t.Fatal(err)
	}
	// Under node the code is compressed by its CompressionStream, as in
	// the browser, and may differ from the CLI's: each reads the other's.
	p, _ := ParseInput(soma)
	if q, err := format.ParseShareCode(code); err != nil || !same(t, string(solver.FormatJSON(q)), soma) {
		t.Errorf("code %q reads back with format.ParseShareCode as %v", code, err)
	}
	cli, _ := format.ShareCode(p)
	for _, in := range []string{code, "#p=" + code + "&s=2", "https://example.org/cubist/#p=" + code, cli} {
		got, err := Canonical(in)
		if err != nil || !strings.HasPrefix(got, "{") || !same(t, got, soma) {
			t.Errorf("%.40q: %v\n%s", in, err, got)
		}
	}
	if _, err := Canonical(code[:len(code)/2]); err == nil {
		t.Error("a cut code gave no error")
	}
}

func TestSTLZip(t *testing.T) {
	// A hook whose end cubes meet only along an edge.
	hook := `{"name": "hook", "pieces": [{"name": "H", "cells": [[0,0,0],[0,0,1],[1,0,1],[1,1,1],[1,1,0]]}], "target": {"box": [5,1,1]}}`
	for _, clearance := range []float64{0, 0.2} {
		data, warnings, err := STLZip(hook, 20, clearance)
		if err != nil {
			t.Fatal(err)
		}
		if (len(warnings) > 0) != (clearance == 0) {
			t.Errorf("clearance %g: warnings %q", clearance, warnings)
		}
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		puzzle, _ := ParseInput(hook)
		meshes := mesh.PieceFiles(puzzle, 20, float32(clearance))
		for _, f := range zr.File {
			names = append(names, f.Name)
			if f.Method != zip.Deflate || f.Modified.Year() < 2020 || !f.NonUTF8 && f.Flags&0x800 == 0 {
				t.Errorf("%s: method %d, modified %v, flags %#x", f.Name, f.Method, f.Modified, f.Flags)
			}
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc) // checks the CRC-32 at the end
			rc.Close()
			if err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			if f.Name == meshes[0].Name && !bytes.Equal(b, meshes[0].STL) {
				t.Errorf("%s holds %d bytes, not the piece's STL of %d", f.Name, len(b), len(meshes[0].STL))
			}
			if f.Name == "README.txt" && !strings.Contains(string(b), "01-H.stl: print 1") {
				t.Errorf("README.txt says %q", b)
			}
		}
		if strings.Join(names, " ") != "01-H.stl README.txt" {
			t.Errorf("the zip holds %v", names)
		}
	}
	if _, _, err := STLZip(hook, 20, 6); err == nil || !strings.Contains(err.Error(), "clearance") {
		t.Errorf("a clearance too large: %v", err)
	}
	if err := mesh.CheckSizes(20, 0.1); err != nil {
		t.Fatal(err)
	}
}

// same reports whether two puzzles, as ParseInput reads them, are the same
// but for the order of cells.
func same(t *testing.T, a, b string) bool {
	t.Helper()
	ca, err := ShareCode(a)
	if err != nil {
		t.Fatal(err)
	}
	cb, err := ShareCode(b)
	if err != nil {
		t.Fatal(err)
	}
	return ca == cb
}
