// Package words writes counts in words, with the noun that agrees with
// the number ("1 cube", "2 cubes"), for every message that the solver,
// the CLI and the page write.
package words
