package search

import "math/bits"

// UseDLX makes the problem search with the dancing-links matrix even where
// the bit engine could, so that tests cover both engines.
// It must be called before the first search.
func UseDLX(pr *Problem) { pr.forceDLX = true }

// UsesBits reports whether the problem's searches run on a bit engine.
func UsesBits(pr *Problem) bool {
	switch pr.buildEngine().(type) {
	case *bitEngine, *mrvEngine, *wideEngine:
		return true
	}
	return false
}

// UseFirstCell makes the problem search with the first-cell bit engine
// even where the most-constrained-cell one would, to compare them.
// It must be called before the first search.
func UseFirstCell(pr *Problem) { pr.firstCell = true }

// UseMostConstrained makes the problem search a solid target on the most
// constrained cell however few its pieces, without the pieces' rule, so
// that tests cover that engine on small puzzles. It must be called before
// the first search.
func UseMostConstrained(pr *Problem) { pr.forceMRV, pr.pieceRule = true, -1 }

// UsePieces makes the problem search a solid target on the most
// constrained cell or piece, the pieces' rule on however little it pays,
// so that tests cover it on small puzzles. It must be called before the
// first search.
func UsePieces(pr *Problem) { pr.forceMRV, pr.pieceRule = true, 1 }

// UseWide makes the problem search on wide boards even where one word
// holds its target, so that tests cover that engine on small puzzles. It
// must be called before the first search.
func UseWide(pr *Problem) { pr.forceWide = true }

// UseWidePieces makes the problem search on wide boards with the pieces'
// rule, however little it pays. It must be called before the first
// search.
func UseWidePieces(pr *Problem) { pr.forceWide, pr.pieceRule = true, 1 }

// Engine names the engine the problem's searches run on, built anew
// with whatever the test set (Problem.Engine names the one searches use).
func Engine(pr *Problem) string { return pr.buildEngine().name() }

// SetWideBudget sets how many candidates a wide engine's lists may hold,
// so that tests reach its narrower keys; it returns a function that puts
// the budget back.
func SetWideBudget(n int) (restore func()) {
	old := wideBudget
	wideBudget = n
	return func() { wideBudget = old }
}

// WideKeyBits reports how many neighbours a wide engine's keys read, or
// -1 if the problem is not searched on wide boards.
func WideKeyBits(pr *Problem) int {
	if e, ok := pr.buildEngine().(*wideEngine); ok {
		return bits.OnesCount(e.keyMask)
	}
	return -1
}

// Classes reports how many piece classes can carry the restriction that
// breaks the target's symmetry.
func Classes(pr *Problem) int { return len(pr.sym.choices) }

// UseClass restricts class i of those, in the static rule's order, rather
// than the one random dives pick. It must be called before the first
// search.
func UseClass(pr *Problem, i int) {
	pr.fixedClass = true
	pr.sym.setClass(pr.sym.choices[i])
}

// ClassOf returns the piece types of the class the problem's searches
// restrict, once its engine is built.
func ClassOf(pr *Problem) []int {
	pr.newEngine()
	return pr.sym.class
}

// StaticClass returns the piece types of the class the static rule picks.
func StaticClass(pr *Problem) []int { return pr.sym.choices[0].class }
