package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestRotationsFreeOurTurnPuzzles: each puzzle of testdata/turns is
// locked when pieces only slide, and comes apart with --rotations, by a
// plan that says which move is a turn.
func TestRotationsFreeOurTurnPuzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/turns/*.txt")
	if len(files) < 4 {
		t.Fatalf("%d puzzles in testdata/turns", len(files))
	}
	for _, f := range files {
		code, out, errOut := runCLI(t, "solve", "--count", "--disassemble", f)
		if code != 0 || !strings.Contains(out, "0 of the solutions come apart") {
			t.Fatalf("%s without --rotations: exit %d, %s%s", f, code, out, errOut)
		}
		code, out, errOut = runCLI(t, "solve", "--disassemble", "--rotations", f)
		if code != 0 || !strings.Contains(out, "Comes apart: level") || !strings.Contains(out, ". turn B a quarter about ") {
			t.Fatalf("%s with --rotations: exit %d, %s%s", f, code, out, errOut)
		}
		code, out, _ = runCLI(t, "solve", "--json", "--disassemble", "--rotations", f)
		var res struct {
			Solutions []struct {
				Disassembly struct {
					Apart bool   `json:"apart"`
					Level string `json:"level"`
				} `json:"disassembly"`
			} `json:"solutions"`
		}
		if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil || len(res.Solutions) != 1 || !res.Solutions[0].Disassembly.Apart {
			t.Fatalf("%s --json: exit %d, %v, %s", f, code, err, out)
		}
	}
}

// TestBevelFreesOurBevelPuzzle: the puzzle of our own in testdata/bevel
// is locked with sharp edges, turns and all, and comes apart with edges
// bevelled by 0.2, by a half turn.
func TestBevelFreesOurBevelPuzzle(t *testing.T) {
	const f = "testdata/bevel/n-in-a-room.txt"
	code, out, errOut := runCLI(t, "solve", "--count", "--disassemble", "--rotations", f)
	if code != 0 || !strings.Contains(out, "0 of the solutions come apart") {
		t.Fatalf("sharp: exit %d, %s%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "solve", "--disassemble", "--rotations", "--bevel", "0.2", f)
	if code != 0 || !strings.Contains(out, "Comes apart: level 2, 2 moves") || !strings.Contains(out, "1. turn B a half turn about +z through (4,4.5,0)") {
		t.Fatalf("bevelled by 0.2: exit %d, %s%s", code, out, errOut)
	}
}

// TestRotationsAreForCubes: --rotations says plainly where it cannot go.
func TestRotationsAreForCubes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--disassemble", "--rotations", "sphere-pyramid"}, "turns are for cubes"},
		{[]string{"solve", "--rotations", "soma"}, "--rotations and --bevel go with --disassemble"},
		{[]string{"solve", "--disassemble", "--bevel", "0.1", "soma"}, "--bevel goes with --rotations"},
		{[]string{"solve", "--disassemble", "--rotations", "--bevel", "0.5", "soma"}, "from 0 to under 0.5"},
	} {
		code, _, errOut := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}
