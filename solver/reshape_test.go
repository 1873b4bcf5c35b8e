package solver_test

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// An L tetromino drawn away from the origin: three along x, one up in y.
var drawnL = []solver.Cell{{1, 1, 2}, {2, 1, 2}, {3, 1, 2}, {3, 2, 2}}

func sorted(cells ...solver.Cell) []solver.Cell {
	solver.SortCells(cells)
	return cells
}

func reshape(t *testing.T, move func(solver.Cell) solver.Cell, cells []solver.Cell) []solver.Cell {
	t.Helper()
	out, err := solver.Reshape(move, cells)
	if err != nil {
		t.Fatal(err)
	}
	return out[0]
}

func turning(t *testing.T, cells []solver.Cell, axis int, mirror bool) func(solver.Cell) solver.Cell {
	t.Helper()
	f, err := solver.Cubes.Turning(cells, axis, mirror)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestTurningKeepsTheCornerAndTheShape(t *testing.T) {
	turned := reshape(t, turning(t, drawnL, 2, false), drawnL)
	// A quarter turn about z by the right hand rule takes +x to +y.
	want := sorted(solver.Cell{2, 1, 2}, solver.Cell{2, 2, 2}, solver.Cell{2, 3, 2}, solver.Cell{1, 3, 2})
	if !slices.Equal(turned, want) {
		t.Errorf("turned about z: %v, want %v", turned, want)
	}
	for axis := range 3 {
		cells := drawnL
		for turn := 1; turn <= 4; turn++ {
			cells = reshape(t, turning(t, cells, axis, false), cells)
			if lo, _ := solver.Bounds(cells); lo != (solver.Cell{1, 1, 2}) {
				t.Errorf("axis %d, turn %d: the lowest corner moved to %v", axis, turn, lo)
			}
			if solver.Cubes.CanonicalKey(cells, false) != solver.Cubes.CanonicalKey(drawnL, false) {
				t.Errorf("axis %d, turn %d: %v is another shape", axis, turn, cells)
			}
			if turn < 4 && slices.Equal(cells, drawnL) {
				t.Errorf("axis %d: %d turns give the shape back", axis, turn)
			}
		}
		if !slices.Equal(cells, drawnL) {
			t.Errorf("axis %d: four turns give %v", axis, cells)
		}
	}
}

func TestMirroringReflectsInPlace(t *testing.T) {
	got := reshape(t, turning(t, drawnL, 0, true), drawnL)
	want := sorted(solver.Cell{3, 1, 2}, solver.Cell{2, 1, 2}, solver.Cell{1, 1, 2}, solver.Cell{1, 2, 2})
	if !slices.Equal(got, want) {
		t.Errorf("mirrored along x: %v, want %v", got, want)
	}
	if back := reshape(t, turning(t, got, 0, true), got); !slices.Equal(back, drawnL) {
		t.Errorf("mirrored twice: %v", back)
	}
}

func TestShiftingStopsAtTheGridsEdge(t *testing.T) {
	if got := reshape(t, solver.Shifting(1, -1), drawnL); got[0] != (solver.Cell{1, 0, 2}) {
		t.Errorf("shifted down y: %v", got)
	}
	if _, err := solver.Reshape(solver.Shifting(0, -2), drawnL); err == nil {
		t.Error("a shift past 0 was allowed")
	}
	if got := reshape(t, func(c solver.Cell) solver.Cell { return c.Sub(solver.Cubes.Shift(drawnL)) }, drawnL); got[0] != (solver.Cell{0, 0, 0}) || got[3] != (solver.Cell{2, 1, 0}) {
		t.Errorf("trimmed: %v", got)
	}
}

func TestTargetListsMoveTogether(t *testing.T) {
	required := []solver.Cell{{0, 0, 0}, {1, 0, 0}}
	optional := []solver.Cell{{2, 0, 0}}
	all := append(slices.Clone(required), optional...)
	out, err := solver.Reshape(turning(t, all, 2, false), required, optional)
	if err != nil {
		t.Fatal(err)
	}
	// x goes to y: the row along x becomes a column along y.
	if !slices.Equal(out[0], []solver.Cell{{0, 0, 0}, {0, 1, 0}}) || !slices.Equal(out[1], []solver.Cell{{0, 2, 0}}) {
		t.Errorf("turned target: %v", out)
	}
}

func TestScaled(t *testing.T) {
	got := solver.Scaled([]solver.Cell{{1, 1, 1}, {2, 1, 1}}, solver.Cell{1, 1, 1}, 2)
	if len(got) != 16 {
		t.Fatalf("%d cells", len(got))
	}
	if lo, hi := solver.Bounds(got); lo != (solver.Cell{1, 1, 1}) || hi != (solver.Cell{4, 2, 2}) {
		t.Errorf("bounds %v to %v", lo, hi)
	}
}

func TestEnclosedAndInner(t *testing.T) {
	// A 3x3x3 box with its centre missing shuts in the centre; with a
	// face's centre missing too, it shuts in nothing.
	var shell []solver.Cell
	for z := range 3 {
		for y := range 3 {
			for x := range 3 {
				if c := (solver.Cell{x, y, z}); c != (solver.Cell{1, 1, 1}) {
					shell = append(shell, c)
				}
			}
		}
	}
	if got := solver.Cubes.Enclosed(shell); !slices.Equal(got, []solver.Cell{{1, 1, 1}}) {
		t.Errorf("enclosed in a shell: %v", got)
	}
	open := slices.DeleteFunc(slices.Clone(shell), func(c solver.Cell) bool { return c == solver.Cell{1, 1, 0} })
	if got := solver.Cubes.Enclosed(open); len(got) != 0 {
		t.Errorf("enclosed in an open shell: %v", got)
	}
	if got := solver.Cubes.Enclosed(drawnL); len(got) != 0 {
		t.Errorf("enclosed by an L: %v", got)
	}
	// A ring in a plane shuts in its middle.
	ring := []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {2, 1, 0}, {0, 2, 0}, {1, 2, 0}, {2, 2, 0}}
	if got := solver.Cubes.Enclosed(ring); !slices.Equal(got, []solver.Cell{{1, 1, 0}}) {
		t.Errorf("enclosed by a ring: %v", got)
	}
	full := append(shell, solver.Cell{1, 1, 1})
	if got := solver.Cubes.Inner(full); !slices.Equal(got, []solver.Cell{{1, 1, 1}}) {
		t.Errorf("inner cells of a 3x3x3 box: %v", got)
	}
	if got := solver.Cubes.Inner(shell); len(got) != 0 {
		t.Errorf("inner cells of a shell: %v", got)
	}
}

// Undo takes every transform's image back where it came from.
func TestTransformUndo(t *testing.T) {
	c := solver.Cell{1, -2, 3}
	for _, tr := range solver.Transforms {
		if got := tr.Undo(tr.Apply(c)); got != c {
			t.Errorf("%+v: undo of apply gives %v", tr, got)
		}
		if got := tr.Apply(tr.Undo(c)); got != c {
			t.Errorf("%+v: apply of undo gives %v", tr, got)
		}
	}
}
