package examples

import (
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

func TestAllExamplesLoad(t *testing.T) {
	names := Names()
	if len(names) < 9 {
		t.Fatalf("only %d examples: %v", len(names), names)
	}
	for _, name := range names {
		p, err := Load(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if title, err := Title(name); err != nil || title != p.Name {
			t.Errorf("%s: title %q (%v), want the puzzle's name %q", name, title, err, p.Name)
		}
	}
	if _, err := Load("nope"); err == nil {
		t.Error("loading a missing example gave no error")
	}
}

// The page reads every example as JSON, whatever its file's format.
func TestEveryExampleAsJSON(t *testing.T) {
	for _, name := range Names() {
		data, err := JSON(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		p, err := solver.ParseJSON(data)
		if err != nil {
			t.Errorf("%s: its JSON does not parse: %v", name, err)
			continue
		}
		want, _ := Load(name)
		if got, w := string(solver.FormatJSON(p)), string(solver.FormatJSON(want)); got != w {
			t.Errorf("%s: the JSON is another puzzle:\n%s\nwant\n%s", name, got, w)
		}
	}
}

func TestNamesStayAsTyped(t *testing.T) {
	p := &solver.Puzzle{Name: `<img src=x> & "Bob's"`, Target: solver.Target{Box: &[3]int{1, 1, 1}},
		Pieces: []solver.Piece{{Name: "<b>", Cells: []solver.Cell{{0, 0, 0}}}}}
	text := string(solver.FormatJSON(p))
	for _, want := range []string{`"<img src=x> & \"Bob's\""`, `"<b>"`} {
		if !strings.Contains(text, want) {
			t.Errorf("the JSON lacks %s:\n%s", want, text)
		}
	}
	back, err := solver.ParseJSON([]byte(text))
	if err != nil || back.Name != p.Name || back.Pieces[0].Name != "<b>" {
		t.Errorf("read back: %v, %+v", err, back)
	}
}
