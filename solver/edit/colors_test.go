package edit

import (
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// Adding a colour takes the next free one, with its rule, up to the
// palette's limit.
func TestAddColor(t *testing.T) {
	p := sample(t, solver.Cubes)
	q, k, err := AddColor(p)
	q = done(t, p)(q, err)
	if k != 3 || q.Colors[2].Name != "green" || !slices.Contains(q.Rules, solver.ColorRule{Piece: "green", Target: "green"}) {
		t.Errorf("added colour %d: %v, rules %v", k, q.Colors, q.Rules)
	}
	for len(q.Colors) < solver.MaxColors {
		q, _, _ = AddColor(q)
	}
	if q.Colors[len(NewColors)].RGB != "#808080" {
		t.Errorf("past the named colours: %v", q.Colors[len(NewColors)])
	}
	r, _, err := AddColor(q)
	refused(t, q, "The palette is full.")(r, err)
	for k, c := range q.Colors {
		if q.ColorIndex(c.Name) != k+1 {
			t.Errorf("colour %d, %q, is not the only one of its name", k+1, c.Name)
		}
	}
}

// Renaming a colour renames it in the rules and the paint; removing one
// takes it out of them.
func TestRenameAndRemoveColor(t *testing.T) {
	forEachGrid(t, func(t *testing.T, g *solver.Grid) {
		p := sample(t, g)
		q := done(t, p)(RenameColor(p, 0, "crimson"))
		if q.Colors[0].Name != "crimson" || q.Rules[0] != (solver.ColorRule{Piece: "crimson", Target: "crimson"}) ||
			!slices.Equal(q.Pieces[0].Paint["crimson"], p.Pieces[0].Paint["red"]) {
			t.Errorf("renamed: %s", text(q))
		}
		refused(t, p, "a name of its own")(RenameColor(p, 0, "blue"))
		refused(t, p, "a name of its own")(RenameColor(p, 0, ""))
		refused(t, p, "no colour 3")(RenameColor(p, 2, "x"))
		q = done(t, p)(RemoveColor(p, 0))
		if len(q.Colors) != 1 || len(q.Rules) != 1 || q.Pieces[0].Paint != nil {
			t.Errorf("removed red: %s", text(q))
		}
		q = done(t, p)(SetColorRGB(p, 1, "#000080"))
		if q.Colors[1].RGB != "#000080" {
			t.Errorf("blue is %q", q.Colors[1].RGB)
		}
	})
}

// Rules go on and off, once each.
func TestSetRule(t *testing.T) {
	p := sample(t, solver.Cubes)
	q := done(t, p)(SetRule(p, "red", "blue", true))
	q = done(t, q)(SetRule(q, "red", "blue", true))
	if n := len(q.Rules); n != 3 {
		t.Errorf("a rule set twice: %d rules", n)
	}
	q = done(t, q)(SetRule(q, "red", "red", false))
	if slices.Contains(q.Rules, solver.ColorRule{Piece: "red", Target: "red"}) || len(q.Rules) != 2 {
		t.Errorf("red on red taken off: %v", q.Rules)
	}
	refused(t, p, `no colour "green"`)(SetRule(p, "red", "green", true))
}
