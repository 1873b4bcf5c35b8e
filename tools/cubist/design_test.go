package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

func TestDesignCommand(t *testing.T) {
	p, err := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 1)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "set.json")
	os.WriteFile(file, solver.FormatJSON(p), 0o644)
	code, out, errOut := runCLI(t, "design", file, "--json", "--seconds", "30", "--workers", "2", "--out", filepath.Join(dir, "v"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Puzzle   string
		Tried    int
		Variants []struct {
			Puzzle     json.RawMessage
			Classes    int
			ComesApart bool `json:"comes_apart"`
			Level      int
			Changed    [][3]int
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Tried == 0 || len(res.Variants) == 0 || res.Variants[0].Classes != 1 || !res.Variants[0].ComesApart || res.Variants[0].Level < 1 || len(res.Variants[0].Changed) == 0 {
		t.Fatalf("got %s", out)
	}
	// The file written for the best variant counts one class, and is
	// named after the variant.
	written := filepath.Join(dir, "v", "variant-1.json")
	if got := countLine(t, written); !strings.Contains(got, "solutions") {
		t.Errorf("variant-1.json: %q", got)
	}
	if data, _ := os.ReadFile(written); !strings.Contains(string(data), `"name": "`+p.Name+`, variant 1"`) {
		t.Errorf("variant-1.json is not named after the variant:\n%.200s", data)
	}
	// best.json, written as the search ran, holds the same variant.
	if best, err := os.ReadFile(filepath.Join(dir, "v", "best.json")); err != nil {
		t.Error(err)
	} else if data, _ := os.ReadFile(written); string(best) != string(data) {
		t.Errorf("best.json is not variant-1.json:\n%.300s\n%.300s", best, data)
	}
	if code, _, errOut := runCLI(t, "design", file, "--seconds", "0"); code != 2 || !strings.Contains(errOut, "--seconds 0") {
		t.Errorf("--seconds 0: exit %d, %q", code, errOut)
	}
	none := filepath.Join(dir, "none.json")
	os.WriteFile(none, []byte(`{"name":"n","pieces":[{"name":"I","cells":[[0,0,0],[1,0,0],[2,0,0]]},{"name":"o","cells":[[0,0,0]]}],"target":{"box":[2,2,1]}}`), 0o644)
	if code, _, errOut := runCLI(t, "design", none); code != 1 || !strings.Contains(errOut, "design needs one solution to start from") {
		t.Errorf("no solution: exit %d, %q", code, errOut)
	}
}

func TestRandomUnique(t *testing.T) {
	code, out, errOut := runCLI(t, "random", "3", "3", "3", "6", "--sizes", "3-6", "--seed", "1", "--unique")
	if code != 0 || !strings.Contains(errOut, "83 dissections drawn; seed 83 is unique and comes apart") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	p, err := solver.ParseJSON([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	q, _ := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 83)
	if string(solver.FormatJSON(p)) != string(solver.FormatJSON(q)) {
		t.Error("the set printed is not seed 83's")
	}
}

// design --box starts from nothing: a box cut at random into the pieces
// asked for, the same cut for the same seed, designed toward a unique
// puzzle; what it cannot cut is said as such.
func TestDesignFromABox(t *testing.T) {
	code, out, errOut := runCLI(t, "design", "--box", "3x3x3", "--pieces", "5", "--seed", "2", "--seconds", "30", "--workers", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Puzzle   string
		Variants []struct {
			Puzzle     json.RawMessage
			Distinct   int64
			ComesApart bool `json:"comes_apart"`
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Puzzle != "Box 3x3x3 in 5 pieces" || len(res.Variants) == 0 || res.Variants[0].Distinct != 1 || !res.Variants[0].ComesApart {
		t.Fatalf("got %s", out)
	}
	p, err := solver.ParseJSON(res.Variants[0].Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Pieces) != 5 || p.Target.Box == nil || *p.Target.Box != [3]int{3, 3, 3} {
		t.Errorf("the variant has %d pieces in %v", len(p.Pieces), p.Target.Box)
	}
	for _, c := range []struct{ args, want string }{
		{"--box 3x3 --pieces 4", `--box "3x3": want the box's sides as XxYxZ`},
		{"--box 3x3x3", "--box needs --pieces"},
		{"--box 3x3x3 --pieces 40", "40 pieces of 1 to 2 cubes cannot fill 27 cubes"},
		{"--box 1x1x1 --pieces 2", "2 pieces of 1 to 2 cubes cannot fill 1 cube\n"},
		{"--box 2x2x2 --pieces 2 --holes 1", "1 hole asked for, but the target has 0 inner cubes"},
		{"soma --pieces 1", "--pieces 1: give 2 or more"},
		{"soma --box 3x3x3 --pieces 4", "usage"},
	} {
		code, _, errOut := runCLI(t, append([]string{"design"}, strings.Fields(c.args)...)...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("design %s: exit %d, %q", c.args, code, errOut)
		}
	}
}

// design PUZZLE --pieces K cuts the puzzle's target, whatever its shape,
// into K pieces of its own and designs from that cut.
func TestDesignCutsATarget(t *testing.T) {
	var cells []solver.Cell // a 3x3x2 block with a 2x2 tower on a corner
	for z := range 4 {
		for y := range 3 {
			for x := range 3 {
				if z < 2 || x < 2 && y < 2 {
					cells = append(cells, solver.Cell{x, y, z})
				}
			}
		}
	}
	p := &solver.Puzzle{Name: "Tower", Target: solver.Target{Cells: cells}, Pieces: []solver.Piece{{Name: "A", Cells: cells}}}
	file := filepath.Join(t.TempDir(), "tower.json")
	os.WriteFile(file, solver.FormatJSON(p), 0o644)
	code, out, errOut := runCLI(t, "design", file, "--pieces", "4", "--seed", "3", "--seconds", "30", "--workers", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Puzzle   string
		Variants []struct{ Puzzle json.RawMessage }
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Variants) == 0 {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Puzzle != "Tower in 4 pieces" {
		t.Errorf("designed %q", res.Puzzle)
	}
	v, err := solver.ParseJSON(res.Variants[0].Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := v.Target.Split()
	if len(v.Pieces) != 4 || len(got) != len(cells) {
		t.Errorf("the variant has %d pieces and %d target cells, want 4 and %d", len(v.Pieces), len(got), len(cells))
	}
}
