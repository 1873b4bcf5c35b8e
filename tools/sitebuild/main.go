package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cubist/cubist/tools/internal/sitebuild"
)

func main() {
	out := flag.String("out", "site", "folder to build the site into")
	flag.Parse()
	if err := sitebuild.Build(".", *out); err != nil {
		fmt.Fprintln(os.Stderr, "sitebuild:", err)
		os.Exit(1)
	}
}
