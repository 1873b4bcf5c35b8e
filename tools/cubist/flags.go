package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver/search"
)

// The commands' flags and files: parsing flags that may follow the file,
// telling each mistake apart, the exit codes, progress lines, and output
// written beside its place and renamed in when whole.

// finishFile flushes out to file, and gives the file its name.
// createBeside creates the file that becomes name when the output is
// whole, in name's folder; an error names the file the person gave.
func createBeside(name string) (*os.File, error) {
	dir := filepath.Dir(name)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("--out %s: the folder %s does not exist", name, dir)
	}
	file, err := os.CreateTemp(dir, filepath.Base(name)+".*.part")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("--out %s: %w", name, err)
	}
	return file, nil
}

func finishFile(out *bufio.Writer, file *os.File, name string) error {
	if err := out.Flush(); err != nil {
		return err
	}
	if err := file.Close(); err != nil {
		return err
	}
	return os.Rename(file.Name(), name)
}

// checkSolveFlags says what is wrong with flags that parsed but do not go
// together, one mistake at a time, or "" when nothing is.
func checkSolveFlags(fs *flag.FlagSet, f *solveFlags) string {
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	var modes []string
	for _, name := range []string{"all", "count", "limit"} {
		if set[name] && (name == "limit" || fs.Lookup(name).Value.String() == "true") {
			modes = append(modes, "--"+name)
		}
	}
	switch {
	case set["limit"] && f.limit < 1:
		return fmt.Sprintf("--limit %d: give the number of solutions to print, 1 or more", f.limit)
	case set["workers"] && f.workers < 1:
		return fmt.Sprintf("--workers %d: give the number of goroutines to search on, 1 or more", f.workers)
	case (f.rotations || set["bevel"]) && !f.disassemble:
		return "--rotations and --bevel go with --disassemble: they say how pieces may move as the solutions are taken apart"
	case set["bevel"] && !f.rotations:
		return "--bevel goes with --rotations: it says how the turns are checked"
	case !(f.bevel >= 0 && f.bevel < 0.5):
		return fmt.Sprintf("--bevel %g: give how much of each face a bevel takes, in cube widths, from 0 to under 0.5", f.bevel)
	case len(modes) > 1:
		return strings.Join(modes, " and ") + " ask for different things: choose one of --all, --count and --limit N"
	}
	return ""
}

// exitInterrupted is the exit code of a search stopped by Ctrl-C: 128 and
// SIGINT's number, as shells report it.
const exitInterrupted = 130

// flagExit is the exit code after a flag error: 0 when help was asked
// for, which is no error, and 2 otherwise.
func flagExit(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// parseInterspersed parses flags that may stand before or after the
// positional arguments. An argument such as -2 that is no flag's value is
// a positional argument, a negative number, so that "random 3 4 5 -2" can
// say what is wrong with -2.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		end := negativeAt(fs, args)
		if err := fs.Parse(args[:end]); err != nil {
			return nil, err
		}
		if fs.NArg() > 0 {
			pos = append(pos, fs.Arg(0))
			args = append(fs.Args()[1:], args[end:]...)
			continue
		}
		if end == len(args) {
			return pos, nil
		}
		pos = append(pos, args[end])
		args = args[end+1:]
	}
}

// negativeAt returns the index of the first argument that is a negative
// number and not the value of the flag before it, or len(args).
func negativeAt(fs *flag.FlagSet, args []string) int {
	for i, a := range args {
		if a == "--" {
			break
		}
		if _, err := strconv.ParseFloat(a, 64); err == nil && strings.HasPrefix(a, "-") && (i == 0 || !takesValue(fs, args[i-1])) {
			return i
		}
	}
	return len(args)
}

// takesValue says whether arg is a flag that takes the next argument as
// its value: a flag of the set, not a boolean one, with no "=".
func takesValue(fs *flag.FlagSet, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	if name == arg || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}

func parseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("--shard %q: want i/N with 0 <= i < N", s)
	}
	return i, n, nil
}

// progressPrinter reports progress on stderr; a shard's lines name it, and
// its fraction is of its own share of the work.
func progressPrinter(shard string) func(search.Progress) {
	label := ""
	if shard != "" {
		label = "shard " + shard + "  "
	}
	return func(p search.Progress) {
		fmt.Fprintf(os.Stderr, "%s%6.1fs  %5.1f%% done  %d nodes  %d solutions (%d distinct)\n",
			label, p.Seconds, 100*p.Fraction, p.Nodes, p.Solutions, p.Distinct)
	}
}
