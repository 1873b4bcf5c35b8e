package examples

import "testing"

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
