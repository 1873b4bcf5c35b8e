package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
)

// command is one subcommand of the CLI.
type command struct {
	name  string
	usage string
	run   func(args []string) int
}

var commands []command

// register adds a subcommand; each command's file registers itself.
func register(c command) { commands = append(commands, c) }

func main() { os.Exit(run(os.Args[1:])) }

// run dispatches to a subcommand and returns the exit code: 0 for success,
// 1 for an error, 2 for a usage error.
func run(args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "cubist: internal error: %v\n", r)
			code = 1
		}
	}()
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage()
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == args[0] })
	if i < 0 {
		fmt.Fprintf(os.Stderr, "cubist: unknown command %q\n", args[0])
		usage()
		return 2
	}
	return commands[i].run(args[1:])
}

func usage() {
	var b strings.Builder
	b.WriteString("cubist solves polycube puzzles.\n\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %s\n", c.usage)
	}
	b.WriteString("\nFILE is a puzzle file, - for standard input, or the name of a built-in example (see \"cubist examples\").\n")
	fmt.Fprint(os.Stderr, b.String())
}

// fail prints an error and returns exit code 1.
func fail(err error) int {
	fmt.Fprintf(os.Stderr, "cubist: %v\n", err)
	return 1
}
