package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestDisassembleJSONContract(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--count", "--json", "--disassemble", "burr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatal(err)
	}
	var d map[string]any
	if err := json.Unmarshal(obj["disassemble"], &d); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	var keys []string
	for k := range d {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if want := []string{"distinct", "distinct_mirror", "levels", "max_level", "solutions"}; !slices.Equal(keys, want) {
		t.Fatalf("keys %v, want %v", keys, want)
	}
	// The other counts stay those of all assemblies: 65 classes, 31 of
	// which come apart, up to level 3 (as BurrTools finds too).
	if string(obj["distinct"]) != "65" || d["distinct"] != 31.0 || d["solutions"] != 372.0 || d["distinct_mirror"] != nil || d["max_level"] != 3.0 {
		t.Fatalf("got %s", out)
	}
	// BurrTools' level lines for the 31: 3 at level 1, 26 at 2, 2 at 3.
	if levels, _ := json.Marshal(d["levels"]); string(levels) != `{"1":3,"2":26,"3":2}` {
		t.Fatalf("levels %s", levels)
	}
	// Soma's classes are counted with mirror images, as distinct_mirror.
	code, out, _ = runCLI(t, "solve", "--count", "--json", "--disassemble", "soma")
	if code != 0 || !strings.Contains(out, `"disassemble":{"solutions":11520,"distinct":480,"distinct_mirror":240,"max_level":1,"levels":{"1":240}}`) {
		t.Fatalf("soma: exit %d, %s", code, out)
	}
	code, out, _ = runCLI(t, "solve", "--count", "--json", "soma")
	if code != 0 || strings.Contains(out, "disassemble") {
		t.Fatalf("without --disassemble: exit %d, %s", code, out)
	}
}

func TestDisassemblePrintsPlans(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--disassemble", "--all", "--workers", "1", "burr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(out, "Solution "); n != 31 {
		t.Fatalf("%d solutions printed, want the 31 that come apart", n)
	}
	if n := len(regexp.MustCompile(`(?m)^Comes apart: level [123], \d+ moves$`).FindAllString(out, -1)); n != 31 {
		t.Fatalf("%d plans", n)
	}
	if !regexp.MustCompile(`(?m)^  1\. (move [A-F ]+ by \d along|take [A-F ]+ out along) [+-][xyz]$`).MatchString(out) {
		t.Fatalf("no first move in\n%s", out[:min(len(out), 2000)])
	}
	if !strings.Contains(out, "372 of the solutions come apart (31 up to rotation); the highest level is 3\nlevels, up to rotation: 1 (3) 2 (26) 3 (2)\n") {
		t.Fatalf("no summary in %s", out[len(out)-400:])
	}
}

// Each solution of solve --all --disassemble --json says how it comes
// apart, in BurrTools' notation.
func TestDisassembleJSONSolutions(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--disassemble", "--all", "--json", "--workers", "1", "burr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Solutions []struct {
			Pieces      []json.RawMessage `json:"pieces"`
			Disassembly *struct {
				Apart bool   `json:"apart"`
				Level string `json:"level"`
				Moves int    `json:"moves"`
			} `json:"disassembly"`
		} `json:"solutions"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	levels := map[string]int{}
	for _, s := range res.Solutions {
		d := s.Disassembly
		if len(s.Pieces) != 6 || d == nil || !d.Apart || d.Moves < 5 {
			t.Fatalf("solution %+v", s)
		}
		levels[d.Level]++
	}
	if len(res.Solutions) != 31 || levels["1"] != 3 || levels["2"] != 26 || levels["3"] != 2 {
		t.Fatalf("%d solutions, levels %v", len(res.Solutions), levels)
	}
}

func TestDisassembleMerges(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i, shard := range []string{"0/2", "1/2"} {
		code, out, errOut := runCLI(t, "solve", "--count", "--json", "--disassemble", "--shard", shard, "burr")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		f := filepath.Join(dir, []string{"a.json", "b.json"}[i])
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, out, errOut := runCLI(t, append([]string{"merge"}, files...)...)
	if code != 0 || !strings.Contains(out, `"disassemble":{"solutions":372,"distinct":31,"distinct_mirror":null,"max_level":3,"levels":{"1":3,"2":26,"3":2}}`) {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	code, out, _ = runCLI(t, "solve", "--count", "--json", "--shard", "1/2", "burr")
	os.WriteFile(files[1], []byte(out), 0o644)
	if code, _, errOut = runCLI(t, append([]string{"merge"}, files...)...); code == 0 || !strings.Contains(errOut, "--disassemble") {
		t.Fatalf("mixed shards: exit %d, %s", code, errOut)
	}
}

func TestDisassembleSaysWhenItGivesUp(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--count", "--json", "--disassemble", "--positions", "1", "burr")
	if code != 0 || !strings.Contains(errOut, "the disassembler gave up after 1 positions on 40 classes of solutions") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// Only the classes it decided count as coming apart.
	if !strings.Contains(out, `"disassemble":{"solutions":36,"distinct":3,`) {
		t.Fatalf("got %s", out)
	}
	if code, _, errOut = runCLI(t, "solve", "--disassemble", "--positions", "0", "burr"); code != 2 || !strings.Contains(errOut, "--positions") {
		t.Fatalf("--positions 0: exit %d, %s", code, errOut)
	}
}

// Puzzles on prisms come apart as BurrTools takes them apart, and
// spheres slide as balls; on the grids with no disassembler,
// --disassemble says so.
func TestDisassembleOtherGrids(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--disassemble", "prism-box")
	if code != 0 || !strings.Contains(out, "Comes apart: level 1.1.1.1.2.2.3.2, 13 moves") || !strings.Contains(out, "along (1,-1,0)") {
		t.Fatalf("prism box: exit %d, %s%s", code, out, errOut)
	}
	// The counts' summary gives the highest level in the same notation.
	if code, out, errOut = runCLI(t, "solve", "--disassemble", "--count", "prism-box"); code != 0 || !strings.Contains(out, "; the highest level is 1.1.1.1.2.2.3.2\n") {
		t.Errorf("prism box, counted: exit %d, %s%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "solve", "--count", "--json", "--disassemble", "sphere-pyramid")
	if code != 0 || !strings.Contains(out, `"disassemble":{"solutions":3496,"distinct":874,"distinct_mirror":437,"max_level":1,"levels":{"1":437}}`) {
		t.Fatalf("spheres: exit %d, %s%s", code, out, errOut)
	}
	code, _, errOut = runCLI(t, "solve", "--disassemble", "rhombic-cluster")
	if code != 2 || !strings.Contains(errOut, "cubist solve: --disassemble: Cubist has no disassembler for rhombic dodecahedra, nor has BurrTools") {
		t.Fatalf("rhombic: exit %d, %s", code, errOut)
	}
}
