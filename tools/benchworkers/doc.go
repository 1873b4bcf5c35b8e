// Command benchworkers measures how well a count uses many workers, as
// issue-style scaling figures need them on a machine with many cores:
//
//	benchworkers [-puzzles bedlam,random:4x4x5:13:5-8:2] [-workers 1,2,4,8,16] [-copies 16] [-repeat 1]
//
// For each puzzle (a built-in example's name, a puzzle of puzzles/ such
// as tetris-cube, a file's path, or random:XxYxZ:N:A-B:SEED for
// solver.RandomDissection) it counts the puzzle on each number of
// workers and prints the time, the nodes, the split's time, and how the
// workers spent the search: their busy time, the time from the first
// worker running out of jobs to the last finishing (the tail), and the
// last jobs' nodes. It then runs -copies one-worker counts of the puzzle
// at once, each in a process of its own, which is what the machine can
// give: the efficiency of N workers is that time over N times the N-worker
// time. It ends with a table of each puzzle on 1 and on -copies workers
// beside the copies: `make bench-scaling` prints it for the machine it
// runs on.
package main
