package search_test

import (
	"context"
	"fmt"
	"maps"
	"sort"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// colouredPuzzles are small puzzles with painted cells and colour rules.
func colouredPuzzles(t *testing.T) []*solver.Puzzle {
	soma, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	red := []solver.NamedColor{{Name: "red", RGB: "#d03030"}, {Name: "blue", RGB: "#3050d0"}}
	// Soma with a red centre and blue elsewhere, where one cube of one
	// piece is red and may only go on red.
	s1 := *soma
	s1.Name = "Soma with a red centre"
	s1.Colors, s1.Rules = red, []solver.ColorRule{{Piece: "red", Target: "red"}}
	s1.Target.Paint = map[string][]solver.Cell{"red": {{1, 1, 1}}}
	for z := range 3 {
		for y := range 3 {
			for x := range 3 {
				if c := (solver.Cell{x, y, z}); c != (solver.Cell{1, 1, 1}) {
					s1.Target.Paint["blue"] = append(s1.Target.Paint["blue"], c)
				}
			}
		}
	}
	s1.Pieces = append([]solver.Piece(nil), soma.Pieces...)
	s1.Pieces[3].Paint = map[string][]solver.Cell{"red": {s1.Pieces[3].Cells[1]}}
	// A box with a blue face and a red corner; a domino with a blue end
	// may put it on blue only, and red cells of pieces go on red or blue.
	b := &solver.Puzzle{Name: "painted box", Target: box(2, 2, 3), Colors: red,
		Rules: []solver.ColorRule{{Piece: "blue", Target: "blue"}, {Piece: "red", Target: "red"}, {Piece: "red", Target: "blue"}},
		Pieces: []solver.Piece{
			{Name: "D", Cells: domino, Paint: map[string][]solver.Cell{"blue": {{0, 0, 0}}}},
			{Name: "L", Cells: lTri, Min: 1, Max: 2, Paint: map[string][]solver.Cell{"red": {{0, 1, 0}}}},
			{Name: "B", Cells: bend},
			ranged("I", iTri, 0, 1),
		}}
	b.Target.Paint = map[string][]solver.Cell{"blue": {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}, "red": {{1, 1, 2}}}
	// The same with mirror images allowed, where the painted pieces are
	// chiral in colour.
	m := *b
	m.Name, m.Mirror = "painted box, mirrored", true
	// With only the floor blue, the four turns about z keep the colours.
	f := m
	f.Name = "painted box with a blue floor, mirrored"
	f.Target.Paint = map[string][]solver.Cell{"blue": b.Target.Paint["blue"]}
	return []*solver.Puzzle{&s1, b, &m, &f}
}

// TestColoursMatchFilteredSolutions checks each coloured puzzle against
// its uncoloured puzzle: every solution of that, with every way its
// painted pieces can be turned to give the same cells, is kept when the
// rules allow the colours where they land. The coloured search must count
// exactly those solutions, and their classes under the rotations that keep
// the target's colours.
func TestColoursMatchFilteredSolutions(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	for _, p := range colouredPuzzles(t) {
		t.Run(p.Name, func(t *testing.T) {
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
			wantSolutions, wantDistinct := filteredCounts(t, p)
			if wantSolutions == 0 {
				t.Fatal("no solution survives the rules: a weak test")
			}
			for _, use := range []func(*search.Problem){search.UseFirstCell, search.UseMostConstrained, search.UsePieces, search.UseWide, search.UseWidePieces, search.UseDLX} {
				pr, err := search.Compile(p)
				if err != nil {
					t.Fatal(err)
				}
				use(pr)
				got, all := collectFrom(t, pr, search.Options{Emit: search.EmitAll, Workers: 2})
				if got.Solutions != wantSolutions || got.Distinct != wantDistinct || int64(len(all)) != got.Solutions {
					t.Errorf("%s: %d solutions (%d emitted), %d distinct; filtered: %d, %d", search.Engine(pr),
						got.Solutions, len(all), got.Distinct, wantSolutions, wantDistinct)
				}
			}
			t.Logf("%d solutions, %d distinct", wantSolutions, wantDistinct)
		})
	}
}

// filteredCounts counts the coloured solutions of p from its uncoloured
// puzzle's solutions, with the test's own rotations.
func filteredCounts(t *testing.T, p *solver.Puzzle) (solutions, distinct int64) {
	plain := *p
	plain.Colors, plain.Rules, plain.Target.Paint = nil, nil, nil
	plain.Pieces = append([]solver.Piece(nil), p.Pieces...)
	for i := range plain.Pieces {
		plain.Pieces[i].Paint = nil
	}
	pr, err := search.Compile(&plain)
	if err != nil {
		t.Fatal(err)
	}
	target := map[solver.Cell]string{}
	for name, cells := range p.Target.Paint {
		for _, c := range cells {
			target[c] = name
		}
	}
	allowed := func(piece, on string) bool {
		if piece == "" || on == "" {
			return true
		}
		for _, r := range p.Rules {
			if r.Piece == piece && r.Target == on {
				return true
			}
		}
		return false
	}
	label := shapeLabels(&plain)
	classes := map[string]bool{}
	_, err = pr.Search(context.Background(), search.Options{Emit: search.EmitAll, Workers: 2}, func(sol solver.Solution) bool {
		checkSolution(t, &plain, sol)
		// Each placed copy's colourings, as cell -> colour maps.
		fillings := []map[solver.Cell]string{{}}
		for _, pl := range sol.Pieces {
			var ways []map[solver.Cell]string
			seen := map[string]bool{}
			for _, paint := range turnsOnto(p.Pieces[pl.Piece], pl.Cells, p.Mirror) {
				ok := true
				for c, col := range paint {
					ok = ok && allowed(col, target[c])
				}
				if k := fmt.Sprint(paint); ok && !seen[k] {
					seen[k] = true
					ways = append(ways, paint)
				}
			}
			var next []map[solver.Cell]string
			for _, f := range fillings {
				for _, w := range ways {
					g := maps.Clone(f)
					maps.Copy(g, w)
					next = append(next, g)
				}
			}
			fillings = next
		}
		for _, f := range fillings {
			solutions++
			classes[paintedClassKey(label, sol, f, target)] = true
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return solutions, int64(len(classes))
}

// turnsOnto lists, for each allowed orientation of piece pc that covers
// exactly cells, the colours its painted cells then have: cell -> colour.
func turnsOnto(pc solver.Piece, cells []solver.Cell, mirror bool) []map[solver.Cell]string {
	want := normalForm(cells)
	lo := func(list []solver.Cell) solver.Cell {
		m := list[0]
		for _, c := range list {
			for i := range 3 {
				m[i] = min(m[i], c[i])
			}
		}
		return m
	}
	at := lo(cells)
	var out []map[solver.Cell]string
	for _, m := range rotations {
		for _, s := range []int{1, -1} {
			if s == -1 && !mirror {
				continue
			}
			turn := func(c solver.Cell) solver.Cell { return m.apply(solver.Cell{s * c[0], c[1], c[2]}) }
			moved := make([]solver.Cell, len(pc.Cells))
			for i, c := range pc.Cells {
				moved[i] = turn(c)
			}
			if normalForm(moved) != want {
				continue
			}
			from := lo(moved)
			paint := map[solver.Cell]string{}
			for name, list := range pc.Paint {
				for _, c := range list {
					d := turn(c)
					paint[solver.Cell{d[0] - from[0] + at[0], d[1] - from[1] + at[1], d[2] - from[2] + at[2]}] = name
				}
			}
			out = append(out, paint)
		}
	}
	return out
}

// paintedClassKey is the least key of a coloured solution over the
// rotations that map its cells onto themselves and the target's colours
// onto themselves: each copy written as its label and its cells with
// their colours, the copies sorted.
func paintedClassKey(label map[string]string, sol solver.Solution, paint, target map[solver.Cell]string) string {
	var cells []solver.Cell
	for _, pl := range sol.Pieces {
		cells = append(cells, pl.Cells...)
	}
	base := normalForm(cells)
	best := ""
	for _, m := range rotations {
		moved := make([]solver.Cell, len(cells))
		for i, c := range cells {
			moved[i] = m.apply(c)
		}
		if normalForm(moved) != base {
			continue
		}
		lo, at := moved[0], cells[0]
		for i := range moved {
			for k := range 3 {
				lo[k], at[k] = min(lo[k], moved[i][k]), min(at[k], cells[i][k])
			}
		}
		move := func(c solver.Cell) solver.Cell {
			d := m.apply(c)
			return solver.Cell{d[0] - lo[0] + at[0], d[1] - lo[1] + at[1], d[2] - lo[2] + at[2]}
		}
		keeps := true
		for _, c := range cells {
			keeps = keeps && target[move(c)] == target[c]
		}
		if !keeps {
			continue
		}
		var copies []string
		for _, pl := range sol.Pieces {
			var parts []string
			for _, c := range pl.Cells {
				parts = append(parts, fmt.Sprint(move(c), paint[c]))
			}
			sort.Strings(parts)
			copies = append(copies, label[pl.Name]+":"+strings.Join(parts, ";"))
		}
		sort.Strings(copies)
		if k := strings.Join(copies, " "); best == "" || k < best {
			best = k
		}
	}
	return best
}
