package edit

import (
	"slices"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// The tests' puzzles: on each grid, a target of the grid's starting block
// and two pieces drawn from cells that touch, with a palette of two
// colours and some paint, away from the grid's corner so that every
// shape tool has room.

// shapeOn returns n cells of grid g that touch, the first the least valid
// cell at or past from.
func shapeOn(t *testing.T, g *solver.Grid, from solver.Cell, n int) []solver.Cell {
	t.Helper()
	var start solver.Cell
	found := false
	for i := 0; i < 1000 && !found; i++ {
		c := from.Add(solver.Cell{i % 10, i / 10 % 10, i / 100})
		if g.Valid(c) {
			start, found = c, true
		}
	}
	if !found {
		t.Fatalf("%s: no cell near %v", g.Name(), from)
	}
	cells := []solver.Cell{start}
	for i := 0; len(cells) < n && i < len(cells); i++ {
		for _, d := range g.Neighbors(cells[i]) {
			if len(cells) < n && !slices.Contains(cells, d) && d[0] >= from[0] && d[1] >= from[1] && d[2] >= from[2] {
				cells = append(cells, d)
			}
		}
	}
	if len(cells) < n {
		t.Fatalf("%s: only %d touching cells from %v", g.Name(), len(cells), from)
	}
	solver.SortCells(cells)
	return cells
}

// sample is a puzzle on grid g: a starting target, piece A of four cells
// with one painted red, piece B of three, and red and blue in the
// palette with their rules.
func sample(t *testing.T, g *solver.Grid) *solver.Puzzle {
	t.Helper()
	p := NewPuzzle(g)
	from := solver.Cell{1, 1, 1}.Add(solver.Cell{g.Period(), g.Period(), g.Period()})
	a := shapeOn(t, g, from, 4)
	b := shapeOn(t, g, from, 3)
	p.Pieces = []solver.Piece{
		{Name: "A", Cells: a, Paint: map[string][]solver.Cell{"red": {a[0]}}},
		{Name: "B", Cells: b},
	}
	p.Colors = []solver.NamedColor{{Name: "red", RGB: "#d03030"}, {Name: "blue", RGB: "#3050d0"}}
	p.Rules = []solver.ColorRule{{Piece: "red", Target: "red"}, {Piece: "blue", Target: "blue"}}
	return p
}

// text is a puzzle's JSON, to compare puzzles by.
func text(p *solver.Puzzle) string { return string(solver.FormatJSON(p)) }

// done checks an operation that should succeed: no error, a new puzzle,
// and the puzzle given left as it was. It is called as
// done(t, p)(Turn(p, ...)): p's text is taken before the operation runs.
func done(t *testing.T, p *solver.Puzzle) func(*solver.Puzzle, error) *solver.Puzzle {
	t.Helper()
	before := text(p)
	return func(q *solver.Puzzle, err error) *solver.Puzzle {
		t.Helper()
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if q == p {
			t.Fatal("the operation gave back the puzzle it was given")
		}
		if text(p) != before {
			t.Fatalf("the operation changed the puzzle it was given:\n%s\nnow\n%s", before, text(p))
		}
		return q
	}
}

// refused checks an operation that should fail, with a message holding
// each of words, and leave the puzzle given as it was; it is called as
// done is.
func refused(t *testing.T, p *solver.Puzzle, words ...string) func(*solver.Puzzle, error) {
	t.Helper()
	before := text(p)
	return func(q *solver.Puzzle, err error) {
		t.Helper()
		if err == nil {
			t.Fatalf("not refused; it gave %s", text(q))
		}
		for _, w := range words {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("the message %q does not say %q", err, w)
			}
		}
		if text(p) != before {
			t.Fatal("a refused operation changed the puzzle it was given")
		}
	}
}

// congruent reports whether b is a, turned (or, with mirror, turned or
// reflected) and moved by a translation of grid g.
func congruent(g *solver.Grid, a, b []solver.Cell, mirror bool) bool {
	orients, _ := g.Orientations(a, nil, mirror)
	nb := g.Normalize(b)
	return slices.ContainsFunc(orients, func(o []solver.Cell) bool { return slices.Equal(o, nb) })
}

// forEachGrid runs f on each grid Cubist knows, as a subtest.
func forEachGrid(t *testing.T, f func(t *testing.T, g *solver.Grid)) {
	for _, g := range solver.Grids {
		t.Run(g.Name(), func(t *testing.T) { f(t, g) })
	}
}
