// Package api is the solver's side of the browser: it parses puzzles sent
// by the page, prepares their search as a list of jobs, and runs jobs for
// a worker; and it reads and writes puzzle files, share codes and STL
// files for the page. The syscall/js glue in js.go and files_js.go exposes
// it to JavaScript; the rest is plain Go, tested natively and under node.
package api
