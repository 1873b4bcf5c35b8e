package mesh

import (
	"math"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// cellVolume is the volume of cell c of grid g with cells of size 1: a
// triangle's edge and height on prisms; on rhombic, 1/48 of a rhombic
// dodecahedron of width 1; on tetra-octa, a tetrahedron of edge 1 at a
// cube's centre and a sixth of a cube at a corner (an eighth of an
// octahedron).
func cellVolume(g *solver.Grid, c solver.Cell) float64 {
	switch g {
	case solver.Prisms:
		return math.Sqrt(3) / 4
	case solver.Rhombic:
		return 1 / (48 * math.Sqrt2)
	case solver.TetraOcta:
		if c[0]%3 == 1 {
			return 1 / (6 * math.Sqrt2)
		}
		return 1 / (12 * math.Sqrt2)
	}
	return 0
}

// Every piece of the grid examples is a closed solid with outward
// normals, of the volume its cells have; with the clearance it is still
// closed and smaller. Balls and necks are closed surfaces each.
func TestGridPiecesAreClosedSolids(t *testing.T) {
	for _, name := range []string{"prism-box", "rhombic-cluster", "tetra-octa-tetrahedron", "sphere-pyramid"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g := p.GridOf()
		for _, clearance := range []float32{0, DefaultClearance} {
			files := PieceFiles(p, 20, clearance)
			for i, pc := range p.Pieces {
				tris := gridSurface(g, pc.Cells, 20, clearance)
				if len(tris) == 0 || len(files[i].STL) != 84+50*len(tris) {
					t.Fatalf("%s %s: %d facets", name, pc.Name, len(tris))
				}
				if pr := Check(tris); !pr.OK() {
					t.Errorf("%s %s, clearance %g: %+v", name, pc.Name, clearance, pr)
				}
				if !NormalsAgree(tris) {
					t.Errorf("%s %s: normals disagree with the corners", name, pc.Name)
				}
				got := Volume(tris) / 8000
				if g == solver.Spheres {
					// The balls, less the clearance, and the necks, each a
					// closed surface of its own, which Volume adds up.
					r, rn := 0.5-float64(clearance)/20, 0.25-float64(clearance)/20
					want := float64(len(pc.Cells)) * 4 / 3 * math.Pi * r * r * r
					for i, c := range pc.Cells {
						for _, d := range pc.Cells[i+1:] {
							if slices.Contains(g.Neighbors(c), d) {
								want += math.Pi * rn * rn * 0.4 // the middle 0.4 of the way
							}
						}
					}
					if math.Abs(got-want) > 0.02*want {
						t.Errorf("%s %s: volume %.4f, want %.4f", name, pc.Name, got, want)
					}
					continue
				}
				want := 0.0
				for _, c := range pc.Cells {
					want += cellVolume(g, c)
				}
				switch {
				case clearance == 0 && math.Abs(got-want) > 1e-4*want:
					t.Errorf("%s %s: volume %.6f, want %.6f", name, pc.Name, got, want)
				case clearance > 0 && (got >= want || got < want*0.9):
					t.Errorf("%s %s, clearance %g: volume %.6f against %.6f", name, pc.Name, clearance, got, want)
				}
			}
		}
	}
}
