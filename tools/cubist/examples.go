package main

import (
	"fmt"

	"github.com/cubist/cubist/solver/examples"
)

func init() {
	register(command{name: "examples", usage: "examples                  list the built-in example puzzles", run: runExamples})
}

func runExamples(args []string) int {
	if len(args) > 0 {
		fmt.Println("usage: cubist examples")
		return 2
	}
	for _, name := range examples.Names() {
		title, err := examples.Title(name)
		if err != nil {
			return fail(err)
		}
		fmt.Printf("%-22s %s\n", name, title)
	}
	return 0
}
