//go:build js && wasm

package solutions

import (
	"syscall/js"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/wasm/jsutil"
)

// solutionList holds the solutions kept so far as the workers sent them,
// and reads each into Go when it is first wanted: reading every one as it
// came cost the page about 0.2 ms a solution, most of a Soma solve.
type solutionList struct {
	sent []js.Value
	read []*keptSolution
}

// keptSolution is a solution as the page reads it, with its disassembly
// when the search checked.
type keptSolution struct {
	solver.Solution
	Disassembly *assembly.Result `json:"disassembly"`
}

// add keeps a solution as JavaScript sent it.
func (l *solutionList) add(v js.Value) {
	l.sent = append(l.sent, v)
	l.read = append(l.read, nil)
}

// len is how many solutions are kept.
func (l *solutionList) len() int { return len(l.sent) }

// at returns solution i, from 0, or nil if there is none.
func (l *solutionList) at(i int) *solver.Solution {
	if k := l.kept(i); k != nil {
		return &k.Solution
	}
	return nil
}

// disassembly returns how solution i (from 0) comes apart, or nil when
// the search did not check.
func (l *solutionList) disassembly(i int) *assembly.Result {
	if k := l.kept(i); k != nil {
		return k.Disassembly
	}
	return nil
}

// kept reads solution i (from 0) into Go the first time it is wanted.
func (l *solutionList) kept(i int) *keptSolution {
	if i < 0 || i >= len(l.sent) {
		return nil
	}
	if l.read[i] == nil {
		var k keptSolution
		if jsutil.Decode(l.sent[i], &k) != nil {
			return nil
		}
		l.read[i] = &k
	}
	return l.read[i]
}
