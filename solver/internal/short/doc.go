// Package short holds what the solver's tests share about make test's
// short runs: which long checks it leaves to the native run.
package short
