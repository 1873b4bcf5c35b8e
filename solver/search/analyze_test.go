package search_test

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

func TestAnalyzeSoma(t *testing.T) {
	p := compile(t, "soma").Puzzle()
	a := solver.Analyze(p)
	if a.PieceCells != 27 || a.Required != 27 || a.Optional != 0 {
		t.Errorf("tally %d / %d + %d", a.PieceCells, a.Required, a.Optional)
	}
	for i, pc := range p.Pieces {
		// Count orientations with the test's own rotations.
		if want := len(legalForms(pc.Cells, false)); a.Pieces[i].Orientations != want {
			t.Errorf("%s: %d orientations, want %d", pc.Name, a.Pieces[i].Orientations, want)
		}
		if !a.Pieces[i].Connected {
			t.Errorf("%s is not connected", pc.Name)
		}
	}
	if !a.Pieces[4].Chiral || !a.Pieces[5].Chiral || a.Pieces[0].Chiral {
		t.Errorf("chirality %+v", a.Pieces)
	}
	if !a.MirrorClosed() || len(a.Identical) != 0 {
		t.Errorf("mirror closed %v, identical %v", a.MirrorClosed(), a.Identical)
	}
}

func TestAnalyzeUnfinishedPuzzle(t *testing.T) {
	p := &solver.Puzzle{
		Pieces: []solver.Piece{
			{Name: "A", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}},  // chiral
			{Name: "A2", Cells: []solver.Cell{{5, 5, 5}, {6, 5, 5}, {6, 6, 5}, {6, 6, 6}}}, // the same shape
			{Name: "gap", Cells: []solver.Cell{{0, 0, 0}, {2, 0, 0}}},                      // apart
			{Name: "empty"}, // nothing yet
			{Name: "L", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}}, Count: 2}, // flat: achiral
		},
		Target: solver.Target{Box: &[3]int{1000, 1000, 1000}},
	}
	a := solver.Analyze(p)
	if a.PieceCells != 4+4+2+0+8 || a.Required != 0 {
		t.Errorf("tally %d / %d", a.PieceCells, a.Required)
	}
	if a.Pieces[2].Connected || a.Pieces[3].Orientations != 0 {
		t.Errorf("pieces %+v", a.Pieces)
	}
	if len(a.Identical) != 1 || !slices.Equal(a.Identical[0], []int{0, 1}) {
		t.Errorf("identical %v", a.Identical)
	}
	if !slices.Equal(a.Unpaired, []int{0, 1}) || a.MirrorClosed() {
		t.Errorf("unpaired %v", a.Unpaired)
	}
	// Boxes whose cells cannot be listed; the first multiplies out to 0 in
	// 64 bits, so only a check of each side catches it.
	for _, box := range [][3]int{{1 << 21, 1 << 21, 1 << 22}, {0, 5, 5}, {-2, -2, 1}} {
		p.Target.Box = &box
		if a := solver.Analyze(p); a.Required != 0 {
			t.Errorf("box %v: %d required cells", box, a.Required)
		}
	}
	p.Mirror = true
	if a := solver.Analyze(p); !a.MirrorClosed() || a.Pieces[0].Orientations != 24 {
		t.Errorf("with mirroring allowed: unpaired %v, %d orientations", a.Unpaired, a.Pieces[0].Orientations)
	}
}
