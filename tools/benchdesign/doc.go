// Command benchdesign measures design search (package solver/design) on
// random sets, as `make bench-design` runs it:
//
//	go run ./tools/benchdesign [-seeds K] [-first F] [-seconds S] [-workers N] [-only REGEXP] [-level L] [-holes H]
//
// For each kind of set (random 3x3x3 sets of 6 pieces of 3 to 6 cubes,
// 3x4x5 sets of 10 pieces of 5 to 7, and 4x4x4 sets of 8 pieces of 6 to
// 10 asked for level 2 or more, or L, with one hole inside, or H) and each seed from 1 to K, it draws the
// set with solver.RandomDissection, counts it, runs the design search with
// the seed, and prints a row: the set's counts, the best variant's counts,
// whether it comes apart and at what level, and the seconds the search
// took. A row is counted as met when the best variant is unique, comes
// apart and reaches the level asked.
//
// The kinds named box-XxYxZ-K, run only when -only names them, start from
// a bare box cut as `cubist design --box XxYxZ --pieces K` cuts it, with
// one hole inside, and ask for the level of Chen et al.'s published
// design of that box and K (SIGGRAPH 2022), for 10 minutes (30 for
// 6x6x6); each row then gives the best variant's level in BurrTools'
// notation.
package main
