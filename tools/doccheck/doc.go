// Package doccheck holds the documentation's tests: every relative link
// in README.md and docs/ leads to a file that exists, and every #anchor to
// a heading in it.
package doccheck
