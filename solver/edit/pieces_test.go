package edit

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// names lists the puzzle's piece names in order.
func names(p *solver.Puzzle) []string {
	var out []string
	for _, pc := range p.Pieces {
		out = append(out, pc.Name)
	}
	return out
}

// The piece list: add, duplicate, delete and move pieces, each returning
// the piece drawn next.
func TestPieceList(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		before := text(p)
		q, i := AddPiece(p)
		if text(p) != before || !slices.Equal(names(q), []string{"A", "B", "C"}) || i != 2 || len(q.Pieces[2].Cells) != 0 {
			t.Fatalf("added: %v, drawing %d", names(q), i)
		}
		q, i, err := DuplicatePiece(p, 0)
		if q = done(t, p)(q, err); !slices.Equal(names(q), []string{"A", "C", "B"}) || i != 1 ||
			!slices.Equal(q.Pieces[1].Cells, p.Pieces[0].Cells) || len(q.Pieces[1].Paint["red"]) != 1 {
			t.Errorf("duplicated: %v, drawing %d", names(q), i)
		}
		q, j, err := DeletePiece(p, 1)
		if q = done(t, p)(q, err); !slices.Equal(names(q), []string{"A"}) || j != 0 {
			t.Errorf("deleted B: %v, drawing %d", names(q), j)
		}
		r, j, err := DeletePiece(q, 0)
		if r = done(t, q)(r, err); len(r.Pieces) != 0 || j != Target {
			t.Errorf("deleted every piece: %v, drawing %d", names(r), j)
		}
		q, j, err = MovePiece(p, 1, -1)
		if q = done(t, p)(q, err); !slices.Equal(names(q), []string{"B", "A"}) || j != 0 {
			t.Errorf("moved B up: %v, drawing %d", names(q), j)
		}
		q, j, err = MovePiece(p, 0, 1)
		if q = done(t, p)(q, err); !slices.Equal(names(q), []string{"B", "A"}) || j != 1 {
			t.Errorf("moved A down: %v, drawing %d", names(q), j)
		}
		for _, c := range []struct {
			i     Item
			delta int
			say   string
		}{{0, -1, "top"}, {1, 1, "end"}} {
			q, _, err := MovePiece(p, c.i, c.delta)
			refused(t, p, "at the "+c.say)(q, err)
		}
		q, _, err = DeletePiece(p, Target)
		refused(t, p, "pick a piece first")(q, err)
		q, _, err = DuplicatePiece(p, 7)
		refused(t, p, "no piece 7")(q, err)
	})
}

// Free names run A to Z, then A1 to Z1, skipping those taken.
func TestFreeName(t *testing.T) {
	p := &solver.Puzzle{}
	for range 27 {
		p, _ = AddPiece(p)
	}
	if got := names(p); got[0] != "A" || got[25] != "Z" || got[26] != "A1" {
		t.Errorf("names %v", got)
	}
	p = &solver.Puzzle{Pieces: []solver.Piece{{Name: "B"}, {Name: "A"}}}
	if got := FreeName(p); got != "C" {
		t.Errorf("after A and B, %q", got)
	}
}

// Names, colours and the puzzle's name.
func TestNames(t *testing.T) {
	p := sample(t, solver.Cubes)
	q := done(t, p)(RenamePiece(p, 1, "  stick "))
	if q.Pieces[1].Name != "stick" {
		t.Errorf("renamed %q", q.Pieces[1].Name)
	}
	refused(t, p, "a name of its own")(RenamePiece(p, 1, "A"))
	refused(t, p, "a name of its own")(RenamePiece(p, 1, " "))
	refused(t, p, "pick a piece first")(RenamePiece(p, Target, "X"))
	q = done(t, p)(SetPieceColor(p, 0, "#123456"))
	if q.Pieces[0].Color != "#123456" {
		t.Errorf("piece colour %q", q.Pieces[0].Color)
	}
	before := text(p)
	if q := Rename(p, "Soma"); q.Name != "Soma" || text(p) != before {
		t.Errorf("the puzzle is named %q", q.Name)
	}
}

// The copies field takes a number or a range, and says what it takes.
func TestSetCopies(t *testing.T) {
	p := sample(t, solver.Cubes)
	for _, c := range []struct {
		text            string
		count, min, max int
		shown           string
	}{
		{"3", 3, 0, 0, "3"}, {" 1 ", 0, 0, 0, "1"}, {"0-2", 0, 0, 2, "0–2"}, {"1–4", 0, 1, 4, "1–4"},
		{"2-2", 2, 0, 0, "2"}, {"1000", 1000, 0, 0, "1000"},
	} {
		q := done(t, p)(SetCopies(p, 0, c.text))
		pc := q.Pieces[0]
		if pc.Count != c.count || pc.Min != c.min || pc.Max != c.max || CopiesText(pc) != c.shown {
			t.Errorf("%q: count %d, range %d–%d, shown %q", c.text, pc.Count, pc.Min, pc.Max, CopiesText(pc))
		}
	}
	for _, bad := range []string{"0", "x", "5-1", "-1", "1001", "1-", ""} {
		refused(t, p, "Copies must be", bad)(SetCopies(p, 0, bad))
	}
}

// Merging adds up copies and ranges into the first piece of the group.
func TestMergePieces(t *testing.T) {
	p := &solver.Puzzle{Pieces: []solver.Piece{
		{Name: "A", Count: 2}, {Name: "B"}, {Name: "C", Min: 0, Max: 2}, {Name: "D"},
	}}
	q, first, err := MergePieces(p, []int{0, 2})
	q = done(t, p)(q, err)
	if !slices.Equal(names(q), []string{"A", "B", "D"}) || first != 0 || q.Pieces[0].Min != 2 || q.Pieces[0].Max != 4 {
		t.Errorf("merged A and C: %v, A %+v", names(q), q.Pieces[0])
	}
	q, first, err = MergePieces(p, []int{1, 3})
	if q = done(t, p)(q, err); q.Pieces[1].Count != 2 || first != 1 || len(q.Pieces) != 3 {
		t.Errorf("merged B and D: %+v", q.Pieces[1])
	}
	for _, bad := range [][]int{{1}, {2, 1}, {0, 9}} {
		q, _, err := MergePieces(p, bad)
		refused(t, p, "Merge")(q, err)
	}
}

// A set of pieces joins the list on its own grid only, clashing names
// numbered.
func TestAddPieces(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		set := []solver.Piece{{Name: "B", Cells: p.Pieces[1].Cells}, {Name: "E", Cells: p.Pieces[0].Cells}}
		q, last, err := AddPieces(p, set, g.Name(), "the set")
		if q = done(t, p)(q, err); !slices.Equal(names(q), []string{"A", "B", "B2", "E"}) || last != 3 {
			t.Errorf("added: %v, drawing %d", names(q), last)
		}
		other := solver.Grids[(slices.Index(solver.Grids, g)+1)%len(solver.Grids)]
		q, _, err = AddPieces(p, set, other.Name(), "Odd set")
		refused(t, p, "The set Odd set is of "+other.Name(), "on the "+g.Name()+" grid")(q, err)
	})
}
