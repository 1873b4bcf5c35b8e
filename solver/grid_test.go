package solver

import (
	"strings"
	"testing"
)

// cellsNear lists a grid's cells with coordinates from -n to n.
func cellsNear(g *Grid, n int) []Cell {
	var out []Cell
	for z := -n; z <= n; z++ {
		for y := -n; y <= n; y++ {
			for x := -n; x <= n; x++ {
				if c := (Cell{x, y, z}); g.Valid(c) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

func TestGridsAreGrids(t *testing.T) {
	want := map[string][3]int{ // transforms, rotations, neighbours of each cell
		"cubes": {48, 24, 6}, "spheres": {240, 120, 12}, "rhombic": {48, 24, 4}, "prisms": {24, 12, 5}, "tetra-octa": {48, 24, 4},
	}
	for _, g := range Grids {
		w := want[g.Name()]
		if g.Transforms() != w[0] || g.Rotations() != w[1] {
			t.Errorf("%s: %d transforms, %d rotations; want %d, %d", g.Name(), g.Transforms(), g.Rotations(), w[0], w[1])
		}
		for u := range g.Transforms() {
			if g.Proper(u) != (u < g.Rotations()) {
				t.Errorf("%s: transform %d proper %t", g.Name(), u, g.Proper(u))
			}
		}
		cells := cellsNear(g, 7)
		index := NewCellIndex(cells)
		for _, c := range cells {
			if g.toInner != nil && g.outer(g.inner(c)) != c {
				t.Fatalf("%s: %v -> %v -> %v", g.Name(), c, g.inner(c), g.outer(g.inner(c)))
			}
			n := g.Neighbors(c)
			if len(n) != w[2] {
				t.Fatalf("%s: %v has %d neighbours %v, want %d", g.Name(), c, len(n), n, w[2])
			}
			for _, d := range n {
				if _, ok := index.Find(d); !ok {
					continue
				}
				back := false
				for _, e := range g.Neighbors(d) {
					back = back || e == c
				}
				if !back {
					t.Fatalf("%s: %v touches %v but not the other way", g.Name(), c, d)
				}
			}
			for _, b := range g.basis {
				if !g.Valid(c.Add(b)) || !g.Translation(b) {
					t.Fatalf("%s: the translation %v takes %v off the grid", g.Name(), b, c)
				}
			}
		}
		// Every transform keeps a grid's cells on the grid (spheres: all
		// but the turns in a hexagonal layer, which keep only flat shapes).
		if g.relative {
			continue
		}
		for u := range g.Transforms() {
			img, ok := g.Image(u, cells)
			if !ok {
				t.Fatalf("%s: transform %d takes a cell off the grid", g.Name(), u)
			}
			for i, c := range cells {
				for _, d := range g.Neighbors(c) {
					j, ok := index.Find(d)
					if !ok {
						continue
					}
					touch := false
					for _, e := range g.Neighbors(img[i]) {
						touch = touch || e == img[j]
					}
					if !touch {
						t.Fatalf("%s: transform %d parts the neighbours %v and %v", g.Name(), u, c, d)
					}
				}
			}
		}
	}
}

// A flat shape of spheres in a hexagonal layer turns by a sixth as well:
// it lies in any of the four layers through a point, in six turns, either
// side up (48 rotations). A solid tetrahedron of spheres takes only the
// cube's rotations.
func TestSphereTurns(t *testing.T) {
	keeping := func(shape []Cell) (n int) { // the rotations that keep shape on the grid
		for u := range Spheres.Rotations() {
			if _, ok := Spheres.Image(u, shape); ok {
				n++
			}
		}
		return n
	}
	flat := []Cell{{0, 0, 0}, {1, -1, 0}, {0, 1, -1}, {1, 0, -1}, {2, -1, -1}, {2, -2, 0}} // in the layer x+y+z = 0
	if n := keeping(flat); n != 48 {
		t.Errorf("a flat shape takes %d of the 120 rotations, want 48", n)
	}
	if n := keeping([]Cell{{0, 0, 0}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1}}); n != 24 {
		t.Errorf("a solid shape takes %d of the rotations, want the cube's 24", n)
	}
}

// Bad input on a grid gets an error that names it.
func TestGridErrors(t *testing.T) {
	piece := []Piece{{Name: "a", Cells: []Cell{{0, 0, 0}, {1, 1, 0}}}}
	for _, c := range []struct {
		p    Puzzle
		want string
	}{
		{Puzzle{Grid: "hexagons", Pieces: piece, Target: Target{Cells: []Cell{{0, 0, 0}, {1, 1, 0}}}}, `unknown grid "hexagons": the grids are "cubes", "spheres", "rhombic", "prisms", "tetra-octa"`},
		{Puzzle{Grid: "spheres", Pieces: piece, Target: Target{Cells: []Cell{{0, 0, 0}, {1, 0, 0}}}}, "target: cell [1,0,0] is not a cell of the spheres grid (x+y+z is even)"},
		{Puzzle{Grid: "spheres", Pieces: []Piece{{Name: "a", Cells: []Cell{{0, 0, 0}, {0, 0, 1}}}}, Target: Target{Cells: []Cell{{0, 0, 0}, {1, 1, 0}}}}, `piece 1 ("a"): cell [0,0,1] is not a cell of the spheres grid`},
		{Puzzle{Grid: "spheres", Pieces: []Piece{{Name: "a", Cells: []Cell{{0, 0, 0}, {2, 2, 0}}}}, Target: Target{Cells: []Cell{{0, 0, 0}, {1, 1, 0}}}}, `piece 1 ("a") is not connected`},
		{Puzzle{Grid: "rhombic", Pieces: []Piece{{Name: "a", Cells: []Cell{{0, 0, 0}}}}, Target: Target{Cells: []Cell{{0, 0, 0}}}}, "is not a cell of the rhombic grid"},
		{Puzzle{Grid: "prisms", Pieces: piece, Target: Target{Box: &[3]int{2, 2, 1}}}, "target: a box is for the cube grid; on the prisms grid, list the target's cells"},
	} {
		err := c.p.Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.p.Grid, err, c.want)
		}
	}
}

// sphereTurnsMade lists the cube's rotations, then the 96 rotations that take
// one of them with a sixth turn about the diagonal [1,1,1] and another
// (BurrTools' 120), then each of those with a reflection.
func sphereTurnsMade() []turn {
	cube := cubeTurns()
	sixth := turn{m: [3][3]int{{2, -1, 2}, {2, 2, -1}, {-1, 2, 2}}, den: 3}
	proper := append([]turn(nil), cube[:24]...)
	seen := map[[3][3]int]bool{} // each turn's matrix over the denominator 3
	key := func(t turn) (k [3][3]int) {
		for i := range 3 {
			for j := range 3 {
				k[i][j] = t.m[i][j] * 3 / t.den
			}
		}
		return k
	}
	for _, t := range proper {
		seen[key(t)] = true
	}
	var extra []turn
	for _, a := range cube[:24] {
		as := mul(a, sixth)
		for _, b := range cube[:24] {
			t := mul(as, b)
			if k := key(t); !seen[k] {
				seen[k] = true
				t.proper = true
				extra = append(extra, t)
			}
		}
	}
	proper = append(proper, extra...)
	out := append(proper, cube[24:]...)
	for _, t := range extra {
		out = append(out, t.mirrored())
	}
	return out
}

// The table of the sphere grid's turns is the products it says it is.
func TestSphereTable(t *testing.T) {
	made, kept := sphereTurnsMade(), sphereTurns()
	if len(made) != len(kept) {
		t.Fatalf("%d turns made, %d kept", len(made), len(kept))
	}
	for u := range made {
		a, b := made[u].reduced(), kept[u].reduced()
		if a.m != b.m || a.den != b.den || a.proper != b.proper {
			t.Fatalf("turn %d: made %v, kept %v", u, a, b)
		}
	}
}

// On the rhombic and tetra-octa grids a turn is a cube transform and a
// shift: the shortcut Image takes agrees with the turn's matrix.
func TestTurnShifts(t *testing.T) {
	for _, g := range []*Grid{Rhombic, TetraOcta} {
		for _, c := range cellsNear(g, 12) {
			for u, tr := range g.ready().turns {
				v := g.inner(c)
				var w Cell
				for r := range 3 {
					w[r] = (tr.m[r][0]*v[0] + tr.m[r][1]*v[1] + tr.m[r][2]*v[2]) / tr.den
				}
				img, ok := g.Image(u, []Cell{c})
				if !ok || img[0] != g.outer(w) {
					t.Fatalf("%s: turn %d of %v: %v, want %v", g.name, u, c, img, g.outer(w))
				}
			}
		}
	}
}

func TestPeriods(t *testing.T) {
	for g, want := range map[*Grid]int{Cubes: 1, Spheres: 2, Prisms: 2, Rhombic: 5, TetraOcta: 6} {
		if got := g.Period(); got != want {
			t.Errorf("%s: period %d, want %d", g.Name(), got, want)
		}
	}
}

func TestTitles(t *testing.T) {
	var titles []string
	for _, g := range Grids {
		titles = append(titles, g.Title())
	}
	if got := strings.Join(titles, ", "); got != "cubes, spheres, rhombic dodecahedra, triangular prisms, tetrahedra and octahedra" {
		t.Errorf("titles %s", got)
	}
}
