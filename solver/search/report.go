package search

import (
	"fmt"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/words"
)

// Report is the summary of a search in the form that
// `cubist solve --count --json` prints and the browser API returns. Its
// JSON keys are a contract.
type Report struct {
	Puzzle         string  `json:"puzzle"`
	Solutions      int64   `json:"solutions"`
	Distinct       int64   `json:"distinct"`
	DistinctMirror *int64  `json:"distinct_mirror"`
	Nodes          int64   `json:"nodes"`
	Seconds        float64 `json:"seconds"`
	// Complete is false when the search stopped before the end (it was
	// interrupted, or reached a limit): the counts are then those found
	// so far.
	Complete bool `json:"complete"`
	// Shard is set, as "i/N", when the search ran one shard of the jobs;
	// then so are the rest, which `cubist merge` checks before it adds
	// shards up.
	Shard string `json:"shard,omitempty"`
	// Fingerprint identifies the puzzle (see Fingerprint).
	Fingerprint string `json:"fingerprint,omitempty"`
	// Version is the solver's Version.
	Version string `json:"version,omitempty"`
	// SplitNodes counts the nodes above the jobs, which belong to no
	// shard: the whole search's nodes are the shards' and these.
	SplitNodes int64 `json:"split_nodes,omitempty"`
	// Disassemble counts the solutions that come apart, when the search
	// checked; the counts above are still of all assemblies.
	Disassemble *Apart `json:"disassemble,omitempty"`
	// Engine names the engine that searched (Problem.Engine).
	Engine string `json:"engine,omitempty"`
}

// ForShard marks a report as shard i/n of problem pr's search.
func (r *Report) ForShard(pr *Problem, i, n int) {
	_, nodes, _ := pr.Split()
	r.Shard = fmt.Sprintf("%d/%d", i, n)
	r.Fingerprint, r.Version, r.SplitNodes = Fingerprint(pr.Puzzle()), Version, nodes
}

// NewReport summarizes a search of puzzle p.
func NewReport(p *solver.Puzzle, st Stats) Report {
	return Report{
		Puzzle: p.Name, Solutions: st.Solutions, Distinct: st.Distinct,
		DistinctMirror: st.DistinctMirror, Nodes: st.Nodes, Seconds: st.Seconds,
		Complete: st.Complete, Disassemble: st.Apart, Engine: st.Engine,
	}
}

// Explain says in plain words what the counts of a complete search mean,
// one line each.
func (st Stats) Explain() []string {
	if st.Solutions == 0 {
		if st.Reason != "" {
			return []string{"no solution: " + st.Reason}
		}
		return []string{"no solution: the search tried every arrangement"}
	}
	lines := []string{
		words.Count(st.Solutions, "solution", "solutions") + ", counting rotated copies of the whole as different",
		fmt.Sprintf("%d up to rotation", st.Distinct),
	}
	if st.DistinctMirror != nil {
		lines = append(lines, fmt.Sprintf("%d if mirror images count as the same", *st.DistinctMirror))
	} else {
		lines = append(lines, "mirror images are not compared: some piece's mirror image is not in the set")
	}
	return lines
}
