package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/cubist/cubist/solver/search"
)

func init() {
	register(command{
		name:  "merge",
		usage: "merge SHARD.json...",
		about: "adds up the JSON results of solve --shard i/N, every shard once",
		run:   runMerge,
	})
}

func runMerge(args []string) int {
	fs := newFlags("merge")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) == 0 {
		return badArgs("merge")
	}
	var shards []shardResult
	for _, name := range files {
		r, err := readShard(name)
		if err != nil {
			return fail(err)
		}
		shards = append(shards, r)
	}
	total, err := merge(shards)
	if err != nil {
		return fail(err)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	writeJSON(out, total)
	return 0
}

// shardResult is one shard's report, with the file it came from and its
// shard number.
type shardResult struct {
	file string
	search.Report
	i, n int
}

// readShard reads the result of one shard: the JSON that solve --count
// --json --shard prints, or the last line of what solve --all --json
// --shard prints.
func readShard(name string) (shardResult, error) {
	data, err := readFile(name)
	if err != nil {
		return shardResult{}, err
	}
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	var r shardResult
	r.file = name
	dec := json.NewDecoder(bytes.NewReader(lines[len(lines)-1]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r.Report); err != nil {
		return r, fmt.Errorf("%s: not the JSON result of a shard (%v)", name, err)
	}
	if r.Shard == "" || r.Fingerprint == "" || r.Version == "" {
		return r, fmt.Errorf("%s: not the result of a shard: run cubist solve --count --json --shard i/N", name)
	}
	if r.i, r.n, err = parseShard(r.Shard); err != nil {
		return r, fmt.Errorf("%s: %v", name, err)
	}
	return r, nil
}

// merge adds shards up into the whole search's report, after checking
// that they are every shard of one search, once each, and complete.
func merge(shards []shardResult) (search.Report, error) {
	first := shards[0]
	seen := make([]string, first.n)
	total := search.Report{Puzzle: first.Puzzle, Complete: true, Nodes: first.SplitNodes, Engine: first.Engine}
	mirror := int64(0)
	mirrorNull := false
	var apart apartSum
	for _, s := range shards {
		switch {
		case s.Fingerprint != first.Fingerprint || s.Puzzle != first.Puzzle:
			return total, fmt.Errorf("%s is a shard of another puzzle (%q, %s) than %s (%q, %s)", s.file, s.Puzzle, s.Fingerprint, first.file, first.Puzzle, first.Fingerprint)
		case s.Version != first.Version:
			return total, fmt.Errorf("%s comes from another solver version (%s) than %s (%s): run every shard with one version", s.file, s.Version, first.file, first.Version)
		case s.n != first.n:
			return total, fmt.Errorf("%s is shard %s, of %d shards; %s is of %d", s.file, s.Shard, s.n, first.file, first.n)
		case seen[s.i] != "":
			return total, fmt.Errorf("shard %s is given twice: %s and %s", s.Shard, seen[s.i], s.file)
		case !s.Complete:
			return total, fmt.Errorf("%s: shard %s did not finish (it was stopped): run it again, with --checkpoint to go on where it stopped", s.file, s.Shard)
		}
		seen[s.i] = s.file
		total.Solutions += s.Solutions
		total.Distinct += s.Distinct
		total.Nodes += s.Nodes
		total.Seconds += s.Seconds
		if s.DistinctMirror == nil {
			mirrorNull = true
		} else {
			mirror += *s.DistinctMirror
		}
		if (s.Disassemble == nil) != (first.Disassemble == nil) {
			return total, fmt.Errorf("%s and %s: one shard was run with --disassemble and the other without", first.file, s.file)
		}
		apart.add(s.Disassemble)
	}
	var missing []string
	for i, f := range seen {
		if f == "" {
			missing = append(missing, fmt.Sprintf("%d/%d", i, first.n))
		}
	}
	if len(missing) > 0 {
		return total, errors.New("missing shards: " + strings.Join(missing, ", "))
	}
	if !mirrorNull {
		total.DistinctMirror = &mirror
	}
	if first.Disassemble != nil {
		total.Disassemble = apart.total()
	}
	return total, nil
}

// apartSum adds up the shards' counts of solutions that come apart.
type apartSum struct {
	sum        search.Apart
	mirror     int64
	mirrorNull bool
}

func (a *apartSum) add(s *search.Apart) {
	if s == nil {
		return
	}
	a.sum.Solutions += s.Solutions
	a.sum.Distinct += s.Distinct
	a.sum.MaxLevel = max(a.sum.MaxLevel, s.MaxLevel)
	for k, v := range s.Levels {
		if a.sum.Levels == nil {
			a.sum.Levels = map[string]int64{}
		}
		a.sum.Levels[k] += v
	}
	if s.DistinctMirror == nil {
		a.mirrorNull = true
	} else {
		a.mirror += *s.DistinctMirror
	}
}

func (a *apartSum) total() *search.Apart {
	t := a.sum
	if !a.mirrorNull {
		t.DistinctMirror = &a.mirror
	}
	return &t
}
