package mesh

import (
	"testing"

	"github.com/cubist/cubist/solver"
)

func TestPaintNote(t *testing.T) {
	p := &solver.Puzzle{
		Pieces: []solver.Piece{
			{Name: "Z", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Paint: map[string][]solver.Cell{"blue": {{0, 0, 0}}, "red": {{1, 0, 0}}}},
			{Name: "I", Cells: []solver.Cell{{0, 0, 0}}},
		},
		Colors: []solver.NamedColor{{Name: "red", RGB: "#d03030"}, {Name: "blue", RGB: "#3050d0"}},
	}
	if got, want := PaintNote(p, 0), "red (#d03030) on [1,0,0]; blue (#3050d0) on [0,0,0]"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := PaintNote(p, 1); got != "" {
		t.Errorf("an unpainted piece: %q", got)
	}
}
