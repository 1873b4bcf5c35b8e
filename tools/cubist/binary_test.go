package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// binDir holds the CLI that cliBinary builds, once for the package's
// tests; TestMain removes it.
var (
	binDir   string
	binOnce  sync.Once
	binPath  string
	binError error
	binOut   []byte
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// cliBinary builds the CLI the first time a test asks, and returns its
// path: the tests that run it as a process of its own (shards killed,
// interrupted, run by GNU parallel) share one build.
func cliBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		if binDir, binError = os.MkdirTemp("", "cubist-test-"); binError != nil {
			return
		}
		binPath = filepath.Join(binDir, "cubist")
		binOut, binError = exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
	})
	if binError != nil {
		t.Fatalf("go build: %v\n%s", binError, binOut)
	}
	return binPath
}
