package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/search"
	"github.com/cubist/cubist/solver/words"
)

func init() {
	register(command{
		name:  "design",
		usage: "design PUZZLE|--box XxYxZ [--pieces K] [--seconds S] [--seed N] [--sizes A-B] [--min-level L] [--holes H] [--max-free F] [--last NAME] [--workers N] [--out DIR] [--json] [--problem N|NAME]",
		about: "tries variants of a set, moving cubes (or the grid's solids) between pieces, toward one solution that comes apart; from nothing, a box cut at random",
		run:   runDesign,
	})
}

func runDesign(args []string) int {
	fs := newFlags("design")
	seconds := fs.Float64("seconds", 60, "stop after `S` seconds")
	seed := fs.Uint64("seed", 1, "the seed `N`: the same seed tries the same variants")
	sizes := fs.String("sizes", "", "piece sizes `A-B`, in cubes or the grid's solids (default: the set's sizes, one less to one more)")
	minLevel := fs.Int("min-level", 0, "ask for a variant that comes apart at level `L` or more")
	holes := fs.Int("holes", 0, "take `H` cubes (solids) out of the pieces, as holes hidden inside the target (level 2 or more in a box needs one)")
	maxFree := fs.Int("max-free", 0, "ask also that at most `F` pieces can come out alone at the first move (0: no such goal)")
	last := fs.String("last", "", "ask also that the piece `NAME` comes out last")
	workers := fs.Int("workers", search.DefaultWorkers(), "judge variants on `N` goroutines")
	outDir := fs.String("out", "", "write each variant found as a puzzle file in `DIR`, and the best so far to DIR/best.json as the search runs")
	asJSON := fs.Bool("json", false, "print JSON")
	problem := fs.String("problem", "", "which problem in a file with several: `N|NAME`, its number or name")
	box := fs.String("box", "", "design from nothing: start from a box `XxYxZ` cut at random (by --seed) into --pieces pieces, instead of a PUZZLE")
	pieces := fs.Int("pieces", 0, "cut the --box, or the PUZZLE's target, at random into `K` pieces, and design from that cut")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if (len(pos) == 1) == (*box != "") {
		return badArgs("design")
	}

	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(design.GCPercent)
	}
	opt := design.Options{Seed: *seed, Workers: *workers, MinLevel: *minLevel, Holes: *holes, MaxFree: *maxFree, Last: *last}
	switch {
	case *holes < 0 || *maxFree < 0:
		return misuse("design", "--holes and --max-free take 0 or more")
	case *seconds <= 0:
		return misuse("design", "--seconds %g: give the time to search, more than 0", *seconds)
	case *workers < 1:
		return misuse("design", "--workers %d: give the number of goroutines to judge variants on, 1 or more", *workers)
	case *sizes != "":
		if opt.MinSize, opt.MaxSize, err = parseSizes(*sizes); err != nil {
			return misuse("design", "%v", err)
		}
	}
	var p *solver.Puzzle
	var warnings []string
	if *box != "" {
		size, err := design.ParseBox(*box)
		if err != nil {
			err = fmt.Errorf("--%v", err) // the flag's name
		} else if *pieces < 2 {
			err = fmt.Errorf("--box needs --pieces, 2 or more, to cut the box into: %d given", *pieces)
		}
		if err == nil {
			p, err = design.CutBox(size, *pieces, opt.MinSize, opt.MaxSize, *seed)
			opt.Recut = true // the cut is a random start: restarts may cut anew
		}
		if err != nil {
			return misuse("design", "%v", err)
		}
	} else if p, warnings, err = loadPuzzle(pos[0], *problem); err != nil {
		return fail(err)
	} else if *pieces != 0 {
		if *pieces < 2 {
			return misuse("design", "--pieces %d: give 2 or more pieces to cut the target into", *pieces)
		}
		if p, err = design.CutTarget(p, *pieces, opt.MinSize, opt.MaxSize, *seed); err != nil {
			return misuse("design", "%v", err)
		}
		opt.Recut = true
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "cubist: warning: %s\n", w)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, time.Duration(*seconds*float64(time.Second)))
	defer cancel()
	if !*asJSON {
		opt.ProgressInterval = time.Second
		opt.Progress = func(pr design.Progress) {
			fmt.Fprintf(os.Stderr, "cubist design: %.0f s, %s tried, best: %s\n", pr.Seconds, words.Count(pr.Tried, "variant", "variants"), pr.Best.Summary())
		}
	}
	if *outDir != "" {
		if err := os.MkdirAll(*outDir, 0o755); err != nil {
			return fail(err)
		}
		// The best so far goes to best.json as it is found: a search cut
		// short by a kill keeps it.
		var best *design.Variant
		opt.Found = func(v design.Variant) {
			if best != nil && design.Compare(v, *best) >= 0 {
				return
			}
			best = &v
			if err := writeVariant(filepath.Join(*outDir, "best.json"), p.Name, 1, v); err != nil {
				fmt.Fprintf(os.Stderr, "cubist: warning: %v\n", err)
			}
		}
	}
	res, err := design.Search(ctx, p, opt)
	var optErr *design.OptionError
	if errors.As(err, &optErr) {
		return misuse("design", "%v", err)
	}
	if err != nil {
		return fail(err)
	}
	if *outDir != "" {
		if err := writeVariants(*outDir, p.Name, res.Variants); err != nil {
			return fail(err)
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if *asJSON {
		printDesignJSON(out, p, res)
		return 0
	}
	fmt.Fprintf(out, "%s: %s tried in %.1f s\n\n", p.Name, words.Count(res.Tried, "variant", "variants"), res.Seconds)
	for i, v := range res.Variants {
		fmt.Fprintf(out, "Variant %d: %s; %s changed\n", i+1, v.Summary(), v.ChangedCount())
		changed := map[solver.Cell]bool{}
		for _, c := range v.Changed {
			changed[c] = true
		}
		fmt.Fprintln(out, drawVariant(v, changed))
	}
	switch {
	case res.UsedUp:
		fmt.Fprintln(out, "Every variant within reach of this set at these sizes was tried, and none met the goal; the best ones are above. Try wider --sizes.")
	case !res.Met:
		fmt.Fprintln(out, "No variant met the goal in the time; the best ones are above. Try --seconds, another --seed or wider --sizes.")
	}
	return 0
}

// parseSizes reads --sizes A-B.
func parseSizes(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(s, "-")
	lo, e1 := strconv.Atoi(a)
	hi, e2 := strconv.Atoi(b)
	if !ok || e1 != nil || e2 != nil || lo < 1 || hi < lo {
		return 0, 0, fmt.Errorf("--sizes %q: want A-B with 1 <= A <= B, such as 5-7", s)
	}
	return lo, hi, nil
}

// drawVariant draws a variant's solution layer by layer, its pieces by
// letter, the changed cells in lower case.
func drawVariant(v design.Variant, changed map[solver.Cell]bool) string {
	letters := solver.Letters(v.Puzzle)
	owner := map[solver.Cell]rune{}
	var cells []solver.Cell
	for _, pl := range v.Solution.Pieces {
		for _, c := range pl.Cells {
			owner[c] = letters[pl.Piece]
			cells = append(cells, c)
		}
	}
	return solver.DrawLayers(cells, func(c solver.Cell) rune {
		r, ok := owner[c]
		switch {
		case !ok:
			return '.'
		case changed[c]:
			return []rune(strings.ToLower(string(r)))[0]
		}
		return r
	})
}

// writeVariants writes each variant as DIR/variant-N.json, named after
// the puzzle it came from ("Soma, variant 2").
func writeVariants(dir, from string, vs []design.Variant) error {
	for i, v := range vs {
		if err := writeVariant(filepath.Join(dir, fmt.Sprintf("variant-%d.json", i+1)), from, i+1, v); err != nil {
			return err
		}
	}
	return nil
}

// writeVariant writes variant n as a puzzle file, whole or not at all: it
// is written beside and renamed into place.
func writeVariant(name, from string, n int, v design.Variant) error {
	named := *v.Puzzle
	named.Name = design.VariantName(from, n)
	tmp := name + ".part"
	if err := os.WriteFile(tmp, solver.FormatJSON(&named), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// printDesignJSON prints the result as one JSON object, each variant's
// puzzle in the canonical JSON form.
func printDesignJSON(out *bufio.Writer, p *solver.Puzzle, res design.Result) {
	obj := struct {
		Puzzle   string           `json:"puzzle"`
		Tried    int              `json:"tried"`
		Seconds  float64          `json:"seconds"`
		Variants []design.Variant `json:"variants"`
		UsedUp   bool             `json:"used_up,omitempty"`
	}{Puzzle: p.Name, Tried: res.Tried, Seconds: res.Seconds, Variants: res.Variants, UsedUp: res.UsedUp}
	if obj.Variants == nil {
		obj.Variants = []design.Variant{}
	}
	data, _ := json.Marshal(obj) // the values marshal
	out.Write(data)
	out.WriteString("\n")
}
