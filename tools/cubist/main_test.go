package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// runCLI runs the CLI in-process and returns its exit code and output.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	outR, outW, _ := os.Pipe()
	errR, errW, _ := os.Pipe()
	oldOut, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = outW, errW
	var outB, errB bytes.Buffer
	done := make(chan bool)
	go func() { io.Copy(&outB, outR); done <- true }()
	go func() { io.Copy(&errB, errR); done <- true }()
	code = run(args)
	os.Stdout, os.Stderr = oldOut, oldErr
	outW.Close()
	errW.Close()
	<-done
	<-done
	return code, outB.String(), errB.String()
}

func TestCountJSONContract(t *testing.T) {
	code, out, errOut := runCLI(t, "solve", "--count", "--json", "soma")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Fatalf("want exactly one line of JSON, got %q", out)
	}
	var obj map[string]any
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if want := []string{"complete", "distinct", "distinct_mirror", "engine", "nodes", "puzzle", "seconds", "solutions"}; !slices.Equal(keys, want) {
		t.Fatalf("keys %v, want %v", keys, want)
	}
	if obj["engine"] != "first-cell" || obj["puzzle"] != "Soma cube" || obj["solutions"] != 11520.0 || obj["distinct"] != 480.0 || obj["distinct_mirror"] != 240.0 {
		t.Fatalf("got %v", obj)
	}
	code, out, _ = runCLI(t, "solve", "--json", "--count", "megaron", "--workers", "1")
	if code != 0 || !strings.Contains(out, `"distinct_mirror":null`) {
		t.Fatalf("megaron: exit %d, %s", code, out)
	}
}

func TestSolveText(t *testing.T) {
	code, out, _ := runCLI(t, "solve", "soma")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(out, "\n")
	// Three rows of three layers: "X X X   X X X   X X X".
	layerRows := 0
	for _, l := range lines {
		if len(strings.Fields(l)) == 9 && len(l) == 21 {
			layerRows++
		}
	}
	if layerRows != 3 || !strings.Contains(out, "Solution 1") {
		t.Fatalf("want one solution drawn as three rows of three layers:\n%s", out)
	}
	code, out, _ = runCLI(t, "solve", "--all", "pentominoes-3x20")
	if code != 0 || !strings.Contains(out, "Solution 2\n") || strings.Contains(out, "Solution 3\n") ||
		!strings.Contains(out, "8 solutions") || !strings.Contains(out, "2 up to rotation") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	code, out, _ = runCLI(t, "solve", "--all", "--every", "pentominoes-3x20")
	if code != 0 || !strings.Contains(out, "Solution 8\n") || strings.Contains(out, "Solution 9\n") {
		t.Fatalf("--every: exit %d:\n%s", code, out)
	}
}

func TestSolveJSONSolutions(t *testing.T) {
	code, out, _ := runCLI(t, "solve", "--limit", "2", "--json", "soma")
	var obj struct {
		Puzzle    string
		Solutions []struct {
			Pieces []struct {
				Name  string
				Cells [][3]int
			}
		}
		Complete bool
	}
	if err := json.Unmarshal([]byte(out), &obj); err != nil || code != 0 {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	if len(obj.Solutions) != 2 || len(obj.Solutions[0].Pieces) != 7 || obj.Complete {
		t.Fatalf("got %+v", obj)
	}
}

func TestErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{\n  \"name\": \"x\",\n  \"pieces\": [,]\n}"), 0o644)
	missing := filepath.Join(dir, "no-such-folder", "out.json")
	volume := filepath.Join(dir, "volume.json")
	os.WriteFile(volume, []byte(`{"name":"x","pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[2,1,1]}}`), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"solve", "nosuchthing"}, 1, "nosuchthing: no such file, and no example of that name"},
		{[]string{"solve", bad}, 1, "bad.json: json: line 3: invalid character ','"},
		{[]string{"solve", volume}, 1, "volume mismatch: the pieces have 1 cell but the target has 2"},
		{[]string{"solve"}, 2, "usage: cubist solve"},
		{[]string{"solve", "--count", "--all", "soma"}, 2, "--all and --count ask for different things: choose one of --all, --count and --limit N"},
		{[]string{"solve", "--limit", "0", "soma"}, 2, "--limit 0: give the number of solutions to print, 1 or more"},
		{[]string{"solve", "--limit", "-1", "soma"}, 2, "--limit -1: give the number of solutions to print, 1 or more"},
		{[]string{"solve", "--workers", "0", "soma"}, 2, "--workers 0: give the number of goroutines to search on, 1 or more"},
		{[]string{"solve", "--count", "--out", missing, "soma"}, 1, "--out " + missing + ": the folder " + filepath.Dir(missing) + " does not exist"},
		{[]string{"solve", "--shard", "3/3", "soma"}, 2, `--shard "3/3": want i/N with 0 <= i < N`},
		{[]string{"solve", "--bogus", "soma"}, 2, "flag provided but not defined: -bogus"},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		// Every usage error exits 2, before any other output.
		{[]string{"random", "3", "4", "5", "10", "--sizes", "7-5"}, 2, "cubist random: piece sizes 7-5: want 1 <= A <= B"},
		{[]string{"random", "1000", "1000", "1000", "5"}, 2, "cubist random: the box 1000x1000x1000 is not 1 to 64 cubes along each side"},
		{[]string{"random", "3", "4", "5", "-2"}, 2, "cubist random: -2 pieces: give 1 or more"},
		{[]string{"random", "3", "3", "3", "6", "--unique", "--min-level", "2"}, 2, "cubist random: --min-level 2: a box filled without holes"},
		{[]string{"design", "--min-level", "2", "soma"}, 2, "cubist design: level 2 cannot be reached without holes"},
		{[]string{"design", "--holes", "9", "soma"}, 2, "cubist design: 9 holes asked for, but the target has 1 inner cube (whose neighbours are all in it) to hide them\n"},
		{[]string{"design", "--seconds", "0", "soma"}, 2, "cubist design: --seconds 0: give the time to search, more than 0"},
		{[]string{"design", "--workers", "0", "soma"}, 2, "cubist design: --workers 0: give the number of goroutines"},
		{[]string{"design", "--sizes", "7-5", "soma"}, 2, `cubist design: --sizes "7-5": want A-B`},
		{[]string{"design", "--last", "Q", "soma"}, 2, `cubist design: no piece is named "Q"`},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, tc.args...)
		if code == 2 && (out != "" || strings.Contains(errOut, "draws this set again")) {
			t.Errorf("%v: a usage error printed more than the error: %q, %q", tc.args, out, errOut)
		}
		if code != tc.code || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "panic") {
			t.Errorf("%v: exit %d, stderr %q; want exit %d with %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

// A JSON file that starts with a UTF-8 byte order mark, as some editors
// save it, reads as the puzzle it holds.
func TestJSONWithByteOrderMark(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bom.json")
	os.WriteFile(file, []byte("\uFEFF"+`{"name":"bar","pieces":[{"name":"A","cells":[[0,0,0],[1,0,0]]}],"target":{"box":[2,1,1]}}`), 0o644)
	code, out, errOut := runCLI(t, "solve", "--count", "--json", file)
	if code != 0 || !strings.Contains(out, `"puzzle":"bar","solutions":1`) {
		t.Errorf("exit %d: %s%s", code, out, errOut)
	}
}

// examples lists the puzzles and the piece sets, and prints a set's pieces
// as JSON that reads as pieces.
func TestExamplesAndPieceSets(t *testing.T) {
	code, out, _ := runCLI(t, "examples")
	if code != 0 || !strings.Contains(out, "  soma ") || !strings.Contains(out, "Piece sets") || !strings.Contains(out, "  tetracubes ") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// Each puzzle's line names its grid.
	for name, grid := range map[string]string{"soma": "cubes", "prism-box": "triangular prisms", "sphere-pyramid": "spheres", "rhombic-cluster": "rhombic dodecahedra"} {
		if !regexp.MustCompile(`(?m)^  ` + name + ` .* ` + grid + `$`).MatchString(out) {
			t.Errorf("the line of %s does not name the grid (%s):\n%s", name, grid, out)
		}
	}
	code, out, _ = runCLI(t, "examples", "--set", "soma")
	var pieces []solver.Piece
	if err := json.Unmarshal([]byte(out), &pieces); code != 0 || err != nil || len(pieces) != 7 || pieces[6].Name != "P" {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	if code, _, errOut := runCLI(t, "examples", "--set", "nope"); code != 1 || !strings.Contains(errOut, `no piece set named "nope"`) {
		t.Errorf("a missing set: exit %d, %q", code, errOut)
	}
}

// Without --seed, random draws a seed and says which, so that the set can
// be drawn again.
func TestRandomSaysItsSeed(t *testing.T) {
	code, first, errOut := runCLI(t, "random", "3", "3", "3", "6")
	m := regexp.MustCompile(`seed (\d+) \(--seed (\d+) draws this set again\)`).FindStringSubmatch(errOut)
	if code != 0 || m == nil {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	code, again, _ := runCLI(t, "random", "3", "3", "3", "6", "--seed", m[1])
	if code != 0 || again != first {
		t.Errorf("--seed %s gives another set:\n%s\nwant\n%s", m[1], again, first)
	}
}

func TestShardCounts(t *testing.T) {
	total := 0.0
	for _, shard := range []string{"0/2", "1/2"} {
		code, out, _ := runCLI(t, "solve", "--count", "--json", "--shard", shard, "soma")
		var obj map[string]any
		if err := json.Unmarshal([]byte(out), &obj); err != nil || code != 0 || obj["shard"] != shard {
			t.Fatalf("shard %s: exit %d, %v, %s", shard, code, err, out)
		}
		total += obj["solutions"].(float64)
	}
	if total != 11520 {
		t.Fatalf("shards add up to %v solutions", total)
	}
}

func TestNoSolutionDiagnosis(t *testing.T) {
	code, out, _ := runCLI(t, "solve", "--count", "megaron-c-mirrored")
	if code != 0 || !strings.Contains(out, "no solution: the search tried every arrangement") ||
		!strings.Contains(out, `mirroring piece 3 ("c") alone makes the set solvable`) {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// --out keeps the hint: it is written before the file is finished.
	file := filepath.Join(t.TempDir(), "out.txt")
	code, out, _ = runCLI(t, "solve", "--count", "--out", file, "megaron-c-mirrored")
	data, err := os.ReadFile(file)
	if code != 0 || err != nil || !strings.Contains(string(data), `mirroring piece 3 ("c") alone makes the set solvable`) {
		t.Fatalf("--out: exit %d, %v:\n%s%s", code, err, out, data)
	}
	code, out, _ = runCLI(t, "solve", "--count", "t-tetrominoes-4x5")
	if code != 0 || !strings.Contains(out, "no solution: colour the cells like a 3D chessboard") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func TestSTLCommand(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "stl", "--size", "15", "galakub", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 3 || !strings.Contains(out, "(print 3)") {
		t.Fatalf("files %v, output:\n%s", files, out)
	}
	data, _ := os.ReadFile(filepath.Join(dir, files[2].Name()))
	// Galakub's Q is a 2x2x2 block. Moved in by the clearance, each of its
	// sides is drawn as 3x3 rectangles: around the middle of each cube and
	// around the faces between them.
	if len(data) != 84+50*6*9*2 {
		t.Errorf("%s: %d bytes", files[2].Name(), len(data))
	}
	// With no clearance: 24 outer faces, 48 facets.
	if code, _, errOut := runCLI(t, "stl", "--size", "15", "--clearance", "0", "galakub", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, _ = os.ReadFile(filepath.Join(dir, files[2].Name()))
	if len(data) != 84+50*48 {
		t.Errorf("%s with no clearance: %d bytes", files[2].Name(), len(data))
	}
	for _, k := range []struct{ args, says string }{
		{"--size -1", "the cell size must be"},
		{"--clearance 6", "the clearance must be from 0 to a quarter of the cell size (5 mm for cells of 20 mm)"},
		{"--clearance -0.1", "the clearance must be"},
	} {
		args := append([]string{"stl"}, strings.Fields(k.args)...)
		if code, _, errOut := runCLI(t, append(args, "soma", dir)...); code != 2 || !strings.Contains(errOut, k.says) {
			t.Errorf("%s: exit %d, %q", k.args, code, errOut)
		}
	}
}

// Pieces on the other grids are printed in their own shapes: balls with
// necks, prisms, rhombic dodecahedra, tetrahedra and octahedra.
func TestSTLOtherGrids(t *testing.T) {
	for example, pieces := range map[string]int{"sphere-pyramid": 12, "prism-box": 9, "rhombic-cluster": 4, "tetra-octa-tetrahedron": 6} {
		dir := t.TempDir()
		code, out, errOut := runCLI(t, "stl", example, dir)
		if files, _ := os.ReadDir(dir); code != 0 || len(files) != pieces || errOut != "" {
			t.Fatalf("%s: exit %d, %d files, %s%s", example, code, len(files), out, errOut)
		}
	}
}
