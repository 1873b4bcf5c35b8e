// Package bench measures the solver on the built-in examples:
//
//	go test -run '^$' -bench . ./tools/bench
//
// Each benchmark counts all solutions of one example on one worker, the
// way `cubist solve --count --workers 1` does; the ns/op figure is the
// time of one full count.
package bench
