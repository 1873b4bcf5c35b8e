package assembly

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
)

// layout is a few squares of a layer: some turning about a point, some
// staying, all on the grid, the corners bevelled where a square's piece
// turns outward.
type layout struct {
	moving, fixed []poly
	c             pt
	total         float64
}

// randomLayout draws squares in a 4×4 field, one to three turning (one
// piece) and one to five staying (one piece), no two on one cell, and a
// point to turn about where a quarter or half turn ends on the grid.
func randomLayout(r *rand.Rand, bevel float64) layout {
	var owner [4][4]int // 0 free, 1 turning, 2 staying
	put := func(who, k int) {
		for k > 0 {
			x, y := r.IntN(4), r.IntN(4)
			if owner[x][y] == 0 {
				owner[x][y] = who
				k--
			}
		}
	}
	put(1, 1+r.IntN(3))
	put(2, 1+r.IntN(5))
	var l layout
	q := []int{1, 2, 3}[r.IntN(3)]
	l.total = []float64{math.Pi / 2, math.Pi, -math.Pi / 2}[q-1]
	for {
		px, py := r.IntN(9), r.IntN(9) // doubled: 0 to 8 spans the field
		if q == 2 || (px+py)%2 == 0 {
			l.c = pt{float64(px) / 2, float64(py) / 2}
			break
		}
	}
	same := func(x, y, who int) bool { return x >= 0 && y >= 0 && x < 4 && y < 4 && owner[x][y] == who }
	for x := range 4 {
		for y := range 4 {
			who := owner[x][y]
			if who == 0 {
				continue
			}
			var cut uint8
			for k, d := range [4][2]int{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
				if !same(x+d[0], y, who) && !same(x, y+d[1], who) {
					cut |= 1 << k
				}
			}
			p := cellPoly(pt{float64(x), float64(y)}, bevel, cut)
			if who == 1 {
				l.moving = append(l.moving, p)
			} else {
				l.fixed = append(l.fixed, p)
			}
		}
	}
	return l
}

// exact is the turn's verdict from sweepHits, pair by pair.
func (l layout) exact() bool {
	for _, m := range l.moving {
		for _, f := range l.fixed {
			if sweepHits(m, f, l.c, l.total) {
				return true
			}
		}
	}
	return false
}

// dense is the verdict of a fine sweep: steps angles, each tested by
// exact polygon intersection; how deep the deepest overlap went is
// returned beside it.
func (l layout) dense(steps int) bool {
	for k := 1; k <= steps; k++ {
		a := l.total * float64(k) / float64(steps)
		for _, m := range l.moving {
			mt := m.turned(l.c, a)
			for _, f := range l.fixed {
				if overlap(mt, f) {
					return true
				}
			}
		}
	}
	return false
}

// TestTurnSweepAgreesWithADenseSweep compares the exact test with a
// sweep through 7,200 angles a half turn (0.025° apart) over random
// layouts, sharp and bevelled.
func TestTurnSweepAgreesWithADenseSweep(t *testing.T) {
	layouts := 3000
	if testing.Short() {
		layouts = 600
	}
	r := rand.New(rand.NewPCG(5, 55))
	var blocked, free int
	for i := range layouts {
		bevel := []float64{0, 0, 0.1, 0.25}[i%4]
		l := randomLayout(r, bevel)
		steps := int(7200 * math.Abs(l.total) / math.Pi)
		e, d := l.exact(), l.dense(steps)
		if e != d {
			t.Fatalf("layout %d (bevel %g, turn %.0f° about %v): exact says blocked=%v, the dense sweep %v\nmoving %v\nfixed %v",
				i, bevel, l.total*180/math.Pi, l.c, e, d, l.moving, l.fixed)
		}
		if e {
			blocked++
		} else {
			free++
		}
	}
	t.Logf("%d layouts: %d blocked, %d free, all alike", layouts, blocked, free)
	if free == 0 || blocked == 0 {
		t.Fatalf("the layouts test one side only: %d blocked, %d free", blocked, free)
	}
}

// TestTurnSweepCases checks turns whose answer is known by hand.
func TestTurnSweepCases(t *testing.T) {
	sq := func(x, y float64) poly { return cellPoly(pt{x, y}, 0, 0) }
	for _, c := range []struct {
		name  string
		m, f  poly
		c     pt
		total float64
		hit   bool
	}{
		{"a square about its centre hits its edge neighbour", sq(0, 0), sq(1, 0), pt{0.5, 0.5}, math.Pi / 2, true},
		{"a square about its centre misses its corner neighbour", sq(0, 0), sq(1, 1), pt{0.5, 0.5}, math.Pi / 2, false},
		{"about the shared corner, away from the neighbour", sq(0, 0), sq(1, 0), pt{1, 1}, -math.Pi / 2, false},
		{"about the shared corner, into the neighbour", sq(0, 0), sq(1, 0), pt{1, 1}, math.Pi / 2, true},
		{"a half turn about the edge's midpoint swaps them", sq(0, 0), sq(1, 0), pt{1, 0.5}, math.Pi, true},
		{"far away", sq(0, 0), sq(5, 5), pt{0.5, 0.5}, math.Pi, false},
		{"a bevel lets a corner pass", cellPoly(pt{0, 0}, 0.3, 15), cellPoly(pt{0, 1.2}, 0.3, 15), pt{0.5, 0.5}, math.Pi / 2, false},
	} {
		if got := sweepHits(c.m, c.f, c.c, c.total); got != c.hit {
			t.Errorf("%s: hit = %v, want %v", c.name, got, c.hit)
		}
	}
}

// TestTurnFiltersAgreeWithTheSweep checks the shortcuts the turn search
// takes (the lines a group can start to turn about, the way it arrives,
// the squares each square can meet) against the plain answer: every
// square of the group against every square of the rest, by sweepHits.
// Pieces lie in one layer of a closed room, with random walls; every
// line through the room and every turn is tried. For sharp edges, the
// test by rows of cells is checked too.
func TestTurnFiltersAgreeWithTheSweep(t *testing.T) {
	r := rand.New(rand.NewPCG(55, 5))
	rooms, turns, free, rowsTried := 300, 0, 0, 0
	if testing.Short() {
		rooms = 60
	}
	for range rooms {
		bevel := []float64{0, 0, 0.2}[r.IntN(3)]
		// A room of 7×7 in layer 1, walls (piece 0) all round and above
		// and below, a few more inside; piece 1 a walk of 1 to 4 cells.
		var walls, piece []solver.Cell
		taken := map[solver.Cell]bool{}
		for z := range 3 {
			for y := range 7 {
				for x := range 7 {
					c := solver.Cell{x, y, z}
					if z != 1 || x == 0 || y == 0 || x == 6 || y == 6 || r.IntN(6) == 0 {
						walls = append(walls, c)
						taken[c] = true
					}
				}
			}
		}
		at := solver.Cell{1 + r.IntN(5), 1 + r.IntN(5), 1}
		for k := 0; k < 20 && len(piece) < 1+r.IntN(4); k++ {
			if !taken[at] {
				piece = append(piece, at)
				taken[at] = true
			}
			next := at.Add(directions[r.IntN(4)])
			if next[0] > 0 && next[0] < 6 && next[1] > 0 && next[1] < 6 && (!taken[next] || slices.Contains(piece, next)) {
				at = next
			}
		}
		if r.IntN(4) == 0 {
			// A block of 3×3 with a cube more or less: a cube inside,
			// which the rows need not try.
			ox, oy := 1+r.IntN(3), 1+r.IntN(3)
			piece = piece[:0]
			for x := ox; x < ox+3; x++ {
				for y := oy; y < oy+3; y++ {
					piece = append(piece, solver.Cell{x, y, 1})
				}
			}
			if ox < 3 && r.IntN(2) == 0 {
				piece = append(piece, solver.Cell{ox + 3, oy + r.IntN(3), 1})
			}
			walls = slices.DeleteFunc(walls, func(c solver.Cell) bool { return slices.Contains(piece, c) })
		}
		if len(piece) == 0 {
			continue
		}
		cells := [][]solver.Cell{walls, piece}
		d := newDisassembler()
		d.reset(cells, 1000, solver.DefaultGrid(), nil)
		tr := newTurner(d, cells, bevel)
		cur := []int16{0, 0, 0, 0, 0, 0, 0, 1}
		tr.occ.fill(tr, cur)
		d.m.fill(d.gaps, []int{0, 1}, cur, 4)
		tr.meet(cur, &d.m)
		tr.place(cur)
		near := tr.touches(2, cur, tr.alone(cur, nil))
		lo, hi := solver.Bounds(piece)
		var rows layerRows // the test for sharp edges
		sharp := bevel == 0 && rows.fill(tr, 2, cur, 2, lo, hi, [4]int32{0, 14, 0, 14})
		if bevel == 0 && !sharp {
			t.Fatal("a room of 7×7 does not fit in rows")
		}
		starts := near.starts([3][4]int32{2: {0, 14, 0, 14}}, tr.edgeHalf())
		for w, way := range []int32{1, -1} {
			box := starts[2][w]
			for px := int32(0); px <= 14; px++ {
				for py := int32(0); py <= 14; py++ {
					for _, q := range []int32{way, 2 * way} {
						if q != 2*way && (px+py)%2 != 0 {
							continue
						}
						ts := turnSpec{axis: 2, q: int8(q), p: [2]int32{px, py}}
						inBox := px >= box[0] && px <= box[1] && py >= box[2] && py <= box[3]
						quick := inBox && tr.lands(piece, 2, ts) && !tr.hits(piece, 2, ts)
						plain := plainTurn(walls, piece, ts, bevel)
						if sharp {
							if free, known := rows.free(tr, ts); !known || free != plain {
								t.Fatalf("piece %v, turn %d about (%g,%g): the rows say %v (known %v), the plain sweep %v",
									piece, q, float64(px)/2, float64(py)/2, free, known, plain)
							}
							rowsTried++
						}
						if quick != plain {
							t.Fatalf("bevel %g, piece %v, turn %d about (%g,%g): the search says %v (in the box %v), the plain sweep %v",
								bevel, piece, q, float64(px)/2, float64(py)/2, quick, inBox, plain)
						}
						turns++
						if plain {
							free++
						}
					}
				}
			}
		}
	}
	t.Logf("%d turns tried, %d free; %d by rows too", turns, free, rowsTried)
	if free == 0 {
		t.Fatal("no turn was free: the test checks one side only")
	}
}

// plainTurn reports whether piece can turn as ts says among walls, in
// layer 1: its cells end on free cells, and no square of it meets a
// square of the walls on the way, each tried against each.
func plainTurn(walls, piece []solver.Cell, ts turnSpec, bevel float64) bool {
	held := map[solver.Cell]int{}
	for _, c := range walls {
		held[c] = 1
	}
	for _, c := range piece {
		held[c] = 2
		if e := turnCell(c, int(ts.axis), int(ts.q), ts.p); held[e] == 1 {
			return false
		}
	}
	square := func(c solver.Cell) poly {
		var cut uint8
		for bit, d := range [4][2]int{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			if held[c.Add(solver.Cell{d[0], 0, 0})] != held[c] && held[c.Add(solver.Cell{0, d[1], 0})] != held[c] {
				cut |= 1 << bit
			}
		}
		return cellPoly(pt{float64(c[0]), float64(c[1])}, bevel, cut)
	}
	line := pt{float64(ts.p[0]) / 2, float64(ts.p[1]) / 2}
	for _, m := range piece {
		for _, f := range walls {
			if f[2] == m[2] && sweepHits(square(m), square(f), line, float64(ts.q)*math.Pi/2) {
				return false
			}
		}
	}
	return true
}
