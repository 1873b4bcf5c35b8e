package design_test

import (
	"context"
	"os"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
)

// A unique polysphere pyramid that the design search found from the
// sphere-pyramid example, whose 1602 classes of solutions it cut down to
// one (cubist design sphere-pyramid --seconds 480 --workers 1 --seed 2,
// 582 variants tried). Cubist's judge says it is unique and comes apart at
// level 1 in 11 moves; BurrTools agrees it is unique: burrTxt finds 1
// assembly, in 1,003,994 iterations (its -d has no disassembler for
// spheres).
func TestUniqueSpherePyramid(t *testing.T) {
	data, err := os.ReadFile("testdata/sphere-pyramid-unique.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := solver.ParseJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	v, err := design.Judge(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Unique || !v.ComesApart || v.Level != 1 || v.Moves != 11 {
		t.Errorf("judged %+v, want unique, level 1 in 11 moves", v)
	}
	for _, pc := range p.Pieces {
		if !solver.Spheres.Connected(pc.Cells) {
			t.Errorf("piece %s is not joined", pc.Name)
		}
	}
}
