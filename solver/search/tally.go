package search

import "slices"

// tally holds the three counts of a search, and the same counts of the
// solutions that come apart when the search checks that.
type tally struct {
	counts
	apart    counts
	maxLevel int
	levels   map[string]counts // the classes that come apart, by level
}

// counts are the three counts of a kind of solution.
type counts struct {
	solutions int64 // fillings of the target
	distinct  int64 // classes under the target's rotations
	classes   int64 // classes under the whole group K
}

func (c *counts) add(u counts) {
	c.solutions += u.solutions
	c.distinct += u.distinct
	c.classes += u.classes
}

func (t *tally) add(u tally) {
	t.counts.add(u.counts)
	t.apart.add(u.apart)
	t.maxLevel = max(t.maxLevel, u.maxLevel)
	for k, c := range u.levels {
		t.addLevel(k, c)
	}
}

// addLevel counts classes c at level k.
func (t *tally) addLevel(k string, c counts) {
	if t.levels == nil {
		t.levels = map[string]counts{}
	}
	l := t.levels[k]
	l.add(c)
	t.levels[k] = l
}

// Emit selects which solutions a search hands out.
type Emit int

const (
	// EmitNone hands out no solutions: the search only counts.
	EmitNone Emit = iota
	// EmitDistinct hands out one solution per class under rotations of the
	// target.
	EmitDistinct
	// EmitAll hands out every solution, rotated copies included.
	EmitAll
	// EmitMirrorDistinct hands out one solution per class under rotations
	// and reflections (under rotations only when reflections of a solution
	// are not solutions).
	EmitMirrorDistinct
)

// classify handles a solution found by the restricted search. Of the
// solutions the search finds in one class of K, exactly one is canonical
// (the least by sorted placement numbers); that one counts for the class
// and is handed out. It returns the solutions to hand out.
func (s *searcher) classify(mode Emit) [][]int32 {
	if !s.pr.holesFit(s.rows) {
		return nil // so are the rest of its class: symmetries keep the holes
	}
	sym := s.sym
	k := int64(len(sym.group))
	reflections := len(sym.group) > sym.rotations
	if sym.class == nil {
		if len(sym.group) > 1 {
			return s.classifyFree(mode)
		}
		return s.counted(counts{1, 1, 1}, mode, s.rows, 1, 1)
	}
	o := s.orbit
	if sym.classSize == 1 && int64(sym.orbitLen[o]) == k {
		// The representative has no symmetry, so neither has the solution,
		// and no other member of its class was found.
		d := int64(1)
		if reflections {
			d = 2
		}
		return s.counted(counts{k, d, 1}, mode, s.rows, 1, 1)
	}
	if s.epoch++; s.epoch == 0 { // wrapped: old marks would match
		clear(s.mark)
		s.epoch = 1
	}
	for _, r := range s.rows {
		s.mark[r] = s.epoch
	}
	key := sortedRows(s.rows)
	var stabK, stabG int64
	var img []int32
	for g, tab := range sym.table {
		fixes, sibling := true, false
		for _, r := range s.rows {
			t := tab[r]
			if s.mark[t] != s.epoch {
				fixes = false
			}
			if sym.orbitOf[r] == o && t == sym.reps[o] {
				sibling = true
			}
		}
		if fixes {
			stabK++
			if g < sym.rotations {
				stabG++
			}
			continue
		}
		if sibling {
			img = img[:0]
			for _, r := range s.rows {
				img = append(img, tab[r])
			}
			slices.Sort(img)
			if slices.Compare(img, key) < 0 {
				return nil // a sibling found elsewhere stands for the class
			}
		}
	}
	d := int64(1)
	if reflections && stabK == stabG {
		d = 2 // the mirror image is a class of its own under rotations
	}
	return s.counted(counts{k / stabK, d, 1}, mode, key, stabK, stabG)
}

// classifyFree handles a solution of a search that restricts no piece to
// break the target's symmetry, because every piece may be left out of a
// solution. Every solution is found, and counts in a class when it is the
// least member of the class by sorted placement numbers. It is counted
// with stabK 0, which tells out so; stabG then holds freeLeastG and
// freeLeastK.
func (s *searcher) classifyFree(mode Emit) [][]int32 {
	sym := s.sym
	key := sortedRows(s.rows)
	leastG, leastK := true, true
	for g := 1; g < len(sym.group) && leastK; g++ {
		if slices.Compare(s.image(g, key), key) < 0 {
			leastK = false
			leastG = leastG && g >= sym.rotations
		}
	}
	c := counts{1, 0, 0}
	flags := int64(0)
	if leastG {
		c.distinct, flags = 1, flags|freeLeastG
	}
	if leastK {
		c.classes, flags = 1, flags|freeLeastK
	}
	return s.counted(c, mode, key, 0, flags)
}

// The flags classifyFree passes to out in stabG.
const (
	freeLeastG = 1 << iota // the least of its class under rotations
	freeLeastK             // the least of its class under the whole group
)

// counted adds a class of solutions, given by one member, to the tally and
// lists the solutions to hand out. When the search checks disassembly, a
// class that does not come apart is counted but not handed out.
func (s *searcher) counted(c counts, mode Emit, rows []int32, stabK, stabG int64) [][]int32 {
	s.tally.counts.add(c)
	if s.disassemble != nil {
		v := s.disassemble(s.pr.solution(rows))
		if !v.Apart {
			if s.keepLocked {
				return s.out(mode, rows, stabK, stabG)
			}
			return nil
		}
		s.tally.apart.add(c)
		s.tally.maxLevel = max(s.tally.maxLevel, v.Level)
		s.tally.addLevel(v.Notation, c)
	}
	return s.out(mode, rows, stabK, stabG)
}

// out lists the solutions to hand out for the class of rows.
func (s *searcher) out(mode Emit, rows []int32, stabK, stabG int64) [][]int32 {
	sym := s.sym
	if stabK == 0 { // from classifyFree
		if mode == EmitAll || mode == EmitDistinct && stabG&freeLeastG != 0 || mode == EmitMirrorDistinct && stabG&freeLeastK != 0 {
			return [][]int32{slices.Clone(rows)}
		}
		return nil
	}
	switch mode {
	case EmitNone:
		return nil
	case EmitMirrorDistinct:
		return [][]int32{slices.Clone(rows)}
	case EmitDistinct:
		res := [][]int32{slices.Clone(rows)}
		if len(sym.group) > sym.rotations && stabK == stabG {
			res = append(res, s.image(sym.rotations, rows))
		}
		return res
	}
	var res [][]int32
	for g := range sym.group {
		img := s.image(g, rows)
		if !slices.ContainsFunc(res, func(r []int32) bool { return slices.Equal(r, img) }) {
			res = append(res, img)
		}
	}
	return res
}

// image maps rows through element g of K.
func (s *searcher) image(g int, rows []int32) []int32 {
	img := make([]int32, len(rows))
	for i, r := range rows {
		img[i] = s.sym.table[g][r]
	}
	slices.Sort(img)
	return img
}

// sortedRows is a sorted copy of rows, with the sort the search has
// already (slices.Sorted would add its own 2 kB to the page).
func sortedRows(rows []int32) []int32 {
	key := append([]int32(nil), rows...)
	slices.Sort(key)
	return key
}
