package format_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// canonical writes a puzzle as JSON with its cell lists sorted: the order
// of cells is all that the formats do not keep.
func canonical(p *solver.Puzzle) string {
	q := *p
	q.Pieces = slices.Clone(p.Pieces)
	sorted := func(cells []solver.Cell) []solver.Cell {
		cells = slices.Clone(cells)
		solver.SortCells(cells)
		return cells
	}
	for i := range q.Pieces {
		q.Pieces[i].Cells = sorted(q.Pieces[i].Cells)
	}
	q.Target.Cells, q.Target.Optional = sorted(q.Target.Cells), sorted(q.Target.Optional)
	for i := range q.Pieces {
		q.Pieces[i].Paint = sortedPaint(q.Pieces[i].Paint)
	}
	q.Target.Paint = sortedPaint(q.Target.Paint)
	return string(solver.FormatJSON(&q))
}

// through writes a puzzle in a kind of file and reads it back.
func through(t *testing.T, p *solver.Puzzle, kind string) *solver.Puzzle {
	t.Helper()
	data, err := format.Write(p, kind)
	if err != nil {
		t.Fatalf("write %s: %v", kind, err)
	}
	entries, err := format.Read(data, "puzzle."+kind)
	if err != nil {
		t.Fatalf("read %s: %v\n%s", kind, err, data)
	}
	q, warnings, err := format.Pick(entries, "")
	if err != nil || len(warnings) > 0 {
		t.Fatalf("pick %s: %v %q", kind, err, warnings)
	}
	return q
}

// throughAll writes a puzzle in every kind of file and as a share code,
// reads each back, checks it is the same puzzle, and returns them by kind.
func throughAll(t *testing.T, p *solver.Puzzle) map[string]*solver.Puzzle {
	t.Helper()
	want := canonical(p)
	results := map[string]*solver.Puzzle{}
	for _, kind := range []string{format.KindJSON, format.KindText, format.KindXMPuzzle, format.KindXML} {
		results[kind] = through(t, p, kind)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	if results["share code"], err = format.ParseShareCode(code); err != nil {
		t.Fatal(err)
	}
	for kind, q := range results {
		if got := canonical(q); got != want {
			t.Errorf("through %s:\n%s\nwant\n%s", kind, got, want)
		}
	}
	return results
}

// fast are the examples whose solutions are counted in a blink.
var fast = []string{"soma", "megaron", "galakub", "pentominoes-3x20", "t-tetrominoes-4x5", "tlv-cube", "prism-box", "rhombic-cluster", "tetra-octa-tetrahedron"}

func TestExamplesRoundTrip(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			p, err := examples.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			results := throughAll(t, p)
			if slices.Contains(fast, name) {
				sameCounts(t, p, results)
			}
		})
	}
}

// TestRangesAndColoursRoundTrip writes a puzzle with ranges, painted
// cells of pieces and of the target, and rules in every kind of file and
// as a share code, and reads each back to the same puzzle and counts.
func TestRangesAndColoursRoundTrip(t *testing.T) {
	p, err := solver.ParseJSON([]byte(`{"name":"Painted box","pieces":[` +
		`{"name":"D","cells":[[0,0,0],[1,0,0]],"paint":{"blue":[[0,0,0]]}},` +
		`{"name":"L","cells":[[0,0,0],[1,0,0],[0,1,0]],"min":1,"max":2,"paint":{"red":[[0,1,0]]}},` +
		`{"name":"B","cells":[[0,0,0],[1,0,0],[1,1,0],[1,1,1]]},{"name":"I","cells":[[0,0,0],[1,0,0],[2,0,0]],"min":0,"max":1}],` +
		`"target":{"box":[2,2,3],"optional":[[1,1,2]],"paint":{"blue":[[0,0,0],[1,0,0],[0,1,0],[1,1,0]],"red":[[1,1,2]]}},` +
		`"colors":[{"name":"red","rgb":"#d03030"},{"name":"blue","rgb":"#3050d0"}],` +
		`"rules":[{"piece":"blue","target":"blue"},{"piece":"red","target":"red"},{"piece":"red","target":"blue"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if code, err := format.ShareCode(p); err != nil || !strings.HasPrefix(code, "2") {
		t.Errorf("the code %q (%v) does not say it holds ranges and colours", code, err)
	}
	sameCounts(t, p, throughAll(t, p))
}

// sameCounts checks that the solver counts the same solutions for a
// puzzle and for each of its round trips.
func sameCounts(t *testing.T, p *solver.Puzzle, results map[string]*solver.Puzzle) {
	t.Helper()
	want := count(t, p)
	for kind, q := range results {
		if got := count(t, q); got != want {
			t.Errorf("through %s: %v solutions, want %v", kind, got, want)
		}
	}
}

// counts are the totals of a search: solutions, distinct ones, and
// distinct ones up to mirroring (-1 when not counted).
type counts struct{ solutions, distinct, mirror int64 }

func count(t *testing.T, p *solver.Puzzle) counts {
	t.Helper()
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
	if err != nil || !st.Complete {
		t.Fatalf("search: %v, complete %v", err, st.Complete)
	}
	c := counts{st.Solutions, st.Distinct, -1}
	if st.DistinctMirror != nil {
		c.mirror = *st.DistinctMirror
	}
	return c
}

func TestSomaShareCodeIsShort(t *testing.T) {
	p, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("soma: %d characters: %s", len(code), code)
	if len(code) > 120 {
		t.Errorf("the Soma cube's share code has %d characters; want at most 120", len(code))
	}
}

// TestTextDocExample checks that the Soma cube in TEXT.md is the built-in
// one.
func TestTextDocExample(t *testing.T) {
	doc, err := os.ReadFile("TEXT.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(doc), "```")
	i := slices.IndexFunc(blocks, func(b string) bool { return strings.Contains(b, "title: Soma cube") })
	if i < 0 {
		t.Fatal("TEXT.md has no Soma cube")
	}
	p, err := format.ParseText([]byte(blocks[i]))
	if err != nil {
		t.Fatal(err)
	}
	soma, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := canonical(p), canonical(soma); got != want {
		t.Errorf("TEXT.md:\n%s\nexample:\n%s", got, want)
	}
}
