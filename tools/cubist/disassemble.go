package main

import (
	"bufio"
	"fmt"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
)

// disassembler is the check solve --disassemble hands the search.
func disassembler(lim assembly.Limits) func(solver.Solution) (bool, int) {
	return func(s solver.Solution) (bool, int) {
		r := assembly.Disassemble(s, lim)
		return r.Apart, r.Level
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
func writeApart(out *bufio.Writer, a *solver.Apart) {
	fmt.Fprintf(out, "%d of the solutions come apart (%d up to rotation", a.Solutions, a.Distinct)
	if a.DistinctMirror != nil {
		fmt.Fprintf(out, ", %d if mirror images count as the same", *a.DistinctMirror)
	}
	fmt.Fprintf(out, "); the highest level is %d\n", a.MaxLevel)
}
