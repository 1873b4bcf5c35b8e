package solver_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// The cells' solids fill space as the grid's cells do: two cells share a
// face exactly where the grid says they are neighbours, on every grid
// example.
func TestGridSolidsMeetAsTheGridSays(t *testing.T) {
	for _, name := range []string{"soma", "sphere-pyramid", "prism-box", "rhombic-cluster", "tetra-octa-tetrahedron"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g := p.GridOf()
		cells, _ := p.Target.Split()
		if g.CellShape(cells[0]).Ball {
			continue // balls touch at points: TestBallsTouchAsTheGridSays
		}
		owner := map[string]solver.Cell{}
		shared := 0
		for _, c := range cells {
			faces := g.CellShape(c).Faces
			if want := map[string]int{"cubes": 6, "prisms": 5}[g.Name()]; want == 0 && len(faces) != 4 || want > 0 && len(faces) != want {
				t.Fatalf("%s: cell %v has %d faces", name, c, len(faces))
			}
			for _, f := range faces {
				keys := make([]string, len(f))
				for i, q := range f {
					keys[i] = fmt.Sprintf("%.5f,%.5f,%.5f", q[0]+0, q[1]+0, q[2]+0)
				}
				slices.Sort(keys)
				k := fmt.Sprint(keys)
				if d, ok := owner[k]; ok {
					shared++
					if !slices.Contains(g.Neighbors(c), d) {
						t.Errorf("%s: cells %v and %v share a face but are no neighbours", name, c, d)
					}
				}
				owner[k] = c
			}
		}
		pairs := 0
		in := map[solver.Cell]bool{}
		for _, c := range cells {
			in[c] = true
		}
		for _, c := range cells {
			for _, d := range g.Neighbors(c) {
				if in[d] {
					pairs++
				}
			}
		}
		if shared != pairs/2 {
			t.Errorf("%s: %d shared faces, %d pairs of neighbours", name, shared, pairs/2)
		}
	}
}

// Two balls touch, their centres one diameter apart, exactly where the
// sphere grid says they are neighbours.
func TestBallsTouchAsTheGridSays(t *testing.T) {
	g := solver.Spheres
	c := solver.Cell{0, 0, 0}
	for x := -2; x <= 2; x++ {
		for y := -2; y <= 2; y++ {
			for z := -2; z <= 2; z++ {
				d := solver.Cell{x, y, z}
				if !g.Valid(d) || d == c {
					continue
				}
				a, b := g.CellShape(c).Centre, g.CellShape(d).Centre
				dist := math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
				if touch := math.Abs(dist-1) < 1e-9; touch != slices.Contains(g.Neighbors(c), d) {
					t.Errorf("%v and %v: %.3f apart, neighbours %v", c, d, dist, !touch)
				}
			}
		}
	}
}
