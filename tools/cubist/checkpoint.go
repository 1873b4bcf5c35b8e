package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/cubist/cubist/solver/search"
)

// checkpoint records the finished jobs of a count in a file, one JSON line
// each after a header that names the search, so that a count stopped
// midway (killed, or its machine lost) goes on where it stopped when
// started again with the same file, and ends with the same counts.
type checkpoint struct {
	pr       *search.Problem
	file     *os.File
	out      *bufio.Writer
	done     []search.JobStats // jobs finished in earlier runs
	finished map[int]bool      // their numbers
	flushed  time.Time
	shard    int
	shards   int
	splitTop bool // the count is the whole search: the nodes above the jobs are its own
}

// checkpointHeader is a checkpoint file's first line.
type checkpointHeader struct {
	Checkpoint  string `json:"checkpoint"` // the solver's Version
	Fingerprint string `json:"fingerprint"`
	Shard       string `json:"shard"`
}

// checkpointEvery is how often at most the recorded jobs wait in memory.
const checkpointEvery = 2 * time.Second

// openCheckpoint opens a checkpoint file for shard i of n (n 0 for the
// whole search) of pr, reading the jobs an earlier run finished. A file
// of another puzzle, shard or solver version is refused.
func openCheckpoint(name string, pr *search.Problem, i, n int) (*checkpoint, error) {
	head := checkpointHeader{Checkpoint: search.Version, Fingerprint: search.Fingerprint(pr.Puzzle()), Shard: fmt.Sprintf("%d/%d", i, max(n, 1))}
	cp := &checkpoint{pr: pr, shard: i, shards: n, flushed: time.Now(), splitTop: n <= 1, finished: map[int]bool{}}
	data, err := os.ReadFile(name)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	if len(data) > 0 {
		lines := bytes.Split(data, []byte("\n"))
		var got checkpointHeader
		if err := json.Unmarshal(lines[0], &got); err != nil || got.Checkpoint == "" {
			return nil, fmt.Errorf("%s is not a Cubist checkpoint", name)
		}
		if got != head {
			return nil, fmt.Errorf("%s is the checkpoint of another search (%s of puzzle %s, solver %s), not of this one (%s of %s, solver %s)",
				name, got.Shard, got.Fingerprint, got.Checkpoint, head.Shard, head.Fingerprint, head.Checkpoint)
		}
		jobs, _, _ := pr.Split()
		for _, line := range lines[1:] {
			var j search.JobStats
			// The last line may be cut short by the kill that stopped the
			// run: it and anything that does not read are left out, and
			// those jobs run again.
			if json.Unmarshal(line, &j) != nil || j.Job < 0 || j.Job >= len(jobs) {
				continue
			}
			if !cp.finished[j.Job] {
				cp.finished[j.Job] = true
				cp.done = append(cp.done, j)
			}
		}
	}
	// The file is written anew: the header, the jobs read back, then the
	// jobs this run finishes.
	if cp.file, err = os.Create(name); err != nil {
		return nil, err
	}
	cp.out = bufio.NewWriter(cp.file)
	line, _ := json.Marshal(head)
	cp.out.Write(append(line, '\n'))
	for _, j := range cp.done {
		cp.record(j)
	}
	if err := cp.sync(); err != nil {
		return nil, err
	}
	return cp, nil
}

// plan makes the search run the jobs of its shard that are not done yet,
// and record each as it finishes.
func (cp *checkpoint) plan(opt *search.Options) {
	jobs, _, _ := cp.pr.Split()
	all := search.ShardJobs(jobs, cp.shard, max(cp.shards, 1))
	opt.Jobs = slices.DeleteFunc(all, func(j int) bool { return cp.finished[j] })
	if opt.Jobs == nil {
		opt.Jobs = []int{}
	}
	opt.OnJob = func(j search.JobStats) {
		cp.record(j)
		if time.Since(cp.flushed) >= checkpointEvery {
			cp.sync()
		}
	}
}

// progress makes a resumed run report progress over the whole count, the
// jobs earlier runs finished included, as its summary does.
func (cp *checkpoint) progress(report func(search.Progress)) func(search.Progress) {
	jobs, splitNodes, splitWeight := cp.pr.Split()
	var before search.Progress
	var doneWeight, leftWeight float64
	if cp.splitTop {
		before.Nodes, doneWeight = splitNodes, splitWeight
	}
	for _, j := range search.ShardJobs(jobs, cp.shard, max(cp.shards, 1)) {
		if !cp.finished[j] {
			leftWeight += jobs[j].Weight
		}
	}
	for _, j := range cp.done {
		before.Nodes += j.Nodes
		before.Solutions += j.Solutions
		before.Distinct += j.Distinct
		doneWeight += jobs[j.Job].Weight
	}
	return func(p search.Progress) {
		p.Nodes += before.Nodes
		p.Solutions += before.Solutions
		p.Distinct += before.Distinct
		if whole := doneWeight + leftWeight; whole > 0 {
			p.Fraction = (doneWeight + p.Fraction*leftWeight) / whole
		}
		report(p)
	}
}

func (cp *checkpoint) record(j search.JobStats) {
	line, _ := json.Marshal(j)
	cp.out.Write(append(line, '\n'))
}

// sync writes the recorded jobs through to the disk.
func (cp *checkpoint) sync() error {
	cp.flushed = time.Now()
	if err := cp.out.Flush(); err != nil {
		return err
	}
	return cp.file.Sync()
}

// finish adds the jobs earlier runs finished to the search's stats, and
// the nodes above the jobs where the count is the whole search.
func (cp *checkpoint) finish(st *search.Stats) {
	cp.pr.AddJobs(st, cp.done)
	if cp.splitTop {
		_, nodes, _ := cp.pr.Split()
		st.Nodes += nodes
	}
}

func (cp *checkpoint) close() {
	cp.sync()
	cp.file.Close()
}
