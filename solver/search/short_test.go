package search

import (
	"runtime"
	"testing"
)

// nativeOnly skips a long test in make test's run of the package compiled
// to wasm under node (GOOS=js with -short): make test's native run has
// just run it on the same code, and under node, one thread and four times
// slower, it would take minutes. make test-long runs it there too.
func nativeOnly(t *testing.T) {
	t.Helper()
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("long: run natively by make test, and under node by make test-long")
	}
}
