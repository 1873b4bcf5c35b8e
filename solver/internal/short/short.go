package short

import (
	"runtime"
	"testing"
)

// NativeOnly skips a long test in make test's run of a package compiled
// to wasm under node (GOOS=js with -short): make test's native run has
// just run it on the same code, and under node, one thread and three to
// four times slower, it takes many seconds. make test-long runs it there
// too.
func NativeOnly(t testing.TB) {
	t.Helper()
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("long: run natively by make test, and under node by make test-long")
	}
}
