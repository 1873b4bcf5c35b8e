package solver_test

import (
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// Each piece of the examples is made of whole solids: 48 cells to a
// rhombic dodecahedron, one to a tetrahedron and eight to an octahedron,
// and one cell to each solid on the other grids.
func TestSolidsAreWhole(t *testing.T) {
	for name, sizes := range map[string][]int{
		"soma":                   {1},
		"sphere-pyramid":         {1},
		"prism-box":              {1},
		"rhombic-cluster":        {48},
		"tetra-octa-tetrahedron": {1, 8},
	} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g := p.GridOf()
		for _, pc := range p.Pieces {
			for _, s := range g.Solids(pc.Cells) {
				if n := len(s); n != sizes[0] && n != sizes[len(sizes)-1] {
					t.Errorf("%s: piece %s has a solid of %d cells, want %v", name, pc.Name, n, sizes)
				}
			}
		}
		required, _ := p.Target.Split()
		if n := len(g.Solids(required)); name == "rhombic-cluster" && n != 14 {
			t.Errorf("%s: the target has %d solids, want 14", name, n)
		}
	}
}

// Each solid's cells are joined on their grid, and as many as its kind
// has: from every cell near the origin, the cells of its solid reached
// through neighbours of the same solid.
func TestSolidsAreJoined(t *testing.T) {
	sizes := map[string][]int{"rhombic": {48}, "tetra-octa": {1, 8}}
	for _, g := range solver.Grids {
		want := sizes[g.Name()]
		if want == nil {
			want = []int{1}
		}
		for x := -4; x < 4; x++ {
			for y := -4; y < 4; y++ {
				for z := -4; z < 4; z++ {
					c := solver.Cell{x, y, z}
					if !g.Valid(c) {
						continue
					}
					s := g.SolidOf(c)
					seen := map[solver.Cell]bool{c: true}
					queue := []solver.Cell{c}
					for k := 0; k < len(queue); k++ {
						for _, d := range g.Neighbors(queue[k]) {
							if !seen[d] && g.SolidOf(d) == s {
								seen[d] = true
								queue = append(queue, d)
							}
						}
					}
					if n := len(queue); n != want[0] && n != want[len(want)-1] {
						t.Fatalf("%s: the solid of %v has %d joined cells, want %v", g.Name(), c, n, want)
					}
				}
			}
		}
	}
}
