package search_test

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/cubist/cubist/solver"
)

// checkPaint verifies a placed copy's colours: they are its piece's paint
// carried by one allowed orientation, and every coloured cell sits on a
// target cell whose colour the rules allow (or on an uncoloured one).
func checkPaint(t *testing.T, p *solver.Puzzle, pl solver.Placed) {
	t.Helper()
	pc := p.Pieces[pl.Piece]
	if len(pc.Paint) == 0 {
		if pl.Paint != nil {
			t.Fatalf("piece %q has no paint but is placed with %v", pl.Name, pl.Paint)
		}
	} else {
		if len(pl.Paint) != len(pl.Cells) {
			t.Fatalf("piece %q is placed with %d colours for %d cells", pl.Name, len(pl.Paint), len(pl.Cells))
		}
		if !paintedForms(pc.Cells, colorsOf(pc.Cells, pc.Paint), p.Mirror)[paintedForm(pl.Cells, pl.Paint)] {
			t.Fatalf("piece %q at %v with colours %v is not an allowed orientation of its painted shape", pl.Name, pl.Cells, pl.Paint)
		}
	}
	target := map[solver.Cell]string{}
	for name, cells := range p.Target.Paint {
		for _, c := range cells {
			target[c] = name
		}
	}
	for i, c := range pl.Cells {
		if pl.Paint == nil || pl.Paint[i] == "" || target[c] == "" {
			continue
		}
		ok := false
		for _, r := range p.Rules {
			ok = ok || r.Piece == pl.Paint[i] && r.Target == target[c]
		}
		if !ok {
			t.Fatalf("piece %q puts colour %q on target colour %q at %v, which no rule allows", pl.Name, pl.Paint[i], target[c], c)
		}
	}
}

// colorsOf lists the colour of each cell, "" for none.
func colorsOf(cells []solver.Cell, paint map[string][]solver.Cell) []string {
	out := make([]string, len(cells))
	for name, list := range paint {
		for _, c := range list {
			for i, d := range cells {
				if c == d {
					out[i] = name
				}
			}
		}
	}
	return out
}

// paintedForm shifts cells to the origin and writes them sorted, each with
// its colour where paint is given. It runs for every piece of every
// solution the tests check, so it writes numbers with strconv, not fmt.
func paintedForm(cells []solver.Cell, paint []string) string {
	lo := cells[0]
	for _, c := range cells {
		for i := range 3 {
			lo[i] = min(lo[i], c[i])
		}
	}
	order := make([]int, len(cells))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		if c := slices.Compare(cells[a][:], cells[b][:]); c != 0 || paint == nil {
			return c
		}
		return strings.Compare(paint[a], paint[b])
	})
	b := make([]byte, 0, 8*len(cells))
	for _, i := range order {
		c := cells[i]
		b = strconv.AppendInt(b, int64(c[0]-lo[0]), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(c[1]-lo[1]), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(c[2]-lo[2]), 10)
		if paint != nil {
			b = append(b, ':')
			b = append(b, paint[i]...)
		}
		b = append(b, ';')
	}
	return string(b)
}

// formCache keeps paintedForms' answers, for the tests that run side by
// side and the workers that check solutions.
var (
	formMu    sync.Mutex
	formCache = map[string]map[string]bool{}
)

// paintedForms lists the painted forms of every allowed orientation (the
// bare forms, for nil paint). The map it returns is shared: read it only.
func paintedForms(cells []solver.Cell, paint []string, mirror bool) map[string]bool {
	key := paintedForm(cells, paint)
	if mirror {
		key += "mirror"
	}
	formMu.Lock()
	defer formMu.Unlock()
	if f, ok := formCache[key]; ok {
		return f
	}
	out := map[string]bool{}
	for _, m := range rotations {
		for _, s := range []int{1, -1} {
			if s == -1 && !mirror {
				continue
			}
			moved := make([]solver.Cell, len(cells))
			for i, c := range cells {
				moved[i] = m.apply(solver.Cell{s * c[0], c[1], c[2]})
			}
			out[paintedForm(moved, paint)] = true
		}
	}
	formCache[key] = out
	return out
}
