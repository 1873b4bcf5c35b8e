//go:build pagecubes

package search

// gridImages is never asked for in the page's program, which knows the
// cube grid only (-tags pagecubes).
func (pr *Problem) gridImages(int, [][]orientImage) bool { return false }
