package solver

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/cubist/cubist/solver/words"
)

// maxDissectTries bounds the attempts of RandomDissection: each grows a
// fresh partition, and one that leaves a piece out of the sizes asked for
// is thrown away.
const maxDissectTries = 2000

// CheckDissection says what is wrong with asking RandomDissection for n
// pieces of minSize to maxSize cubes in a box of size, or nil: the box's
// sides and cells, the sizes, and whether such pieces can fill it.
func CheckDissection(size [3]int, n, minSize, maxSize int) error {
	cells := size[0] * size[1] * size[2]
	switch {
	case size[0] < 1 || size[1] < 1 || size[2] < 1 || size[0] > MaxCoord+1 || size[1] > MaxCoord+1 || size[2] > MaxCoord+1:
		return fmt.Errorf("the box %dx%dx%d is not 1 to %d cubes along each side", size[0], size[1], size[2], MaxCoord+1)
	case cells > MaxTargetCells:
		return fmt.Errorf("the box has %d cubes; at most %d are allowed", cells, MaxTargetCells)
	case n < 1:
		return fmt.Errorf("%d pieces: give 1 or more", n)
	case minSize < 1 || maxSize < minSize:
		return fmt.Errorf("piece sizes %d-%d: want 1 <= A <= B", minSize, maxSize)
	case n*minSize > cells || n*maxSize < cells:
		return fmt.Errorf("%s of %d to %d cubes cannot fill %s", words.Count(n, "piece", "pieces"), minSize, maxSize, words.Count(cells, "cube", "cubes"))
	}
	return nil
}

// RandomDissection cuts a box of size[0]×size[1]×size[2] cubes into n
// face-connected pieces of minSize to maxSize cubes each, at random, and
// returns the puzzle of putting them back together: a random set of
// pieces to make from wood, or a benchmark. The same arguments and seed
// give the same puzzle.
//
// Pieces grow from n random cubes; at each step the smallest piece that
// can still grow takes a random free neighbour, so the sizes stay even,
// and a piece stops at maxSize. A partition with a piece outside the sizes
// asked for is thrown away and another grown.
func RandomDissection(size [3]int, n, minSize, maxSize int, seed uint64) (*Puzzle, error) {
	pieces, _, err := dissect(size, n, minSize, maxSize, seed)
	if err != nil {
		return nil, err
	}
	p := boxPuzzle(size, pieces)
	p.Name = fmt.Sprintf("Random %dx%dx%d in %d pieces of %d-%d (seed %d)", size[0], size[1], size[2], n, minSize, maxSize, seed)
	return p, nil
}

// dissect cuts the box as RandomDissection says, and returns the pieces'
// cells where they lie in the box, with the random source, to draw more
// from.
func dissect(size [3]int, n, minSize, maxSize int, seed uint64) ([][]Cell, *rand.Rand, error) {
	if err := CheckDissection(size, n, minSize, maxSize); err != nil {
		return nil, nil, err
	}
	shape := make([]Cell, 0, size[0]*size[1]*size[2])
	for z := range size[2] {
		for y := range size[1] {
			for x := range size[0] {
				shape = append(shape, Cell{x, y, z})
			}
		}
	}
	index := make(map[Cell]int, len(shape))
	for i, c := range shape {
		index[c] = i
	}
	// The six steps in the order the box's cut has always drawn them.
	neighbours := func(i int, yield func(int)) {
		c := shape[i]
		for a := range 3 {
			for _, d := range []int{-1, 1} {
				e := c
				e[a] += d
				if j, ok := index[e]; ok {
					yield(j)
				}
			}
		}
	}
	return dissectShape(len(shape), neighbours, n, minSize, maxSize, seed, func(i int) []Cell { return shape[i : i+1] })
}

// RandomDissectionOf cuts a shape on grid g, as RandomDissection cuts a
// box, into n pieces of minSize to maxSize of the grid's solids (see
// SolidOf), each joined by the grid's own neighbours, and returns the
// puzzle of filling the shape with them. The same arguments and seed give
// the same puzzle.
func RandomDissectionOf(g *Grid, shape []Cell, n, minSize, maxSize int, seed uint64) (*Puzzle, error) {
	solids := g.Solids(shape)
	one, many := g.SolidWords()
	switch cells := len(solids); {
	case cells == 0:
		return nil, errors.New("the shape has no cells to cut")
	case n < 1:
		return nil, fmt.Errorf("%d pieces: give 1 or more", n)
	case minSize < 1 || maxSize < minSize:
		return nil, fmt.Errorf("piece sizes %d-%d: want 1 <= A <= B", minSize, maxSize)
	case n*minSize > cells || n*maxSize < cells:
		return nil, fmt.Errorf("%s of %d to %d %s cannot fill %s", words.Count(n, "piece", "pieces"), minSize, maxSize, many, words.Count(cells, one, many))
	}
	index := make(map[Cell]int, len(shape))
	for k, s := range solids {
		for _, i := range s {
			index[shape[i]] = k
		}
	}
	neighbours := func(k int, yield func(int)) {
		for _, i := range solids[k] {
			for _, d := range g.Neighbors(shape[i]) {
				if j, ok := index[d]; ok && j != k {
					yield(j)
				}
			}
		}
	}
	cellsOf := func(k int) []Cell {
		out := make([]Cell, len(solids[k]))
		for x, i := range solids[k] {
			out[x] = shape[i]
		}
		return out
	}
	pieces, _, err := dissectShape(len(solids), neighbours, n, minSize, maxSize, seed, cellsOf)
	if err != nil {
		return nil, err
	}
	p := boxPuzzle([3]int{}, nil)
	for k, cs := range pieces {
		p.Pieces = append(p.Pieces, Piece{Name: pieceName(k), Cells: g.Normalize(cs)})
	}
	p.SetGrid(g)
	p.Target = Target{Cells: slices.Clone(shape)}
	SortCells(p.Target.Cells)
	return p, nil
}

// dissectShape cuts units, joined as neighbours says, into n pieces as
// RandomDissection says, and returns each piece's cells, from cellsOf.
func dissectShape(cells int, neighbours func(int, func(int)), n, minSize, maxSize int, seed uint64, cellsOf func(int) []Cell) ([][]Cell, *rand.Rand, error) {
	rng := rand.New(rand.NewPCG(seed, 0x637562697374)) // "cubist"
	owner := make([]int, cells)
	for range maxDissectTries {
		for i := range owner {
			owner[i] = -1
		}
		sizes := make([]int, n)
		for k, i := range rng.Perm(cells)[:n] {
			owner[i], sizes[k] = k, 1
		}
		free := cells - n
		for free > 0 {
			// The smallest pieces that can still grow, and their free
			// neighbours.
			best, frontier := -1, []int(nil)
			for k := range n {
				if sizes[k] >= maxSize || best >= 0 && sizes[k] > sizes[best] {
					continue
				}
				var f []int
				for i, o := range owner {
					if o == k {
						neighbours(i, func(j int) {
							if owner[j] < 0 {
								f = append(f, j)
							}
						})
					}
				}
				if len(f) == 0 {
					continue
				}
				if best < 0 || sizes[k] < sizes[best] || rng.IntN(2) == 0 {
					best, frontier = k, f
				}
			}
			if best < 0 {
				break // free cubes that no piece can reach
			}
			owner[frontier[rng.IntN(len(frontier))]] = best
			sizes[best]++
			free--
		}
		if free > 0 || slices.Min(sizes) < minSize {
			continue
		}
		pieces := make([][]Cell, n)
		for i, o := range owner {
			pieces[o] = append(pieces[o], cellsOf(i)...)
		}
		return pieces, rng, nil
	}
	return nil, nil, errors.New("no dissection found with these sizes: try other sizes, or another seed")
}

// boxPuzzle is the puzzle of filling a box with pieces, named A, B, C and
// so on, each normalized.
func boxPuzzle(size [3]int, pieces [][]Cell) *Puzzle {
	p := &Puzzle{Target: Target{Box: &[3]int{size[0], size[1], size[2]}}}
	for k, cs := range pieces {
		p.Pieces = append(p.Pieces, Piece{Name: pieceName(k), Cells: normalizeCells(cs)})
	}
	return p
}

// pieceName names the kth piece of a cut: A to Z, then A1 to Z1 and so on.
func pieceName(k int) string {
	name := string(rune('A' + k%26))
	if k >= 26 {
		name += fmt.Sprint(k / 26)
	}
	return name
}

// RandomHoles is RandomDissection with holes cubes taken out of the
// pieces at random inner cells of the box (those off its faces), each
// from a piece that stays joined and keeps minSize-1 cubes or more. The
// target is the box with its inner cells optional and at most holes of
// them empty: a box that hides its holes, as most interlocking puzzles
// do. The same arguments and seed give the same puzzle.
func RandomHoles(size [3]int, n, minSize, maxSize, holes int, seed uint64) (*Puzzle, error) {
	pieces, rng, err := dissect(size, n, minSize, maxSize, seed)
	if err != nil {
		return nil, err
	}
	var inner []Cell
	for z := 1; z < size[2]-1; z++ {
		for y := 1; y < size[1]-1; y++ {
			for x := 1; x < size[0]-1; x++ {
				inner = append(inner, Cell{x, y, z})
			}
		}
	}
	if holes < 1 || holes > len(inner) {
		return nil, fmt.Errorf("%d holes: a %dx%dx%d box has %d inner cubes to hide them in", holes, size[0], size[1], size[2], len(inner))
	}
	dug := 0
	for _, i := range rng.Perm(len(inner)) {
		if dug == holes {
			break
		}
		for k, cs := range pieces {
			j := slices.Index(cs, inner[i])
			if j < 0 {
				continue
			}
			rest := slices.Delete(slices.Clone(cs), j, j+1)
			if len(rest) >= max(1, minSize-1) && Cubes.Connected(rest) {
				pieces[k] = rest
				dug++
			}
			break
		}
	}
	if dug < holes {
		return nil, fmt.Errorf("only %d of %d holes could be hidden without splitting a piece: try another seed", dug, holes)
	}
	p := boxPuzzle(size, pieces)
	p.Name = fmt.Sprintf("Random %dx%dx%d in %d pieces of %d-%d, %s hidden (seed %d)", size[0], size[1], size[2], n, minSize, maxSize, words.Count(holes, "hole", "holes"), seed)
	p.Target.Optional = inner
	p.Target.MaxHoles = &holes
	return p, nil
}
