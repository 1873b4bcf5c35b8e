package mesh

import (
	"fmt"
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// samples is how many sample points a cube's edge holds in erodedVolume.
const samples = 32

// erodedVolume measures, by sampling, the volume in cubes of the points
// whose open cube of half-width c (in cubes) around them lies in the
// piece: the solid that Surface draws with a clearance of c cubes. The
// sample points sit in the middles of a grid of 1/samples, so when c is a
// whole number of grid steps no face falls on a sample point and the count
// is exact.
func erodedVolume(cells []solver.Cell, c float64) float64 {
	lo, hi := solver.Bounds(cells)
	in := map[solver.Cell]bool{}
	for _, x := range cells {
		in[x.Sub(lo)] = true
	}
	var n [3]int
	for a := range 3 {
		n[a] = (hi[a] - lo[a] + 1) * samples
	}
	// cubes[a][i] is the first and last cube along axis a that the cube
	// around sample i meets.
	var cubes [3][][2]int
	for a := range 3 {
		for i := range n[a] {
			p := (float64(i) + 0.5) / samples
			cubes[a] = append(cubes[a], [2]int{int(math.Floor(p - c)), int(math.Floor(p + c))})
		}
	}
	count := 0
	for i := range n[0] {
		for j := range n[1] {
			for k := range n[2] {
				from := solver.Cell{cubes[0][i][0], cubes[1][j][0], cubes[2][k][0]}
				to := solver.Cell{cubes[0][i][1], cubes[1][j][1], cubes[2][k][1]}
				if allIn(in, from, to) {
					count++
				}
			}
		}
	}
	return float64(count) / (samples * samples * samples)
}

// blockPieces returns every face-connected piece that fits in a 2x2x2
// block: among them cubes that meet only along an edge or at a corner.
func blockPieces() [][]solver.Cell {
	var out [][]solver.Cell
	for set := 1; set < 256; set++ {
		var cells []solver.Cell
		for i := range 8 {
			if set>>i&1 == 1 {
				cells = append(cells, solver.Cell{i & 1, i >> 1 & 1, i >> 2})
			}
		}
		if solver.Cubes.Connected(cells) {
			out = append(out, cells)
		}
	}
	return out
}

func TestClearanceGivesAManifoldShrunkenSolid(t *testing.T) {
	type piece struct {
		name  string
		cells []solver.Cell
	}
	var pieces []piece
	for i, cells := range blockPieces() {
		pieces = append(pieces, piece{fmt.Sprintf("block piece %d", i), cells})
	}
	for _, name := range []string{"soma", "bedlam", "pentominoes-6x10"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, pc := range p.Pieces {
			pieces = append(pieces, piece{name + " " + pc.Name, pc.Cells})
		}
	}
	if len(pieces) < 100 {
		t.Fatalf("only %d pieces", len(pieces))
	}
	const size = 16.0
	const clearance = size * 4 / samples // a whole number of sample steps: 2 mm
	notManifold := 0
	for _, pc := range pieces {
		if !Check(Surface(pc.cells, size, 0)).OK() {
			notManifold++
		}
		tris := Surface(pc.cells, size, clearance)
		if p := Check(tris); !p.OK() {
			t.Errorf("%s: %+v", pc.name, p)
		}
		if !NormalsAgree(tris) {
			t.Errorf("%s: normals disagree with the corners' turn", pc.name)
		}
		got := Volume(tris) / (size * size * size)
		if want := erodedVolume(pc.cells, clearance/size); math.Abs(got-want) > 1e-5*want {
			t.Errorf("%s: volume %.6f cubes, want %.6f", pc.name, got, want)
		}
	}
	// The test means something only if some pieces need the clearance to
	// be manifold.
	if notManifold == 0 {
		t.Error("no piece has cubes that meet only along an edge")
	}
}

func TestClearanceByHand(t *testing.T) {
	const s, c = 20, 0.5
	for _, k := range []struct {
		name  string
		cells []solver.Cell
		want  float64
	}{
		{"cube", []solver.Cell{{0, 0, 0}}, (s - 2*c) * (s - 2*c) * (s - 2*c)},
		{"domino", []solver.Cell{{0, 0, 0}, {1, 0, 0}}, (s - 2*c) * (s - 2*c) * (2*s - 2*c)},
		// An L tromino's two bars overlap in one cube's middle.
		{"L tromino", []solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}},
			(s - 2*c) * (2*(2*s-2*c)*(s-2*c) - (s-2*c)*(s-2*c))},
	} {
		if got := Volume(Surface(k.cells, s, c)); math.Abs(got-k.want) > 1e-3 {
			t.Errorf("%s: volume %.3f, want %.3f", k.name, got, k.want)
		}
	}
	// The bounding box shrinks by the clearance on every side.
	tris := Surface([]solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, s, c)
	lo, hi := Vec{s, s, s}, Vec{}
	for _, t := range tris {
		for _, v := range t.V {
			for a := range 3 {
				lo[a], hi[a] = min(lo[a], v[a]), max(hi[a], v[a])
			}
		}
	}
	if lo != (Vec{c, c, c}) || hi != (Vec{2*s - c, 2*s - c, s - c}) {
		t.Errorf("bounds %v to %v", lo, hi)
	}
}

func TestCheckSizes(t *testing.T) {
	for _, k := range []struct {
		size, clearance float64
		ok              bool
	}{
		{20, 0, true}, {20, 0.1, true}, {20, 5, true}, {1000, 250, true},
		{0, 0, false}, {-1, 0, false}, {1001, 0, false}, {math.NaN(), 0, false},
		{20, -0.1, false}, {20, 5.01, false}, {20, math.NaN(), false},
	} {
		if err := CheckSizes(k.size, k.clearance); (err == nil) != k.ok {
			t.Errorf("CheckSizes(%g, %g) = %v", k.size, k.clearance, err)
		}
	}
}
