package format

import (
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// sameJSON fails the test unless two puzzles write the same canonical JSON.
func sameJSON(t *testing.T, got, want *solver.Puzzle) {
	t.Helper()
	if g, w := string(solver.FormatJSON(got)), string(solver.FormatJSON(want)); g != w {
		t.Errorf("got\n%s\nwant\n%s", g, w)
	}
}

func mustParseText(t *testing.T, text string) *solver.Puzzle {
	t.Helper()
	p, err := ParseText([]byte(text))
	if err != nil {
		t.Fatalf("ParseText: %v\n%s", err, text)
	}
	return p
}

const twoLs = `title: Two Ls
mirror: yes

piece L x2 color #e6194b
# # #   . . .
# . .   # . .
`

func TestTextLayersSideBySideOrStacked(t *testing.T) {
	want := &solver.Puzzle{
		Name: "Two Ls",
		Pieces: []solver.Piece{{Name: "L", Count: 2, Color: "#e6194b",
			Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {0, 1, 1}}}},
		Target: solver.Target{Box: &[3]int{5, 2, 1}},
		Mirror: true,
	}
	for name, text := range map[string]string{
		"side by side": twoLs + "target box 5x2x1\n",
		"stacked": "title: Two Ls\r\nmirror: yes\r\n// a comment\r\npiece L ×2 color #e6194b\r\n" +
			"###\r\n#..\r\n\r\n  ...\r\n  // comments do not end a block\r\n  *..\r\n\r\ntarget box 5×2×1\r\n",
		"drawn target, BOM": "\uFEFF" + twoLs + "\ntarget\n*****\n#####\n",
		"tabs as gaps":      "title: Two Ls\nmirror: yes\npiece L x2 color #e6194b\n###\t...\n#..\t#..\ntarget box 5x2x1",
	} {
		t.Run(name, func(t *testing.T) { sameJSON(t, mustParseText(t, text), want) })
	}
}

func TestTextTargetShapes(t *testing.T) {
	p := mustParseText(t, "piece I x2\n##\ntarget\n.#+\n##.\n")
	want := solver.Target{
		Cells:    []solver.Cell{{1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {1, 1, 0}},
		Optional: []solver.Cell{{2, 0, 0}},
	}
	sameJSON(t, p, &solver.Puzzle{Pieces: p.Pieces, Target: want})

	p = mustParseText(t, "piece I x2\n##\ntarget\n##+\n##+\n")
	want = solver.Target{Box: &[3]int{3, 2, 1}, Optional: []solver.Cell{{2, 0, 0}, {2, 1, 0}}}
	sameJSON(t, p, &solver.Puzzle{Pieces: p.Pieces, Target: want})
}

func TestTextQuotedNames(t *testing.T) {
	p := &solver.Puzzle{
		Name: ` "quoted" title `,
		Pieces: []solver.Piece{
			{Name: "big L", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Color: "rgb(1, 2, 3)"},
			{Name: "x2", Cells: []solver.Cell{{0, 0, 0}}, Count: 2},
			{Name: "tab\there", Cells: []solver.Cell{{0, 0, 0}}},
			{Name: `"`, Cells: []solver.Cell{{0, 0, 0}}},
		},
		Target: solver.Target{Box: &[3]int{6, 1, 1}},
	}
	text := string(FormatText(p))
	for _, line := range []string{
		`title: " \"quoted\" title "`,
		`piece "big L" color "rgb(1, 2, 3)"`,
		`piece x2 x2`,
		`piece "tab\there"`,
		`piece "\""`,
	} {
		if !strings.Contains(text, line+"\n") {
			t.Errorf("no line %s in\n%s", line, text)
		}
	}
	sameJSON(t, mustParseText(t, text), p)
}

func TestTextFormat(t *testing.T) {
	p := &solver.Puzzle{
		Name: "Corner",
		Pieces: []solver.Piece{
			{Name: "A", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}},
			{Name: "B", Cells: []solver.Cell{{0, 0, 0}}, Count: 4},
		},
		Target: solver.Target{Box: &[3]int{2, 2, 2}},
	}
	want := `title: Corner
mirror: no

piece A
# #   . .
. #   . #

piece B x4
#

target box 2x2x2
`
	if got := string(FormatText(p)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTextErrors(t *testing.T) {
	const v = "piece V\n##\n#.\n"
	for _, c := range []struct{ name, text, want string }{
		{"no target", v, "the puzzle has no target: add a target line"},
		{"row before piece", "##\n" + v, "line 1: a layer row must follow a piece or target line"},
		{"rows after box", v + "target box 1x1x3\n#\n", "line 5: target: a box target takes no layer rows"},
		{"ragged rows", "piece Z\n##.\n.##\n.#\ntarget box 2x2x1", `line 4: piece 1 ("Z"): rows have different lengths`},
		{"ragged layers", "piece Z\n##.  ...\n.##\ntarget box 2x2x1", `line 3: piece 1 ("Z"): this row has 1 layers side by side, the rows above have 2`},
		{"layer widths", "piece Z\n##.  ..\n.##  ..\ntarget box 2x2x1", `line 2: piece 1 ("Z"): layers have different widths (3 and 2 cells)`},
		{"layer heights", "piece Z\n##\n\n#.\n#.\ntarget box 2x2x1", `line 5: piece 1 ("Z"): layers have different heights (1 and 2 rows)`},
		{"bad character", v + "o#\n", `line 4: piece 1 ("V"): unexpected character 'o' in a layer row (# or * is a cube, . is empty)`},
		{"bad byte", "piece V\n#\u00a0#\ntarget box 2x1x1", `line 2: piece 1 ("V"): unexpected byte 0xc2 in a layer row (# or * is a cube, . is empty)`},
		{"bad target character", v + "target\n##x\n", `line 5: target: unexpected character 'x' in a layer row (# or * is a cell, + an optional cell, . is empty)`},
		{"plus in piece", "piece V\n#+\ntarget box 2x1x1", `line 2: piece 1 ("V"): '+' marks an optional cell and belongs in the target only`},
		{"no name", "piece\n#\ntarget box 1x1x1", `line 1: piece 1: the name is missing after "piece"`},
		{"empty name", "piece \"\"\n#\ntarget box 1x1x1", `line 1: piece 1: the name is empty`},
		{"open quote", "piece \"V\n#\ntarget box 1x1x1", `line 1: piece 1: a quoted string is not closed or has a bad escape`},
		{"glued quote", "piece \"V\"x2\n#\ntarget box 1x1x1", `line 1: piece 1: a quoted string must be followed by a space`},
		{"bad word", "piece V x2 big\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): unexpected "big" after the name (write xN for N copies, xA-B for A to B copies, color COLOR for a colour, group N for a piece group)`},
		{"two counts", "piece V x2 x3\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): unexpected "x3" after the name (write xN for N copies, xA-B for A to B copies, color COLOR for a colour, group N for a piece group)`},
		{"count 0", "piece V x0\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): count 0 is out of range (1 to 1000)`},
		{"count 10^9", "piece V x1000000000\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): count 1000000000 is out of range (1 to 1000)`},
		{"huge count", "piece V ×" + strings.Repeat("9", 60) + "\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): count 9999999999999999999999999999999999999999… is out of range (1 to 1000)`},
		{"no layers", "piece V\npiece W\n#\ntarget box 1x1x1", `line 1: piece 1 ("V"): no layer rows follow`},
		{"empty piece", "piece V\n..\ntarget box 1x1x1", `line 1: piece 1 ("V"): no cells`},
		{"disconnected", "piece V\n#.#\ntarget box 2x1x1", `line 1: piece 1 ("V") is not connected: cells [2,0,0] do not touch the rest by a face`},
		{"duplicate name", "piece V\n#\npiece V\n#\ntarget box 2x1x1", `line 3: pieces 1 and 2 are both named "V"`},
		{"wide row", "piece I\n" + strings.Repeat("#", 65) + "\ntarget box 1x1x1", `line 2: piece 1 ("I"): more than 64 cells in a row`},
		{"too many rows", "piece I\n" + strings.Repeat("#\n", 65) + "target box 1x1x1", `line 66: piece 1 ("I"): more than 64 rows in a layer`},
		{"too many layers", "piece I\n" + strings.Repeat("#  ", 65) + "\ntarget box 1x1x1", `line 2: piece 1 ("I"): more than 64 layers`},
		{"too many cells", "piece I\n" + strings.Repeat(strings.Repeat("#", 64)+"\n", 9) + "target box 1x1x1", `line 10: piece 1 ("I"): more than 512 cells`},
		{"huge box", v + "target box 1000x1000x1000", `line 4: target: box size 1000 on axis x is out of range (1 to 64)`},
		{"box too big", v + "target box 64x64x64", `line 4: target: box 64x64x64 has 262144 cells; at most 4096 are allowed`},
		{"box overflow", v + "target box 1x1x" + strings.Repeat("9", 30), `line 4: target: box size "1x1x999999999999999999999999999999" is not three numbers such as 3x3x3`},
		{"negative box", v + "target box 1x-1x1", `line 4: target: box size -1 on axis y is out of range (1 to 64)`},
		{"box words", v + "target 3x3x3", `line 4: target: write "target" and draw it below, or "target box XxYxZ"`},
		{"two targets", v + "target box 3x1x1\ntarget box 3x1x1", "line 5: a second target line (the first is line 4)"},
		{"two titles", "title: a\ntitle: b\n", "line 2: a second title line (the first is line 1)"},
		{"bad title", "title: \"a\" b\n", `line 1: title: a quoted title must be one string with Go escapes, such as "Soma cube"`},
		{"bad mirror", "mirror: maybe\n", `line 1: mirror: write yes or no, not "maybe"`},
		{"two mirrors", "mirror: no\nmirror: no\n", "line 2: a second mirror line (the first is line 1)"},
		{"no pieces", "target box 1x1x1", "the puzzle has no pieces"},
		{"volume", v + "target box 2x2x1", "volume mismatch: the pieces have 3 cells but the target has 4"},
		{"empty target", v + "target\n...\n", "line 4: target: give a box or a list of cells"},
		{"two errors", "piece V\n#.#\npiece V\n#\ntarget box 1x1x1",
			"line 1: piece 1 (\"V\") is not connected: cells [2,0,0] do not touch the rest by a face\n" +
				"line 3: pieces 1 and 2 are both named \"V\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseText([]byte(c.text))
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if err.Error() != c.want {
				t.Errorf("got  %q\nwant %q", err.Error(), c.want)
			}
		})
	}
}
