//go:build js && wasm

// Command app is Cubist's one WebAssembly program (cubist.wasm). It
// decides its role when it starts:
//   - in a Web Worker, it solves (package api);
//   - on a page, it also reads and writes files for the page (package api)
//     and shows embedded puzzles (package embed);
//   - started as "app" (go.argv[1]), it also runs the editor page through
//     honnef.co/go/js/dom/v2, leaving solving to the worker pool behind
//     window.Cubist. The page is made of parts, each a package below this
//     one (state, editor, solutions, solve, designer, files, and ui under
//     them all); this package, the shell, wires them together
//     (docs/architecture.md, "The page's parts").
//
// One file for every role means one download, one compilation the page
// shares with its workers, and one cached copy.
package main
