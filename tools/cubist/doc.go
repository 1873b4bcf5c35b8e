// Command cubist solves packing puzzles on every BurrTools grid (cubes,
// spheres, prisms, rhombic dodecahedra, tetrahedra and octahedra) from the
// command line, with the same solver the page runs in WebAssembly.
//
// Usage:
//
//	cubist solve [--all|--count|--limit N] [--disassemble] [--workers N] [--shard i/N] [--json] FILE|EXAMPLE
//	cubist convert [--to FORMAT] IN OUT
//	cubist share FILE
//	cubist stl [--size MM] [--clearance MM] FILE DIR
//	cubist merge SHARD.json...
//	cubist random X Y Z N [--sizes A-B] [--seed S]
//	cubist examples [--set NAME]
//
// FILE may be JSON, layered text, BurrTools .xmpuzzle or XML, a share
// code, or the name of a built-in example. Each command lives in its own
// file (solve.go, convert.go, stl.go, merge.go, random.go, examples.go)
// and registers itself in main.go's table.
// Run "cubist help" for every command, and "cubist CMD --help" for its
// flags; docs/guide.md describes them all.
package main
