package search

import "slices"

// symmetry holds the target's symmetry group K and the piece class whose
// placements are restricted to one per orbit of K.
//
// K is the group of rotations that map the target onto itself, joined by
// the reflections that do so when reflecting a solution gives a solution
// (the piece set is closed under mirroring). G, its first `rotations`
// elements, is the rotation subgroup.
type symmetry struct {
	group     []int     // the grid's transforms that are elements of K
	rotations int       // |G|
	cellMap   [][]int32 // per element of K: target cell -> target cell
	table     [][]int32 // per element of K: placement -> placement
	closed    bool      // reflections of solutions are solutions

	class     []int     // piece types whose placements are restricted; nil if K is trivial
	classSize int       // copies of the class's types in all
	orbitOf   []int32   // placement -> orbit index, or -1 outside the class
	reps      []int32   // orbit index -> representative placement
	orbitLen  []int     // orbit index -> orbit size
	members   [][]int32 // orbit index -> its placements

	choices []classChoice // the classes that can carry the restriction
}

// buildSymmetry finds the target's symmetries and chooses the piece class
// used to break them.
func (pr *Problem) buildSymmetry() symmetry {
	s := symmetry{closed: mirrorClosed(pr.types)}
	for u := range pr.grid.Transforms() {
		if u >= pr.grid.Rotations() && !s.closed {
			break
		}
		if m := pr.cellPermutation(u); m != nil {
			s.group = append(s.group, u)
			s.cellMap = append(s.cellMap, m)
			if pr.grid.Proper(u) {
				s.rotations++
			}
		}
	}
	s.table = make([][]int32, len(s.group))
	images := pr.newOrientImages()
	for g := range s.group {
		s.table[g] = make([]int32, len(pr.places))
		ok := pr.orientImages(s.group[g], images)
		for id, pl := range pr.places {
			if !ok {
				break
			}
			s.table[g][id] = pr.mapPlacement(s.cellMap[g], images, pl)
			ok = s.table[g][id] >= 0
		}
		if !ok {
			// Cannot happen for a group of the target; search without
			// symmetry rather than risk a wrong count.
			return symmetry{group: s.group[:1], rotations: 1, cellMap: s.cellMap[:1], table: [][]int32{identity(len(pr.places))}}
		}
	}
	if len(s.group) > 1 {
		s.choices = pr.classChoices(&s)
		if len(s.choices) > 0 {
			s.setClass(s.choices[0])
		}
	}
	return s
}

// cellPermutation returns how the grid's transform u, followed by the
// translation that brings the image back over the target, permutes the
// target cells, or nil if it does not map the target onto itself with
// optional cells onto optional cells and each colour onto itself.
func (pr *Problem) cellPermutation(u int) []int32 {
	img, ok := pr.grid.Image(u, pr.cells) // each cell's image, in place
	if !ok {
		return nil
	}
	shift := pr.grid.Shift(pr.cells).Sub(pr.grid.Shift(img))
	m := make([]int32, len(pr.cells))
	for i := range pr.cells {
		j, ok := pr.index.Find(img[i].Add(shift))
		if !ok || (i < pr.required) != (j < pr.required) || at(pr.colors, i) != at(pr.colors, j) {
			return nil
		}
		m[i] = int32(j)
	}
	return m
}

func identity(n int) []int32 {
	m := make([]int32, n)
	for i := range m {
		m[i] = int32(i)
	}
	return m
}

// classChoice is a piece class that can carry the symmetry's
// restriction, with its orbits.
type classChoice struct {
	class   []int
	size    int     // copies of the class's types in all
	orbitOf []int32 // placement -> orbit index, or -1 outside the class
	reps    []int32 // orbit index -> representative placement
}

// classChoices lists the piece classes that can carry the restriction,
// best first by the static rule: a single copy before several, then the
// fewest orbits.
func (pr *Problem) classChoices(s *symmetry) []classChoice {
	var out []classChoice
	for t, pt := range pr.types {
		class := []int{t}
		if pt.chiral && len(s.group) > s.rotations {
			if pt.partner < t {
				continue
			}
			class = append(class, pt.partner)
		}
		size, least := 0, 0
		for _, c := range class {
			size += pr.types[c].count
			least += pr.types[c].least
		}
		if least == 0 {
			continue // a solution may leave the class out: it cannot carry the restriction
		}
		if int32(t) == pr.holeType {
			// The holes could carry it, but a hole's orbits are few and
			// long, with large stabilizers (the 8 inner cells of a
			// 4x4x4 box are one orbit, each cell kept by 3 rotations), so
			// classes are found several times over: on seven 4x4x4 sets
			// with one hidden hole the trees were up to 8 times larger.
			continue
		}
		orbitOf, reps := pr.orbits(s, class)
		out = append(out, classChoice{class, size, orbitOf, reps})
	}
	key := make([]float64, len(out))
	for i, c := range out {
		key[i] = float64(len(c.reps) + b2i(c.size > 1)<<30)
	}
	sorted := make([]classChoice, len(out))
	for i, j := range order(key) {
		sorted[i] = out[j]
	}
	return sorted
}

// setClass makes c the class whose placements are restricted.
//
// It is kept out of line: it is not hot, and inlined it grew the page's
// program.
//
//go:noinline
func (s *symmetry) setClass(c classChoice) {
	s.class, s.classSize, s.orbitOf, s.reps = c.class, c.size, c.orbitOf, c.reps
	s.orbitLen = make([]int, len(s.reps))
	s.members = make([][]int32, len(s.reps))
	for id, o := range s.orbitOf {
		if o >= 0 {
			s.orbitLen[o]++
			s.members[o] = append(s.members[o], int32(id))
		}
	}
}

// orbits partitions the placements of the class's types into orbits of K,
// numbered in order of their first placement.
func (pr *Problem) orbits(s *symmetry, class []int) (orbitOf []int32, reps []int32) {
	orbitOf = make([]int32, len(pr.places))
	for id, pl := range pr.places {
		orbitOf[id] = -1
		if !slices.Contains(class, int(pl.typ)) {
			orbitOf[id] = -2
		}
	}
	for id := range pr.places {
		if orbitOf[id] != -1 {
			continue
		}
		o := int32(len(reps))
		reps = append(reps, int32(id))
		for g := range s.group {
			orbitOf[s.table[g][id]] = o
		}
	}
	for id := range orbitOf {
		orbitOf[id] = max(orbitOf[id], -1)
	}
	return orbitOf, reps
}
