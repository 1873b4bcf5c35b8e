// Command benchsuite times the solver on the benchmark suite, side by side
// with BurrTools where ../shared/peers/burrTxt exists:
//
//	go run ./tools/benchsuite [-only REGEXP] [-seeds K] [-peer PATH] [-dlx1 PATH]
//
// For each puzzle it prints the three counts, the nodes, the seconds and
// the engine of `cubist solve --count --workers 1`, and, with the peer, BurrTools'
// assemblies, iterations and seconds and the ratio of the two times. The
// two programs run alternately, each as a fresh process, and the time of
// each is its wall-clock time, process start included; a puzzle that
// takes under 5 seconds runs three rounds and reports the fastest of each.
// Where ../shared/peers/dlx1 exists beside json2dlx.py, it also prints the
// nodes of Knuth's dlx1 on the same puzzle, cells and piece copies as
// items and the target's symmetry broken (json2dlx.py's dlx-sym mode), to
// set beside Cubist's tree.
// The suite: Soma, pentominoes 6x10, solid pentominoes 3x4x5, Bedlam,
// Conway's 5x5x5, and random dissections (cubist random) of 4x4x4 in 11
// pieces of 5-7, 3x4x5 in 10 of 5-7, 4x4x5 in 13 of 5-8 and 5x5x5 in 18 of
// 6-8, seeds 1 to K; and boxes that hide holes (cubist random --holes):
// 4x4x4 in 10 pieces of 5-8 with one hole, 5x5x5 in 12 of 8-13 and in 14
// of 7-11 with one and with two, seeds 1 to K. It takes hours in full;
// -only picks puzzles by name (holes for the hidden holes).
package main
