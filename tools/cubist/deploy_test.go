package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// deployCommand runs one cubist command line from a recipe in deploy/,
// its shard index and puzzle set to values of the test's, and checks that
// it writes a shard's result.
func deployCommand(t *testing.T, recipe string, args []string, vars map[string]string) {
	t.Helper()
	dir := t.TempDir()
	for k := range args {
		for name, value := range vars {
			args[k] = strings.ReplaceAll(args[k], name, value)
		}
		// The job's volume, or the task's working folder.
		if rest, ok := strings.CutPrefix(args[k], "/data/"); ok {
			args[k] = filepath.Join(dir, rest)
		} else if strings.HasPrefix(args[k], "shards/") {
			args[k] = filepath.Join(dir, args[k])
		}
	}
	os.MkdirAll(filepath.Join(dir, "shards"), 0o755)
	code, _, errOut := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("%s: cubist %s: exit %d: %s", recipe, strings.Join(args, " "), code, errOut)
	}
	outs, _ := filepath.Glob(filepath.Join(dir, "shards", "*.json"))
	if len(outs) != 1 {
		t.Fatalf("%s: %d results written", recipe, len(outs))
	}
	r, err := readShard(outs[0])
	if err != nil || r.Shard != vars["SHARD"] {
		t.Fatalf("%s: %v, shard %q", recipe, err, r.Shard)
	}
}

// The Kubernetes manifest's command line is a valid cubist command, with
// as many shards as the Job has completions.
func TestKubernetesJobCommand(t *testing.T) {
	data, err := os.ReadFile("../../deploy/kubernetes-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var command, args []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if v, ok := strings.CutPrefix(line, "command: "); ok {
			json.Unmarshal([]byte(v), &command)
		}
		if v, ok := strings.CutPrefix(line, "args: "); ok {
			if err := json.Unmarshal([]byte(v), &args); err != nil {
				t.Fatalf("args: %v", err)
			}
		}
	}
	if len(command) != 1 || command[0] != "cubist" || len(args) == 0 {
		t.Fatalf("command %q, args %q", command, args)
	}
	completions := regexp.MustCompile(`completions: (\d+)`).FindStringSubmatch(text)
	if completions == nil || !strings.Contains(strings.Join(args, " "), "$(JOB_COMPLETION_INDEX)/"+completions[1]) {
		t.Fatalf("the shards' count does not match completions %v: %q", completions, args)
	}
	args[len(args)-1] = "soma"
	deployCommand(t, "kubernetes-job.yaml", args, map[string]string{"$(JOB_COMPLETION_INDEX)": "5", "SHARD": "5/" + completions[1]})
}

// The Slurm script's command line is a valid cubist command, with as many
// shards as the array has tasks.
func TestSlurmCommand(t *testing.T) {
	data, err := os.ReadFile("../../deploy/slurm.sh")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var line string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "cubist ") {
			line = l
		}
	}
	array := regexp.MustCompile(`#SBATCH --array=0-(\d+)`).FindStringSubmatch(text)
	if line == "" || array == nil {
		t.Fatalf("no cubist command or array in the script")
	}
	fields := strings.Fields(strings.ReplaceAll(line, `"`, ""))
	if fields[len(fields)-1] != "$PUZZLE" {
		t.Fatalf("the command does not end in the puzzle: %s", line)
	}
	fields[len(fields)-1] = "soma"
	last := array[1]
	n := map[string]string{"63": "64"}[last]
	if n == "" || !strings.Contains(line, "/"+n) {
		t.Fatalf("the shards' count does not match the array 0-%s: %s", last, line)
	}
	deployCommand(t, "slurm.sh", fields[1:], map[string]string{"$SLURM_ARRAY_TASK_ID": "7", "$SLURM_CPUS_PER_TASK": "2", "SHARD": "7/" + n})
}

// The GNU parallel recipe counts a puzzle in 4 shards on this machine's
// cores, and its merge equals the whole count. CI installs parallel.
func TestParallelRecipe(t *testing.T) {
	if _, err := exec.LookPath("parallel"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI must have GNU parallel (apt-get install parallel)")
		}
		t.Skip("GNU parallel is not installed")
	}
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	bin := cliBinary(t)
	out := filepath.Join(t.TempDir(), "shards")
	cmd := exec.Command("../../deploy/parallel.sh", "galakub", "4", out)
	cmd.Env = append(os.Environ(), "CUBIST="+bin)
	merged, err := cmd.Output()
	if err != nil {
		t.Fatalf("deploy/parallel.sh: %v\n%s", err, merged)
	}
	whole, err := exec.Command(bin, "solve", "--count", "--json", "galakub").Output()
	if err != nil {
		t.Fatal(err)
	}
	var a, b struct {
		Solutions, Distinct, Nodes int64
		Complete                   bool
	}
	json.Unmarshal(merged, &a)
	json.Unmarshal(whole, &b)
	if a != b || a.Solutions == 0 {
		t.Errorf("parallel and merge: %s\nthe whole count: %s", merged, whole)
	}
	if files, _ := filepath.Glob(filepath.Join(out, "*.res")); len(files) != 4 {
		t.Errorf("%d shard results", len(files))
	}
}
