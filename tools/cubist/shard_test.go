package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// countJSON runs solve --count --json with more arguments and reads the
// report.
func countJSON(t *testing.T, args ...string) (search.Report, string) {
	t.Helper()
	code, out, errOut := runCLI(t, append([]string{"solve", "--count", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	var r search.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %v in %q", args, err, out)
	}
	return r, out
}

// sameCounts reports whether two reports say the same but for the time.
func sameCounts(a, b search.Report) bool {
	a.Seconds, b.Seconds = 0, 0
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// Every example's shards, for several N, merge into exactly the whole
// search's counts.
func TestShardsMergeToTheWhole(t *testing.T) {
	dir := t.TempDir()
	for _, name := range examples.Names() {
		if name == "bedlam" || name == "pentominoes-8x8" {
			continue // long; the checkpoint test runs Bedlam's shards
		}
		whole, wholeOut := countJSON(t, "--workers", "2", name)
		for _, n := range []int{2, 3, 7} {
			var files []string
			for i := range n {
				r, out := countJSON(t, "--workers", "2", "--shard", fmt.Sprintf("%d/%d", i, n), name)
				if r.Fingerprint == "" || r.Version != search.Version || !r.Complete {
					t.Fatalf("%s shard %d/%d: %s", name, i, n, out)
				}
				f := filepath.Join(dir, fmt.Sprintf("%s-%d-%d.json", name, i, n))
				os.WriteFile(f, []byte(out), 0o644)
				files = append(files, f)
			}
			code, out, errOut := runCLI(t, append([]string{"merge"}, files...)...)
			if code != 0 {
				t.Fatalf("%s, %d shards: merge exit %d: %s", name, n, code, errOut)
			}
			var got search.Report
			json.Unmarshal([]byte(out), &got)
			if !sameCounts(got, whole) {
				t.Errorf("%s, %d shards: merge gives %s, the whole search %s", name, n, out, wholeOut)
			}
		}
	}
}

// merge refuses shards that do not make one whole search, and says why.
func TestMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, args ...string) string {
		_, out := countJSON(t, args...)
		f := filepath.Join(dir, name)
		os.WriteFile(f, []byte(out), 0o644)
		return f
	}
	s0 := write("s0", "--shard", "0/3", "soma")
	s1 := write("s1", "--shard", "1/3", "soma")
	s2 := write("s2", "--shard", "2/3", "soma")
	other := write("other", "--shard", "2/3", "galakub")
	ofTwo := write("two", "--shard", "1/2", "soma")
	whole := write("whole", "soma")
	data, _ := os.ReadFile(s2)
	stopped := filepath.Join(dir, "stopped")
	os.WriteFile(stopped, []byte(strings.Replace(string(data), `"complete":true`, `"complete":false`, 1)), 0o644)
	oldVersion := filepath.Join(dir, "old")
	os.WriteFile(oldVersion, []byte(strings.Replace(string(data), search.Version, "cubist-search-1", 1)), 0o644)
	for _, tc := range []struct {
		files []string
		want  string
	}{
		{[]string{s0, s1}, "missing shards: 2/3"},
		{[]string{s0, s1, s1, s2}, "shard 1/3 is given twice"},
		{[]string{s0, s1, stopped}, "did not finish"},
		{[]string{s0, s1, other}, "another puzzle"},
		{[]string{s0, s1, ofTwo}, "of 2 shards"},
		{[]string{s0, s1, oldVersion}, "another solver version"},
		{[]string{s0, whole}, "not the result of a shard"},
		{[]string{s0, filepath.Join(dir, "nope")}, "no such file"},
	} {
		code, _, errOut := runCLI(t, append([]string{"merge"}, tc.files...)...)
		if code != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("merge %v: exit %d, %q; want %q", tc.files, code, errOut, tc.want)
		}
	}
}

// The shards' solution streams, concatenated in shard order, are the
// whole search's solutions in its order.
func TestShardStreamsConcatenate(t *testing.T) {
	code, out, _ := runCLI(t, "solve", "--all", "--json", "--workers", "1", "soma")
	if code != 0 {
		t.Fatal(out)
	}
	var whole struct{ Solutions []json.RawMessage }
	if err := json.Unmarshal([]byte(out), &whole); err != nil {
		t.Fatal(err)
	}
	var joined []string
	for i := range 4 {
		code, out, errOut := runCLI(t, "solve", "--all", "--json", "--workers", "1", "--shard", fmt.Sprintf("%d/4", i), "soma")
		if code != 0 {
			t.Fatal(errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var last search.Report
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || last.Shard != fmt.Sprintf("%d/4", i) {
			t.Fatalf("shard %d's last line: %s", i, lines[len(lines)-1])
		}
		joined = append(joined, lines[:len(lines)-1]...)
	}
	if len(joined) != len(whole.Solutions) || len(joined) != 480 {
		t.Fatalf("%d solutions in the shards, %d in the whole", len(joined), len(whole.Solutions))
	}
	for k := range joined {
		if joined[k] != string(whole.Solutions[k]) {
			t.Fatalf("solution %d differs:\n%s\n%s", k+1, joined[k], whole.Solutions[k])
		}
	}
}

// A shard killed midway and started again with its checkpoint ends with
// the counts of a run that was never stopped.
func TestCheckpointSurvivesAKill(t *testing.T) {
	if testing.Short() {
		t.Skip("counts a shard of the Bedlam cube three times")
	}
	bin := cliBinary(t)
	args := []string{"solve", "--count", "--json", "--workers", "2", "--shard", "1/4", "bedlam"}
	want, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "shard.checkpoint")
	cmd := exec.Command(bin, append(args, "--checkpoint", file)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Killed as soon as the checkpoint holds a job (a header line, then a
	// line a job), not after a fixed sleep, which a loaded machine could
	// spend before the first job ends.
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		data, _ := os.ReadFile(file)
		if strings.Count(string(data), "\n") >= 2 {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("the run ended before its checkpoint held a job: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("no job in the checkpoint after two minutes")
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-done
	data, _ := os.ReadFile(file)
	recorded := strings.Count(string(data), "\n") - 1
	t.Logf("the killed run recorded %d jobs", recorded)
	if recorded < 1 {
		t.Fatalf("the killed run recorded no job:\n%s", data)
	}
	resumed := exec.Command(bin, append(args, "--checkpoint", file, "--progress")...)
	var progress strings.Builder
	resumed.Stderr = &progress
	got, err := resumed.Output()
	if err != nil {
		t.Fatal(err)
	}
	var a, b search.Report
	json.Unmarshal(want, &a)
	json.Unmarshal(got, &b)
	if !sameCounts(a, b) {
		t.Errorf("started again from the checkpoint: %s\nwant %s", got, want)
	}
	// Progress starts from what the checkpoint holds, and its last line
	// says what the summary says.
	lines := regexp.MustCompile(`([\d.]+)% done  (\d+) nodes  (\d+) solutions`).FindAllStringSubmatch(progress.String(), -1)
	if len(lines) == 0 {
		t.Fatalf("no progress lines:\n%s", progress.String())
	}
	var held int64 // the solutions of the jobs the checkpoint holds
	for _, line := range strings.Split(string(data), "\n")[1:] {
		var j search.JobStats
		if json.Unmarshal([]byte(line), &j) == nil {
			held += j.Solutions
		}
	}
	if first, _ := strconv.ParseInt(lines[0][3], 10, 64); first < held || held == 0 {
		t.Errorf("the resumed run's progress starts from %q; the checkpoint holds %d solutions", lines[0][0], held)
	}
	if last := lines[len(lines)-1]; last[1] != "100.0" || last[2] != strconv.FormatInt(b.Nodes, 10) || last[3] != strconv.FormatInt(b.Solutions, 10) {
		t.Errorf("the last progress line %q, the summary %s", last[0], got)
	}
	// Another shard's checkpoint is refused.
	out, err := exec.Command(bin, "solve", "--count", "--shard", "2/4", "--checkpoint", file, "bedlam").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "checkpoint of another search") {
		t.Errorf("another shard's checkpoint: %v, %s", err, out)
	}
}
