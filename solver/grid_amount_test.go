package solver_test

import (
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// Amount speaks in each grid's own solids: the examples' targets, whose
// sizes are known from how they are built, and cells that make no whole
// solid.
func TestAmountInTheGridsOwnSolids(t *testing.T) {
	for name, want := range map[string]string{
		"soma":                   "27 cubes",
		"sphere-pyramid":         "55 balls",
		"prism-box":              "192 prisms",
		"rhombic-cluster":        "14 rhombic dodecahedra",
		"tetra-octa-tetrahedron": "24 tetrahedra and 10 octahedra",
	} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		required, _ := p.Target.Split()
		if got := p.GridOf().Amount(required); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	for _, c := range []struct {
		g     *solver.Grid
		cells []solver.Cell
		want  string
	}{
		{solver.Rhombic, []solver.Cell{{2, 1, 0}}, "1 cell"},
		{solver.TetraOcta, []solver.Cell{{1, 1, 1}}, "1 tetrahedron"},
		{solver.TetraOcta, []solver.Cell{{1, 1, 1}, {2, 2, 2}}, "2 cells"},
		{solver.Cubes, nil, "0 cubes"},
	} {
		if got := c.g.Amount(c.cells); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.g.Name(), c.cells, got, c.want)
		}
	}
}
