package search_test

import (
	"context"
	"slices"
	"strconv"
	"sync"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/internal/short"
	"github.com/cubist/cubist/solver/search"
)

// This file checks solutions with code that shares nothing with the
// search: its own rotation matrices, its own normal forms.

type mat [3][3]int

func (a mat) mul(b mat) mat {
	var c mat
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return c
}

func (a mat) apply(v solver.Cell) solver.Cell {
	var out solver.Cell
	for i := range 3 {
		out[i] = a[i][0]*v[0] + a[i][1]*v[1] + a[i][2]*v[2]
	}
	return out
}

// rotationMatrices closes the quarter turns about x and y under
// multiplication; the result is the 24 rotations of the cube.
func rotationMatrices() []mat {
	rx := mat{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}
	ry := mat{{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}
	seen := map[mat]bool{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}: true}
	queue := []mat{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		for _, g := range []mat{rx, ry} {
			if n := m.mul(g); !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	out := make([]mat, 0, len(seen))
	for m := range seen {
		out = append(out, m)
	}
	return out
}

// normalForm shifts cells to the origin and writes them sorted.
func normalForm(cells []solver.Cell) string { return paintedForm(cells, nil) }

// legalForms lists the normal forms of every allowed orientation of a
// piece.
func legalForms(cells []solver.Cell, mirror bool) map[string]bool {
	return paintedForms(cells, nil, mirror)
}

// checkSolution verifies exact cover of the target and that every placed
// piece is a legal orientation and translation of its shape, used as
// often as its count says. It returns the solution as a map from cell to
// piece name.
func checkSolution(t *testing.T, p *solver.Puzzle, sol solver.Solution) map[solver.Cell]string {
	t.Helper()
	target := map[solver.Cell]bool{} // cell -> optional
	if p.Target.Box != nil {
		for x := range p.Target.Box[0] {
			for y := range p.Target.Box[1] {
				for z := range p.Target.Box[2] {
					target[solver.Cell{x, y, z}] = false
				}
			}
		}
	}
	for _, c := range p.Target.Cells {
		target[c] = false
	}
	for _, c := range p.Target.Optional {
		target[c] = true
	}
	owner := map[solver.Cell]string{}
	used := map[int]int{}
	for _, pl := range sol.Pieces {
		if pl.Piece < 0 || pl.Piece >= len(p.Pieces) || p.Pieces[pl.Piece].Name != pl.Name {
			t.Fatalf("placed piece %q (index %d) is not in the puzzle", pl.Name, pl.Piece)
		}
		used[pl.Piece]++
		shape := p.Pieces[pl.Piece].Cells
		if len(pl.Cells) != len(shape) || !legalForms(shape, p.Mirror)[normalForm(pl.Cells)] {
			t.Fatalf("piece %q at %v is not a legal orientation of its shape", pl.Name, pl.Cells)
		}
		checkPaint(t, p, pl)
		for _, c := range pl.Cells {
			if _, ok := target[c]; !ok {
				t.Fatalf("piece %q covers %v outside the target", pl.Name, c)
			}
			if o, ok := owner[c]; ok {
				t.Fatalf("cell %v is covered by %q and %q", c, o, pl.Name)
			}
			owner[c] = pl.Name
		}
	}
	for c, optional := range target {
		if _, ok := owner[c]; !ok && !optional {
			t.Fatalf("required cell %v is not covered", c)
		}
	}
	for i, pc := range p.Pieces {
		lo, hi := max(1, pc.Count), max(1, pc.Count)
		if pc.Max > 0 {
			lo, hi = pc.Min, pc.Max
		}
		if used[i] < lo || used[i] > hi {
			t.Fatalf("piece %q used %d times, want %d to %d", pc.Name, used[i], lo, hi)
		}
	}
	return owner
}

// shapeLabels labels every piece by the first name among the pieces of
// its shape, so that interchangeable pieces compare equal.
func shapeLabels(p *solver.Puzzle) map[string]string {
	label := map[string]string{}
	for _, pc := range p.Pieces {
		label[pc.Name] = pc.Name
		for _, q := range p.Pieces {
			if q.Name < label[pc.Name] && legalForms(q.Cells, p.Mirror)[normalForm(pc.Cells)] {
				label[pc.Name] = q.Name
			}
		}
	}
	return label
}

// fillingKey writes a solution's cell labels in cell order. Like
// paintedForm it runs for every solution checked, so it uses strconv.
func fillingKey(label map[string]string, owner map[solver.Cell]string) string {
	cells := make([]solver.Cell, 0, len(owner))
	for c := range owner {
		cells = append(cells, c)
	}
	slices.SortFunc(cells, func(a, b solver.Cell) int { return slices.Compare(a[:], b[:]) })
	b := make([]byte, 0, 12*len(cells))
	for _, c := range cells {
		for i, v := range c {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = append(b, '=')
		b = append(b, label[owner[c]]...)
		b = append(b, ' ')
	}
	return string(b)
}

var rotations = rotationMatrices()

// turn is a rotation that maps a set of cells, shifted to the origin,
// onto itself once the turned cells are shifted back by lo.
type turn struct {
	m  mat
	lo solver.Cell
}

// symmetryCache keeps, by the normal form of a set of cells, the
// rotations that map it onto itself: every solution of a puzzle fills the
// same cells, or one of few sets.
var (
	symmetryMu    sync.Mutex
	symmetryCache = map[string][]turn{}
)

// symmetries lists the rotations that map cells, shifted to the origin
// (by origin), onto themselves.
func symmetries(cells []solver.Cell) (ts []turn, origin solver.Cell) {
	origin = cells[0]
	for _, c := range cells {
		for i := range 3 {
			origin[i] = min(origin[i], c[i])
		}
	}
	base := normalForm(cells)
	symmetryMu.Lock()
	defer symmetryMu.Unlock()
	if ts, ok := symmetryCache[base]; ok {
		return ts, origin
	}
	for _, m := range rotations {
		list := make([]solver.Cell, len(cells))
		for i, c := range cells {
			list[i] = m.apply(solver.Cell{c[0] - origin[0], c[1] - origin[1], c[2] - origin[2]})
		}
		if normalForm(list) != base {
			continue
		}
		lo := list[0]
		for _, c := range list {
			for i := range 3 {
				lo[i] = min(lo[i], c[i])
			}
		}
		ts = append(ts, turn{m, lo})
	}
	symmetryCache[base] = ts
	return ts, origin
}

// rotationClassKey is the least filling key over the rotations that map
// the filled cells onto themselves, each filling shifted to the origin.
func rotationClassKey(label map[string]string, owner map[solver.Cell]string) string {
	cells := make([]solver.Cell, 0, len(owner))
	for c := range owner {
		cells = append(cells, c)
	}
	ts, origin := symmetries(cells)
	best := ""
	for _, tn := range ts {
		turned := make(map[solver.Cell]string, len(owner))
		for c, name := range owner {
			d := tn.m.apply(solver.Cell{c[0] - origin[0], c[1] - origin[1], c[2] - origin[2]})
			turned[solver.Cell{d[0] - tn.lo[0], d[1] - tn.lo[1], d[2] - tn.lo[2]}] = name
		}
		if k := fillingKey(label, turned); best == "" || k < best {
			best = k
		}
	}
	return best
}

// collect runs a search and verifies every solution it hands out.
func collect(t *testing.T, name string, opt search.Options) (search.Stats, []map[solver.Cell]string) {
	t.Helper()
	return collectFrom(t, compile(t, name), opt)
}

func collectFrom(t *testing.T, pr *search.Problem, opt search.Options) (search.Stats, []map[solver.Cell]string) {
	t.Helper()
	var owners []map[solver.Cell]string
	st, err := pr.Search(context.Background(), opt, func(s solver.Solution) bool {
		owners = append(owners, checkSolution(t, pr.Puzzle(), s))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return st, owners
}

func TestEverySolutionIsVerified(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	short.NativeOnly(t)
	for _, name := range []string{"soma", "megaron", "galakub", "pentominoes-3x20"} {
		t.Run(name, func(t *testing.T) {
			pr := compile(t, name)
			p := pr.Puzzle()
			st, all := collect(t, name, search.Options{Emit: search.EmitAll, Workers: 2})
			if int64(len(all)) != st.Solutions {
				t.Fatalf("emitted %d solutions, counted %d", len(all), st.Solutions)
			}
			label := shapeLabels(p)
			seen := map[string]bool{}
			classes := map[string]bool{}
			for _, o := range all {
				k := fillingKey(label, o)
				if seen[k] {
					t.Fatalf("solution emitted twice: %s", k)
				}
				seen[k] = true
				classes[rotationClassKey(label, o)] = true
			}
			if int64(len(classes)) != st.Distinct {
				t.Errorf("all solutions fall in %d rotation classes, the search counted %d", len(classes), st.Distinct)
			}
			dlx := compile(t, name)
			search.UseDLX(dlx)
			_, distinct := collectFrom(t, dlx, search.Options{Emit: search.EmitDistinct})
			dclasses := map[string]bool{}
			for _, o := range distinct {
				k := rotationClassKey(label, o)
				if dclasses[k] {
					t.Fatalf("two distinct solutions are rotations of each other")
				}
				dclasses[k] = true
			}
			if int64(len(distinct)) != st.Distinct {
				t.Errorf("emitted %d distinct solutions, counted %d", len(distinct), st.Distinct)
			}
		})
	}
}

func TestPentominoDistinctSolutionsAreVerified(t *testing.T) {
	t.Parallel() // a long count; the package's other tests go on beside it
	if testing.Short() {
		t.Skip("long")
	}
	st, sols := collect(t, "pentominoes-6x10", search.Options{Emit: search.EmitDistinct, Workers: 2})
	if len(sols) != 2339 || st.Distinct != 2339 {
		t.Fatalf("got %d solutions, %d distinct; want 2339", len(sols), st.Distinct)
	}
	label := shapeLabels(compile(t, "pentominoes-6x10").Puzzle())
	classes := map[string]bool{}
	for _, o := range sols {
		classes[rotationClassKey(label, o)] = true
	}
	if len(classes) != 2339 {
		t.Fatalf("the 2339 solutions fall in %d rotation classes", len(classes))
	}
}

func TestBedlamSolutionsAreVerified(t *testing.T) {
	st, sols := collect(t, "bedlam", search.Options{Emit: search.EmitAll, Limit: 300, Workers: 2})
	if len(sols) != 300 || st.Complete {
		t.Fatalf("got %d solutions, complete %v", len(sols), st.Complete)
	}
	seen := map[string]bool{}
	label := shapeLabels(compile(t, "bedlam").Puzzle())
	for _, o := range sols {
		k := fillingKey(label, o)
		if seen[k] {
			t.Fatal("solution emitted twice")
		}
		seen[k] = true
	}
}
