package main

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"sync/atomic"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
)

// apartCheck is the check solve --disassemble hands the search; it counts
// the classes of solutions on which the disassembler gave up.
type apartCheck struct {
	lim    assembly.Limits
	gaveUp atomic.Int64
}

func (c *apartCheck) check(s solver.Solution) search.Verdict {
	r := assembly.Disassemble(s, c.lim)
	if r.GaveUp {
		c.gaveUp.Add(1)
	}
	return search.Verdict{Apart: r.Apart, Level: r.Level, Notation: r.Notation}
}

// apartJSON is how solve --json describes a solution's disassembly.
type apartJSON struct {
	Apart bool `json:"apart"`
	// Level is BurrTools' notation, such as "3.5.16.6.4"; empty when the
	// solution does not come apart.
	Level  string `json:"level,omitempty"`
	Moves  int    `json:"moves"`
	GaveUp bool   `json:"gave_up,omitempty"`
}

// withApart is a solution with its disassembly, for solve --json.
type withApart struct {
	solver.Solution
	Disassembly apartJSON `json:"disassembly"`
}

// describe takes a solution apart for solve --json.
func describe(s solver.Solution, lim assembly.Limits) withApart {
	r := assembly.Disassemble(s, lim)
	return withApart{s, apartJSON{Apart: r.Apart, Level: r.Notation, Moves: r.Moves, GaveUp: r.GaveUp}}
}

// note says on stderr how many classes were left undecided.
func (c *apartCheck) note() {
	if n := c.gaveUp.Load(); n > 0 {
		fmt.Fprintf(os.Stderr, "cubist: note: the disassembler gave up after %d positions on %d %s, which are not counted as coming apart; raise --positions to look further\n",
			c.lim.Positions, n, map[bool]string{true: "class of solutions", false: "classes of solutions"}[n == 1])
	}
}

// writePlan prints how a solution comes apart, below its drawing.
func writePlan(out *bufio.Writer, p *solver.Puzzle, s solver.Solution, lim assembly.Limits) {
	r := assembly.Disassemble(s, lim)
	fmt.Fprintln(out, r.Summary())
	for _, line := range assembly.Describe(r.Plan, assembly.Labels(p, s)) {
		fmt.Fprintf(out, "  %s\n", line)
	}
	fmt.Fprintln(out)
}

// writeApart prints the counts of the solutions that come apart.
func writeApart(out *bufio.Writer, a *search.Apart) {
	fmt.Fprintf(out, "%d of the solutions come apart (%d up to rotation", a.Solutions, a.Distinct)
	if a.DistinctMirror != nil {
		fmt.Fprintf(out, ", %d if mirror images count as the same", *a.DistinctMirror)
	}
	// The highest level as BurrTools writes and orders levels, such as
	// 1.1.1.1.2.2.3.2, as each solution's own line gives it.
	levels := slices.SortedFunc(maps.Keys(a.Levels), assembly.CompareNotation)
	highest := strconv.Itoa(a.MaxLevel)
	if len(levels) > 0 {
		highest = levels[len(levels)-1]
	}
	fmt.Fprintf(out, "); the highest level is %s\n", highest)
	if len(levels) > 0 {
		what := "up to rotation"
		if a.DistinctMirror != nil {
			what = "up to rotation and mirror images"
		}
		fmt.Fprintf(out, "levels, %s:", what)
		for _, k := range levels {
			fmt.Fprintf(out, " %s (%d)", k, a.Levels[k])
		}
		fmt.Fprintln(out)
	}
}
