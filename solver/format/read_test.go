package format

import (
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

func TestKindOf(t *testing.T) {
	for name, want := range map[string]string{
		"a.json": KindJSON, "dir.x/B.TXT": KindText, "c.xmpuzzle": KindXMPuzzle, "d.xml": KindXML, "e": "", "f.gz": "",
	} {
		if got := KindOf(name); got != want {
			t.Errorf("KindOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestReadSniffs reads each kind of file under a name that does not tell
// its kind.
func TestReadSniffs(t *testing.T) {
	p := corner()
	p.Mirror = false
	for _, kind := range []string{KindJSON, KindText, KindXMPuzzle, KindXML} {
		data, err := Write(p, kind)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"", "puzzle.dat"} {
			entries, err := Read(data, name)
			if err != nil {
				t.Fatalf("%s as %q: %v", kind, name, err)
			}
			q, _, err := Pick(entries, "")
			if err != nil {
				t.Fatal(err)
			}
			if q.Name != p.Name || len(q.Pieces) != 2 {
				t.Errorf("%s as %q: read %+v", kind, name, q)
			}
		}
	}
	// An .xmpuzzle file may be plain XML, and an .xml file gzipped.
	plain, _ := Write(p, KindXML)
	zipped, _ := Write(p, KindXMPuzzle)
	for name, data := range map[string][]byte{"a.xmpuzzle": plain, "a.xml": zipped} {
		if _, err := Read(data, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestPick(t *testing.T) {
	entries, err := Read([]byte(burrFile), "two.xml")
	if err != nil {
		t.Fatal(err)
	}
	p, warnings, err := Pick(entries, "")
	if err != nil || p.Name != "Square" || warnings[0] != `the file holds 2 puzzles; using the first, 1 "Square" (choose another by number or name)` {
		t.Errorf("first: %v %q %v", p, warnings, err)
	}
	for sel, want := range map[string]string{
		"3":      `no puzzle "3" in the file; it holds 1 "Square", 2 "Cubes"`,
		"0":      `no puzzle "0" in the file; it holds 1 "Square", 2 "Cubes"`,
		"square": `no puzzle "square" in the file; it holds 1 "Square", 2 "Cubes"`,
	} {
		if _, _, err := Pick(entries, sel); err == nil || err.Error() != want {
			t.Errorf("Pick %q: got %v, want %s", sel, err, want)
		}
	}
	twice := append(entries[:1:1], entries[0], Entry{})
	if _, _, err := Pick(twice, "Square"); err == nil || err.Error() != `puzzles 1 and 2 are both named "Square"; choose one by number` {
		t.Errorf("same names: %v", err)
	}
	if _, _, err := Pick(twice, "x"); err == nil || err.Error() != `no puzzle "x" in the file; it holds 1 "Square", 2 "Square", 3 (no name)` {
		t.Errorf("unnamed: %v", err)
	}
	many := make([]Entry, 25)
	if _, _, err := Pick(many, "x"); err == nil || !strings.HasSuffix(err.Error(), "20 (no name), and 5 more") {
		t.Errorf("many: %v", err)
	}
	if _, _, err := Pick(twice, "3"); err == nil || err.Error() != "the entry holds no puzzle" {
		t.Errorf("empty entry: %v", err)
	}
	if _, _, err := Pick(nil, ""); err == nil || err.Error() != "the file holds no puzzle" {
		t.Errorf("none: %v", err)
	}
}

func TestWriteErrors(t *testing.T) {
	if _, err := Write(corner(), "pdf"); err == nil || err.Error() != `unknown kind of file "pdf" (kinds: json, txt, xmpuzzle, xml)` {
		t.Errorf("kind: %v", err)
	}
	bad := corner()
	bad.Pieces[1].Count = -1
	if _, err := Write(bad, KindText); err == nil || err.Error() != `piece 2 ("cube"): count -1 is out of range (1 to 1000)` {
		t.Errorf("invalid: %v", err)
	}
}

// TestReadJSONErrors checks that JSON read through Read gives the errors
// of solver.ParseJSON.
func TestReadJSONErrors(t *testing.T) {
	const piece = `{"name": "V", "cells": [[0,0,0],[1,0,0]]}`
	for _, c := range []struct{ name, data, want string }{
		{"malformed", `{"name": "x",`, "json: the puzzle is empty or cut short"},
		{"unknown field", `{"name": "x", "size": 3}`, `json: unknown field "size" in the puzzle`},
		{"negative", `{"pieces": [{"name": "V", "cells": [[0,-1,0]]}], "target": {"box": [1,1,1]}}`,
			`piece 1 ("V"): cell [0,-1,0] has a negative coordinate`},
		{"huge coordinate", `{"pieces": [{"name": "V", "cells": [[0,0,99999]]}], "target": {"box": [1,1,1]}}`,
			`piece 1 ("V"): cell [0,0,99999] is out of range (coordinates go from 0 to 63)`},
		{"huge box", `{"pieces": [` + piece + `], "target": {"box": [1000,1000,1000]}}`,
			"target: box size 1000 on axis x is out of range (1 to 64)"},
		{"duplicate cell", `{"pieces": [{"name": "V", "cells": [[0,0,0],[0,0,0]]}], "target": {"box": [2,1,1]}}`,
			`piece 1 ("V"): cell [0,0,0] is listed twice`},
		{"no pieces", `{"pieces": [], "target": {"box": [1,1,1]}}`, "the puzzle has no pieces"},
		{"count 10^9", `{"pieces": [{"name": "V", "cells": [[0,0,0]], "count": 1000000000}], "target": {"box": [1,1,1]}}`,
			`piece 1 ("V"): count 1000000000 is out of range (1 to 1000)`},
		{"volume", `{"pieces": [` + piece + `], "target": {"box": [3,1,1]}}`,
			"volume mismatch: the pieces have 2 cells but the target has 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read([]byte(c.data), "x.json")
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
			if _, direct := solver.ParseJSON([]byte(c.data)); direct == nil || direct.Error() != err.Error() {
				t.Errorf("solver.ParseJSON gives %v", direct)
			}
		})
	}
}
