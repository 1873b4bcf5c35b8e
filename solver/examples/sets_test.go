package examples

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// Each piece set holds distinct, connected pieces of the size its name
// says; the pentominoes and Soma pieces are those the examples use.
func TestPieceSets(t *testing.T) {
	want := map[string]struct {
		pieces, cells int
		mirror        bool // the pieces differ under mirror images too
	}{
		"pentominoes": {12, 5, true},
		"tetrominoes": {5, 4, true},
		"tetracubes":  {8, 4, false},
		"soma":        {7, 0, false},
	}
	names := []string{"pentominoes", "polyspheres", "soma", "tetracubes", "tetrominoes"} // examples_grids_test.go checks polyspheres
	if got := SetNames(); !slices.Equal(got, names) {
		t.Errorf("sets %v, want %v", got, names)
	}
	for name, w := range want {
		s, err := Set(name)
		if err != nil {
			t.Fatal(err)
		}
		if s.Title == "" || len(s.Pieces) != w.pieces {
			t.Errorf("%s: %q with %d pieces, want %d", name, s.Title, len(s.Pieces), w.pieces)
		}
		seen := map[string]string{}
		for _, pc := range s.Pieces {
			if w.cells > 0 && len(pc.Cells) != w.cells || !solver.Cubes.Connected(pc.Cells) {
				t.Errorf("%s: piece %s has %d cells or falls apart", name, pc.Name, len(pc.Cells))
			}
			key := solver.Cubes.CanonicalKey(pc.Cells, w.mirror)
			if other, ok := seen[key]; ok {
				t.Errorf("%s: pieces %s and %s are alike", name, other, pc.Name)
			}
			seen[key] = pc.Name
		}
	}
	for set, example := range map[string]string{"pentominoes": "pentominoes-6x10", "soma": "soma"} {
		s, _ := Set(set)
		p, err := Load(example)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(s.Pieces, p.Pieces, func(a, b solver.Piece) bool { return a.Name == b.Name && slices.Equal(a.Cells, b.Cells) }) {
			t.Errorf("the %s set differs from the pieces of %s", set, example)
		}
	}
	for _, bad := range []string{"nope", "../examples", "sets/soma"} {
		if _, err := Set(bad); err == nil {
			t.Errorf("set %q: no error", bad)
		}
	}
}
