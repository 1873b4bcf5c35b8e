//go:build !js

package search

// fillOnMany lets a large candidate array be filled on several goroutines
// (coverLists). WebAssembly runs one thread, and the page's program goes
// without that code.
const fillOnMany = true
