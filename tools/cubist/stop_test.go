package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestHelpIsNoError(t *testing.T) {
	for _, cmd := range []string{"solve", "convert", "stl"} {
		code, _, errOut := runCLI(t, cmd, "--help")
		if code != 0 || !strings.Contains(errOut, "-") {
			t.Errorf("cubist %s --help: exit %d, %q", cmd, code, errOut)
		}
	}
	if code, _, _ := runCLI(t, "solve", "--no-such-flag", "soma"); code != 2 {
		t.Errorf("an unknown flag exits %d, want 2", code)
	}
}

func TestDashReadsStandardInput(t *testing.T) {
	data, err := os.ReadFile("../../solver/examples/tlv-cube.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, w, _ := os.Pipe()
	go func() { w.Write(data); w.Close() }()
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old }()
	code, out, errOut := runCLI(t, "solve", "--count", "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep["solutions"] != 5088.0 || rep["distinct"] != 212.0 || rep["distinct_mirror"] != 108.0 || rep["complete"] != true {
		t.Errorf("tlv-cube from standard input: %v", rep)
	}
}

// TestInterruptReportsPartialCounts stops a long count with Ctrl-C (an
// interrupt signal) and checks that what was found is reported, marked
// as partial, in text and in JSON.
func TestInterruptReportsPartialCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	bin := cliBinary(t)
	for _, args := range [][]string{
		{"solve", "--count", "--json", "--workers", "1", "bedlam"},
		{"solve", "--count", "--workers", "2", "bedlam"},
	} {
		cmd := exec.Command(bin, args...)
		var stdout strings.Builder
		cmd.Stdout = &stdout
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(1500 * time.Millisecond)
		cmd.Process.Signal(syscall.SIGINT)
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 130 {
			t.Errorf("%v: Ctrl-C exits %d, want 130", args, code)
		}
		out := stdout.String()
		if args[2] == "--json" {
			var rep struct {
				Solutions, Distinct, Nodes int64
				Complete                   *bool
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%v: %v in %q", args, err, out)
			}
			if rep.Complete == nil || *rep.Complete || rep.Solutions == 0 || rep.Distinct == 0 || rep.Nodes == 0 {
				t.Errorf("%v after an interrupt: %s", args, out)
			}
		} else if !strings.Contains(out, "found so far; these counts are partial") {
			t.Errorf("%v after an interrupt:\n%s", args, out)
		}
	}
}
