package main

import (
	"encoding/json"
	"fmt"

	"github.com/cubist/cubist/solver/examples"
)

func init() {
	register(command{name: "examples", usage: "examples [--set NAME]",
		about: "lists the built-in example puzzles and piece sets, or prints a set's pieces as JSON", run: runExamples})
}

func runExamples(args []string) int {
	fs := newFlags("examples")
	set := fs.String("set", "", "print the pieces of the piece set `NAME` as a JSON list, to paste into a puzzle's \"pieces\"")
	rest, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(rest) > 0 {
		return badArgs("examples")
	}
	if *set != "" {
		s, err := examples.Set(*set)
		if err != nil {
			return fail(err)
		}
		fmt.Println("[")
		for i, pc := range s.Pieces {
			line, _ := json.Marshal(pc)
			sep := ","
			if i == len(s.Pieces)-1 {
				sep = ""
			}
			fmt.Printf("  %s%s\n", line, sep)
		}
		fmt.Println("]")
		return 0
	}
	fmt.Println("Puzzles (open one by name, as in cubist solve soma), with the grid of each:")
	for _, name := range examples.Names() {
		p, err := examples.Load(name)
		if err != nil {
			return fail(err)
		}
		fmt.Printf("  %-22s %-50s %s\n", name, p.Name, p.GridOf().Title())
	}
	fmt.Println("\nPiece sets (print one with cubist examples --set NAME):")
	for _, name := range examples.SetNames() {
		s, err := examples.Set(name)
		if err != nil {
			return fail(err)
		}
		fmt.Printf("  %-22s %s\n", name, s.Title)
	}
	return 0
}
