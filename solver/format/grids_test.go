package format

import (
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// A puzzle on another grid says so in the text format, on a line of its
// own before the drawings, which are the grid's points as on cubes.
func TestTextGrid(t *testing.T) {
	text := "title: Four balls\ngrid: spheres\n\npiece A\n#.\n.#\n\npiece B\n..#  .#.\n\ntarget\n#.#  .#.\n.#.  ...\n"
	p, err := ParseText([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if p.Grid != "spheres" || len(p.Pieces[0].Cells) != 2 || p.Target.Box != nil || len(p.Target.Cells) != 4 {
		t.Fatalf("read %+v", p)
	}
	out := string(FormatText(p))
	if !strings.HasPrefix(out, "title: Four balls\ngrid: spheres\nmirror: no\n") {
		t.Fatalf("written:\n%s", out)
	}
	back, err := ParseText([]byte(out))
	if err != nil || string(solver.FormatJSON(back)) != string(solver.FormatJSON(p)) {
		t.Fatalf("read back: %v\n%s", err, out)
	}
	// On cubes the line may be written, and is left out.
	q, err := ParseText([]byte("grid: cubes\npiece A\n#\ntarget box 1x1x1\n"))
	if err != nil || q.Grid != "" || strings.Contains(string(FormatText(q)), "grid") {
		t.Fatalf("cubes: %v, %+v", err, q)
	}
}

func TestTextGridErrors(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"unknown", "grid: hexagons\n", `line 1: unknown grid "hexagons": the grids are "cubes", "spheres", "rhombic", "prisms", "tetra-octa"`},
		{"late", "piece A\n#\ngrid: spheres\n", "line 3: the grid line comes before the pieces and the target"},
		{"twice", "grid: prisms\ngrid: prisms\n", "line 2: a second grid line (the first is line 1)"},
		{"box", "grid: spheres\npiece A\n#.#\ntarget box 2x1x1\n", "target: a box is for the cube grid; on the spheres grid, list the target's cells"},
		{"off the grid", "grid: spheres\npiece A\n##\ntarget\n#.#\n", `line 2: piece 1 ("A"): cell [1,0,0] is not a cell of the spheres grid (x+y+z is even)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseText([]byte(c.text))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got  %v\nwant %q", err, c.want)
			}
		})
	}
}

// Share codes of puzzles on other grids start with 3 and name the grid.
func TestShareCodeGrid(t *testing.T) {
	p, err := ParseText([]byte("grid: prisms\npiece A\n##\npiece B\n##\ntarget\n####\n"))
	if err != nil {
		t.Fatal(err)
	}
	code, err := ShareCode(p)
	if err != nil || code[0] != '3' {
		t.Fatalf("%q, %v", code, err)
	}
	back, err := ParseShareCode(code)
	if err != nil || back.Grid != "prisms" {
		t.Fatalf("%v, %+v", err, back)
	}
	// A code of version 3 that gives the cube grid, or a grid past 4.
	for n, want := range map[uint64]string{0: "share code: the code is damaged: it gives the cube grid as another grid", 7: "share code: the grid is above 4"} {
		var w bitWriter
		w.uvarint(n)
		w.str("x")
		code, _ := packShare(shareVersionGrid, w.buf, Standard)
		if _, err := ParseShareCode(code); err == nil || err.Error() != want {
			t.Errorf("grid %d: %v, want %q", n, err, want)
		}
	}
}
