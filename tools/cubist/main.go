package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
)

// command is one subcommand of the CLI.
type command struct {
	name  string
	usage string // the usage line after "cubist ", as docs/guide.md writes it
	about string // what the command does, in a few words
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
	c, ok := commandNamed(args[0])
	if !ok {
		fmt.Fprintf(os.Stderr, "cubist: unknown command %q\n", args[0])
		usage()
		return 2
	}
	return c.run(args[1:])
}

func usage() {
	var b strings.Builder
	b.WriteString("cubist solves packing puzzles on all of BurrTools' grids: cubes, spheres, prisms, rhombic dodecahedra, tetrahedra and octahedra.\n\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  cubist %s\n      %s\n", c.usage, c.about)
	}
	b.WriteString("\nFILE is a puzzle file, - for standard input, or the name of a built-in example (see \"cubist examples\").\n" +
		"\"cubist COMMAND --help\" lists a command's flags.\n")
	fmt.Fprint(os.Stderr, b.String())
}

// fail prints an error and returns exit code 1.
func fail(err error) int {
	fmt.Fprintf(os.Stderr, "cubist: %v\n", err)
	return 1
}

// misuse prints a usage error of the command name and returns exit code
// 2.
func misuse(name, format string, args ...any) int {
	fmt.Fprintf(os.Stderr, "cubist %s: %s\n", name, fmt.Sprintf(format, args...))
	return 2
}

// commandNamed returns the registered command name, if there is one.
func commandNamed(name string) (command, bool) {
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == name })
	if i < 0 {
		return command{}, false
	}
	return commands[i], true
}

// newFlags returns the flag set of the command name, whose --help prints
// the command's usage line and its flags written with two dashes, as the
// guide writes them.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	fs.Usage = func() {
		c, _ := commandNamed(name)
		var b strings.Builder
		fmt.Fprintf(&b, "usage: cubist %s\n\n%s\n", c.usage, c.about)
		first := true
		fs.VisitAll(func(f *flag.Flag) {
			if first {
				b.WriteString("\nFlags:\n")
				first = false
			}
			kind, text := flag.UnquoteUsage(f)
			fmt.Fprintf(&b, "  --%s", f.Name)
			if kind != "" {
				fmt.Fprintf(&b, " %s", kind)
			}
			fmt.Fprintf(&b, "\n      %s", text)
			if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
				fmt.Fprintf(&b, " (default %s)", f.DefValue)
			}
			b.WriteString("\n")
		})
		fmt.Fprint(os.Stderr, b.String())
	}
	return fs
}

// badArgs says that the command name was given the wrong arguments, with
// its usage line, and returns exit code 2.
func badArgs(name string) int {
	c, _ := commandNamed(name)
	fmt.Fprintf(os.Stderr, "usage: cubist %s\n(\"cubist %s --help\" lists the flags)\n", c.usage, name)
	return 2
}
