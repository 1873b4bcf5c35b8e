package solver

// UseDLX makes the problem search with the dancing-links matrix even where
// the bit engine could, so that tests cover both engines.
// It must be called before the first search.
func UseDLX(pr *Problem) { pr.forceDLX = true }

// UsesBits reports whether the problem's searches run on the bit engine.
func UsesBits(pr *Problem) bool {
	_, ok := pr.buildEngine().(*bitEngine)
	return ok
}
