package solver_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/edit"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/mesh"
	"github.com/cubist/cubist/solver/search"
)

// Every grid of solver.Grids goes through every part that asks the grid:
// the design search, mirror hints, STL, share codes, the editor's turns
// and shifts, and taking apart. A grid added without an example, or that
// some part does not know, fails here.
func TestEveryPartOnEveryGrid(t *testing.T) {
	byGrid := map[*solver.Grid]*solver.Puzzle{}
	for _, name := range examples.Names() {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g := p.GridOf()
		if q, ok := byGrid[g]; !ok || len(p.Pieces) < len(q.Pieces) && len(p.Pieces) > 1 {
			byGrid[g] = p
		}
	}
	for _, g := range solver.Grids {
		t.Run(g.Name(), func(t *testing.T) {
			ex, ok := byGrid[g]
			if !ok {
				t.Fatalf("no example on the %s grid", g.Name())
			}
			p := designOn(t, g, ex)
			mirrorHint(t, g, p)
			stlOf(t, g, p)
			shareOf(t, p)
			turnsAndShifts(t, g, p)
		})
	}
}

// designOn cuts a part of the example's target, 20 of its solids, into
// three pieces and designs a unique puzzle from the cut; it checks each
// variant kept, and takes the best apart where the grid takes puzzles
// apart.
func designOn(t *testing.T, g *solver.Grid, ex *solver.Puzzle) *solver.Puzzle {
	required, _ := ex.Target.Split()
	blob := blobOf(g, required, 20)
	start, err := solver.RandomDissectionOf(g, blob, 3, 4, 9, 3)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := design.Search(ctx, start, design.Options{Seed: 1, Workers: 1, Keep: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Met || len(res.Variants) == 0 {
		t.Fatalf("no unique variant in %d tried", res.Tried)
	}
	whole := map[solver.Cell]int{} // cells per solid, in the cut
	for _, c := range blob {
		whole[g.SolidOf(c)]++
	}
	for i, v := range res.Variants {
		q := v.Puzzle
		if q.GridOf() != g {
			t.Fatalf("variant %d is on the %s grid", i, q.GridOf().Name())
		}
		for _, pc := range q.Pieces {
			if !g.Connected(pc.Cells) {
				t.Errorf("variant %d: piece %s is not joined on its grid", i, pc.Name)
			}
			for _, pl := range v.Solution.Pieces {
				for _, s := range g.Solids(pl.Cells) {
					if len(s) != whole[g.SolidOf(pl.Cells[s[0]])] {
						t.Errorf("variant %d: piece %s holds %d cells of a solid of %d", i, pl.Name, len(s), whole[g.SolidOf(pl.Cells[s[0]])])
					}
				}
			}
		}
		pr, err := search.Compile(q)
		if err != nil {
			t.Fatal(err)
		}
		st, err := pr.Search(context.Background(), search.Options{Workers: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Solutions != v.Solutions || st.Distinct != v.Distinct {
			t.Errorf("variant %d: judged %d/%d, counted %d/%d", i, v.Solutions, v.Distinct, st.Solutions, st.Distinct)
		}
	}
	best := res.Variants[0]
	err = g.ErrTakeApart()
	switch {
	case g.TakesApart():
		r := assembly.Disassemble(best.Solution, assembly.Limits{Groups: assembly.GroupsOf(best.Puzzle), Grid: g})
		if r.Apart != best.ComesApart || r.Apart && (r.Level != best.Level || r.Notation == "") {
			t.Errorf("taken apart: %v at level %d (%s); the design said %v at %d", r.Apart, r.Level, r.Notation, best.ComesApart, best.Level)
		}
		t.Logf("%s: %s, level %s", g.Name(), best.Summary(), r.Notation)
	case err == nil || !strings.Contains(err.Error(), g.Title()) || !best.NotTakenApart:
		t.Errorf("no disassembler: %v, variant %+v", err, best.Summary())
	default:
		t.Logf("%s: %s; %v", g.Name(), best.Summary(), err)
	}
	return best.Puzzle
}

// blobOf returns the cells of up to n solids of cells, joined, from the
// first cell's solid on, breadth first.
func blobOf(g *solver.Grid, cells []solver.Cell, n int) []solver.Cell {
	solids := g.Solids(cells)
	of := map[solver.Cell]int{}
	for k, s := range solids {
		for _, i := range s {
			of[cells[i]] = k
		}
	}
	seen := map[int]bool{0: true}
	queue := []int{0}
	for x := 0; x < len(queue) && len(queue) < n; x++ {
		for _, i := range solids[queue[x]] {
			for _, d := range g.Neighbors(cells[i]) {
				if k, ok := of[d]; ok && !seen[k] && len(queue) < n {
					seen[k] = true
					queue = append(queue, k)
				}
			}
		}
	}
	var out []solver.Cell
	for _, k := range queue {
		for _, i := range solids[k] {
			out = append(out, cells[i])
		}
	}
	solver.SortCells(out)
	return out
}

// mirrorHint gives a chiral piece of p, mirrored, its own shape to fill:
// with no mirroring allowed that has no solution, and the hint must say
// to mirror it back.
func mirrorHint(t *testing.T, g *solver.Grid, p *solver.Puzzle) {
	for _, pc := range p.Pieces {
		m, ok := g.Mirror(pc.Cells)
		if !ok || !g.Chiral(pc.Cells, nil) {
			continue
		}
		if g.SameShape(m, pc.Cells, false) || !g.SameShape(m, pc.Cells, true) {
			t.Fatalf("piece %s: the mirror image is no mirror image", pc.Name)
		}
		q := &solver.Puzzle{Name: "mirrored", Grid: p.Grid, Target: solver.Target{Cells: pc.Cells}, Pieces: []solver.Piece{{Name: pc.Name, Cells: m}}}
		fixes, err := search.MirrorFixes(context.Background(), q, 1)
		if err != nil || !slices.Equal(fixes, []int{0}) {
			t.Errorf("piece %s mirrored: the hints name %v (%v)", pc.Name, fixes, err)
		}
		return
	}
	t.Errorf("no chiral piece to mirror")
}

// stlOf prints every piece: closed, manifold with a clearance.
func stlOf(t *testing.T, g *solver.Grid, p *solver.Puzzle) {
	for _, f := range mesh.PieceFiles(p, 20, 0.2) {
		if f.Facets == 0 || !f.Manifold || len(f.STL) == 0 {
			t.Errorf("piece %s: %d facets, manifold %v", f.Piece, f.Facets, f.Manifold)
		}
	}
}

// shareOf writes the puzzle as a share code and reads it back.
func shareOf(t *testing.T, p *solver.Puzzle) {
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	q, err := format.ParseShareCode(code)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := solver.FormatJSON(p), solver.FormatJSON(q); !slices.Equal(a, b) {
		t.Errorf("the share code gave back\n%s\nfor\n%s", b, a)
	}
}

// turnsAndShifts turns the first piece about each axis, which keeps its
// shape or says the grid has no such turn, and shifts it along each axis
// and back.
func turnsAndShifts(t *testing.T, g *solver.Grid, p *solver.Puzzle) {
	turns := 0
	for axis := range 3 {
		q, err := edit.Turn(p, 0, axis)
		if err != nil {
			if !strings.Contains(err.Error(), "the "+g.Name()+" grid has no such turn") {
				t.Errorf("turn about %d: %v", axis, err)
			}
			continue
		}
		turns++
		a, b := p.Pieces[0].Cells, q.Pieces[0].Cells
		if !g.SameShape(a, b, false) || !g.Connected(b) {
			t.Errorf("turned about %d, piece %v became %v", axis, a, b)
		}
		s, err := edit.Shift(p, 0, axis, 1)
		if err != nil {
			t.Fatal(err)
		}
		back, err := edit.Shift(s, 0, axis, -1)
		if err != nil || !slices.Equal(back.Pieces[0].Cells, a) {
			t.Errorf("shifted along %d and back: %v (%v)", axis, back.Pieces[0].Cells, err)
		}
	}
	if turns == 0 {
		t.Errorf("no turn about any axis")
	}
}
