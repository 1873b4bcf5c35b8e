package main

import (
	"fmt"
	"os"

	"github.com/cubist/cubist/solver/format"
)

func init() {
	register(command{
		name:  "convert",
		usage: "convert IN OUT [--to json|txt|xmpuzzle|xml] [--problem N|NAME]",
		about: "writes a puzzle in the format that OUT's extension or --to names; OUT - writes to standard output",
		run:   runConvert,
	})
	register(command{
		name:  "share",
		usage: "share FILE [--problem N|NAME]",
		about: "prints a share code, for a link ending in " + format.ShareFragment + "CODE",
		run:   runShare,
	})
}

// runConvert writes a puzzle in the format that OUT's extension or --to
// names.
func runConvert(args []string) int {
	fs := newFlags("convert")
	problem := fs.String("problem", "", "which problem to convert in a file with several: `N|NAME`, its number or name")
	to := fs.String("to", "", "the format to write: `json|txt|xmpuzzle|xml` (default: from OUT's extension)")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) != 2 {
		return badArgs("convert")
	}
	in, out := files[0], files[1]
	kind := *to
	if kind == "" && out != "-" {
		kind = format.KindOf(out)
	}
	if kind == "" {
		fmt.Fprintf(os.Stderr, "cubist convert: cannot tell the format to write from %q: name the file .json, .txt, .xmpuzzle or .xml, or give --to\n", out)
		return 2
	}
	p, warnings, err := loadPuzzle(in, *problem)
	if err != nil {
		return fail(err)
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "cubist: warning: %s\n", w)
	}
	data, err := format.Write(p, kind)
	if err != nil {
		return fail(err)
	}
	if out == "-" {
		_, err = os.Stdout.Write(data)
	} else {
		err = os.WriteFile(out, data, 0o644)
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

// runShare prints the share code of a puzzle.
func runShare(args []string) int {
	fs := newFlags("share")
	problem := fs.String("problem", "", "which problem to share in a file with several: `N|NAME`, its number or name")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) != 1 {
		return badArgs("share")
	}
	p, warnings, err := loadPuzzle(files[0], *problem)
	if err != nil {
		return fail(err)
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "cubist: warning: %s\n", w)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		return fail(err)
	}
	fmt.Println(code)
	return 0
}
