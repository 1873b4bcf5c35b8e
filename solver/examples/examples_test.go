package examples

import "testing"

func TestAllExamplesLoad(t *testing.T) {
	names := Names()
	if len(names) < 9 {
		t.Fatalf("only %d examples: %v", len(names), names)
	}
	for _, name := range names {
		if _, err := Load(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := Load("nope"); err == nil {
		t.Error("loading a missing example gave no error")
	}
}
