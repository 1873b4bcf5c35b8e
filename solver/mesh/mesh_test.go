package mesh

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

func TestEveryExamplePieceIsAClosedSolid(t *testing.T) {
	for _, name := range []string{"soma", "bedlam", "galakub", "pentominoes-6x10"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, pc := range p.Pieces {
			const size = 19.5
			tris := Surface(pc.Cells, size, 0)
			if prob := Check(tris); !prob.OK() {
				t.Errorf("%s %s: %+v", name, pc.Name, prob)
			}
			if !NormalsAgree(tris) {
				t.Errorf("%s %s: normals disagree with the corners' turn", name, pc.Name)
			}
			want := float64(len(pc.Cells)) * size * size * size
			if v := Volume(tris); math.Abs(v-want) > 1e-3*want {
				t.Errorf("%s %s: volume %.1f mm³, want %.1f", name, pc.Name, v, want)
			}
		}
	}
}

func TestSharedFacesAreLeftOut(t *testing.T) {
	// An L tromino: 3 cubes, 18 faces, 2 pairs shared: 14 faces, 28 facets.
	tris := Surface([]solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, 10, 0)
	if len(tris) != 28 {
		t.Fatalf("%d facets, want 28", len(tris))
	}
	// A 2x2x2 block keeps only its 24 outer faces.
	var block []solver.Cell
	for i := range 8 {
		block = append(block, solver.Cell{i & 1, i >> 1 & 1, i >> 2})
	}
	if n := len(Surface(block, 10, 0)); n != 48 {
		t.Fatalf("block: %d facets, want 48", n)
	}
}

func TestCheckFindsBrokenMeshes(t *testing.T) {
	tris := Surface([]solver.Cell{{0, 0, 0}}, 10, 0)
	if p := Check(tris[1:]); p.Open == 0 {
		t.Errorf("a cube missing a triangle: %+v", p)
	}
	flipped := append([]Triangle(nil), tris...)
	flipped[0].V[1], flipped[0].V[2] = flipped[0].V[2], flipped[0].V[1]
	if p := Check(flipped); p.OK() {
		t.Error("a flipped triangle went unnoticed")
	}
	// Two cubes touching along an edge only share it four ways.
	diagonal := append(Surface([]solver.Cell{{0, 0, 0}}, 10, 0), Surface([]solver.Cell{{1, 1, 0}}, 10, 0)...)
	for i := range diagonal[12:] {
		for j := range 3 {
			diagonal[12+i].V[j][0] += 10
			diagonal[12+i].V[j][1] += 10
		}
	}
	if p := Check(diagonal); p.Shared == 0 {
		t.Errorf("an edge shared by four triangles went unnoticed: %+v", p)
	}
}

func TestSTL(t *testing.T) {
	tris := Surface([]solver.Cell{{0, 0, 0}, {1, 0, 0}}, 20, 0.1)
	data := STL("I2", tris)
	if len(data) != 84+50*len(tris) {
		t.Fatalf("%d bytes for %d facets", len(data), len(tris))
	}
	if !bytes.HasPrefix(data, []byte("Cubist piece I2")) {
		t.Errorf("header %q", data[:20])
	}
	if n := binary.LittleEndian.Uint32(data[80:]); int(n) != len(tris) {
		t.Errorf("facet count %d, want %d", n, len(tris))
	}
	var first Triangle
	binary.Read(bytes.NewReader(data[84:]), binary.LittleEndian, &first)
	if first != tris[0] {
		t.Errorf("first facet %v, want %v", first, tris[0])
	}
}

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{"T": "01-T.stl", "Z (mirrored)": "01-Z--mirrored-.stl", "<img>": "01--img-.stl", "ÄÖ": "01-piece.stl"} {
		if got := FileName(0, in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
