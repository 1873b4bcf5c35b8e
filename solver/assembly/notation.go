package assembly

import (
	"strconv"
	"strings"
)

// separation is one split of a part in a disassembly: the moves it takes,
// the last one taking a group out, and how the part left behind and the
// group taken out come apart in turn (nil for a single piece, or a part
// that needs no taking apart).
type separation struct {
	moves         int
	left, removed *separation
}

// multi reports whether some separation of the tree takes more than one
// move.
func (s *separation) multi() bool {
	return s != nil && (s.moves > 1 || s.left.multi() || s.removed.multi())
}

// notation writes the tree as BurrTools writes a level: the moves of the
// split, then, joined by dots, those of the part left behind and those of
// the part taken out, each only when it holds a split of more than one
// move; "0" for no tree, a part that needs no taking apart.
func (s *separation) notation() string {
	if s == nil {
		return "0"
	}
	out := strconv.Itoa(s.moves)
	if s.left.multi() {
		out += "." + s.left.notation()
	}
	if s.removed.multi() {
		out += "." + s.removed.notation()
	}
	return out
}

// levelText is the level as Summary writes it: the notation, or the
// first separation's moves when the result has none.
func (r Result) levelText() string {
	if r.Notation != "" {
		return r.Notation
	}
	return strconv.Itoa(r.Level)
}

// CompareNotation orders two levels written as BurrTools writes them, as
// BurrTools sorts disassemblies: by the moves of the first separation,
// then of the next, and so on; a level that runs out first comes first
// when the rest is equal. It returns -1, 0 or +1.
func CompareNotation(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for k := range min(len(as), len(bs)) {
		x, _ := strconv.Atoi(as[k])
		y, _ := strconv.Atoi(bs[k])
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(as) < len(bs):
		return -1
	case len(as) > len(bs):
		return 1
	}
	return 0
}

// CompareLevels orders two results as BurrTools sorts disassemblies: by
// the moves of the first separation, then of the next, in the order of
// the plan (the part left behind before the part taken out), a result
// with fewer separations first when the rest is equal. It returns -1, 0
// or +1.
func CompareLevels(a, b Result) int {
	x, y := a.Separations, b.Separations
	for k := range min(len(x), len(y)) {
		if x[k] != y[k] {
			return sign(x[k] - y[k])
		}
	}
	return sign(len(x) - len(y))
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}
