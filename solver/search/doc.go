// Package search finds every way to pack a puzzle's pieces into its
// target. Compile turns a puzzle into placements and the target's
// symmetries; Problem.Search counts or lists the solutions, on one of
// four engines (bit boards filled on the first empty cell or on the most
// constrained one, wide boards of up to 256 cells, and dancing links),
// shared among workers or shards by a split into jobs.
package search
