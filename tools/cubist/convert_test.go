package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// twoProblems is a BurrTools file with two problems.
const twoProblems = `<?xml version="1.0"?>
<puzzle version="2"><gridType type="0"/><shapes>
 <voxel x="2" y="1" z="1" type="0" name="I">##</voxel>
 <voxel x="2" y="2" z="1" type="0">####</voxel>
 <voxel x="4" y="1" z="1" type="0">####</voxel>
</shapes><problems>
 <problem name="square"><shapes><shape id="0" count="2" group="1"/></shapes><result id="1"/><solutions><solution/></solutions></problem>
 <problem name="line"><shapes><shape id="0" count="2"/></shapes><result id="2"/></problem>
</problems></puzzle>`

// countLine runs "solve --count" and returns the line with the total.
func countLine(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := runCLI(t, append([]string{"solve", "--count"}, args...)...)
	if code != 0 {
		t.Fatalf("solve %v: exit %d: %s", args, code, errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasSuffix(line, ", counting rotated copies of the whole as different") {
			return line
		}
	}
	t.Fatalf("solve %v: no count in\n%s", args, out)
	return ""
}

func TestConvertEveryFormat(t *testing.T) {
	dir := t.TempDir()
	want := countLine(t, "soma")
	for _, name := range []string{"soma.json", "soma.txt", "soma.xmpuzzle", "soma.xml"} {
		out := filepath.Join(dir, name)
		if code, _, errOut := runCLI(t, "convert", "soma", out); code != 0 {
			t.Fatalf("convert to %s: exit %d: %s", name, code, errOut)
		}
		if got := countLine(t, out); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	// Each format converts back to the same JSON (with cells sorted, as
	// the text format writes them).
	var first string
	for _, name := range []string{"soma.txt", "soma.xmpuzzle", "soma.xml"} {
		back := filepath.Join(dir, name+".json")
		if code, _, errOut := runCLI(t, "convert", filepath.Join(dir, name), back); code != 0 {
			t.Fatalf("convert %s back: exit %d: %s", name, code, errOut)
		}
		data, _ := os.ReadFile(back)
		if first == "" {
			first = string(data)
		} else if string(data) != first {
			t.Errorf("%s back to JSON:\n%s\nwant\n%s", name, data, first)
		}
	}
}

func TestConvertToStdout(t *testing.T) {
	code, out, errOut := runCLI(t, "convert", "--to", "txt", "tlv-cube", "-")
	if code != 0 || !strings.Contains(out, "piece T x3\n# # #\n. # .\n") || !strings.HasSuffix(out, "target box 3x3x3\n") {
		t.Errorf("exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}
}

func TestProblemsAndWarnings(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.xmpuzzle")
	if err := os.WriteFile(file, []byte(twoProblems), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "solve", "--count", file)
	if code != 0 || !strings.Contains(errOut, `cubist: warning: the file holds 2 puzzles; using the first, 1 "square"`) ||
		!strings.Contains(errOut, `cubist: warning: 1 saved solutions are ignored`) {
		t.Errorf("first problem: exit %d, stderr %q", code, errOut)
	}
	if got := countLine(t, "--problem", "line", file); got != "1 solution, counting rotated copies of the whole as different" {
		t.Errorf("--problem line: %q", got)
	}
	if got := countLine(t, file, "--problem", "2"); got != "1 solution, counting rotated copies of the whole as different" {
		t.Errorf("--problem 2: %q", got)
	}
}

func TestShare(t *testing.T) {
	code, out, errOut := runCLI(t, "share", "soma")
	if code != 0 || len(out) > 120 || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	shared := strings.TrimSpace(out)
	want := countLine(t, "soma")
	for _, arg := range []string{shared, "https://example.org/cubist/#p=" + shared} {
		if got := countLine(t, arg); got != want {
			t.Errorf("%s: %q, want %q", arg, got, want)
		}
	}
}

func TestConvertErrors(t *testing.T) {
	dir := t.TempDir()
	spheres := filepath.Join(dir, "spheres.xml")
	os.WriteFile(spheres, []byte(`<puzzle version="2"><gridType type="7"/></puzzle>`), 0o644)
	ragged := filepath.Join(dir, "ragged.txt")
	os.WriteFile(ragged, []byte("piece Z\n##.\n.#\ntarget box 2x2x1\n"), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"convert", "soma"}, 2, "usage: cubist convert"},
		{[]string{"convert", "soma", "-"}, 2, `cannot tell the format to write from "-"`},
		{[]string{"convert", "soma", filepath.Join(dir, "soma.pdf")}, 2, `cannot tell the format to write from`},
		{[]string{"convert", "--to", "pdf", "soma", "-"}, 1, `unknown kind of file "pdf"`},
		{[]string{"convert", "--bogus", "soma", "-"}, 2, "flag provided but not defined: -bogus"},
		{[]string{"convert", spheres, filepath.Join(dir, "out.json")}, 1, "spheres.xml: xmpuzzle: grid type \"7\" is not one of BurrTools' grids (0 to 4)"},
		{[]string{"convert", ragged, filepath.Join(dir, "out.json")}, 1, `ragged.txt: line 3: piece 1 ("Z"): rows have different lengths`},
		{[]string{"convert", "soma", filepath.Join(dir, "no", "such", "dir.json")}, 1, "no such file or directory"},
		{[]string{"solve", "--problem", "3", "soma"}, 1, `soma: no puzzle "3" in the file; it holds 1 "Soma cube"`},
		{[]string{"solve", "#p=1AAAA"}, 1, "share code: "},
		{[]string{"share"}, 2, "usage: cubist share"},
		{[]string{"share", "nosuchthing"}, 1, "nosuchthing: no such file, and no example of that name"},
	}
	for _, tc := range tests {
		code, _, errOut := runCLI(t, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "panic") {
			t.Errorf("%v: exit %d, stderr %q; want exit %d with %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

// A BurrTools file with names in Latin-1, as BurrTools writes them, with
// no encoding declared, is read and its names kept.
func TestConvertLatin1(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "g.xml"), filepath.Join(dir, "g.json")
	latin := strings.Replace(twoProblems, `name="I"`, "name=\"G\xf6tz\"", 1)
	if err := os.WriteFile(in, []byte(latin), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "convert", "--problem", "line", in, out); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, _ := os.ReadFile(out)
	if !strings.Contains(string(data), `"name":"Götz"`) && !strings.Contains(string(data), `"name": "Götz"`) {
		t.Fatalf("the name is lost: %s", data)
	}
	// Bytes no text file holds are still refused, by what they are.
	os.WriteFile(in, []byte("<?xml version=\"1.0\"?>\n<puzzle name=\"\xff\x02\"/>"), 0o644)
	if code, _, errOut := runCLI(t, "convert", in, out); code != 1 || !strings.Contains(errOut, "neither UTF-8 nor Latin-1") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
}

// Puzzles on the other grids go through every format and share code and
// count the same.
func TestConvertOtherGrids(t *testing.T) {
	dir := t.TempDir()
	for _, example := range []string{"prism-box", "rhombic-cluster", "tetra-octa-tetrahedron", "sphere-pyramid"} {
		want := countLine(t, example)
		for _, ext := range []string{"json", "txt", "xmpuzzle", "xml"} {
			out := filepath.Join(dir, example+"."+ext)
			if code, _, errOut := runCLI(t, "convert", example, out); code != 0 {
				t.Fatalf("convert %s to %s: exit %d: %s", example, ext, code, errOut)
			}
			if got := countLine(t, out); got != want {
				t.Errorf("%s.%s: %q, want %q", example, ext, got, want)
			}
		}
		code, out, errOut := runCLI(t, "share", example)
		if code != 0 || !strings.HasPrefix(out, "3") {
			t.Fatalf("share %s: exit %d, %s%s", example, code, out, errOut)
		}
		if got := countLine(t, strings.TrimSpace(out)); got != want {
			t.Errorf("%s's share code: %q, want %q", example, got, want)
		}
	}
}
