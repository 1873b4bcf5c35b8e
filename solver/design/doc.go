// Package design turns a set of pieces with many solutions into a better
// puzzle: it starts from one solution, a dissection of the target into
// the pieces, and explores variants of that dissection, moving one cube at
// a time from a piece to a neighbouring piece, toward a variant with one
// solution that comes apart, at as high a level as asked. Each variant is
// judged by the ordinary search (stopping once classes pass a cap) and,
// when unique, by the disassembler. The loop is a local search with
// restarts, deterministic for a seed, on several goroutines, until the
// goal is met, the time is up or the context is cancelled.
package design
