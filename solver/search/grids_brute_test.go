//go:build !js

package search_test

import (
	"context"
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// The brute force below places pieces by geometry alone: each cell is a
// point in space (its centre, as BurrTools draws it), a piece turns by
// every rotation matrix of the grid, built here in floating point, and
// moves by every translation of the grid that takes its first cell onto
// a target cell. It counts every filling, rotated copies included, and
// compares with the engine's total.

type vec [3]float64

// bruteGrid is a grid as the brute force sees it.
type bruteGrid struct {
	centre func(solver.Cell) vec
	turns  []([3]vec)
	moves  func(d solver.Cell) bool // is d a translation of the grid
}

func rot(axis vec, angle float64) [3]vec {
	n := math.Sqrt(axis[0]*axis[0] + axis[1]*axis[1] + axis[2]*axis[2])
	x, y, z := axis[0]/n, axis[1]/n, axis[2]/n
	c, s := math.Cos(angle), math.Sin(angle)
	return [3]vec{
		{c + x*x*(1-c), x*y*(1-c) - z*s, x*z*(1-c) + y*s},
		{y*x*(1-c) + z*s, c + y*y*(1-c), y*z*(1-c) - x*s},
		{z*x*(1-c) - y*s, z*y*(1-c) + x*s, c + z*z*(1-c)},
	}
}

func mulM(a, b [3]vec) (c [3]vec) {
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return c
}

// closure lists the rotations the generators make, each once.
func closure(gens ...[3]vec) [][3]vec {
	all := [][3]vec{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}
	same := func(a, b [3]vec) bool {
		for i := range 3 {
			for j := range 3 {
				if math.Abs(a[i][j]-b[i][j]) > 1e-6 {
					return false
				}
			}
		}
		return true
	}
	for k := 0; k < len(all); k++ {
		for _, g := range gens {
			c := mulM(g, all[k])
			found := false
			for _, a := range all {
				found = found || same(a, c)
			}
			if !found {
				all = append(all, c)
			}
		}
	}
	return all
}

var cubeRotations = closure(rot(vec{1, 0, 0}, math.Pi/2), rot(vec{0, 1, 0}, math.Pi/2))

func bruteGridOf(name string) bruteGrid {
	any := func(d solver.Cell) bool { return true }
	switch name {
	case "spheres":
		// The cube's rotations, and each of them with a sixth turn about
		// a diagonal of the cube and another (not a group: two sixths
		// about two diagonals make a turn of infinite order).
		sixth := rot(vec{1, 1, 1}, math.Pi/3)
		sixths := append([][3]vec(nil), cubeRotations...)
		for _, a := range cubeRotations {
			for _, b := range cubeRotations {
				sixths = append(sixths, mulM(mulM(a, sixth), b))
			}
		}
		return bruteGrid{centre: func(c solver.Cell) vec { return vec{float64(c[0]), float64(c[1]), float64(c[2])} }, turns: sixths,
			moves: func(d solver.Cell) bool { return (d[0]+d[1]+d[2])%2 == 0 }}
	case "prisms":
		return bruteGrid{
			centre: func(c solver.Cell) vec {
				y := float64(c[1]) * math.Sqrt(0.75)
				if (c[0]+c[1])&1 != 0 {
					y += math.Sqrt(1.0 / 3)
				} else {
					y += math.Sqrt(1.0 / 12)
				}
				return vec{0.5 + 0.5*float64(c[0]), y, float64(c[2])}
			},
			turns: closure(rot(vec{0, 0, 1}, math.Pi/3), rot(vec{1, 0, 0}, math.Pi)),
			moves: func(d solver.Cell) bool { return (d[0]+d[1])%2 == 0 },
		}
	case "rhombic":
		// A cell is the tetrahedron from its cube's centre to a quarter of
		// a face: its centroid lies 1.875 towards the face and 1.25
		// towards the edge, in units of a fifth of the cube.
		return bruteGrid{centre: func(c solver.Cell) vec {
			var v vec
			for i := range 3 {
				r := ((c[i]%5)+5)%5 - 2
				v[i] = float64(c[i] - r)
				switch r {
				case 2, -2:
					v[i] += 1.875 * float64(r/2)
				case 1, -1:
					v[i] += 1.25 * float64(r)
				}
			}
			return v
		}, turns: cubeRotations,
			moves: func(d solver.Cell) bool { return d[0]%5 == 0 && d[1]%5 == 0 && d[2]%5 == 0 }}
	case "tetra-octa":
		// A cube of three units holds a regular tetrahedron, centroid at
		// its centre, and four corners, each the tetrahedron of a corner
		// and its three neighbours, centroid a quarter of the way in.
		return bruteGrid{centre: func(c solver.Cell) vec {
			var v vec
			for i := range 3 {
				r := ((c[i] % 3) + 3) % 3
				v[i] = float64(c[i]-r) + []float64{0.75, 1.5, 2.25}[r]
			}
			return v
		}, turns: cubeRotations,
			moves: func(d solver.Cell) bool {
				return d[0]%3 == 0 && d[1]%3 == 0 && d[2]%3 == 0 && (d[0]/3+d[1]/3+d[2]/3)%2 == 0
			}}
	}
	return bruteGrid{centre: func(c solver.Cell) vec { return vec{float64(c[0]), float64(c[1]), float64(c[2])} }, turns: cubeRotations, moves: any}
}

// brutePlacements lists, per piece, the target cell sets it can cover:
// turned about its first cell, then its first cell moved onto each
// target cell by a translation of the grid.
func brutePlacements(g bruteGrid, p *solver.Puzzle, target []solver.Cell) [][][]int {
	at := map[[3]int64]int{} // centre, rounded -> target index
	key := func(v vec) [3]int64 {
		return [3]int64{int64(math.Round(v[0] * 1e4)), int64(math.Round(v[1] * 1e4)), int64(math.Round(v[2] * 1e4))}
	}
	for i, c := range target {
		at[key(g.centre(c))] = i
	}
	out := make([][][]int, len(p.Pieces))
	for pi, pc := range p.Pieces {
		seen := map[string]bool{}
		c0 := g.centre(pc.Cells[0])
		for _, r := range g.turns {
			for _, tc := range target {
				t0 := g.centre(tc)
				var cells []int
				ok := true
				for _, c := range pc.Cells {
					v := g.centre(c)
					d := vec{v[0] - c0[0], v[1] - c0[1], v[2] - c0[2]}
					var w vec
					for i := range 3 {
						w[i] = t0[i] + r[i][0]*d[0] + r[i][1]*d[1] + r[i][2]*d[2]
					}
					j, found := at[key(w)]
					if !found {
						ok = false
						break
					}
					cells = append(cells, j)
				}
				if !ok || !sameKinds(g, p.Pieces[pi].Cells, target, cells) {
					continue
				}
				k := setKey(cells)
				if !seen[k] {
					seen[k] = true
					out[pi] = append(out[pi], cells)
				}
			}
		}
	}
	return out
}

// sameKinds checks that a turned piece keeps which of its cells lie a
// translation of the grid apart (the triangles that point the same way,
// the tetrahedra of one kind), as a motion of the grid does.
func sameKinds(g bruteGrid, piece []solver.Cell, target []solver.Cell, cells []int) bool {
	first := target[cells[0]]
	for i := range cells {
		if g.moves(target[cells[i]].Sub(first)) != g.moves(piece[i].Sub(piece[0])) {
			return false
		}
	}
	return true
}

func setKey(cells []int) string {
	b := make([]byte, 0, 2*len(cells))
	mark := map[int]bool{}
	for _, c := range cells {
		mark[c] = true
	}
	for i := 0; len(mark) > 0; i++ {
		if mark[i] {
			b = append(b, byte(i), byte(i>>8))
			delete(mark, i)
		}
	}
	return string(b)
}

// bruteCount counts the exact covers of the target's cells.
func bruteCount(places [][][]int, copies []int, n int) int64 {
	covered := make([]bool, n)
	var walk func() int64
	walk = func() int64 {
		cell := -1
		for i, c := range covered {
			if !c {
				cell = i
				break
			}
		}
		if cell < 0 {
			return 1
		}
		var total int64
		for pi, list := range places {
			if copies[pi] == 0 {
				continue
			}
			for _, pl := range list {
				fits, has := true, false
				for _, c := range pl {
					fits = fits && !covered[c]
					has = has || c == cell
				}
				if !fits || !has {
					continue
				}
				for _, c := range pl {
					covered[c] = true
				}
				copies[pi]--
				total += walk()
				copies[pi]++
				for _, c := range pl {
					covered[c] = false
				}
			}
		}
		return total
	}
	return walk()
}

func TestGridsAgainstBruteForce(t *testing.T) {
	for _, c := range []struct {
		file    string
		problem int
	}{
		{"BallRoom", 0}, {"BallRoom", 1}, {"BallRoom", 2},
		{"DiagonalCube", 0}, {"12PieceSeparation", 0}, {"FourPieceTetrahedron", 0},
	} {
		p := burrProblem(t, c.file, c.problem)
		target, _ := p.Target.Split()
		places := brutePlacements(bruteGridOf(p.Grid), p, target)
		copies := make([]int, len(p.Pieces))
		for i, pc := range p.Pieces {
			copies[i] = pc.Copies()
		}
		want := bruteCount(places, copies, len(target)) // copies of a piece are alike: each filling once
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Solutions != want {
			t.Errorf("%s %d (%s): %d fillings, brute force %d", c.file, c.problem, p.Grid, st.Solutions, want)
		}
	}
}
