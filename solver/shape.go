package solver

import "strings"

// distinctImages keeps, in order, the distinct ones of n images of a
// shape, painted or not, that image makes; it skips those it says are
// off the grid.
func distinctImages(n int, painted bool, image func(u int) ([]Cell, []int, bool)) (orients [][]Cell, paints [][]int) {
	seen := map[string]bool{}
	for u := range n {
		o, c, ok := image(u)
		if !ok {
			continue
		}
		if k := paintedKey(o, c); !seen[k] {
			seen[k] = true
			orients = append(orients, o)
			if painted {
				paints = append(paints, c)
			}
		}
	}
	return orients, paints
}

// ShapeKey encodes a normalized, sorted shape and its colours: two such
// shapes are the same exactly when their keys are.
func ShapeKey(cells []Cell, paint []int) string { return paintedKey(cells, paint) }

// paintedImage maps a painted shape through t, normalized and sorted, with
// its colours in the cells' new order.
func paintedImage(t Transform, cells []Cell, paint []int) ([]Cell, []int) {
	return normalize(cellsThrough(t, cells), paint)
}

// cellsThrough maps cells through t, without normalizing them.
func cellsThrough(t Transform, cells []Cell) []Cell {
	out := make([]Cell, len(cells))
	for i, c := range cells {
		out[i] = t.Apply(c)
	}
	return out
}

// LeastKey is a key equal for two shapes exactly when some orientation
// of one is the other, from a shape's orientations and their colours as
// Grid.Orientations returns them: the least orientation's key.
func LeastKey(orients [][]Cell, paints [][]int) string {
	best := ""
	for i, o := range orients {
		var c []int
		if paints != nil {
			c = paints[i]
		}
		if k := paintedKey(o, c); i == 0 || k < best {
			best = k
		}
	}
	return best
}

// paintedKey encodes a normalized, sorted cell list and its colours.
func paintedKey(cells []Cell, paint []int) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteByte(byte(c[0]))
		b.WriteByte(byte(c[1]))
		b.WriteByte(byte(c[2]))
	}
	for _, c := range paint {
		b.WriteByte(byte(c))
	}
	return b.String()
}
