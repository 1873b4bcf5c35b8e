package design

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cubist/cubist/solver"
)

// TestRecutDealsTheTargetAfresh draws new cuts of a 5x5x5 box in four
// pieces, with one hole: each must leave exactly one hole, at an inner
// cube, give every other cube to a piece, keep each piece joined and
// within the sizes asked, and the cuts must differ from one another and
// from the start.
func TestRecutDealsTheTargetAfresh(t *testing.T) {
	start, _ := boxStart(t, [3]int{5, 5, 5}, 4, 7)
	s := &searchState{opt: Options{MinSize: 28, MaxSize: 34, Holes: 1, MinLevel: 2, Recut: true}, start: start}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{start.key(): true}
	for range 100 {
		d, err := s.recut(r)
		if err != nil {
			t.Fatal(err)
		}
		checkCut(t, d, 28, 34)
		total := 0
		for _, size := range d.size {
			total += size
		}
		if total != 124 {
			t.Fatalf("%d cubes dealt, want 124", total)
		}
		seen[d.key()] = true
	}
	if len(seen) != 101 {
		t.Fatalf("%d distinct cuts in 100 draws and the start", len(seen)-1)
	}
}

// boxStart is a box cut in pieces (CutBox, seed), as a search starts
// from it, and the puzzle cut.
func boxStart(t testing.TB, size [3]int, pieces int, seed uint64) (*dissection, *solver.Puzzle) {
	t.Helper()
	p, err := CutBox(size, pieces, 0, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	start, err := startOf(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return start, p
}

// checkCut fails t unless d has exactly one hole, at an inner cube, and
// each piece is joined, of lo to hi cubes.
func checkCut(t *testing.T, d *dissection, lo, hi int) {
	t.Helper()
	holes := 0
	for k, o := range d.owner {
		if o < 0 {
			holes++
			if !d.inner[k] {
				t.Fatalf("a hole at %v, on the box's face", d.cells[k])
			}
		}
	}
	if holes != 1 {
		t.Fatalf("%d holes, want 1", holes)
	}
	for i, size := range d.size {
		if size < lo || size > hi || !d.joined(i) {
			t.Fatalf("piece %d: %d cubes, joined %v: want %d to %d, joined", i, size, d.joined(i), lo, hi)
		}
	}
}

// TestDealKeepsPiecesOnOtherGrids deals the balls of a sphere pyramid
// among its pieces afresh: each piece joined by the grid's own
// neighbours, of the sizes asked.
func TestDealKeepsPiecesOnOtherGrids(t *testing.T) {
	p := ReadTestPuzzle(t, "sphere-pyramid-unique.json")
	sol := solver.Solution{Pieces: make([]solver.Placed, len(p.Pieces))}
	sol.Pieces[0].Cells = p.Target.Cells
	d := newDissection(sol, p.GridOf())
	n := len(p.Target.Cells)
	lo, hi := n/len(p.Pieces)-1, n/len(p.Pieces)+2
	r := rand.New(rand.NewPCG(3, 4))
	dealt := 0
	for range 50 {
		if !d.deal(r, lo, hi, dealt%2 == 0) {
			continue
		}
		dealt++
		for i, pc := range d.piecesCells(nil) {
			if !solver.Spheres.Connected(pc) || d.size[i] < lo || d.size[i] > hi {
				t.Fatalf("piece %d: %d balls, joined %v; want %d to %d, joined", i, d.size[i], solver.Spheres.Connected(pc), lo, hi)
			}
		}
	}
	if dealt == 0 {
		t.Fatal("no deal fitted the sizes")
	}
	t.Logf("%d of 50 deals fitted %d to %d balls", dealt, lo, hi)
}

// TestCompactDealsShareFewerFaces deals a 6x6x6 box into four pieces,
// in turn grown about their first cubes and grown at random, and counts
// the faces that two pieces share: pieces grown compact share about a
// fifth fewer (148 against 189 when this was written). Each deal must
// also be a valid cut.
func TestCompactDealsShareFewerFaces(t *testing.T) {
	start, _ := boxStart(t, [3]int{6, 6, 6}, 4, 7)
	lo, hi := CutSizes(216, 4, 0, 0)
	r := rand.New(rand.NewPCG(5, 6))
	var faces, deals [2]int // compact, at random
	for try := range 200 {
		d := start.clone()
		way := try % 2
		if !d.deal(r, lo, hi, way == 0) {
			continue
		}
		for i, size := range d.size {
			if size < lo || size > hi || !d.joined(i) {
				t.Fatalf("piece %d: %d cubes, joined %v: want %d to %d, joined", i, size, d.joined(i), lo, hi)
			}
		}
		deals[way]++
		for k, nb := range d.nbr {
			for _, j := range nb {
				if k < j && d.owner[k] != d.owner[j] {
					faces[way]++
				}
			}
		}
	}
	if deals[0] < 50 || deals[1] < 50 {
		t.Fatalf("%v deals fitted %d to %d cubes, of 100 each way", deals, lo, hi)
	}
	compact, random := float64(faces[0])/float64(deals[0]), float64(faces[1])/float64(deals[1])
	t.Logf("faces shared: %.1f grown compact, %.1f grown at random", compact, random)
	if compact > 0.85*random {
		t.Fatalf("pieces grown compact share %.1f faces on average, at random %.1f: want at most 85%%", compact, random)
	}
}
