package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cubist/cubist/solver/format"
)

func init() {
	register(command{
		name:  "convert",
		usage: "convert [--problem N|NAME] [--to json|txt|xmpuzzle|xml] IN OUT   (OUT - writes to stdout, with --to)",
		run:   runConvert,
	})
	register(command{
		name:  "share",
		usage: "share [--problem N|NAME] FILE   (prints a share code, for a link ending in " + format.ShareFragment + "CODE)",
		run:   runShare,
	})
}

// runConvert writes a puzzle in the format that OUT's extension or --to
// names.
func runConvert(args []string) int {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	problem := fs.String("problem", "", "the problem to convert, by number or name, in a file with several")
	to := fs.String("to", "", "the format to write: json, txt, xmpuzzle or xml (default: from OUT's extension)")
	fs.SetOutput(os.Stderr)
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cubist convert [flags] IN OUT")
		fs.PrintDefaults()
		return 2
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
	fs := flag.NewFlagSet("share", flag.ContinueOnError)
	problem := fs.String("problem", "", "the problem to share, by number or name, in a file with several")
	fs.SetOutput(os.Stderr)
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) != 1 {
		fmt.Fprintln(os.Stderr, "usage: cubist share [flags] FILE")
		fs.PrintDefaults()
		return 2
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
