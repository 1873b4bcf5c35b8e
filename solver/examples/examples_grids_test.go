package examples

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// Each grid other than cubes has an example of its own, on its grid.
func TestGridExamples(t *testing.T) {
	for name, grid := range map[string]*solver.Grid{
		"prism-box":              solver.Prisms,
		"rhombic-cluster":        solver.Rhombic,
		"sphere-pyramid":         solver.Spheres,
		"tetra-octa-tetrahedron": solver.TetraOcta,
	} {
		p, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if p.GridOf() != grid {
			t.Errorf("%s is on the %s grid, want %s", name, p.GridOf().Name(), grid.Name())
		}
	}
}

// The polysphere set holds twelve flat pieces of 3 to 5 balls, each
// connected and no two alike under the sphere grid's turns and mirror
// images, 55 balls in all: the pieces of the sphere pyramid.
func TestPolysphereSet(t *testing.T) {
	s, err := Set("polyspheres")
	if err != nil {
		t.Fatal(err)
	}
	g, err := solver.GridByName(s.Grid)
	if err != nil || g != solver.Spheres {
		t.Fatalf("grid %q: %v", s.Grid, err)
	}
	seen := map[string]string{}
	balls := 0
	for _, pc := range s.Pieces {
		balls += len(pc.Cells)
		if len(pc.Cells) < 3 || len(pc.Cells) > 5 || !g.Connected(pc.Cells) {
			t.Errorf("piece %s has %d balls or falls apart", pc.Name, len(pc.Cells))
		}
		for _, c := range pc.Cells {
			if c[2] != pc.Cells[0][2] {
				t.Errorf("piece %s is not flat", pc.Name)
			}
		}
		orients, _ := g.Orientations(pc.Cells, nil, true)
		keys := make([]string, len(orients))
		for i, o := range orients {
			keys[i] = fmt.Sprint(o)
		}
		key := slices.Min(keys)
		if other, ok := seen[key]; ok {
			t.Errorf("pieces %s and %s are alike", other, pc.Name)
		}
		seen[key] = pc.Name
	}
	if len(s.Pieces) != 12 || balls != 55 {
		t.Errorf("%d pieces of %d balls, want 12 of 55", len(s.Pieces), balls)
	}
	p, err := Load("sphere-pyramid")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(s.Pieces, p.Pieces, func(a, b solver.Piece) bool { return a.Name == b.Name && slices.Equal(a.Cells, b.Cells) }) {
		t.Error("the polysphere set differs from the pieces of the sphere pyramid")
	}
}
