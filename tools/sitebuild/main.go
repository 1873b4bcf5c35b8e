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
	// make serve shows this while the page cannot answer yet.
	fmt.Println("sitebuild: building the solver for the browser and compressing the site's files into " + *out + " (about a minute)")
	if err := sitebuild.Build(".", *out); err != nil {
		fmt.Fprintln(os.Stderr, "sitebuild:", err)
		os.Exit(1)
	}
}
