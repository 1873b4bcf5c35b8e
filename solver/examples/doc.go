// Package examples holds Cubist's built-in example puzzles, embedded in
// the program so that the CLI and the browser can open them by name.
package examples
