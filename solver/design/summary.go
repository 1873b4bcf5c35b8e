package design

import (
	"strconv"

	"github.com/cubist/cubist/solver/words"
)

// ChangedCount counts the cells whose piece differs from the start's, in
// the grid's words: "3 cubes", "1 ball", "48 cells".
func (v Variant) ChangedCount() string {
	one, many := v.Puzzle.GridOf().Words()
	return words.Count(len(v.Changed), one, many)
}

// Summary says in a few words what was judged of the variant: how a
// unique one comes apart, and how many solutions the others have, as
// far as the judge counted them.
func (v Variant) Summary() string {
	switch {
	case v.Unique() && v.ComesApart:
		level := v.Notation // such as 6.5.1.2, where the search gave it
		if level == "" {
			level = strconv.Itoa(v.Level)
		}
		s := "unique, comes apart at level " + level + " in " + words.Count(v.Moves, "move", "moves")
		if v.Free > 0 {
			s += ", " + strconv.Itoa(v.Free) + " free at the first move"
		}
		return s
	case v.Unique() && v.NotTakenApart:
		return "unique"
	case v.Unique():
		return "unique, but does not come apart"
	case v.Classes > classCap:
		return "more than " + strconv.Itoa(classCap) + " solutions up to rotation"
	}
	return words.Count(v.Solutions, "solution", "solutions") + ", " + strconv.FormatInt(v.Distinct, 10) + " distinct"
}
