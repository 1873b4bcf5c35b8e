package search

import (
	"encoding/hex"
	"hash/fnv"

	"github.com/cubist/cubist/solver"
)

// Version names the solver's search: its split into jobs and what a job
// counts. Shards of one search must come from the same version to add up.
// Version 3 searches targets of 65 to 256 cells on wide boards, whose jobs
// differ from dancing links'. Version 4 has the same jobs, but fingerprints
// puzzles with FNV-1a rather than SHA-256. Version 5 may restrict another
// piece class to break the target's symmetry (pickClass), which changes
// the jobs. Version 6 has the same jobs, but weighs each one by dives of
// its own random stream, so that the dives can be shared among workers;
// the weights, and so the shards, differ.
const Version = "cubist-search-6"

// ShardJobs returns the jobs of shard i of n, 0 <= i < n: a contiguous run
// of the jobs whose estimated weights come to about 1/n of their total,
// the same weights by which the browser's pool shares jobs among workers.
// Job j belongs to the shard in whose share the middle of its weight
// falls, so every job is in exactly one shard, in order.
func ShardJobs(jobs []Job, i, n int) []int {
	total := 0.0
	for _, j := range jobs {
		total += j.Weight
	}
	var out []int
	before := 0.0
	for j, job := range jobs {
		mid := before + job.Weight/2
		before += job.Weight
		shard := n - 1
		if total > 0 {
			shard = min(n-1, int(mid/total*float64(n)))
		} else {
			shard = j * n / len(jobs)
		}
		if shard == i {
			out = append(out, j)
		}
	}
	return out
}

// Fingerprint identifies a puzzle by its canonical form: two files of the
// same puzzle, in any format, have the same fingerprint. It guards against
// adding up shards of different puzzles, not against forgery, so a 64-bit
// FNV-1a hash serves; crypto/sha256 would bring the FIPS module's code and
// start-up work into the page's program.
func Fingerprint(p *solver.Puzzle) string {
	h := fnv.New64a()
	h.Write(solver.FormatJSON(p))
	return hex.EncodeToString(h.Sum(nil))
}

// JobStats are the counts of one finished job, as Options.OnJob receives
// them: enough to add the job back into a search's totals later.
type JobStats struct {
	Job       int   `json:"job"`
	Solutions int64 `json:"solutions"`
	Distinct  int64 `json:"distinct"`
	// Classes counts the classes under the whole symmetry group, from
	// which Stats.DistinctMirror is made.
	Classes int64 `json:"classes"`
	Nodes   int64 `json:"nodes"`
}

// AddJobs adds finished jobs' counts to a search's stats, as if the search
// had run them too.
func (pr *Problem) AddJobs(st *Stats, done []JobStats) {
	for _, j := range done {
		st.Solutions += j.Solutions
		st.Distinct += j.Distinct
		st.classes += j.Classes
		st.Nodes += j.Nodes
	}
	classes := st.classes
	st.DistinctMirror = &classes
	pr.finish(st)
}
